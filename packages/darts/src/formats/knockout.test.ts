import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRandom, type RandomSource } from '../bot/random'
import type { GameResult, SideRef, TournamentGame } from './game'
import { bracketSlotOrder, createKnockout, knockoutRoundCode } from './knockout'
import { groupKnockoutSeeds } from './knockout-seeding'
import { resolveGames } from './resolve-games'

const entries = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`)

function label(ref: SideRef): string {
  if (ref.kind === 'groupPosition') return `${ref.groupId}${ref.position}`
  if (ref.kind === 'entry') return ref.entryId
  return ref.kind
}

function firstRound(games: readonly TournamentGame[]): string[] {
  return games.filter((game) => game.round === 1).map((game) => game.sides.map(label).join('–'))
}

function knockout(seeds: readonly (string | SideRef)[], hasThirdPlace = false): TournamentGame[] {
  const games = createKnockout({ stageId: 'ko', seeds, hasThirdPlace })
  if (!games.ok) throw new Error(games.error)
  return games.value
}

/** Plays every ready game with a random winner until none is left; returns the resolution and the results. */
function playOut(games: readonly TournamentGame[], random: RandomSource) {
  const results: Record<string, GameResult> = {}
  for (;;) {
    const resolution = resolveGames({ games, results })
    if (!resolution.ok) throw new Error(resolution.error)
    if (resolution.value.readyGameIds.length === 0) return { resolution: resolution.value, results }
    for (const id of resolution.value.readyGameIds) {
      results[id] = { kind: 'played', legs: random() < 0.5 ? [3, 1] : [2, 3] }
    }
  }
}

describe('bracketSlotOrder', () => {
  it.each([
    [2, '1 2'],
    [4, '1 4 2 3'],
    [8, '1 8 4 5 2 7 3 6'],
    [16, '1 16 8 9 4 13 5 12 2 15 7 10 3 14 6 11'],
  ])('orders a bracket of %i as %s', (size, order) => {
    expect(bracketSlotOrder(size).join(' ')).toBe(order)
  })
})

describe('knockoutRoundCode', () => {
  it.each([
    [2, 'final'],
    [4, 'semiFinal'],
    [8, 'quarterFinal'],
    [16, 'last16'],
    [256, 'last256'],
  ])('names a round of %i entries %s', (entriesInRound, code) => {
    expect(knockoutRoundCode(entriesInRound)).toBe(code)
  })
})

describe('createKnockout', () => {
  it('pairs 8 seeds 1v8, 4v5, 2v7, 3v6 and names the rounds', () => {
    const games = knockout(entries(8))
    expect(firstRound(games)).toEqual(['e1–e8', 'e4–e5', 'e2–e7', 'e3–e6'])
    expect(games.map((game) => game.roundCode)).toEqual([
      ...Array<string>(4).fill('quarterFinal'),
      'semiFinal',
      'semiFinal',
      'final',
    ])
    expect(games.at(-1)?.sides).toEqual([
      { kind: 'winnerOf', gameId: 'ko.2.1' },
      { kind: 'winnerOf', gameId: 'ko.2.2' },
    ])
  })

  it('gives seeds 1, 2 and 3 the byes when 5 enter a bracket of 8', () => {
    expect(firstRound(knockout(entries(5)))).toEqual(['e1–bye', 'e4–e5', 'e2–bye', 'e3–bye'])
  })

  it.each([
    { n: 2, size: 2, byes: 0, firstRound: 'final' },
    { n: 3, size: 4, byes: 1, firstRound: 'semiFinal' },
    { n: 13, size: 16, byes: 3, firstRound: 'last16' },
    { n: 24, size: 32, byes: 8, firstRound: 'last32' },
    { n: 100, size: 128, byes: 28, firstRound: 'last128' },
  ])('draws $n entries into a bracket of $size with $byes byes', ({ n, size, byes, firstRound: code }) => {
    const games = knockout(entries(n))
    const round1 = games.filter((game) => game.round === 1)
    expect(round1).toHaveLength(size / 2)
    expect(round1.filter((game) => game.sides.some((side) => side.kind === 'bye'))).toHaveLength(byes)
    expect(round1[0]?.roundCode).toBe(code)
    expect(games).toHaveLength(size - 1)
    const byeSeeds = round1.flatMap((game) => (game.sides[1].kind === 'bye' ? [label(game.sides[0])] : []))
    expect(byeSeeds.sort()).toEqual(entries(byes).sort())
  })

  it('adds a third-place match between the semi-final losers', () => {
    const games = knockout(entries(4), true)
    expect(games.at(-1)).toMatchObject({
      id: 'ko.thirdPlace',
      roundCode: 'thirdPlace',
      sides: [
        { kind: 'loserOf', gameId: 'ko.1.1' },
        { kind: 'loserOf', gameId: 'ko.1.2' },
      ],
    })
  })

  it.each([
    { seeds: ['a'], error: 'knockout.tooFewEntries' },
    { seeds: ['a', 'b', 'a'], error: 'knockout.duplicateEntry' },
  ])('refuses $seeds with $error', ({ seeds, error }) => {
    expect(createKnockout({ stageId: 'ko', seeds })).toEqual({ ok: false, error })
  })
})

describe('knockout from groups', () => {
  const groups = (ids: string[], size: number) =>
    ids.map((id) => ({ id, entries: Array.from({ length: size }, (_, i) => `${id}${i + 1}`) }))

  it.each([
    { groups: ['A', 'B'], size: 4, round1: ['A1–B2', 'B1–A2'] },
    { groups: ['A', 'B', 'C', 'D'], size: 4, round1: ['A1–D2', 'D1–A2', 'B1–C2', 'C1–B2'] },
    { groups: ['A', 'B', 'C'], size: 4, round1: ['A1–bye', 'A2–C2', 'B1–bye', 'C1–B2'] },
  ])('seeds the winners KO of $groups with 2 qualifiers as $round1', ({ groups: ids, size, round1 }) => {
    const seeds = groupKnockoutSeeds(groups(ids, size), 1, 2)
    expect(firstRound(knockout(seeds))).toEqual(round1)
  })

  it('builds the consolation KO from the 3rd and 4th places of four groups', () => {
    const seeds = groupKnockoutSeeds(groups(['A', 'B', 'C', 'D'], 4), 3)
    expect(seeds.map(label)).toEqual(['A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'])
    expect(firstRound(knockout(seeds))).toEqual(['A3–D4', 'D3–A4', 'B3–C4', 'C3–B4'])
  })

  it('leaves out positions a smaller group does not have', () => {
    const seeds = groupKnockoutSeeds([...groups(['A', 'B'], 3), { id: 'C', entries: ['C1', 'C2'] }], 3)
    expect(seeds.map(label)).toEqual(['A3', 'B3'])
  })

  it('never pairs two entries of one group in round 1 (1 to 4 qualifiers from 2 to 32 groups) and splits winners A and B', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 32 }), fc.integer({ min: 1, max: 4 }), (groupCount, qualifiers) => {
        const ids = Array.from({ length: groupCount }, (_, i) => `G${i}`)
        const games = knockout(groupKnockoutSeeds(groups(ids, 5), 1, qualifiers))
        const round1 = games.filter((game) => game.round === 1)
        for (const game of round1) {
          const [a, b] = game.sides
          if (a.kind === 'groupPosition' && b.kind === 'groupPosition') {
            expect(a.groupId).not.toBe(b.groupId)
          }
        }
        const half = round1.length / 2
        const slotOf = (groupId: string) =>
          round1.findIndex((game) =>
            game.sides.some((s) => s.kind === 'groupPosition' && s.groupId === groupId && s.position === 1),
          )
        if (round1.length >= 2) expect(slotOf('G0') < half).not.toBe(slotOf('G1') < half)
      }),
    )
  })
})

describe('knockout properties', () => {
  it('puts every entry once in round 1 (or against a bye) and plays n − 1 decided games, for 2 to 128 entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.integer(), (n, seed) => {
        const games = knockout(entries(n))
        const round1 = games.filter((game) => game.round === 1).flatMap((game) => game.sides.map(label))
        expect(round1.filter((side) => side !== 'bye').sort()).toEqual(entries(n).sort())
        const { resolution } = playOut(games, createRandom(seed))
        const decided = resolution.games.filter((game) => game.state === 'finished')
        expect(decided).toHaveLength(n - 1)
        const final = resolution.games.at(-1)
        expect(final?.winner?.kind).toBe('entry')
      }),
      { numRuns: 60 },
    )
  })

  it('never puts the same entry twice in one round while results come in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.integer(), (n, seed) => {
        const games = knockout(entries(n))
        const { resolution } = playOut(games, createRandom(seed))
        const rounds = new Map<number, string[]>()
        resolution.games.forEach((resolved, i) => {
          const round = games[i]?.round ?? 0
          const ids = resolved.sides.flatMap((side) => (side.kind === 'entry' ? [side.entryId] : []))
          rounds.set(round, [...(rounds.get(round) ?? []), ...ids])
        })
        for (const ids of rounds.values()) expect(new Set(ids).size).toBe(ids.length)
      }),
      { numRuns: 60 },
    )
  })
})
