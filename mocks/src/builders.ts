import { delay, http, HttpResponse } from 'msw'
import type { ApiError } from '@oche/api'
import type { ServerMessageId } from '@oche/i18n'
import { invalid, serverText } from './mock-http'

/** An HTTP method the builders mock, in msw's lower-case spelling. */
export type MockMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** `path` is the API path after `/api`, e.g. `/login` or `/notifications/:id/read`. */
const url = (path: string) => `*/api${path}`

/** Answers every call of `method path` with `body` and `status`. */
export function mockJson(method: MockMethod, path: string, body: unknown, status = 200) {
  return http[method](url(path), () => HttpResponse.json(body as never, { status }))
}

/** Answers every call of `method path` with the error body the server sends (`ApiErrorSchema`). */
export function mockError(method: MockMethod, path: string, status: number, body: ApiError, headers?: HeadersInit) {
  return http[method](url(path), () => HttpResponse.json(body, { status, headers }))
}

/** A 422 with field errors, as the server answers invalid input (its message in the request's language). */
export function mockValidationError(
  method: MockMethod,
  path: string,
  errors: Record<string, string[]>,
  message?: string,
) {
  return http[method](url(path), ({ request }) =>
    message === undefined
      ? invalid(request, errors)
      : HttpResponse.json({ message, errors } satisfies ApiError, { status: 422 }),
  )
}

/**
 * A 429 with `Retry-After`, as the server answers too many attempts; `message` is the id of the server's text
 * (`tooManyAttempts` of the login by default, `tooManyResetRequests`, `tooManyPasswordAttempts`, …).
 */
export function mockRateLimited(
  method: MockMethod,
  path: string,
  retryAfterSeconds = 900,
  message: ServerMessageId = 'tooManyAttempts',
) {
  return http[method](url(path), ({ request }) =>
    HttpResponse.json({ message: serverText(request, message) } satisfies ApiError, {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  )
}

/** A call that never answers, for loading states. */
export function mockPending(method: MockMethod, path: string) {
  return http[method](url(path), async () => {
    await delay('infinite')
    return new HttpResponse(null, { status: 204 })
  })
}

export type RecordedRequest = { url: string; headers: Record<string, string>; body: unknown }

/**
 * Records the calls of `method path` and lets them through to the next handler, so a story can assert what
 * was sent. Put `handler` before the handlers that answer.
 */
export function recordRequests(method: MockMethod, path: string) {
  const requests: RecordedRequest[] = []
  const handler = http[method](url(path), async ({ request }) => {
    const text = await request.clone().text()
    requests.push({
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    })
    return undefined
  })
  return { handler, requests }
}
