import type { TournamentGame } from './game'
import type { PlanStage, TournamentPlanFormat } from './plan-tournament'
import type { GameState, ResolvedGame, ResolvedSide, Resolution, ResolveInput } from './resolve-games'

/**
 * One entry's place in the final ranking. Entries knocked out in the same round share their places:
 * `{ position: 5, positionTo: 8 }` is "5–8"; `positionTo` equals `position` when the place is not shared.
 */
export type FinalRankingRow = { position: number; positionTo: number; entryId: string }

/** Entries that share places, best first. */
type Tier = string[]

const decidedStates: ReadonlySet<GameState> = new Set(['finished', 'walkover', 'bye', 'notNeeded'])

function entryIds(sides: readonly (ResolvedSide | null)[]): string[] {
  return sides.flatMap((side) => (side?.kind === 'entry' ? [side.entryId] : []))
}

class Ranker {
  private readonly byId: ReadonlyMap<string, ResolvedGame>
  readonly placed = new Set<string>()

  constructor(
    private readonly input: ResolveInput,
    private readonly resolution: Resolution,
  ) {
    this.byId = new Map(resolution.games.map((game) => [game.gameId, game]))
  }

  stageGames(stage: PlanStage): TournamentGame[] {
    return this.input.games.filter((game) => game.stageId === stage)
  }

  /** The entries not placed yet, marked as placed from now on. */
  private tier(entries: readonly string[]): Tier {
    const fresh = entries.filter((entryId) => !this.placed.has(entryId))
    for (const entryId of fresh) this.placed.add(entryId)
    return fresh
  }

  /** Winner, then loser; null when the game has no winner (a draw where one must go on). */
  private winnerThenLoser(gameId: string): Tier[] | null {
    const game = this.byId.get(gameId)
    if (!game?.winner || !game.loser) return null
    return [this.tier(entryIds([game.winner])), this.tier(entryIds([game.loser]))]
  }

  /** The losers of the given games, sharing their places. */
  private losers(games: readonly TournamentGame[]): Tier {
    return this.tier(entryIds(games.map((game) => this.byId.get(game.id)?.loser ?? null)))
  }

  /**
   * A single knockout: the final's winner and loser, the third-place match's winner and loser when it was played,
   * then the losers of each earlier round, latest round first.
   */
  knockout(games: readonly TournamentGame[]): Tier[] | null {
    const final = games.find((game) => game.roundCode === 'final')
    if (!final) return []
    const top = this.winnerThenLoser(final.id)
    const thirdPlace = games.find((game) => game.roundCode === 'thirdPlace')
    const third = thirdPlace ? this.winnerThenLoser(thirdPlace.id) : []
    if (!top || !third) return null
    const earlier: Tier[] = []
    for (let round = final.round - 1; round >= 1; round--) {
      earlier.push(this.losers(games.filter((game) => game.round === round && game.roundCode !== 'thirdPlace')))
    }
    return [...top, ...third, ...earlier]
  }

  /** A double elimination: the deciding grand final (the reset when played), then each losers round, latest first. */
  doubleElimination(games: readonly TournamentGame[]): Tier[] | null {
    const grandFinal = games.find((game) => game.roundCode === 'grandFinal')
    if (!grandFinal) return []
    const reset = games.find((game) => game.roundCode === 'grandFinalReset')
    const resetState = reset ? this.byId.get(reset.id)?.state : undefined
    const deciding = reset && (resetState === 'finished' || resetState === 'walkover') ? reset : grandFinal
    const top = this.winnerThenLoser(deciding.id)
    if (!top) return null
    const losersBracket = games.filter((game) => game.bracket === 'losers')
    const lastRound = Math.max(0, ...losersBracket.map((game) => game.round))
    const earlier: Tier[] = []
    for (let round = lastRound; round >= 1; round--) {
      earlier.push(this.losers(losersBracket.filter((game) => game.round === round)))
    }
    return [...top, ...earlier]
  }

  /** One group's table as tiers: a tie the chain left without a decider shares its places. */
  table(groupId: string): Tier[] {
    const standings = this.resolution.groupStandings[groupId]
    if (!standings) return []
    const tiers: Tier[] = []
    let previousTie: readonly string[] | undefined
    for (const row of standings.rows) {
      const tie = standings.unresolvedTies.find((entries) => entries.includes(row.entryId))
      if (tie && tie === previousTie) tiers.at(-1)?.push(row.entryId)
      else tiers.push([row.entryId])
      previousTie = tie
    }
    return tiers.map((tier) => this.tier(tier))
  }

