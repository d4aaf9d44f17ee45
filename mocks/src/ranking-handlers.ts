import { http, HttpResponse } from 'msw'
import {
  buildRankingDetail,
  RankingInputSchema,
  toRankingSummary,
  UpdateRankingInputSchema,
  type RankingSnapshot,
} from '@oche/api'
import { rankingHistory } from '@oche/darts'
import { rankingFixtureToday, rankingSnapshotFixtures } from './ranking-fixtures'
import { callerOf, fail, forbidden, noContent, parseBody, unauthenticated } from './mock-http'

export type RankingHandlerOptions = {
  /** The rankings the mocks start with; both fixtures by default. Each call gets its own copy. */
  rankings?: RankingSnapshot[]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Handlers for `/rankings` and `/me/rankings` that behave like the server: the same order of merit (built by
 * `buildRankingDetail`), public and unlisted rankings for anyone, private ones and every change for their organiser
 * (the demo organiser); someone else gets 403, or 404 for a private one. New rankings start without tournaments.
 */
export function createRankingHandlers(options: RankingHandlerOptions = {}) {
  const store = new Map(
    (options.rankings ?? Object.values(rankingSnapshotFixtures)).map((snapshot) => [
      snapshot.ranking.id,
      structuredClone(snapshot),
    ]),
  )
  const canManage = (request: Request, snapshot: RankingSnapshot) =>
    callerOf(request)?.id === snapshot.organiser.id || callerOf(request)?.is_super_admin === true
  /** The ranking the caller may see, or the answer the server gives instead. */
  const visible = (request: Request, id: unknown) => {
    const snapshot = typeof id === 'string' && UUID.test(id) ? store.get(id) : undefined
    if (!snapshot || (snapshot.ranking.visibility === 'private' && !canManage(request, snapshot)))
      return { response: notFound(request) }
    return { snapshot }
  }
  /** The ranking the caller may change, or 401 / 403 / 404. */
  const managed = (request: Request, id: unknown) => {
    if (!callerOf(request)) return { response: unauthenticated(request) }
    const found = visible(request, id)
    if (!found.snapshot) return found
    return canManage(request, found.snapshot) ? found : { response: forbidden(request) }
  }
  const notFound = (request: Request) => fail(request, 404, 'ranking.notFound')
  const detail = (request: Request, snapshot: RankingSnapshot) =>
    buildRankingDetail(snapshot, canManage(request, snapshot))

  return [
    http.get('*/api/rankings', () =>
      HttpResponse.json(
        [...store.values()]
          .filter((snapshot) => snapshot.ranking.visibility === 'public')
          .map((snapshot) => toRankingSummary(buildRankingDetail(snapshot, false))),
      ),
    ),
    http.get('*/api/me/rankings', ({ request }) => {
      if (!callerOf(request)) return unauthenticated(request)
      return HttpResponse.json(
        [...store.values()]
          .filter((snapshot) => canManage(request, snapshot))
          .map((snapshot) => toRankingSummary(detail(request, snapshot))),
      )
    }),
    http.get('*/api/rankings/:id', ({ request, params }) => {
      const found = visible(request, params.id)
      return found.snapshot ? HttpResponse.json(detail(request, found.snapshot)) : found.response
    }),
    http.get('*/api/rankings/:id/players/:participantId/history', ({ request, params }) => {
      const found = visible(request, params.id)
      if (!found.snapshot) return found.response
      const { ranking, results } = found.snapshot
      if (!results.some((result) => result.playerId === params.participantId)) return notFound(request)
      const rules = { bands: ranking.points, countBest: ranking.count_best, window: ranking.window }
      return HttpResponse.json(
        rankingHistory(results, rules, String(params.participantId)).map((point) => ({
          tournament_id: point.tournamentId,
          date: point.date,
          position: point.position,
        })),
      )
    }),
    http.post('*/api/rankings', async ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const input = await parseBody(request, RankingInputSchema)
      if (!input.ok) return input.response
      const { tournament_ids: _chosen, ...ranking } = input.data
      const snapshot: RankingSnapshot = {
        ranking: { ...ranking, id: crypto.randomUUID(), updated_at: new Date().toISOString() },
        organiser: { id: caller.id, name: caller.name },
        tournaments: [],
        results: [],
        names: new Map(),
        asOf: rankingFixtureToday,
      }
      store.set(snapshot.ranking.id, snapshot)
      return HttpResponse.json(detail(request, snapshot), { status: 201 })
    }),
    http.patch('*/api/rankings/:id', async ({ request, params }) => {
      const found = managed(request, params.id)
      if (!found.snapshot) return found.response
      const input = await parseBody(request, UpdateRankingInputSchema)
      if (!input.ok) return input.response
      const { tournament_ids: _chosen, ...changes } = input.data
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
      found.snapshot.ranking = { ...found.snapshot.ranking, ...defined, updated_at: new Date().toISOString() }
      return HttpResponse.json(detail(request, found.snapshot))
    }),
    http.delete('*/api/rankings/:id', ({ request, params }) => {
      const found = managed(request, params.id)
      if (!found.snapshot) return found.response
      store.delete(found.snapshot.ranking.id)
      return noContent()
    }),
  ]
}
