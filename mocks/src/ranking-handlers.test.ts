import { describe, expect, it } from 'vitest'
import { RankingDetailSchema, RankingHistorySchema, RankingListSchema } from '@oche/api'
import { mockTokens } from './fixtures'
import { createRankingHandlers } from './ranking-handlers'
import { rankingPlayerIds, rankingSnapshotFixtures } from './ranking-fixtures'
import { mockCaller } from './test-requests'

const club = rankingSnapshotFixtures.club.ranking.id
const secret = rankingSnapshotFixtures.empty.ranking.id

describe('the ranking mocks', () => {
  it('show the club ranking as the server would: best three of the last twelve months, ties broken', async () => {
    const call = mockCaller(createRankingHandlers())
    const response = await call('GET', `/rankings/${club}`, undefined, null)
    expect(response.status).toBe(200)
    const ranking = RankingDetailSchema.parse(await response.json())
    expect(ranking.rows.map((row) => `${row.position} ${row.player.name} ${row.points}`)).toEqual([
      '1 Anna de Boer 270',
      '2 Bram Peeters 200',
      '3 Cas Jansen 150',
      '4 Dirk Willems 150',
      '5 Eva Claes 110',
      '6 Finn Maes 110',
      '7 Gus Smit 90',
      '7 Hans Müller 90',
    ])
    // The spring classic is older than twelve months: listed, not counted.
    expect(ranking.tournaments.map((tournament) => tournament.counts)).toEqual([true, true, true, false])
    expect(ranking.can_manage).toBe(false)
    const history = await call('GET', `/rankings/${club}/players/${rankingPlayerIds.anna}/history`, undefined, null)
    expect(RankingHistorySchema.parse(await history.json()).map((point) => point.position)).toEqual([3, 1, 1, 1])
  })

  it('keep private rankings and changes to their organiser', async () => {
    const call = mockCaller(createRankingHandlers())
    const list = RankingListSchema.parse(await (await call('GET', '/rankings', undefined, null)).json())
    expect(list.map((ranking) => ranking.id)).toEqual([club])
    expect((await call('GET', `/rankings/${secret}`, undefined, null)).status).toBe(404)
    expect((await call('GET', `/rankings/${secret}`)).status).toBe(200)
    expect((await call('PATCH', `/rankings/${club}`, { name: 'x' }, null)).status).toBe(401)
    const renamed = await call('PATCH', `/rankings/${club}`, { name: 'Renamed', count_best: 1 })
    expect(RankingDetailSchema.parse(await renamed.json()).rows[0]?.points).toBe(100)
    const mine = RankingListSchema.parse(await (await call('GET', '/me/rankings', undefined, mockTokens.user)).json())
    expect(mine.map((ranking) => ranking.name)).toEqual(['Renamed', 'Winter league ranking'])
    expect((await call('DELETE', `/rankings/${club}`)).status).toBe(204)
    expect((await call('GET', `/rankings/${club}`)).status).toBe(404)
  })
})