  /**
   * Group entries that played no knockout: by group position (a tie left without a decider counts as its best
   * position), then by points; equal on both, they share their places. Groups in order within a place.
   */
  groupRest(): Tier[] {
    const rest: { entryId: string; position: number; points: number }[] = []
    for (const group of this.input.groups ?? []) {
      const standings = this.resolution.groupStandings[group.id]
      for (const row of standings?.rows ?? []) {
        if (this.placed.has(row.entryId)) continue
        const tie = standings?.unresolvedTies.find((entries) => entries.includes(row.entryId))
        const tiedPositions = (tie ?? []).map(
          (entryId) => standings?.rows.find((other) => other.entryId === entryId)?.position ?? row.position,
        )
        rest.push({ entryId: row.entryId, position: Math.min(row.position, ...tiedPositions), points: row.points })
      }
    }
    rest.sort((a, b) => a.position - b.position || b.points - a.points)
    const tiers: Tier[] = []
    rest.forEach((entry, index) => {
      const previous = rest[index - 1]
      if (previous && previous.position === entry.position && previous.points === entry.points) {
        tiers.at(-1)?.push(entry.entryId)
      } else tiers.push([entry.entryId])
    })
    return tiers.map((tier) => this.tier(tier))
  }

  /** Every entry of the tournament: the groups', every entry named on a game side and every one a side resolved to. */
  allEntries(): string[] {
    const fromGroups = (this.input.groups ?? []).flatMap((group) => group.entries)
    const fromGames = this.input.games.flatMap((game) =>
      game.sides.flatMap((side) => (side.kind === 'entry' ? [side.entryId] : [])),
    )
    const fromResolved = this.resolution.games.flatMap((game) => entryIds(game.sides))
    return [...new Set([...fromGroups, ...fromGames, ...fromResolved])]
  }
}

function tiersFor(ranker: Ranker, format: TournamentPlanFormat): Tier[] | null {
  switch (format.kind) {
    case 'knockout':
      return ranker.knockout(ranker.stageGames('knockout'))
    case 'doubleElimination':
      return ranker.doubleElimination(ranker.stageGames('doubleElimination'))
    case 'roundRobin':
      return ranker.table('A')
    case 'groupsKnockout': {
      const winners = ranker.knockout(ranker.stageGames('winnersKo'))
      const consolation = ranker.knockout(ranker.stageGames('consolationKo'))
      if (!winners || !consolation) return null
      return [...winners, ...consolation, ...ranker.groupRest()]
    }
    default:
      format satisfies never
      return null
  }
}

/**
 * The final ranking of a planned tournament once every game is decided; an empty array before that.
 * - `knockout`: champion 1, runner-up 2; the third-place match decides 3 and 4 when there is one, otherwise the
 *   semi-final losers share 3–4; quarter-final losers share 5–8, and so on.
 * - `doubleElimination`: the grand final (or its reset, when played) decides 1 and 2; then everyone by the
 *   losers-bracket round they were knocked out in, latest first (losers final 3, the round before 4–5, …).
 * - `groupsKnockout`: the winners knockout as above, then the consolation knockout the same way, then entries
 *   that played neither by group position and then by points.
 * - `roundRobin`: the table (the standings' tie-break chain and deciders); a tie still waiting for a decider shares
 *   its places.
 * Withdrawn entries come last, sharing the last places. Within shared places, entries are in bracket (or group)
 * order.
 * @example
 * const resolution = resolveGames(input)
 * if (resolution.ok) finalRanking(input, resolution.value, { format: { kind: 'knockout', thirdPlace: false } })
 * // → [{ position: 1, positionTo: 1, entryId: 'anna' }, …, { position: 3, positionTo: 4, entryId: 'cas' }, …]
 */
export function finalRanking(
  input: ResolveInput,
  resolution: Resolution,
  plan: { format: TournamentPlanFormat },
): FinalRankingRow[] {
  return rankingRows(input, resolution, (ranker) => tiersFor(ranker, plan.format))
}

/**
 * The ranking of one single knockout among the games (a league cup's cup or plate), by its stage id, once every game
 * of that stage is decided, as `finalRanking` ranks a knockout tournament: 1 and 2 from the final, the semi-final
 * losers sharing 3–4 (unless there is a third-place match), and so on; withdrawn entries last.
 */
export function knockoutRanking(input: ResolveInput, resolution: Resolution, stageId: string): FinalRankingRow[] {
  const games = input.games.filter((game) => game.stageId === stageId)
  const gameIds = new Set(games.map((game) => game.id))
  const stageInput: ResolveInput = { ...input, games, groups: [] }
  const stageResolution = { ...resolution, games: resolution.games.filter((game) => gameIds.has(game.gameId)) }
  return rankingRows(stageInput, stageResolution, (ranker) => ranker.knockout(games))
}

function rankingRows(
  input: ResolveInput,
  resolution: Resolution,
  tiersOf: (ranker: Ranker) => Tier[] | null,
): FinalRankingRow[] {
  if (!resolution.games.every((game) => decidedStates.has(game.state))) return []
  const ranker = new Ranker(input, resolution)
  const tiers = tiersOf(ranker)
  if (!tiers) return []
  const withdrawn = new Set(input.withdrawn ?? [])
  const lastTier = ranker.allEntries().filter((entryId) => withdrawn.has(entryId))
  const rows: FinalRankingRow[] = []
  for (const tier of [...tiers.map((t) => t.filter((entryId) => !withdrawn.has(entryId))), lastTier]) {
    const position = rows.length + 1
    for (const entryId of tier) rows.push({ position, positionTo: position + tier.length - 1, entryId })
  }
  return rows
}
