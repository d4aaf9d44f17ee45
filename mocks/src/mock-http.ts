import { HttpResponse } from 'msw'
import type { z } from 'zod'
import type { ApiError, User } from '@oche/api'
import { preferredLocale, type ServerMessageId } from '@oche/i18n'
import { serverMessages } from '@oche/i18n/messages'
import { mockTokens, superAdminFixture, userFixture } from './fixtures'

// The answers every area of the mocks shares, with the server's own texts: the ids its http/respond.ts gives each
// error code, from @oche/i18n's server catalogue, in the language the request's Accept-Language asks for.

/** A signed-in caller of the mocks. */
export type MockCaller = { id: string; name: string }

/** Who the bearer token is: the demo organiser (also when impersonated), the admin, or nobody. */
export function callerOf(request: Request): User | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '')
  if (token === mockTokens.user || token === mockTokens.impersonation) return userFixture
  if (token === mockTokens.superAdmin) return superAdminFixture
  return null
}

/** The server's text `id` in the request's language (Accept-Language, English when none fits), as respond.ts. */
export const serverText = (request: Request, id: ServerMessageId) =>
  serverMessages[preferredLocale(request.headers.get('Accept-Language'))][id]

/** The server's error answer: `{ message }` with the text `id`. */
export const fail = (request: Request, status: number, id: ServerMessageId) =>
  HttpResponse.json({ message: serverText(request, id) } satisfies ApiError, { status })
/** A 422 with field errors: its message says the data was invalid, as every 422 of the server. */
export const invalid = (request: Request, errors: Record<string, string[]>) =>
  HttpResponse.json({ message: serverText(request, 'validationFailed'), errors } satisfies ApiError, { status: 422 })
// Like the server's respond.ts: every 422 says the data was invalid, the reason is the field's message.
export const invalidField = (request: Request, field: string, id: ServerMessageId) =>
  invalid(request, { [field]: [serverText(request, id)] })
export const unauthenticated = (request: Request) => fail(request, 401, 'unauthenticated')
export const forbidden = (request: Request) => fail(request, 403, 'forbidden')
export const notFound = (request: Request) => fail(request, 404, 'notFound')
export const noContent = () => new HttpResponse(null, { status: 204 })

/** zod's issues as the server's 422 `errors`: messages by dotted field path (`_root` for the body itself). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) (errors[issue.path.map(String).join('.') || '_root'] ??= []).push(issue.message)
  return errors
}

/** The request body parsed by the contract's schema, or the 422 the server would answer. */
export async function parseBody<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<{ ok: true; data: z.output<T> } | { ok: false; response: Response }> {
  const text = await request.text()
  const parsed = schema.safeParse(text ? JSON.parse(text) : {})
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: invalid(request, fieldErrors(parsed.error.issues)) }
}
