import type { ApiError } from '../schemas/errors'

/** Where the client finds its bearer token. The tablet area, impersonation and the user token are the caller's rule. */
export type TokenSource = () => string | null | undefined

export type ApiClientOptions = {
  /** The API base URL, e.g. `/api` in the browser or `http://127.0.0.1:3001/api` on the server. */
  baseUrl: string
  getToken?: TokenSource
  /** The interface language, sent as Accept-Language so errors come back translated. */
  getLocale?: () => string
  fetch?: typeof fetch
}

/**
 * A failed API call: the status, the server's translated message and its field errors, if any. An answer without the
 * server's error body (a proxy's 502, a crash page) has no text for a person: `fromServer` is false and its `message`
 * is only for logs; a screen says it with its own translated words (`failureMessage` in @oche/screens).
 */
export class ApiRequestError extends Error {
  readonly status: number
  /** Whether `message` is the server's own, translated text. */
  readonly fromServer: boolean
  readonly errors: Record<string, string[]>
  readonly requestId: string | undefined
  /** The parsed error body, for answers that carry more than a message (a 409 carries the current match). */
  readonly body: unknown

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    requestId?: string,
    body?: unknown,
    fromServer = true,
  ) {
    super(message)
    this.name = 'ApiRequestError'
    this.status = status
    this.fromServer = fromServer
    this.errors = errors
    this.requestId = requestId
    this.body = body
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

export type ApiClient = {
  /** `T` is the answer as the route's schema gives it (`z.output<typeof …Schema>`): the server checked it already. */
  request<T = void>(path: string, options?: RequestOptions): Promise<T>
}

/** A failed answer's body: JSON when it is, else nothing (a proxy's HTML error page). */
function parseOrUndefined(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}

/** Whether a failed answer's body is the server's error body (`{ message, errors?, requestId? }`). */
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false
  const { message, errors, requestId } = body as Record<string, unknown>
  const fieldErrors =
    errors === undefined ||
    (typeof errors === 'object' &&
      errors !== null &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((each) => typeof each === 'string')))
  return typeof message === 'string' && fieldErrors && (requestId === undefined || typeof requestId === 'string')
}

/**
 * The one way to call the API: bearer header only with a token, JSON in (or a form with a file) and out. An answer
 * is not parsed again here: the server sends only what its route's schema checked (`respond()`, ADR 027), and the
 * schemas, with zod, stay out of every page's code (a form loads them with its own chunk).
 */
export function createApiClient({ baseUrl, getToken, getLocale, fetch: fetchImpl }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    async request<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json' }
      const token = getToken?.()
      if (token) headers.Authorization = `Bearer ${token}`
      const locale = getLocale?.()
      if (locale) headers['Accept-Language'] = locale
      // A form (a file upload) goes as multipart with the boundary fetch sets; anything else as JSON.
      const isForm = typeof FormData !== 'undefined' && body instanceof FormData
      if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
      const response = await (fetchImpl ?? fetch)(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      })
      const text = await response.text()
      if (!response.ok) {
        const json = parseOrUndefined(text)
        if (!isApiError(json))
          throw new ApiRequestError(response.status, `HTTP ${response.status}`, {}, undefined, json, false)
        throw new ApiRequestError(response.status, json.message, json.errors ?? {}, json.requestId, json)
      }
      return (text ? JSON.parse(text) : undefined) as T
    },
  }
}
