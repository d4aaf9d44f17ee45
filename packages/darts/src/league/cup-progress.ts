import { type FinalRankingRow, knockoutRanking } from '../formats/final-ranking'
import type { GameResult, Group, TournamentGame } from '../formats/game'
import type { ResolveError } from '../formats/game-graph'
import { type ResolvedGame, type ResolveInput, type ResolveProblem, resolveGames } from '../formats/resolve-games'
import { ok, type Result } from '../x01/result'
import type { CupTrophy } from './cup-plan'
import { cupMatchWinner, type CupTemplate } from './cup-template'
import type { LeagueGameOutcome } from './team-match-score'

export type CupProgressInput = {
  template: CupTemplate
  /** The cup's plan (`cupPlan`): its groups (none for a draw) and its knockout matches. */
  plan: { groups: readonly Group[]; games: readonly TournamentGame[] }
  /** Each knockout match's game outcomes by match id, in template order, the deciding game last. */
  outcomes: Readonly<Record<string, readonly LeagueGameOutcome[]>>
  /** Each group's `cupGroupStandings(…).positions`; a group not given yet has no known positions. */
  groupPositions?: Readonly<Record<string, readonly (string | null)[]>>
  /** Teams that withdrew: their matches not yet won become walkovers for the opponent. */
  withdrawn?: readonly string[]
}

export type CupProgress = {
  /**
   * Every knockout match in plan order with its teams so far (side 0 at home) and its state: `waiting` for a team,
   * `ready` to be played, `finished` (won; `result.legs` holds the games each team won, the deciding game counted),
   * `walkover` (against a withdrawn team) or `bye`; `winner` goes on to the next round.
   */
  matches: ResolvedGame[]
  /** The matches whose two teams are known and that have no winner yet. */
  readyMatchIds: string[]
  /** Outcomes given for a match whose teams are not known yet: they are ignored. */
  problems: ResolveProblem[]
  /** Per trophy, once its final is won: 1 the winner, 2 the runner-up, 3–4 the semi-finalists, 5–8, …; else empty. */
  rankings: Record<CupTrophy, FinalRankingRow[]>
}

/**
 * Where a cup's knockouts stand from the results so far: each match's teams (winners carried on, byes passed, group
 * positions read from the groups' tables once complete), which matches can be played, walkovers against withdrawn
 * teams, and each trophy's final ranking. A match counts as won only once `cupMatchWinner` gives it a winner; an open
 * match, or one waiting for its deciding game, is still `ready`.
 * @example
 * const progress = cupProgress({ template, plan, outcomes: { 'cup.1.2': gamesOfThatMatch } })
 * if (progress.ok) progress.value.readyMatchIds // ['cup.2.1', …]
 */
export function cupProgress(input: CupProgressInput): Result<CupProgress, ResolveError> {
  const results: Record<string, GameResult> = {}
  for (const [matchId, outcomes] of Object.entries(input.outcomes)) {
    const match = cupMatchWinner(input.template, outcomes)
    if (match.state === 'won') results[matchId] = { kind: 'played', legs: match.score.gamesWon, winner: match.winner }
  }
  const resolveInput: ResolveInput = {
    games: input.plan.games,
    groups: input.plan.groups,
    results,
    groupPositions: {
      ...Object.fromEntries(input.plan.groups.map((group) => [group.id, group.entries.map(() => null)])),
      ...input.groupPositions,
    },
    withdrawn: input.withdrawn ?? [],
  }
  const resolution = resolveGames(resolveInput)
  if (!resolution.ok) return resolution
  const { games, readyGameIds, problems } = resolution.value
  return ok({
    matches: games,
    readyMatchIds: readyGameIds,
    problems,
    rankings: {
      cup: knockoutRanking(resolveInput, resolution.value, 'cup'),
      plate: knockoutRanking(resolveInput, resolution.value, 'plate'),
    },
  })
}
