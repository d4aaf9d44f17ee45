import { describe, expect, it } from 'vitest'
import { type LeagueGameSlot, type MatchTemplate, matchTemplatePresets } from './match-template'
import { forfeitOutcome, type LeagueGameOutcome, teamMatchScore } from './team-match-score'

const flemish = matchTemplatePresets.flemish
const legs = (home: number, away: number): LeagueGameOutcome => ({ legs: [home, away] })

// Flemish night: home wins games 0, 1, 3, 4, 7 and 9 (6), away wins 2, 5, 6 and 8 (4).
const night = [
  legs(3, 1),
  legs(3, 2),
  legs(1, 3),
  legs(3, 0),
  legs(3, 2),
  legs(2, 3),
  legs(0, 3),
  legs(3, 1),
  legs(1, 3),
  legs(3, 2),
]

describe('teamMatchScore, every game played', () => {
  it('gives the home team the night 6–4 in games and 22–20 in legs', () => {
    expect(teamMatchScore(flemish, night)).toEqual({
      gamesWon: [6, 4],
      gamesDrawn: 0,
      legsWon: [22, 20],
      played: 10,
      isDecided: true,
      winner: 0,
      points: [6, 4],
      remaining: [],
    })
  })

  it('keeps a live score after 7 games, 4–3, with games 7, 8 and 9 to play', () => {
    expect(teamMatchScore(flemish, night.slice(0, 7))).toMatchObject({
      gamesWon: [4, 3],
      played: 7,
      isDecided: false,
      winner: null,
      points: [4, 3],
      remaining: [7, 8, 9],
    })
  })

  it('plays on at 6–0 with four games left, since every game is played', () => {
    const sixNil = [legs(3, 0), legs(3, 0), legs(3, 0), legs(3, 0), legs(3, 0), legs(3, 0)]
    expect(teamMatchScore(flemish, sixNil)).toMatchObject({ isDecided: false, winner: null, remaining: [6, 7, 8, 9] })
  })
})

describe('teamMatchScore, until decided', () => {
  const untilDecided: MatchTemplate = { ...flemish, play: 'untilDecided' }

  it('goes on at 5–0 with five games left (the away team can still draw 5–5)', () => {
    const fiveNil = [legs(3, 0), legs(3, 1), legs(3, 2), legs(3, 0), legs(3, 1)]
    expect(teamMatchScore(untilDecided, fiveNil)).toMatchObject({
      gamesWon: [5, 0],
      isDecided: false,
      winner: null,
      remaining: [5, 6, 7, 8, 9],
    })
  })

  it('stops at 6–0 after the sixth game: four left cannot catch a lead of six', () => {
    const sixNil = [legs(3, 0), legs(3, 1), legs(3, 2), legs(3, 0), legs(3, 1), legs(3, 0)]
    expect(teamMatchScore(untilDecided, sixNil)).toEqual({
      gamesWon: [6, 0],
      gamesDrawn: 0,
      legsWon: [18, 4],
      played: 6,
      isDecided: true,
      winner: 0,
      points: [6, 0],
      remaining: [],
    })
  })

  it('goes on at 5–3 with two games left, and stops at 6–3 after the ninth game, game 9 not played', () => {
    expect(teamMatchScore(untilDecided, night.slice(0, 8))).toMatchObject({ gamesWon: [5, 3], isDecided: false })
    const homeWinsNinth = [...night.slice(0, 8), legs(3, 1)]
    expect(teamMatchScore(untilDecided, homeWinsNinth)).toMatchObject({
      gamesWon: [6, 3],
      played: 9,
      isDecided: true,
      winner: 0,
      remaining: [],
    })
  })
})

describe('forfeitOutcome', () => {
  const single: LeagueGameSlot = {
    kind: 'singles',
    players: 1,
    x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
    legs: { mode: 'bestOf', count: 5 },
  }

  it('loses a best of 5 by 0–3 and a play-all of 4 legs by 0–4', () => {
    expect(forfeitOutcome(single, 0)).toEqual({ legs: [0, 3], forfeitedBy: 0 })
    expect(forfeitOutcome({ ...single, legs: { mode: 'playAll', count: 4 } }, 1)).toEqual({
      legs: [4, 0],
      forfeitedBy: 1,
    })
  })

  it('gives a team that did not turn up the template’s maximum: 10–0 in games, 30–0 in legs', () => {
    const noShow = flemish.games.map((slot) => forfeitOutcome(slot, 1))
    expect(teamMatchScore(flemish, noShow)).toMatchObject({
      gamesWon: [10, 0],
      legsWon: [30, 0],
      isDecided: true,
      winner: 0,
      points: [10, 0],
    })
  })

  it('counts a forfeited game as lost by the team that forfeited, whatever legs were typed', () => {
    const score = teamMatchScore(flemish, [{ legs: [0, 0], forfeitedBy: 0 }, legs(3, 2)])
    expect(score).toMatchObject({ gamesWon: [1, 1], gamesDrawn: 0, played: 2 })
  })
})

describe('teamMatchScore, draws and match points', () => {
  const twoLegs: LeagueGameSlot = {
    kind: 'singles',
    players: 1,
    x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
    legs: { mode: 'playAll', count: 2 },
  }
  const fourGames: MatchTemplate = {
    games: [twoLegs, twoLegs, twoLegs, twoLegs],
    play: 'all',
    points: { kind: 'games' },
    maxGamesPerPlayer: null,
  }

  it('counts a 1–1 game as drawn, a game for neither team: 1–1 in games with two draws is a drawn match', () => {
    const score = teamMatchScore(fourGames, [legs(1, 1), legs(2, 0), legs(0, 2), legs(1, 1)])
    expect(score).toEqual({
      gamesWon: [1, 1],
      gamesDrawn: 2,
      legsWon: [4, 4],
      played: 4,
      isDecided: true,
      winner: 'draw',
      points: [1, 1],
      remaining: [],
    })
  })

  it('gives match points (win 2, draw 1, loss 0) only once the match is decided', () => {
    const matchPoints: MatchTemplate = { ...flemish, points: { kind: 'match', win: 2, draw: 1, loss: 0 } }
    expect(teamMatchScore(matchPoints, night).points).toEqual([2, 0])
    expect(teamMatchScore(matchPoints, night.slice(0, 9)).points).toEqual([0, 0])
    const fiveAll = night.map((outcome, index) => (index === 9 ? legs(2, 3) : outcome))
    expect(teamMatchScore(matchPoints, fiveAll)).toMatchObject({ gamesWon: [5, 5], winner: 'draw', points: [1, 1] })
  })

  it('counts a drawn game in neither team’s games under until decided: 2–0 with a draw and one game left is decided', () => {
    const untilDecided: MatchTemplate = { ...fourGames, play: 'untilDecided' }
    const score = teamMatchScore(untilDecided, [legs(2, 0), legs(1, 1), legs(2, 0)])
    expect(score).toMatchObject({ gamesWon: [2, 0], gamesDrawn: 1, isDecided: true, winner: 0, remaining: [] })
  })
})
