import { describe, expect, it } from 'vitest'
import {
  checkMatchTemplate,
  defaultMatchTemplate,
  type LeagueGameSlot,
  leagueGameFormat,
  type MatchTemplate,
  matchTemplatePresets,
} from './match-template'

const single501: LeagueGameSlot = {
  kind: 'singles',
  players: 1,
  x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
  legs: { mode: 'bestOf', count: 5 },
}

function template(games: LeagueGameSlot[], extra: Partial<MatchTemplate> = {}): MatchTemplate {
  return { games, play: 'all', points: { kind: 'games' }, maxGamesPerPlayer: null, ...extra }
}

/** A slot as "kind startScore mode count", e.g. "singles 501 bestOf 5". */
const describeSlot = (slot: LeagueGameSlot) =>
  `${slot.kind} ${slot.x01?.startScore ?? 'result'} ${slot.legs.mode} ${slot.legs.count}`

describe('matchTemplatePresets', () => {
  it('accepts every preset', () => {
    for (const preset of Object.values(matchTemplatePresets)) {
      expect(checkMatchTemplate(preset)).toEqual({ ok: true, value: preset })
    }
  })

  it('plays the Flemish league as 4 singles of 501, 2 pairs of 701 and 4 singles, all best of 5, every game played', () => {
    const { flemish } = matchTemplatePresets
    expect(flemish.games.map(describeSlot)).toEqual([
      ...Array(4).fill('singles 501 bestOf 5'),
      ...Array(2).fill('pairs 701 bestOf 5'),
      ...Array(4).fill('singles 501 bestOf 5'),
    ])
    expect(flemish).toMatchObject({ play: 'all', points: { kind: 'games' }, maxGamesPerPlayer: null })
    expect(flemish.games.every((slot) => slot.x01?.inRule === 'straight' && slot.x01.outRule === 'double')).toBe(true)
    expect(defaultMatchTemplate).toBe(flemish)
  })

  it('plays the Dutch café league as 4 singles, 4 pairs and a team game of 701 over one leg', () => {
    const { dutchCafe } = matchTemplatePresets
    expect(dutchCafe.games.map(describeSlot)).toEqual([
      ...Array(4).fill('singles 501 bestOf 3'),
      ...Array(4).fill('pairs 501 bestOf 3'),
      'team 701 bestOf 1',
    ])
    expect(dutchCafe.games[8]?.players).toBe(4)
  })

  it('plays the 14-game format as three rounds of 3 singles and a pair, then a single and a pair', () => {
    const kinds = matchTemplatePresets.fourteenGames.games.map((slot) => slot.kind)
    const round = ['singles', 'singles', 'singles', 'pairs']
    expect(kinds).toEqual([...round, ...round, ...round, 'singles', 'pairs'])
  })
})

