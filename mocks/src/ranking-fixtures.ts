import { rankingPointsTemplate, type RankingSnapshot } from '@oche/api'
import type { RankingResult } from '@oche/darts'
import { userFixture } from './fixtures'

// Rankings as the mocks answer them: snapshots (rules, tournaments, places) that `buildRankingDetail` of @oche/api
// turns into pages, exactly as the server does. The day they are looked at is 25 November 2026.

export const rankingFixtureToday = '2026-11-25'

const players = {
  anna: ['7a3f0c2e-1d4b-4c8a-9e1f-000000000001', 'Anna de Boer'],
  bram: ['7a3f0c2e-1d4b-4c8a-9e1f-000000000002', 'Bram Peeters'],
  cas: ['7a3f0c2e-1d4b-4c8a-9e1f-000000000003', 'Cas Jansen'],
  dirk: ['7a3f0c2e-1d4b-4c8a-9e1f-000000000004', 'Dirk Willems'],
  eva: ['7a3f0c2e-1d4b-4c8a-9e1f-000000000005', 'Eva Claes'],
  finn: ['7a3f0c2e-1d4b-4c8a-9e1f-000000000006', 'Finn Maes'],
  gus: ['7a3f0c2e-1d4b-4c8a-9e1f-000000000007', 'Gus Smit'],
  hans: ['7a3f0c2e-1d4b-4c8a-9e1f-000000000008', 'Hans Müller'],
} as const

type Player = keyof typeof players

export const rankingPlayerIds = Object.fromEntries(Object.entries(players).map(([key, [id]]) => [key, id])) as Record<
  Player,
  string
>

const tournaments = [
  { id: '7a3f0c2e-1d4b-4c8a-9e1f-100000000003', name: 'November Open', date: '2026-11-14', status: 'finished' },
  { id: '7a3f0c2e-1d4b-4c8a-9e1f-100000000002', name: 'October Open', date: '2026-10-10', status: 'finished' },
  { id: '7a3f0c2e-1d4b-4c8a-9e1f-100000000001', name: 'Autumn Cup', date: '2026-09-12', status: 'finished' },
  { id: '7a3f0c2e-1d4b-4c8a-9e1f-100000000000', name: 'Spring Classic', date: '2025-04-05', status: 'finished' },
] as const

/** Places in one tournament: "1", "2", "3-4", "5-8". */
function placed(tournamentIndex: number, places: Partial<Record<Player, string>>): RankingResult[] {
  const tournament = tournaments[tournamentIndex]
  if (!tournament) throw new Error(`No fixture tournament ${tournamentIndex}`)
  return Object.entries(places).map(([player, place]) => {
    const [position = 1, positionTo = position] = (place as string).split('-').map(Number)
    return {
      tournamentId: tournament.id,
      date: tournament.date,
      playerId: players[player as Player][0],
      position,
      positionTo,
    }
  })
}

const results: RankingResult[] = [
  ...placed(0, { bram: '1', anna: '2', cas: '3-4', eva: '3-4', dirk: '5-8', finn: '5-8', gus: '5-8', hans: '5-8' }),
  ...placed(1, { anna: '1', cas: '2', bram: '3-4', dirk: '3-4', eva: '5-8', gus: '5-8', finn: '5-8', hans: '5-8' }),
  ...placed(2, { anna: '1', dirk: '2', bram: '3-4', finn: '3-4', cas: '5-8', eva: '5-8', gus: '5-8', hans: '5-8' }),
  ...placed(3, { hans: '1', gus: '2', anna: '3-4', bram: '3-4' }),
]

const names = new Map(Object.values(players).map(([id, name]) => [id, name]))

/** The demo organiser's club ranking (public, the last 12 months, best 3) and an empty private one. */
export const rankingSnapshotFixtures = {
  club: {
    ranking: {
      id: '7a3f0c2e-1d4b-4c8a-9e1f-200000000001',
      name: 'Club order of merit',
      description: 'Every open of the club counts; the best three results of the last twelve months.',
      visibility: 'public',
      points: [...rankingPointsTemplate],
      count_best: 3,
      window: { kind: 'rolling', months: 12 },
      selection: 'chosen',
      updated_at: '2026-11-14T23:10:00.000Z',
    },
    organiser: { id: userFixture.id, name: userFixture.name },
    tournaments: tournaments.map((tournament) => ({ ...tournament })),
    results,
    names,
    asOf: rankingFixtureToday,
  },
  empty: {
    ranking: {
      id: '7a3f0c2e-1d4b-4c8a-9e1f-200000000002',
      name: 'Winter league ranking',
      description: '',
      visibility: 'private',
      points: [...rankingPointsTemplate],
      count_best: null,
      window: { kind: 'fixed', from: '2026-12-01', to: '2027-03-31' },
      selection: 'organisation',
      updated_at: '2026-11-20T18:00:00.000Z',
    },
    organiser: { id: userFixture.id, name: userFixture.name },
    tournaments: [],
    results: [],
    names: new Map(),
    asOf: rankingFixtureToday,
  },
} satisfies Record<string, RankingSnapshot>
