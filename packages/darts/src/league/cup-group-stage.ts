import { cupMatchWinner, type CupTemplate } from './cup-template'
import type { FixtureDivision, FixturesInput, FixturesOutcome } from './fixtures'
import { generateFixtures } from './generate-fixtures'
import { type LeagueStandings, leagueStandings, type LeagueStandingsInput } from './league-standings'
import type { LeagueGameOutcome } from './team-match-score'

/** A cup's groups to schedule: each group with its teams (venue, night) in the order the draw dealt them. */
export type CupGroupFixturesInput = Omit<FixturesInput, 'divisions' | 'roundRobin' | 'seed'> & {
  groups: readonly Omit<FixtureDivision, 'roundRobin'>[]
}

/**
 * The matches of a cup's groups: the league's fixture generator with every group as a division playing a single
 * round robin (league-rules.md §9) over the cup's playing weeks, its home and away balance and venue limits included.
 * The groups were drawn already, so no seed: the fixtures' `divisionId` is the group's id.
 */
export function cupGroupFixtures(input: CupGroupFixturesInput): FixturesOutcome {
  const { groups, ...season } = input
  return generateFixtures({
    ...season,
    roundRobin: 'single',
    divisions: groups.map((group) => ({ ...group, roundRobin: 'single' })),
  })
}

/** A match of a cup group: its game outcomes in template order, the deciding game last (empty until played). */
export type CupGroupMatch = { home: string; away: string; outcomes: readonly LeagueGameOutcome[] }

export type CupGroupStandingsInput = Omit<LeagueStandingsInput, 'matches' | 'points'> & {
  template: CupTemplate
  /** Every match of the group's round robin. */
  matches: readonly CupGroupMatch[]
}

export type CupGroupStandings = LeagueStandings & {
  /** Every match of the group has a winner. */
  isComplete: boolean
  /**
   * The team at each position, best first, for the knockouts (`groupPositions` of `cupProgress`): null until the group
   * is complete, and for teams of a tie the chain and the deciders leave.
   */
  positions: (string | null)[]
}

/**
 * A cup group's table: the league's standings (league-rules.md §6: the template's points, the tie-break chain,
 * adjustments, deciders) over the matches that have a winner, a deciding game counting as one more game won.
 * @example
 * const table = cupGroupStandings({ teams: group.entries, matches, template })
 * cupProgress({ …, groupPositions: { [group.id]: table.positions } })
 */
export function cupGroupStandings(input: CupGroupStandingsInput): CupGroupStandings {
  const { template, matches, ...options } = input
  const won = matches.flatMap(({ home, away, outcomes }) => {
    const match = cupMatchWinner(template, outcomes)
    return match.state === 'won' ? [{ home, away, score: match.score }] : []
  })
  const standings = leagueStandings({ ...options, matches: won, points: template.points })
  const isComplete = matches.length > 0 && won.length === matches.length
  const tied = new Set(standings.unresolvedTies.flat())
  return {
    ...standings,
    isComplete,
    positions: standings.rows.map((row) => (isComplete && !tied.has(row.teamId) ? row.teamId : null)),
  }
}
