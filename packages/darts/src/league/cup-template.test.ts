import { describe, expect, it } from 'vitest'
import { checkCupTemplate, type CupTemplate, cupMatchWinner } from './cup-template'
import { type LeagueGameSlot, matchTemplatePresets } from './match-template'
import { forfeitOutcome, type LeagueGameOutcome } from './team-match-score'

const { flemish, dutchCafe } = matchTemplatePresets
const legs = (home: number, away: number): LeagueGameOutcome => ({ legs: [home, away] })

const pairs701: LeagueGameSlot = {
  kind: 'pairs',
  players: 2,
  x01: { startScore: 701, inRule: 'straight', outRule: 'double' },
  legs: { mode: 'bestOf', count: 5 },
}
const playTwoLegs = (slot: LeagueGameSlot): LeagueGameSlot => ({ ...slot, legs: { mode: 'playAll', count: 2 } })

/** The Flemish ten games and a deciding pair of 701 at 5–5. */
const flemishCup: CupTemplate = { ...flemish, decidingGame: pairs701 }

// Home wins games 0, 1, 3, 4 and 7, away 2, 5, 6, 8 and 9: 5–5 in games, 21–21 in legs.
const fiveAll = [
  legs(3, 1),
  legs(3, 2),
  legs(1, 3),
  legs(3, 0),
  legs(3, 2),
  legs(2, 3),
  legs(0, 3),
  legs(3, 1),
  legs(1, 3),
  legs(2, 3),
]
// The same night but home wins game 9: 6–4.
const sixFour = [...fiveAll.slice(0, 9), legs(3, 2)]

describe('checkCupTemplate', () => {
  it('refuses ten games without a deciding game: 5–5 would leave the cup match without a winner', () => {
    expect(checkCupTemplate({ ...flemish, decidingGame: null })).toEqual({
      ok: false,
      error: 'cup.evenGamesWithoutDecider',
    })
  })

  it('takes ten games with a deciding pair of 701 best of 5', () => {
    expect(checkCupTemplate(flemishCup)).toEqual({ ok: true, value: flemishCup })
  })

  it('takes the Dutch café league’s nine games, best of 3 and one leg, as they are', () => {
    const template: CupTemplate = { ...dutchCafe, decidingGame: null }
    expect(checkCupTemplate(template)).toEqual({ ok: true, value: template })
  })

  it('refuses nine games without a deciding game when one of them plays two legs and can end 1–1', () => {
    const games = dutchCafe.games.map((slot, index) => (index === 5 ? playTwoLegs(slot) : slot))
    expect(checkCupTemplate({ ...dutchCafe, games, decidingGame: null })).toEqual({
      ok: false,
      error: 'cup.gameCanBeDrawn',
      game: 5,
    })
  })

  it('takes games that can be drawn when a deciding game settles a level score', () => {
    const games = flemish.games.map(playTwoLegs)
    expect(checkCupTemplate({ ...flemish, games, decidingGame: pairs701 }).ok).toBe(true)
  })

  it('refuses a deciding game that can itself end level, naming it as the slot after the last game', () => {
    expect(checkCupTemplate({ ...flemish, decidingGame: playTwoLegs(pairs701) })).toEqual({
      ok: false,
      error: 'cup.gameCanBeDrawn',
      game: 10,
    })
  })

  it('checks the deciding game as a slot of the match template', () => {
    expect(checkCupTemplate({ ...flemish, decidingGame: { ...pairs701, players: 3 } })).toEqual({
      ok: false,
      error: 'template.playersOutOfRange',
      game: 10,
    })
  })

  it('passes the match template’s own problems on', () => {
    expect(checkCupTemplate({ ...flemish, games: [], decidingGame: pairs701 })).toEqual({
      ok: false,
      error: 'template.noGames',
    })
  })
})

describe('cupMatchWinner', () => {
  it('keeps the match open at 4–3 after seven games', () => {
    expect(cupMatchWinner(flemishCup, fiveAll.slice(0, 7))).toMatchObject({
      state: 'open',
      score: { gamesWon: [4, 3], remaining: [7, 8, 9] },
    })
  })

  it('gives the match to the home team on games at 6–4, without the deciding game', () => {
    expect(cupMatchWinner(flemishCup, sixFour)).toMatchObject({
      state: 'won',
      winner: 0,
      decidedBy: 'games',
      score: { gamesWon: [6, 4], legsWon: [22, 20] },
    })
  })

  it('ignores a deciding game entered when the games were not level', () => {
    expect(cupMatchWinner(flemishCup, [...sixFour, legs(0, 3)])).toMatchObject({
      state: 'won',
      winner: 0,
      decidedBy: 'games',
      score: { gamesWon: [6, 4], played: 10 },
    })
  })

  it('calls for the deciding game at 5–5', () => {
    expect(cupMatchWinner(flemishCup, fiveAll)).toMatchObject({
      state: 'decidingGame',
      score: { gamesWon: [5, 5], isDecided: true },
    })
  })

  it('gives the match to the away team that wins the deciding game 3–1, counting it: 5–6 in games', () => {
    expect(cupMatchWinner(flemishCup, [...fiveAll, legs(1, 3)])).toMatchObject({
      state: 'won',
      winner: 1,
      decidedBy: 'decidingGame',
      score: { gamesWon: [5, 6], legsWon: [22, 24], played: 11, winner: 1, points: [5, 6] },
    })
  })

  it('gives the deciding game to the home team when the away pair forfeits it', () => {
    expect(cupMatchWinner(flemishCup, [...fiveAll, forfeitOutcome(pairs701, 1)])).toMatchObject({
      state: 'won',
      winner: 0,
      decidedBy: 'decidingGame',
      score: { gamesWon: [6, 5] },
    })
  })

  it('stops a first-to-5 of nine games once the home team leads 5–0', () => {
    const template: CupTemplate = { ...dutchCafe, play: 'untilDecided', decidingGame: null }
    const fiveNil = [legs(2, 0), legs(2, 1), legs(2, 0), legs(2, 1), legs(2, 0)]
    expect(cupMatchWinner(template, fiveNil)).toMatchObject({
      state: 'won',
      winner: 0,
      decidedBy: 'games',
      score: { gamesWon: [5, 0], remaining: [] },
    })
    expect(cupMatchWinner(template, fiveNil.slice(0, 4)).state).toBe('open')
  })

  it('says level when outcomes the rules cannot give leave no winner (a drawn deciding game)', () => {
    expect(cupMatchWinner(flemishCup, [...fiveAll, legs(2, 2)])).toMatchObject({
      state: 'level',
      score: { gamesWon: [5, 5], gamesDrawn: 1 },
    })
  })

  it('says level at 5–5 when a template without a deciding game is played anyway', () => {
    expect(cupMatchWinner({ ...flemish, decidingGame: null }, fiveAll).state).toBe('level')
  })
})
