import { realtimeChannels as channels } from '@oche/api'
import { applyEvent, replay, type EventError } from '@oche/darts'
import { http, HttpResponse } from 'msw'
import {
  type PublicConfig,
  eventErrorField,
  eventErrorMessageIds,
  summarizeMatch,
  AnswerMatchInvitationInputSchema,
  AppendEventInputSchema,
  CreateMatchInputSchema,
  buildMyStats,
  describeMyMatch,
  myMatchKindOf,
  MyMatchListQuerySchema,
  myStatsIntervalOf,
  MyStatsQuerySchema,
  type MyMatch,
  type MyMatchKind,
  type MyMatchPeriod,
  type MyMatchPage,
  toX01MatchConfig,
  type AppendEventResult,
  type Match,
  type MatchConflict,
  type MatchInvitation,
  RouteRuleQuerySchema,
  type RouteRuleAnswer,
} from '@oche/api'
import {
  callerOf,
  fieldErrors,
  forbidden,
  invalid,
  invalidField,
  notFound,
  serverText,
  unauthenticated,
} from './mock-http'
import type { MockResets } from './mock-state'
import { invitedMatchFixture, matchFixtures, toMatchListItem } from './match-fixtures'

const signedInUserId = (request: Request): string | null => callerOf(request)?.id ?? null

/** A match as `GET /matches/{id}` answers it: with the realtime channel of its live view, named as the server does. */
// The channel the server names: the public one, unless the match (a private tournament's) names its own.
const withMatchChannel = (match: Match): Match => ({
  ...match,
  realtime_channel: match.realtime_channel ?? channels.match(match.id),
})

/** The public configuration the mocks answer: the embedded realtime server on the page's host. */
export const publicConfigFixture: PublicConfig = {
  realtime: { key: 'oche-key', host: null, port: 6001, tls: false, cluster: 'oche' },
}

export type MatchHandlerOptions = {
  /** The matches the handlers start with; `matchFixtures` by default. Each call gets its own copy. */
  matches?: Match[]
  /** Invitations of the signed-in user to others' matches (none by default); their matches join the store. */
  invitations?: MatchInvitation[]
  /** The moment the period filters of `/user/matches` and `/user/stats` count back from (ISO); the clock by default. */
  now?: string
  /** Where the store registers how it goes back to its first matches (`resetMockState`); the default handlers' only. */
  resets?: MockResets
}

const periodDays = { week: 7, month: 30, year: 365 } as const

/**
 * Handlers for `/matches` that behave like the server, in memory: create (idempotent by client id), read, list
 * the caller's (and their figures, `/user/stats`), and append events (idempotent by event id, 409 on a stale version, 422 when @oche/darts refuses
 * the event). Call it per story for a fresh store; `handlers` holds one instance over `matchFixtures`.
 */
