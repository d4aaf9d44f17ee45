import { describe, expect, it } from 'vitest'
import { createRandom } from '../bot/random'
import type { GameResult, SideRef, TournamentGame } from './game'
import {
  planTournament,
  type PlanTournamentInput,
  type TournamentPlan,
  type TournamentPlanFormat,
} from './plan-tournament'
import { resolveGames } from './resolve-games'

const entries = (n: number, prefix = 'e') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

const groupsKnockout = (
  groupSize: number,
  qualifiersPerGroup: number,
  options: { consolation?: boolean; thirdPlace?: boolean } = {},
): TournamentPlanFormat => ({
  kind: 'groupsKnockout',
  groupSize,
  qualifiersPerGroup,
  consolation: options.consolation ?? true,
  thirdPlace: options.thirdPlace ?? false,
})

function plan(input: Omit<PlanTournamentInput, 'random'> & { seed?: number }): TournamentPlan {
  const planned = planTournament({ ...input, random: createRandom(input.seed ?? 1) })
  if (!planned.ok) throw new Error(planned.error)
  return planned.value
}

function label(ref: SideRef): string {
  if (ref.kind === 'groupPosition') return `${ref.groupId}${ref.position}`
  if (ref.kind === 'entry') return ref.entryId
  return ref.kind
}

function firstRound(games: readonly TournamentGame[], stageId: string): string[] {
  return games
    .filter((game) => game.stageId === stageId && game.round === 1 && game.bracket !== 'losers')
    .map((game) => game.sides.map(label).join('–'))
}

describe('planTournament: groups and knockouts', () => {
  it('draws 16 entries into 4 groups of 4 and seeds the winners and consolation knockouts from their positions', () => {
    const { groups, games } = plan({ format: groupsKnockout(4, 2), seeded: entries(16) })
    expect(groups.map((group) => `${group.id}:${group.entries.join(',')}`)).toEqual([
      'A:e1,e8,e9,e16',
      'B:e2,e7,e10,e15',
      'C:e3,e6,e11,e14',
      'D:e4,e5,e12,e13',
    ])
    expect(games.filter((game) => game.stageId === 'groups')).toHaveLength(24)
    expect(firstRound(games, 'winnersKo')).toEqual(['A1–D2', 'D1–A2', 'B1–C2', 'C1–B2'])
    expect(firstRound(games, 'consolationKo')).toEqual(['A3–D4', 'D3–A4', 'B3–C4', 'C3–B4'])
    expect(games.filter((game) => game.stageId === 'winnersKo')).toHaveLength(7)
    expect(games.filter((game) => game.stageId === 'consolationKo')).toHaveLength(7)
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length)
    expect(games.every((game) => game.id.startsWith(`${game.stageId}.`))).toBe(true)
  })

  it('adds the third-place match to the winners knockout only', () => {
    const { games } = plan({ format: groupsKnockout(4, 2, { thirdPlace: true }), seeded: entries(16) })
    expect(games.filter((game) => game.roundCode === 'thirdPlace').map((game) => game.id)).toEqual([
      'winnersKo.thirdPlace',
    ])
  })

  it('leaves the consolation knockout out when it is off', () => {
    const { games } = plan({ format: groupsKnockout(4, 2, { consolation: false }), seeded: entries(16) })
    expect(games.some((game) => game.stageId === 'consolationKo')).toBe(false)
  })

  it('leaves the consolation knockout out when only one entry would play it', () => {
    const { games } = plan({ format: groupsKnockout(5, 4), seeded: entries(5) })
    expect(games.some((game) => game.stageId === 'consolationKo')).toBe(false)
    expect(firstRound(games, 'winnersKo')).toEqual(['A1–A4', 'A2–A3'])
  })

  it('fills the knockouts in by themselves once the groups are played', () => {
    const { groups, games } = plan({ format: groupsKnockout(4, 2), seeded: entries(8) })
    // Seed order wins every group game, so each group finishes in seed order.
    const results: Record<string, GameResult> = {}
    const rank = (ref: SideRef) => Number(label(ref).slice(1))
    for (const game of games.filter((g) => g.stageId === 'groups')) {
      results[game.id] = { kind: 'played', legs: rank(game.sides[0]) < rank(game.sides[1]) ? [3, 1] : [1, 3] }
    }
    const before = resolveGames({ games, groups, results: {} })
    expect(before.ok && before.value.readyGameIds.some((id) => id.includes('Ko'))).toBe(false)
    const after = resolveGames({ games, groups, results })
    if (!after.ok) throw new Error(after.error)
    expect(after.value.readyGameIds).toEqual([
      'winnersKo.1.1',
      'winnersKo.1.2',
      'consolationKo.1.1',
      'consolationKo.1.2',
    ])
    const sides = (id: string) =>
      after.value.games
        .find((game) => game.gameId === id)
        ?.sides.map((side) => (side.kind === 'entry' ? side.entryId : side.kind))
        .join('–')
    // A: e1 e4 e5 e8, B: e2 e3 e6 e7.
    expect(['winnersKo.1.1', 'winnersKo.1.2', 'consolationKo.1.1', 'consolationKo.1.2'].map(sides)).toEqual([
      'e1–e3',
      'e2–e4',
      'e5–e7',
      'e6–e8',
    ])
  })

  it.each([
    {
      what: 'as many qualifiers as the smallest group',
      format: groupsKnockout(4, 3),
      n: 7,
      error: 'plan.tooManyQualifiers',
    },
    { what: 'a single qualifier in all', format: groupsKnockout(4, 1), n: 4, error: 'plan.tooFewQualifiers' },
    { what: 'no qualifiers', format: groupsKnockout(4, 0), n: 8, error: 'plan.invalidQualifiers' },
    { what: 'groups of one', format: groupsKnockout(2, 1), n: 3, error: 'groups.groupTooSmall' },
    { what: 'a group size of 1', format: groupsKnockout(1, 1), n: 8, error: 'groups.invalidSize' },
  ])('refuses $what with $error', ({ format, n, error }) => {
    expect(planTournament({ format, seeded: entries(n), random: createRandom(1) })).toEqual({ ok: false, error })
  })
})

