import {
  EntrySchema,
  TournamentDetailSchema,
  TournamentSchema,
  type Entry,
  type Game,
  type GameResultInput,
  type PhaseSettings,
  type TournamentDetail,
  type TournamentInput,
} from '@oche/api'
import type { MatchFormat } from '@oche/darts'
import type { createTestApp } from './test-databases'
import { bearer } from './test-users'

type TestApp = ReturnType<typeof createTestApp>

/** A call to the API as a test makes it: the status and the parsed body (null when empty). */
export async function callApi(app: TestApp, method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = token ? bearer(token) : {}
  const init: RequestInit =
    body === undefined
      ? { method, headers }
      : { method, body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } }
  const response = await app.request(`/api${path}`, init)
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown }
}

/** First to `legs` legs. */
export const firstTo = (legs: number) => ({ kind: 'firstTo', legs }) as const

/** Players named after their seed: "Seed 1" is the best. */
export const seededPlayers = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Seed ${index + 1}`, seed: index + 1 }))

/** The side whose entry has the better seed wins. */
export function betterSeedWins(entries: Entry[]) {
  const seedOf = (id: string | null) => entries.find((entry) => entry.id === id)?.seed ?? Infinity
  return (game: Game): 0 | 1 => (seedOf(game.sides[0].id) < seedOf(game.sides[1].id) ? 0 : 1)
}

/** The game of the tournament between the two players named. */
export function gameBetween(detail: TournamentDetail, a: string, b: string): Game {
  const game = detail.games.find((candidate) => {
    const names = candidate.sides.map((side) => side.name)
    return names.includes(a) && names.includes(b)
  })
  if (!game) throw new Error(`No game between ${a} and ${b}`)
  return game
}

/** 501 straight in, double out, over `format`, with `rounds` overriding some rounds. */
export function phase(format: MatchFormat, rounds: PhaseSettings['rounds'] = {}): PhaseSettings {
  return { start_score: 501, in_rule: 'straight', out_rule: 'double', format, rounds }
}

/** A tournament made through `POST /tournaments` with entries through `POST /tournaments/{id}/entries`. */
export async function createTournamentWithPlayers(
  app: TestApp,
  token: string,
  input: Partial<TournamentInput> & Pick<TournamentInput, 'format'>,
  players: { name: string; seed?: number | null }[],
): Promise<{ tournamentId: string; entries: Entry[] }> {
  const body = { name: 'Friday Open', type: 'singles', starts_at: '2026-05-01T19:00:00+02:00', ...input }
  const created = await callApi(app, 'POST', '/tournaments', token, body)
  if (created.status !== 201) throw new Error(`POST /tournaments: ${created.status} ${JSON.stringify(created.body)}`)
  const tournamentId = TournamentSchema.parse(created.body).id
  const entries: Entry[] = []
  for (const player of players) {
    const entry = { members: [{ name: player.name }], seed: player.seed ?? null }
    const response = await callApi(app, 'POST', `/tournaments/${tournamentId}/entries`, token, entry)
    if (response.status !== 201) throw new Error(`POST entries: ${response.status} ${JSON.stringify(response.body)}`)
    entries.push(EntrySchema.parse(response.body))
  }
  return { tournamentId, entries }
}

/** `GET /tournaments/{id}` as the caller (anonymous with null), parsed. */
export async function fetchDetail(app: TestApp, tournamentId: string, token: string | null): Promise<TournamentDetail> {
  const { status, body } = await callApi(app, 'GET', `/tournaments/${tournamentId}`, token)
  if (status !== 200) throw new Error(`GET /tournaments/${tournamentId}: ${status} ${JSON.stringify(body)}`)
  return TournamentDetailSchema.parse(body)
}

/** `PUT …/games/{gameId}/result`, answering the status and the body. */
export async function putResult(
  app: TestApp,
  token: string,
  tournamentId: string,
  gameId: string,
  result: GameResultInput,
) {
  return callApi(app, 'PUT', `/tournaments/${tournamentId}/games/${gameId}/result`, token, result)
}

/** The legs of a win by `winner` in a first-to-N game: N legs to 1. */
export function firstToWin(format: MatchFormat, winner: 0 | 1): [number, number] {
  if (format.kind !== 'firstTo') throw new Error(`The test plays first-to games only, not ${format.kind}`)
  return winner === 0 ? [format.legs, 1] : [1, format.legs]
}

/**
 * Enters a result for every ready game, again and again until none is left: `pickWinner` says which side wins
 * (first to N, the loser taking one leg). Answers how many results were entered.
 */
export async function playEveryGame(
  app: TestApp,
  token: string,
  tournamentId: string,
  pickWinner: (game: Game) => 0 | 1,
): Promise<number> {
  let entered = 0
  for (;;) {
    const ready = (await fetchDetail(app, tournamentId, token)).games.filter((game) => game.state === 'ready')
    if (ready.length === 0) return entered
    for (const game of ready) {
      const legs = firstToWin(game.format, pickWinner(game))
      const { status, body } = await putResult(app, token, tournamentId, game.id, { kind: 'played', legs })
      if (status !== 200) throw new Error(`PUT result of ${game.id}: ${status} ${JSON.stringify(body)}`)
      entered += 1
    }
  }
}
