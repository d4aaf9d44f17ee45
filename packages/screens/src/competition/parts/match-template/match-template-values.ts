import { LeagueGameSlotSchema, type MatchTemplateInput } from '@oche/api'
import type { LeagueGameKind, LeagueGameSlot, MatchTemplate, MatchTemplateError } from '@oche/darts'

type Rule = NonNullable<LeagueGameSlot['x01']>['inRule']

/** The start scores offered as a choice; any other from 101 to 1001 is typed in. */
export const startScoreChoices = ['301', '501', '701', '1001'] as const
type StartScoreChoice = (typeof startScoreChoices)[number] | 'other'

/** The engine's limits (`maxTemplateGames`, `maxLegsPerGame`): at most 30 games of 1 to 21 legs. */
export const maxGames = 30
export const maxLegs = LeagueGameSlotSchema.shape.legs.shape.count.maxValue ?? 21
/** Players a side of a team game. */
export const teamPlayers = { min: 3, max: 8 } as const

/**
 * One game of a template as the form holds it: every choice keeps its value while another hides it (a start score
 * while the game is result only, the players of a team game while it is a single), so switching back loses nothing.
 * Numbers are what the inputs give: `NaN` while empty.
 */
export type GameDraft = {
  kind: LeagueGameKind
  /** Players a side in a team game; singles and pairs have theirs fixed. */
  teamPlayers: number
  /** Not scored on the platform: only the winner and the legs are entered. */
  resultOnly: boolean
  startScore: StartScoreChoice
  otherStartScore: number
  inRule: Rule
  outRule: Rule
  legsMode: 'bestOf' | 'playAll'
  legsCount: number
}

/** A whole template as the form holds it (see `GameDraft`). */
export type MatchTemplateDraft = {
  games: GameDraft[]
  play: MatchTemplate['play']
  pointsKind: 'games' | 'match'
  win: number
  draw: number
  loss: number
  limitGames: boolean
  maxGamesPerPlayer: number
}

/** Where the form shows a problem of the template: a field of a game, or of the match. */
export type ProblemPlace =
  | { game: number; field: 'teamPlayers' | 'otherStartScore' | 'startScore' | 'legsCount' | 'kind' }
  | { game?: undefined; field: 'games' | 'win' | 'maxGamesPerPlayer' }

/** The match points a template starts with when the admin turns them on (league-rules.md §3: 2, 1, 0). */
const defaultMatchPoints = { win: 2, draw: 1, loss: 0 }

function isChoice(score: string): score is (typeof startScoreChoices)[number] {
  return (startScoreChoices as readonly string[]).includes(score)
}

/** A game slot as the form holds it. */
export function gameDraft(slot: LeagueGameSlot): GameDraft {
  const start = slot.x01 ? String(slot.x01.startScore) : '501'
  return {
    kind: slot.kind,
    teamPlayers: slot.kind === 'team' ? slot.players : 4,
    resultOnly: slot.x01 === null,
    startScore: isChoice(start) ? start : 'other',
    otherStartScore: slot.x01 ? slot.x01.startScore : 501,
    inRule: slot.x01?.inRule ?? 'straight',
    outRule: slot.x01?.outRule ?? 'double',
    legsMode: slot.legs.mode,
    legsCount: slot.legs.count,
  }
}

/** A template as the form holds it. */
export function templateDraft(template: MatchTemplate | MatchTemplateInput): MatchTemplateDraft {
  const { points } = template
  return {
    games: template.games.map(gameDraft),
    play: template.play,
    pointsKind: points.kind,
    ...(points.kind === 'match' ? { win: points.win, draw: points.draw, loss: points.loss } : defaultMatchPoints),
    limitGames: template.maxGamesPerPlayer !== null,
    maxGamesPerPlayer: template.maxGamesPerPlayer ?? 2,
  }
}

/** A new game added at the end: a single of 501, straight in and double out, best of 3 legs. */
export function newGameDraft(): GameDraft {
  return {
    kind: 'singles',
    teamPlayers: 4,
    resultOnly: false,
    startScore: '501',
    otherStartScore: 501,
    inRule: 'straight',
    outRule: 'double',
    legsMode: 'bestOf',
    legsCount: 3,
  }
}

/** The players a side of a game. */
function playersOf(game: GameDraft): number {
  switch (game.kind) {
    case 'singles':
      return 1
    case 'pairs':
      return 2
    case 'team':
      return game.teamPlayers
    default:
      return game.kind satisfies never
  }
}

/** A game as the API takes it (and the engine checks it). */
export function toGameSlot(game: GameDraft): LeagueGameSlot {
  const startScore = game.startScore === 'other' ? game.otherStartScore : Number(game.startScore)
  return {
    kind: game.kind,
    players: playersOf(game),
    x01: game.resultOnly ? null : { startScore, inRule: game.inRule, outRule: game.outRule },
    legs: { mode: game.legsMode, count: game.legsCount },
  }
}

/** The template as the API takes it; numbers left empty stay `NaN`, which `checkMatchTemplate` refuses. */
export function toMatchTemplate(draft: MatchTemplateDraft): MatchTemplate & MatchTemplateInput {
  return {
    games: draft.games.map(toGameSlot),
    play: draft.play,
    points:
      draft.pointsKind === 'games'
        ? { kind: 'games' }
        : { kind: 'match', win: draft.win, draw: draft.draw, loss: draft.loss },
    maxGamesPerPlayer: draft.limitGames ? draft.maxGamesPerPlayer : null,
  }
}

/** Whether two templates play the same matches (compared as the form would send them). */
export function isSameTemplate(a: MatchTemplate | MatchTemplateInput, b: MatchTemplate | MatchTemplateInput): boolean {
  return JSON.stringify(toMatchTemplate(templateDraft(a))) === JSON.stringify(toMatchTemplate(templateDraft(b)))
}

/** The field of the form that shows a problem `checkMatchTemplate` found. */
export function problemPlace(draft: MatchTemplateDraft, error: MatchTemplateError, game?: number): ProblemPlace {
  const slot = game === undefined ? undefined : draft.games[game]
  if (game !== undefined && slot)
    switch (error) {
      case 'template.playersOutOfRange':
        return { game, field: slot.kind === 'team' ? 'teamPlayers' : 'kind' }
      case 'template.invalidX01':
        return { game, field: slot.startScore === 'other' ? 'otherStartScore' : 'startScore' }
      case 'template.invalidLegs':
        return { game, field: 'legsCount' }
      default:
        break
    }
  switch (error) {
    case 'template.invalidPoints':
      return { field: 'win' }
    case 'template.invalidMaxGamesPerPlayer':
      return { field: 'maxGamesPerPlayer' }
    default:
      return { field: 'games' }
  }
}