export function createMatchHandlers({
  matches = matchFixtures,
  invitations = [],
  now,
  resets,
}: MatchHandlerOptions = {}) {
  const store = new Map<string, Match>()
  const invited = new Map<string, MatchInvitation>()
  // The signed-in user's history: what they created or accepted, less what they removed.
  const removed = new Set<string>()
  const fill = () => {
    store.clear()
    invited.clear()
    removed.clear()
    for (const match of matches) store.set(match.id, structuredClone(match))
    for (const invitation of invitations) invited.set(invitation.match.id, structuredClone(invitation))
    for (const invitation of invitations)
      if (!store.has(invitation.match.id))
        store.set(
          invitation.match.id,
          invitation.match.id === invitedMatchFixture.id
            ? structuredClone(invitedMatchFixture)
            : { ...structuredClone(invitation.match), events: [] },
        )
  }
  fill()
  resets?.add(fill)
  /** The side the user plays in a match (their account on it, or the side of an accepted invitation), or -1. */
  const sideOf = (match: Match, userId: string) => {
    const invitation = invited.get(match.id)
    if (invitation) return invitation.status === 'accepted' ? invitation.side : -1
    return match.config.sides.findIndex((side) => side.userIds?.includes(userId))
  }

  const isInHistory = (match: Match, userId: string) =>
    !removed.has(match.id) && (match.created_by === userId || sideOf(match, userId) >= 0)

  /** The matches in the user's history they play a side of, of a kind and since a period's start, newest first. */
  const playedBy = (userId: string, kind: MyMatchKind | undefined, period: MyMatchPeriod | undefined) => {
    const since = period ? (now ? Date.parse(now) : Date.now()) - periodDays[period] * 24 * 60 * 60 * 1000 : null
    return [...store.values()]
      .filter((match) => isInHistory(match, userId) && sideOf(match, userId) >= 0)
      .filter((match) => !kind || myMatchKindOf(match.kind) === kind)
      .filter((match) => since === null || Date.parse(match.created_at) >= since)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
  }

  return [
    http.get('*/api/user/matches', ({ request }) => {
      const userId = signedInUserId(request)
      if (!userId) return unauthenticated(request)
      const query = MyMatchListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
      if (!query.success) return invalid(request, fieldErrors(query.error.issues))
      const { kind, period, result, page, per_page } = query.data
      const played: MyMatch[] = playedBy(userId, kind, period)
        .map((match) => describeMyMatch(match, sideOf(match, userId)))
        .filter((match) => !result || match.result === result)
      const answer: MyMatchPage = {
        data: played.slice((page - 1) * per_page, page * per_page),
        page,
        per_page,
        total: played.length,
      }
      return HttpResponse.json(answer)
    }),

    // The figures over the same matches as the list above, for the same filters (finished ones only).
    http.get('*/api/user/stats', ({ request }) => {
      const userId = signedInUserId(request)
      if (!userId) return unauthenticated(request)
      const query = MyStatsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
      if (!query.success) return invalid(request, fieldErrors(query.error.issues))
      const { kind, period } = query.data
      const played = playedBy(userId, kind, period).map((match) => ({ match, side: sideOf(match, userId) }))
      return HttpResponse.json(buildMyStats(played, myStatsIntervalOf(period)))
    }),

    http.get('*/api/matches/mine', ({ request }) => {
      const userId = signedInUserId(request)
      if (!userId) return unauthenticated(request)
      const mine = [...store.values()]
        .filter((match) => isInHistory(match, userId))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      return HttpResponse.json(mine.map(toMatchListItem))
    }),

    http.get('*/api/matches/invitations', ({ request }) => {
      if (!signedInUserId(request)) return unauthenticated(request)
      const waiting = [...invited.values()].filter((invitation) => invitation.status === 'invited')
      return HttpResponse.json(waiting.sort((a, b) => b.created_at.localeCompare(a.created_at)))
    }),

    http.post('*/api/matches/:id/invitation', async ({ request, params }) => {
      if (!signedInUserId(request)) return unauthenticated(request)
      const input = AnswerMatchInvitationInputSchema.safeParse(await request.json())
      if (!input.success) return invalid(request, fieldErrors(input.error.issues))
      const invitation = invited.get(String(params.id))
      if (!invitation || invitation.status !== 'invited') return notFound(request)
      invitation.status = input.data.answer === 'accept' ? 'accepted' : 'declined'
      return HttpResponse.json(invitation)
    }),

    http.delete('*/api/matches/:id/history', ({ request, params }) => {
      const userId = signedInUserId(request)
      if (!userId) return unauthenticated(request)
      const match = store.get(String(params.id))
      if (!match || !isInHistory(match, userId)) return notFound(request)
      removed.add(match.id)
      return new HttpResponse(null, { status: 204 })
    }),

    http.get('*/api/matches/:id', ({ request, params }) => {
      const match = store.get(String(params.id))
      return match ? HttpResponse.json(withMatchChannel(match)) : notFound(request)
    }),

    http.post('*/api/matches', async ({ request }) => {
      const userId = signedInUserId(request)
      if (!userId) return unauthenticated(request)
      const input = CreateMatchInputSchema.safeParse(await request.json())
      if (!input.success) return invalid(request, fieldErrors(input.error.issues))
      const existing = input.data.id ? store.get(input.data.id) : undefined
      if (existing) return existing.created_by === userId ? HttpResponse.json(existing) : forbidden(request)
      const events = input.data.events ?? []
      const replayed = replay(toX01MatchConfig(input.data.config), events)
      if (!replayed.ok) {
        // As the server: the schema checked the config, so only an event can be refused, on its own field.
        if (replayed.error.startsWith('config.') || replayed.eventIndex === null)
          throw new Error(`A config that passed the schema was refused: ${replayed.error}`)
        const error = replayed.error as EventError
        const field = eventErrorField(error)
        return invalidField(
          request,
          `events.${replayed.eventIndex}${field ? `.${field}` : ''}`,
          eventErrorMessageIds[error],
        )
      }
      const now = new Date().toISOString()
      const match: Match = {
        id: input.data.id ?? crypto.randomUUID(),
        kind: input.data.kind,
        status: replayed.value.status === 'finished' ? 'finished' : 'live',
        version: events.length,
        config: input.data.config,
        events,
        summary: summarizeMatch(replayed.value),
        created_by: userId,
        created_at: now,
        updated_at: now,
      }
      store.set(match.id, match)
      return HttpResponse.json(withMatchChannel(match), { status: 201 })
    }),

    http.post('*/api/matches/:id/events', async ({ request, params }) => {
      const userId = signedInUserId(request)
      if (!userId) return unauthenticated(request)
      const match = store.get(String(params.id))
      if (!match) return notFound(request)
      if (match.created_by !== userId) return forbidden(request)
      const answer = appendToMockMatch(request, match, await request.json())
      if (answer.match) store.set(answer.match.id, answer.match)
      return answer.response
    }),

    http.get('*/api/config', () => HttpResponse.json(publicConfigFixture)),

    http.get('*/api/route-rules', ({ request }) => {
      const query = RouteRuleQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
      if (!query.success) return invalid(request, fieldErrors(query.error.issues))
      return HttpResponse.json({ redirect: null, status: 302 } satisfies RouteRuleAnswer)
    }),
  ]
}