describe('checkMatchTemplate', () => {
  it('accepts a result-only game (x01 null) and a play-all game of 4 legs', () => {
    const resultOnly: LeagueGameSlot = { ...single501, x01: null, legs: { mode: 'playAll', count: 4 } }
    expect(checkMatchTemplate(template([resultOnly])).ok).toBe(true)
  })

  it('refuses a template without games and one with 31 games (30 is the most)', () => {
    expect(checkMatchTemplate(template([]))).toEqual({ ok: false, error: 'template.noGames' })
    expect(checkMatchTemplate(template(Array(30).fill(single501))).ok).toBe(true)
    expect(checkMatchTemplate(template(Array(31).fill(single501)))).toEqual({
      ok: false,
      error: 'template.tooManyGames',
    })
  })

  it.each([
    ['a single for 2 players', { kind: 'singles', players: 2 }],
    ['a pair of 3', { kind: 'pairs', players: 3 }],
    ['a team game of 2', { kind: 'team', players: 2 }],
    ['a team game of 9', { kind: 'team', players: 9 }],
  ] as const)('refuses %s, naming the game', (_, change) => {
    const games = [single501, { ...single501, ...change }]
    expect(checkMatchTemplate(template(games))).toEqual({ ok: false, error: 'template.playersOutOfRange', game: 1 })
  })

  it('accepts team games of 3 and of 8 players', () => {
    const team = (players: number): LeagueGameSlot => ({ ...single501, kind: 'team', players })
    expect(checkMatchTemplate(template([team(3), team(8)])).ok).toBe(true)
  })

  it.each([
    ['start score 100', { startScore: 100, inRule: 'straight', outRule: 'double' }],
    ['start score 1002', { startScore: 1002, inRule: 'straight', outRule: 'double' }],
    ['an unknown out-rule', { startScore: 501, inRule: 'straight', outRule: 'triple' }],
  ] as const)('refuses an x01 game with %s', (_, x01) => {
    const games = [{ ...single501, x01 } as LeagueGameSlot]
    expect(checkMatchTemplate(template(games))).toEqual({ ok: false, error: 'template.invalidX01', game: 0 })
  })

  it('accepts start scores 101 and 1001', () => {
    const at = (startScore: number) => ({ ...single501, x01: { startScore, inRule: 'double', outRule: 'master' } })
    expect(checkMatchTemplate(template([at(101), at(1001)] as LeagueGameSlot[])).ok).toBe(true)
  })

  it.each([
    ['0 legs', { mode: 'bestOf', count: 0 }],
    ['22 legs', { mode: 'playAll', count: 22 }],
    ['2.5 legs', { mode: 'bestOf', count: 2.5 }],
    ['a mode the league does not know', { mode: 'firstTo', count: 3 }],
  ] as const)('refuses a game of %s', (_, legs) => {
    const games = [{ ...single501, legs } as LeagueGameSlot]
    expect(checkMatchTemplate(template(games))).toEqual({ ok: false, error: 'template.invalidLegs', game: 0 })
  })

  it('accepts 1 and 21 legs', () => {
    const legs = (count: number): LeagueGameSlot => ({ ...single501, legs: { mode: 'bestOf', count } })
    expect(checkMatchTemplate(template([legs(1), legs(21)])).ok).toBe(true)
  })

  it.each([
    ['a loss worth more than a win', { kind: 'match', win: 0, draw: 1, loss: 2 }],
    ['a draw worth more than a win', { kind: 'match', win: 2, draw: 3, loss: 0 }],
    ['negative points', { kind: 'match', win: 2, draw: 1, loss: -1 }],
    ['half points', { kind: 'match', win: 2, draw: 0.5, loss: 0 }],
    ['a win worth no more than a loss', { kind: 'match', win: 1, draw: 1, loss: 1 }],
  ] as const)('refuses match points with %s', (_, points) => {
    expect(checkMatchTemplate(template([single501], { points }))).toEqual({
      ok: false,
      error: 'template.invalidPoints',
    })
  })

  it('accepts match points of win 2, draw 1, loss 0', () => {
    const points = { kind: 'match', win: 2, draw: 1, loss: 0 } as const
    expect(checkMatchTemplate(template([single501], { points })).ok).toBe(true)
  })

  it('refuses a limit of 0 games per player, and accepts 1 or none', () => {
    expect(checkMatchTemplate(template([single501], { maxGamesPerPlayer: 0 }))).toEqual({
      ok: false,
      error: 'template.invalidMaxGamesPerPlayer',
    })
    expect(checkMatchTemplate(template([single501], { maxGamesPerPlayer: 1 })).ok).toBe(true)
    expect(checkMatchTemplate(template([single501], { maxGamesPerPlayer: null })).ok).toBe(true)
  })
})

describe('leagueGameFormat', () => {
  it('makes best of 5 a bestOf format and play all 4 a playAll format', () => {
    expect(leagueGameFormat(single501)).toEqual({ kind: 'bestOf', legs: 5 })
    expect(leagueGameFormat({ ...single501, legs: { mode: 'playAll', count: 4 } })).toEqual({
      kind: 'playAll',
      legs: 4,
    })
  })
})
