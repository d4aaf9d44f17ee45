import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { roundRobinGames, roundRobinRounds } from './round-robin'

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`)
const pairKey = (a: string, b: string) => [a, b].sort().join('–')

describe('roundRobinRounds', () => {
  it('gives 1–4 2–3 | 3–1 4–2 | 1–2 3–4 for four players (darts-rules.md §6)', () => {
    const rounds = roundRobinRounds(['1', '2', '3', '4'])
    expect(rounds.map((r) => r.pairings.map(([a, b]) => `${a}–${b}`).join(' '))).toEqual([
      '1–4 2–3',
      '3–1 4–2',
      '1–2 3–4',
    ])
    expect(rounds.every((r) => r.bye === null)).toBe(true)
  })

  it.each([
    { n: 2, matches: 1, rounds: 1 },
    { n: 3, matches: 3, rounds: 3 },
    { n: 4, matches: 6, rounds: 3 },
    { n: 5, matches: 10, rounds: 5 },
    { n: 6, matches: 15, rounds: 5 },
    { n: 7, matches: 21, rounds: 7 },
    { n: 10, matches: 45, rounds: 9 },
  ])('schedules $n players in $matches matches over $rounds rounds', ({ n, matches, rounds }) => {
    const schedule = roundRobinRounds(players(n))
    expect(schedule).toHaveLength(rounds)
    expect(schedule.flatMap((r) => r.pairings)).toHaveLength(matches)
  })

  it('gives each of five players exactly one bye', () => {
    const byes = roundRobinRounds(players(5)).map((r) => r.bye)
    expect([...byes].sort()).toEqual(players(5))
  })

  it('plays every pairing twice, reversed, in a double round robin of four', () => {
    const rounds = roundRobinRounds(['1', '2', '3', '4'], { isDouble: true })
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6])
    expect(rounds[3]?.pairings).toEqual([
      ['4', '1'],
      ['3', '2'],
    ])
  })

  it('makes every pair meet exactly once, and nobody twice in a round, for 2 to 40 players', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (n) => {
        const schedule = roundRobinRounds(players(n))
        const meetings = schedule.flatMap((r) => r.pairings.map(([a, b]) => pairKey(a, b)))
        expect(new Set(meetings).size).toBe(meetings.length)
        expect(meetings).toHaveLength((n * (n - 1)) / 2)
        for (const round of schedule) {
          const seen = [...round.pairings.flat(), ...(round.bye ? [round.bye] : [])]
          expect([...seen].sort()).toEqual(players(n).sort())
        }
      }),
    )
  })

  it('never lets an even field throw first (or second) three rounds in a row, for 2 to 40 players', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (half) => {
        const schedule = roundRobinRounds(players(half * 2))
        for (const player of players(half * 2)) {
          const firsts = schedule.map((r) => r.pairings.some(([first]) => first === player))
          const runs = firsts.map((_, i) => i >= 2 && firsts[i] === firsts[i - 1] && firsts[i] === firsts[i - 2])
          expect(runs.some(Boolean)).toBe(false)
        }
      }),
    )
  })
})

describe('roundRobinGames', () => {
  it('names the games stage.group.round.slot with entry sides', () => {
    const games = roundRobinGames({ stageId: 'groups', groupId: 'A', entries: ['anna', 'ben', 'cleo'] })
    expect(games).toHaveLength(3)
    expect(games[0]).toEqual({
      id: 'groups.A.1.1',
      stageId: 'groups',
      round: 1,
      roundCode: 'roundRobin',
      slot: 1,
      groupId: 'A',
      sides: [
        { kind: 'entry', entryId: 'ben' },
        { kind: 'entry', entryId: 'cleo' },
      ],
    })
  })
})
