import { checkMatchTemplate, type LeagueGameSlot, type MatchTemplate, type MatchTemplateError } from './match-template'
import { type LeagueGameOutcome, type TeamMatchScore, teamMatchScore } from './team-match-score'

/**
 * A cup match's template (league-rules.md §9): a match template whose match always has a winner, by an odd number of
 * games none of which can be drawn, or by `decidingGame`, played after the others only when the games are level.
 */
export type CupTemplate = MatchTemplate & { decidingGame: LeagueGameSlot | null }

/**
 * Besides the match template's own problems (the deciding game is checked as the slot after the last game):
 * - `cup.evenGamesWithoutDecider`: an even number of games and no deciding game: the match can end level.
 * - `cup.gameCanBeDrawn`: a game with an even number of legs (it can end level) where a draw would leave the match
 *   without a winner: any game when there is no deciding game, else the deciding game itself.
 */
export type CupTemplateError = MatchTemplateError | 'cup.evenGamesWithoutDecider' | 'cup.gameCanBeDrawn'

/** The template, or the first problem; `game` is the 0-based index of the slot at fault (the deciding game: after the last). */
export type CupTemplateOutcome =
  { ok: true; value: CupTemplate } | { ok: false; error: CupTemplateError; game?: number }

/** Best of or all of an even number of legs can end level; an odd number always has a winner. */
function canBeDrawn(slot: LeagueGameSlot): boolean {
  return slot.legs.count % 2 === 0
}

/**
 * Whether a cup template can be played and always gives a winner (league-rules.md §9): a valid match template (with
 * the deciding game as its last slot), and either a deciding game that cannot be drawn, or an odd number of games
 * none of which can be drawn. A deciding game beside an odd number of undrawable games is allowed: it is never played.
 */
export function checkCupTemplate(template: CupTemplate): CupTemplateOutcome {
  const { games, decidingGame } = template
  const hasGames = Array.isArray(games) && games.length > 0
  const checked = checkMatchTemplate(
    decidingGame && hasGames ? { ...template, games: [...games, decidingGame] } : template,
  )
  if (!checked.ok) return checked
  if (decidingGame) {
    return canBeDrawn(decidingGame)
      ? { ok: false, error: 'cup.gameCanBeDrawn', game: games.length }
      : { ok: true, value: template }
  }
  if (games.length % 2 === 0) return { ok: false, error: 'cup.evenGamesWithoutDecider' }
  const drawable = games.findIndex(canBeDrawn)
  return drawable >= 0 ? { ok: false, error: 'cup.gameCanBeDrawn', game: drawable } : { ok: true, value: template }
}

/**
 * - `open`: games are still to be played.
 * - `decidingGame`: the games are level and over: the deciding game is next.
 * - `won`: `winner` (0 home, 1 away) won on games, or by the deciding game; `score` then counts the deciding game.
 * - `level`: no winner and nothing left to play; only with outcomes the template cannot give (a drawn game where none
 *   can be drawn) or a template `checkCupTemplate` refuses.
 */
export type CupMatchWinner =
  | { state: 'open' | 'decidingGame' | 'level'; score: TeamMatchScore }
  | { state: 'won'; winner: 0 | 1; decidedBy: 'games' | 'decidingGame'; score: TeamMatchScore }

/**
 * Who won a cup match, from its games' outcomes in template order and the deciding game's after them (index
 * `games.length`). The games are scored by `teamMatchScore` (forfeits, "play all" or "until decided"); the deciding
 * game counts only when they end level, and an outcome given for it otherwise is ignored.
 * @example
 * cupMatchWinner({ ...matchTemplatePresets.flemish, decidingGame: pairs701 }, fiveAllThenHomeWinsPairs)
 * // { state: 'won', winner: 0, decidedBy: 'decidingGame', score: { gamesWon: [6, 5], … } }
 */
export function cupMatchWinner(template: CupTemplate, outcomes: readonly LeagueGameOutcome[]): CupMatchWinner {
  const score = teamMatchScore(template, outcomes)
  if (!score.isDecided) return { state: 'open', score }
  if (score.winner === 0 || score.winner === 1) return { state: 'won', winner: score.winner, decidedBy: 'games', score }
  const { decidingGame } = template
  if (!decidingGame) return { state: 'level', score }
  if ((outcomes[template.games.length] ?? null) === null) return { state: 'decidingGame', score }
  // Level means every game was played, so the deciding game is simply one more game of a match played in full.
  const decided = teamMatchScore({ ...template, games: [...template.games, decidingGame], play: 'all' }, outcomes)
  if (decided.winner === 0 || decided.winner === 1) {
    return { state: 'won', winner: decided.winner, decidedBy: 'decidingGame', score: decided }
  }
  return { state: 'level', score: decided }
}
