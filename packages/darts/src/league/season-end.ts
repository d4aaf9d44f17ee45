import type { LeagueStandingsRow } from './league-standings'

/** A row of a division's table as `leagueStandings` gives it, top first: the team, its matches, why it is above the next. */
export type PromotionStandingsRow = Pick<LeagueStandingsRow, 'teamId' | 'played' | 'aboveNext'>

export type PromotionInput = {
  /** The season's divisions by id, highest first (their `position`). */
  divisions: readonly string[]
  /** Each division's table, top first; a division left out has no teams. */
  standings: Readonly<Record<string, readonly PromotionStandingsRow[]>>
  /** Teams of the season in no division: new teams, proposed for the lowest division (league-rules.md §10). */
  newTeams?: readonly string[]
  /** Teams going up from every division but the highest. */
  up: number
  /** Teams going down from every division but the lowest. */
  down: number
}

/** Why a team goes where it is proposed to go. */
export type PromotionReason =
  /** Up one division: `nth` of the division's table (1 for its winner). */
  | { kind: 'promoted'; nth: number }
  /** Down one division: `nth` from the bottom of the table (1 for the last). */
  | { kind: 'relegated'; nth: number }
  /**
   * In its division: mid-table; or placed to go up, in the highest division; or placed to go down, in the lowest; or
   * nothing to go by, as no match of the division has been decided.
   */
  | { kind: 'stays'; because: 'midTable' | 'highestDivision' | 'lowestDivision' | 'noResults' }
  /** In no division this season: the lowest one, unless the admin places it (league-rules.md §10). */
  | { kind: 'new' }

export type PromotionProposalRow = {
  teamId: string
  /** Its division this season; null for a new team. */
  from: string | null
  /** Its place in that division's table (1 for the top); null for a new team. */
  position: number | null
  /** The division proposed for next season; null only when the season has no division. */
  to: string | null
  reason: PromotionReason
  /** Level on every criterion with a team that is proposed elsewhere (the chain left them tied): the admin decides. */
  isTiedAtCut: boolean
}

export type DivisionZonesInput = {
  /** The season's league divisions, highest first (as `PromotionInput.divisions`). */
  divisions: readonly string[]
  /** The division whose zones to give. */
  division: string
  /** How many teams its table has. */
  teams: number
  /** Teams going up from every division but the highest. */
  up: number
  /** Teams going down from every division but the lowest. */
  down: number
}

/** How many teams go up and down from a division of `teams`: promotion first, relegation from what is left. */
function zones(teams: number, places: { up: number; down: number }, index: number, last: number) {
  const up = index > 0 ? Math.min(places.up, teams) : 0
  const down = index < last ? Math.min(places.down, teams - up) : 0
  return { up, down }
}

/** The season's places up and down as whole numbers, never negative. */
function wholePlaces(input: { up: number; down: number }) {
  return { up: Math.max(0, Math.floor(input.up)), down: Math.max(0, Math.floor(input.down)) }
}

/**
 * How many places at the top of a division's table go up at the end of the season and how many at the bottom go
 * down (league-rules.md §10), as `promotionProposal` moves them: none up from the highest division, none down from
 * the lowest (so neither when it is the only one); with fewer teams than `up + down`, promotion first and relegation
 * from the teams left. A division not in `divisions` has neither.
 */
export function divisionZones(input: DivisionZonesInput): { up: number; down: number } {
  const index = input.divisions.indexOf(input.division)
  if (index < 0) return { up: 0, down: 0 }
  return zones(Math.max(0, input.teams), wholePlaces(input), index, input.divisions.length - 1)
}

function divisionRows(
  rows: readonly PromotionStandingsRow[],
  divisions: readonly string[],
  index: number,
  places: { up: number; down: number },
): PromotionProposalRow[] {
  const from = divisions[index] as string
  const above = divisions[index - 1] ?? from
  const below = divisions[index + 1] ?? from
  const teams = rows.length
  const noResults = rows.every((row) => row.played === 0)
  const zone = zones(teams, places, index, divisions.length - 1)
  return rows.map((row, place): PromotionProposalRow => {
    const base = { teamId: row.teamId, from, position: place + 1, isTiedAtCut: false }
    if (noResults) return { ...base, to: from, reason: { kind: 'stays', because: 'noResults' } }
    if (place < zone.up) return { ...base, to: above, reason: { kind: 'promoted', nth: place + 1 } }
    if (place >= teams - zone.down) return { ...base, to: below, reason: { kind: 'relegated', nth: teams - place } }
    const because =
      index === 0 && place < places.up
        ? 'highestDivision'
        : index === divisions.length - 1 && place >= teams - places.down
          ? 'lowestDivision'
          : 'midTable'
    return { ...base, to: from, reason: { kind: 'stays', because } }
  })
}

/**
 * Marks every team of a run the tie-break chain left level (`aboveNext` tied) when the run is cut by the proposal:
 * not all of it goes to the same division.
 */
function markTiesAtCut(rows: PromotionProposalRow[], table: readonly PromotionStandingsRow[]): void {
  let start = 0
  for (let index = 0; index < table.length; index += 1) {
    if (table[index]?.aboveNext?.criterion === 'tied') continue
    const run = rows.slice(start, index + 1)
    if (new Set(run.map((row) => row.to)).size > 1) for (const row of run) row.isTiedAtCut = true
    start = index + 1
  }
}

/**
 * The end of season proposal (league-rules.md §10): from each division's final table, the top `up` teams go up one
 * division and the bottom `down` go down one; the highest division has no promotion and the lowest no relegation.
 * A division with fewer teams than `up + down` promotes first and relegates from the teams left. A division where no
 * match was decided proposes no move. New teams (in no division) go to the lowest division. Teams the tie-break chain
 * could not order are flagged when the line between two destinations runs through them. It is only a proposal: the
 * admin changes any destination before the next season takes it.
 */
export function promotionProposal(input: PromotionInput): PromotionProposalRow[] {
  const places = wholePlaces(input)
  const rows = input.divisions.flatMap((id, index) => {
    const table = input.standings[id] ?? []
    const proposed = divisionRows(table, input.divisions, index, places)
    markTiesAtCut(proposed, table)
    return proposed
  })
  const lowest = input.divisions.at(-1) ?? null
  const newTeams = (input.newTeams ?? []).map((teamId): PromotionProposalRow => ({
    teamId,
    from: null,
    position: null,
    to: lowest,
    reason: { kind: 'new' },
    isTiedAtCut: false,
  }))
  return [...rows, ...newTeams]
}
