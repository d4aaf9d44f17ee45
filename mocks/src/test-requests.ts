import { getResponse, type RequestHandler } from 'msw'
import { createApiClient } from '@oche/api'
import { mockTokens } from './fixtures'

// For the mocks' own tests only: requests to the handlers as the app's API client sends them. Not exported from
// src/index.ts, so neither the build nor the API report sees it.

/** Where the app's API client sends its requests in the stories and tests. */
export const mockOrigin = 'http://localhost:3001'

export type MockRequest = { method?: string; body?: unknown; token?: string | null; language?: string }

/** A request as the API client sends it: a JSON body, the bearer token and the language when there are ones. */
export function mockRequest(url: string, { method = 'GET', body, token = null, language }: MockRequest = {}) {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  if (language) headers['Accept-Language'] = language
  return new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

async function answered(handlers: RequestHandler[], request: Request, what: string) {
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`No mock answers ${what}`)
  return response
}

/** The handlers' answer to a request under `/api`; fails when none of them answers it. */
export const answer = (handlers: RequestHandler[], path: string, request: MockRequest = {}) =>
  answered(handlers, mockRequest(`${mockOrigin}/api${path}`, request), `${request.method ?? 'GET'} ${path}`)

/**
 * Calls the handlers as the demo organiser (or as the token given; `null`, anonymous) in the language given, with
 * paths under `/api` unless `url` places them elsewhere; fails when no handler answers.
 */
export function mockCaller(
  handlers: RequestHandler[],
  { language, url = (path) => `${mockOrigin}/api${path}` }: { language?: string; url?: (path: string) => string } = {},
) {
  return (method: string, path: string, body?: unknown, token: string | null = mockTokens.user, lang = language) =>
    answered(handlers, mockRequest(url(path), { method, body, token, language: lang }), `${method} ${path}`)
}

/** The API client over the handlers as the token given, and the requests it made (`GET /api/…?…`). */
export function mockClient(handlers: RequestHandler[], token: string | null = mockTokens.user) {
  const requested: string[] = []
  const client = createApiClient({
    baseUrl: `${mockOrigin}/api`,
    getToken: () => token,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      requested.push(`${request.method} ${url.pathname}${url.search}`)
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 599 })
    },
  })
  return { client, requested }
}
