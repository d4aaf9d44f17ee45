import { baseUrl } from './browser'

/** A call to the platform's API as the given bearer (null: anonymous), answering the parsed body. */
export async function api<T = unknown>(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

/** Signs a demo account in through the API and answers its bearer token. */
export async function apiLogin(email: string, password = 'oche-demo') {
  return (await api<{ token: string }>('POST', '/login', null, { email, password })).token
}

/** The demo league as its admin signs in to it: the admin's token, the organisation, its current season. */
export async function demoLeague() {
  const token = await apiLogin('league@oche.test')
  const [organisation] = await api<{ slug: string; current_season: { slug: string } | null }[]>(
    'GET',
    '/competition/manage/available-organisations',
    token,
  )
  const org = organisation?.slug
  const season = organisation?.current_season?.slug
  if (!org || !season) throw new Error('The demo league or its current season is missing')
  return { token, org, season, seasonApi: `/competition/manage/organisations/${org}/seasons/${season}` }
}

export type CreatedMatch = { id: string; version: number }

/** A casual 501 match of two players, first to one leg, with `events` already played, made through the API. */
export function casualMatch(token: string, names: readonly [string, string], events: unknown[] = []) {
  return api<CreatedMatch>('POST', '/matches', token, {
    kind: 'casual',
    config: {
      startScore: 501,
      inRule: 'straight',
      outRule: 'double',
      format: { kind: 'firstTo', legs: 1 },
      sides: names.map((name) => ({ name })),
    },
    events,
  })
}

type Id = { id: string }

/**
 * A round robin of the named players, first to one leg of 501, made and filled through the API and played at the
 * event; not drawn yet.
 */
export async function roundRobinAtEvent(token: string, eventId: string, name: string, players: string[]) {
  const tournament = await api<Id>('POST', '/tournaments', token, {
    name,
    type: 'singles',
    starts_at: new Date().toISOString(),
    format: { kind: 'roundRobin' },
    phases: {
      roundRobin: {
        start_score: 501,
        in_rule: 'straight',
        out_rule: 'double',
        format: { kind: 'firstTo', legs: 1 },
        rounds: {},
      },
    },
  })
  for (const player of players)
    await api('POST', `/tournaments/${tournament.id}/entries`, token, { members: [{ name: player }], seed: null })
  await api('POST', `/events/${eventId}/tournaments/${tournament.id}`, token)
  return tournament.id
}

export type LiveBoards = {
  version: number
  boards: {
    number: number
    state: string
    game: { id: string; match_id: string | null; sides: { name: string }[]; result: unknown } | null
  }[]
  queue: { game: { id: string } }[]
  recent: { id: string; sides: { name: string }[] }[]
}

/** `GET /events/{id}/live` as the organiser. */
export const liveBoards = (token: string, eventId: string) => api<LiveBoards>('GET', `/events/${eventId}/live`, token)

export type StoredMatch = { id: string; version: number; events: { id: string; type: string }[]; summary: unknown }

/** `GET /matches/{id}`: the match with its whole event log, as stored. */
export const storedMatch = (matchId: string) => api<StoredMatch>('GET', `/matches/${matchId}`, null)