/**
 * The server's `POST …/matches/{id}/events` on a match held in memory: the same event id again answers the stored
 * result, a stale `version` 409 with the current match, an event @oche/darts refuses 422. `match` is the match
 * after the event when it was stored (put it back in your store).
 */
export function appendToMockMatch(
  request: Request,
  match: Match,
  body: unknown,
): { response: Response; match: Match | null } {
  const input = AppendEventInputSchema.safeParse(body)
  if (!input.success) return { response: invalid(request, fieldErrors(input.error.issues)), match: null }
  const { event, version } = input.data
  const index = match.events.findIndex((stored) => stored.id === event.id)
  const stored = match.events[index]
  if (stored)
    return {
      response: HttpResponse.json({ seq: index + 1, event: stored, match } satisfies AppendEventResult),
      match: null,
    }
  if (version !== match.version) {
    const conflict = { message: serverText(request, 'matchChanged'), match } satisfies MatchConflict
    return { response: HttpResponse.json(conflict, { status: 409 }), match: null }
  }
  const before = replay(toX01MatchConfig(match.config), match.events)
  if (!before.ok) throw new Error(`Stored match ${match.id} does not replay: ${before.error}`)
  const after = applyEvent(before.value, event)
  if (!after.ok) {
    const field = eventErrorField(after.error)
    return {
      response: invalidField(request, field ? `event.${field}` : 'event', eventErrorMessageIds[after.error]),
      match: null,
    }
  }
  const events = [...match.events, event]
  const next: Match = {
    ...match,
    events,
    version: events.length,
    status: after.value.status === 'finished' ? 'finished' : match.status,
    summary: summarizeMatch(after.value),
    updated_at: new Date().toISOString(),
  }
  const result = { seq: events.length, event, match: next } satisfies AppendEventResult
  return { response: HttpResponse.json(result, { status: 201 }), match: next }
}
