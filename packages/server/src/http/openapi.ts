import { ApiErrorSchema } from '@oche/api'

const descriptions = {
  401: 'Not signed in, or the token was revoked or expired.',
  403: 'Signed in, but not allowed to do this.',
  404: 'No such resource for this caller.',
  409: 'The state changed under the request (`message` says how).',
  413: 'The body or the file sent is larger than the route takes.',
  422: 'Invalid input: `errors` holds messages per field, in the Accept-Language.',
  429: 'Too many attempts; see Retry-After.',
  503: 'A service the route needs (the virus scanner of uploads) did not answer; nothing was changed.',
} as const

type ErrorStatus = keyof typeof descriptions

/** The error answers a route documents, all shaped by ApiErrorSchema. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: descriptions[status], content: { 'application/json': { schema: ApiErrorSchema } } },
    ]),
  ) as unknown as {
    [K in S]: { description: string; content: { 'application/json': { schema: typeof ApiErrorSchema } } }
  }
}

export function jsonBody<T>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const
}

export function jsonResponse<T>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } } as const
}

/** How routes that need a user say so in the OpenAPI document. */
export const bearerSecurity = [{ bearer: [] }]
