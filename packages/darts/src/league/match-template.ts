import { type MatchFormat, validateConfig } from '../x01/match-config'
import type { InRule, OutRule } from '../x01/rules'

export type LeagueGameKind = 'singles' | 'pairs' | 'team'

/** One game slot of a team match. `x01: null` is a result-only game (not scored on the platform: winner and legs typed in). */
export type LeagueGameSlot = {
  kind: LeagueGameKind
  /** Players per side: 1 for singles, 2 for pairs, 3–8 for a team game. */
  players: number
  x01: { startScore: number; inRule: InRule; outRule: OutRule } | null
  /** 'bestOf': stops when a side has more than half; 'playAll': every leg is thrown (a draw is possible). */
  legs: { mode: 'bestOf' | 'playAll'; count: number }
}

/** Points = games won (the default), or match points for a win, a draw and a loss (league-rules.md §3). */
export type LeaguePoints = { kind: 'games' } | { kind: 'match'; win: number; draw: number; loss: number }

export type MatchTemplate = {
  games: readonly LeagueGameSlot[]
  /** 'all' (default): every game is played; 'untilDecided': the match stops once one team cannot be caught. */
  play: 'all' | 'untilDecided'
  points: LeaguePoints
  /** Most games (of any kind) one player may play in a match; null: no limit. */
  maxGamesPerPlayer: number | null
}

export type MatchTemplateError =
  | 'template.noGames'
  | 'template.tooManyGames'
  | 'template.playersOutOfRange'
  | 'template.invalidX01'
  | 'template.invalidLegs'
  | 'template.invalidPoints'
  | 'template.invalidMaxGamesPerPlayer'

/** The template, or the first problem; `game` is the 0-based index of the slot at fault. */
export type MatchTemplateOutcome =
  { ok: true; value: MatchTemplate } | { ok: false; error: MatchTemplateError; game?: number }

export const maxTemplateGames = 30
export const maxLegsPerGame = 21

const playerRange: Record<LeagueGameKind, readonly [number, number]> = {
  singles: [1, 1],
  pairs: [2, 2],
  team: [3, 8],
}

/** The x01 match format of a slot: best of N stops at more than half; play all N throws every leg. */
export function leagueGameFormat(slot: LeagueGameSlot): MatchFormat {
  return slot.legs.mode === 'playAll'
    ? { kind: 'playAll', legs: slot.legs.count }
    : { kind: 'bestOf', legs: slot.legs.count }
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

function slotProblem(slot: LeagueGameSlot): MatchTemplateError | null {
  const range = playerRange[slot.kind] as readonly [number, number] | undefined
  if (!range || !isWhole(slot.players, range[0], range[1])) return 'template.playersOutOfRange'
  const { legs } = slot
  if ((legs.mode !== 'bestOf' && legs.mode !== 'playAll') || !isWhole(legs.count, 1, maxLegsPerGame)) {
    return 'template.invalidLegs'
  }
  if (slot.x01 === null) return null
  const config = { ...slot.x01, format: leagueGameFormat(slot), sides: ['home', 'away'] }
  return validateConfig(config).ok ? null : 'template.invalidX01'
}

/** Match points are whole numbers from 0 with win ≥ draw ≥ loss and win > loss. */
function arePointsValid(points: LeaguePoints): boolean {
  if (points.kind === 'games') return true
  if (points.kind !== 'match') return false
  const { win, draw, loss } = points
  return [win, draw, loss].every((value) => isWhole(value, 0, 1000)) && win >= draw && draw >= loss && win > loss
}

/**
 * Whether a season's (or division's) template can be played (league-rules.md §3): 1 to 30 games; 1 player a side in
 * a single, 2 in a pair, 3–8 in a team game; legs 1–21; an x01 game's start score and rules as for any x01 match
 * (101–1001); sensible match points; a limit of games per player from 1, or none. Slots are checked in order.
 */
export function checkMatchTemplate(template: MatchTemplate): MatchTemplateOutcome {
  const { games } = template
  if (!Array.isArray(games) || games.length === 0) return { ok: false, error: 'template.noGames' }
  if (games.length > maxTemplateGames) return { ok: false, error: 'template.tooManyGames' }
  for (const [game, slot] of games.entries()) {
    const error = slotProblem(slot)
    if (error) return { ok: false, error, game }
  }
  if (!arePointsValid(template.points)) return { ok: false, error: 'template.invalidPoints' }
  const { maxGamesPerPlayer } = template
  if (maxGamesPerPlayer !== null && !isWhole(maxGamesPerPlayer, 1, maxTemplateGames)) {
    return { ok: false, error: 'template.invalidMaxGamesPerPlayer' }
  }
  return { ok: true, value: template }
}

const doubleOut = (startScore: number) => ({ startScore, inRule: 'straight', outRule: 'double' }) as const

function singles(startScore: number, bestOf: number): LeagueGameSlot {
  return { kind: 'singles', players: 1, x01: doubleOut(startScore), legs: { mode: 'bestOf', count: bestOf } }
}

function pairs(startScore: number, bestOf: number): LeagueGameSlot {
  return { kind: 'pairs', players: 2, x01: doubleOut(startScore), legs: { mode: 'bestOf', count: bestOf } }
}

const repeat = (slot: () => LeagueGameSlot, times: number) => Array.from({ length: times }, slot)

/**
 * The templates of league-rules.md §3, straight in and double out. Where the page leaves a detail open it is
 * the first option it names or the singles' setting: the café league's singles are best of 3 (divisions may raise
 * it to 5 or 7), its pairs 501 best of 3 and its team game 4 players; the 14-game format plays 501 best of 3.
 */
export const matchTemplatePresets: { flemish: MatchTemplate; dutchCafe: MatchTemplate; fourteenGames: MatchTemplate } =
  {
    flemish: {
      games: [
        ...repeat(() => singles(501, 5), 4),
        ...repeat(() => pairs(701, 5), 2),
        ...repeat(() => singles(501, 5), 4),
      ],
      play: 'all',
      points: { kind: 'games' },
      maxGamesPerPlayer: null,
    },
    dutchCafe: {
      games: [
        ...repeat(() => singles(501, 3), 4),
        ...repeat(() => pairs(501, 3), 4),
        { kind: 'team', players: 4, x01: doubleOut(701), legs: { mode: 'bestOf', count: 1 } },
      ],
      play: 'all',
      points: { kind: 'games' },
      maxGamesPerPlayer: null,
    },
    fourteenGames: {
      games: [
        ...repeat(() => singles(501, 3), 3),
        pairs(501, 3),
        ...repeat(() => singles(501, 3), 3),
        pairs(501, 3),
        ...repeat(() => singles(501, 3), 3),
        pairs(501, 3),
        singles(501, 3),
        pairs(501, 3),
      ],
      play: 'all',
      points: { kind: 'games' },
      maxGamesPerPlayer: null,
    },
  }

/** A new season's template: the Flemish regional league's. */
export const defaultMatchTemplate: MatchTemplate = matchTemplatePresets.flemish
