import type { z } from 'zod'
import { ApiErrorSchema } from '../schemas/errors'

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

/** A failed API call: the status, the server's translated message and its field errors, if any. */
export class ApiRequestError extends Error {
  readonly status: number
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
  ) {
    super(message)
    this.name = 'ApiRequestError'
    this.status = status
    this.errors = errors
    this.requestId = requestId
    this.body = body
  }
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  schema?: z.ZodType<T>
  signal?: AbortSignal
}

export type ApiClient = {
  request<T = void>(path: string, options?: RequestOptions<T>): Promise<T>
}

/** The one way to call the API: bearer header only with a token, JSON in and out, every answer parsed by its schema. */
export function createApiClient({ baseUrl, getToken, getLocale, fetch: fetchImpl }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    async request<T>(path: string, { method = 'GET', body, schema, signal }: RequestOptions<T> = {}): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json' }
      const token = getToken?.()
      if (token) headers.Authorization = `Bearer ${token}`
      const locale = getLocale?.()
      if (locale) headers['Accept-Language'] = locale
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      const response = await (fetchImpl ?? fetch)(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      })
      const text = await response.text()
      const json: unknown = text ? JSON.parse(text) : undefined
      if (!response.ok) {
        const parsed = ApiErrorSchema.safeParse(json)
        const message = parsed.success ? parsed.data.message : `HTTP error! status: ${response.status}`
        throw new ApiRequestError(response.status, message, parsed.data?.errors ?? {}, parsed.data?.requestId, json)
      }
      return (schema ? schema.parse(json) : json) as T
    },
  }
}