describe('planTournament: single stages', () => {
  it('plays a round robin as one group A of every entry, seeds first', () => {
    const { groups, games } = plan({ format: { kind: 'roundRobin' }, seeded: ['s1', 's2'], unseeded: entries(3, 'u') })
    expect(groups).toHaveLength(1)
    expect(groups[0]?.id).toBe('A')
    expect(groups[0]?.entries.slice(0, 2)).toEqual(['s1', 's2'])
    expect([...(groups[0]?.entries.slice(2) ?? [])].sort()).toEqual(['u1', 'u2', 'u3'])
    expect(games).toHaveLength(10)
    expect(games[0]).toMatchObject({ id: 'roundRobin.A.1.1', stageId: 'roundRobin', groupId: 'A' })
  })

  it('gives the byes of a knockout to the seeds and draws the unseeded entries the same way for the same seed', () => {
    const input = {
      format: { kind: 'knockout', thirdPlace: true } as const,
      seeded: ['s1', 's2'],
      unseeded: entries(4, 'u'),
    }
    const { games } = plan({ ...input, seed: 7 })
    const round1 = firstRound(games, 'knockout')
    expect(round1.filter((game) => game.endsWith('–bye'))).toEqual(['s1–bye', 's2–bye'])
    expect(plan({ ...input, seed: 7 }).games).toEqual(games)
    expect(games.map((game) => game.id)).toContain('knockout.thirdPlace')
  })

  it('leaves the grand-final reset out of a double elimination without reset', () => {
    const withReset = plan({ format: { kind: 'doubleElimination', reset: true }, seeded: entries(8) })
    const without = plan({ format: { kind: 'doubleElimination', reset: false }, seeded: entries(8) })
    expect(withReset.games.map((game) => game.id)).toContain('doubleElimination.grandFinalReset')
    expect(without.games.map((game) => game.id)).not.toContain('doubleElimination.grandFinalReset')
    expect(without.games).toHaveLength(14)
  })

  it('draws 1,024 entries into 256 groups of 4, and into a knockout of 1,023 games', () => {
    const grouped = plan({ format: groupsKnockout(4, 2), seeded: entries(64), unseeded: entries(960, 'u') })
    expect(grouped.groups).toHaveLength(256)
    expect(grouped.groups.at(-1)?.id).toBe('IV')
    expect(grouped.games.filter((game) => game.stageId === 'winnersKo')).toHaveLength(511)
    const knockout = plan({ format: { kind: 'knockout', thirdPlace: false }, seeded: entries(1024) })
    expect(knockout.games).toHaveLength(1023)
    expect(knockout.games.at(-1)?.roundCode).toBe('final')
  })

  it.each([
    { what: 'one entry', seeded: ['a'], unseeded: [], error: 'plan.tooFewEntries' },
    { what: '1,025 entries', seeded: entries(1000), unseeded: entries(25, 'u'), error: 'plan.tooManyEntries' },
    { what: 'an entry both seeded and unseeded', seeded: ['a', 'b'], unseeded: ['b'], error: 'plan.duplicateEntry' },
  ])('refuses $what with $error in every format', ({ seeded, unseeded, error }) => {
    const formats: TournamentPlanFormat[] = [
      groupsKnockout(4, 2),
      { kind: 'knockout', thirdPlace: false },
      { kind: 'roundRobin' },
      { kind: 'doubleElimination', reset: true },
    ]
    for (const format of formats) {
      expect(planTournament({ format, seeded, unseeded, random: createRandom(1) })).toEqual({ ok: false, error })
    }
  })
})
