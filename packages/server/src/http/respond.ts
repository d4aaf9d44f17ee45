import type { Context, TypedResponse } from 'hono'
import type { ContentfulStatusCode, SuccessStatusCode } from 'hono/utils/http-status'
import type { JSONParsed } from 'hono/utils/types'
import type { z } from 'zod'
import type { Result } from '../services/result'
import { translate, type Locale, type MessageId } from './messages'

/** Every error a guard or a service can answer with. */
export type AppError =
  | 'auth.unauthenticated'
  | 'auth.forbidden'
  | 'auth.alreadyAuthenticated'
  | 'auth.invalidCredentials'
  | 'auth.tooManyAttempts'
  | 'account.emailTaken'
  | 'notification.notFound'
  | 'user.notFound'
  | 'impersonation.notAllowed'
  | 'auth.impersonating'
  | 'passwordReset.tooManyRequests'
  | 'passwordReset.invalidToken'
  | 'accountChange.invalidToken'
  | 'accountChange.tooManyRequests'
  | 'account.nameUnchanged'
  | 'account.emailUnchanged'
  | 'account.wrongCurrentPassword'
  | 'account.wrongPassword'
  | 'account.tooManyPasswordAttempts'
  | 'account.unknown'
  | 'outbox.notFound'

/** The part of a Hono context answering needs; any route's context has it, whatever its guards added. */
export type Responder = Pick<Context, 'json' | 'body' | 'header'> & { var: { language: Locale } }

type ErrorShape = { status: ContentfulStatusCode; message: MessageId; field?: string }

function shapeOf(error: AppError): ErrorShape {
  switch (error) {
    case 'auth.unauthenticated':
      return { status: 401, message: 'unauthenticated' }
    case 'auth.forbidden':
      return { status: 403, message: 'forbidden' }
    case 'auth.alreadyAuthenticated':
      return { status: 403, message: 'alreadyAuthenticated' }
    case 'auth.invalidCredentials':
      return { status: 422, message: 'invalidCredentials', field: 'email' }
    case 'auth.tooManyAttempts':
      return { status: 429, message: 'tooManyAttempts', field: 'email' }
    case 'account.emailTaken':
      return { status: 422, message: 'emailTaken', field: 'email' }
    case 'notification.notFound':
      return { status: 404, message: 'notFound' }
    case 'user.notFound':
      return { status: 422, message: 'userNotFound', field: 'user_id' }
    case 'impersonation.notAllowed':
      return { status: 403, message: 'impersonationNotAllowed' }
    case 'auth.impersonating':
      return { status: 403, message: 'impersonating' }
    case 'passwordReset.tooManyRequests':
      return { status: 429, message: 'tooManyResetRequests', field: 'email' }
    case 'passwordReset.invalidToken':
      return { status: 422, message: 'invalidResetLink', field: 'token' }
    case 'accountChange.tooManyRequests':
      return { status: 429, message: 'tooManyConfirmationMails' }
    case 'accountChange.invalidToken':
      return { status: 422, message: 'invalidConfirmationLink', field: 'token' }
    case 'account.nameUnchanged':
      return { status: 422, message: 'nameUnchanged', field: 'name' }
    case 'account.emailUnchanged':
      return { status: 422, message: 'emailUnchanged', field: 'email' }
    case 'account.wrongCurrentPassword':
      return { status: 422, message: 'wrongPassword', field: 'current_password' }
    case 'account.wrongPassword':
      return { status: 422, message: 'wrongPassword', field: 'password' }
    case 'account.tooManyPasswordAttempts':
      return { status: 429, message: 'tooManyPasswordAttempts' }
    case 'account.unknown':
      return { status: 422, message: 'unknownAccount', field: 'email' }
    case 'outbox.notFound':
      return { status: 404, message: 'notFound' }
    default:
      return error satisfies never
  }
}

/** Answers with the error's status and `{ message, errors? }` in the request's language. */
export function errorResponse(c: Responder, error: AppError, retryAfterSeconds?: number): Response {
  const shape = shapeOf(error)
  const message = translate(shape.message, c.var.language)
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  const errors = shape.field ? { [shape.field]: [message] } : undefined
  const body =
    shape.status === 422
      ? { message: translate('validationFailed', c.var.language), errors }
      : errors
        ? { message, errors }
        : { message }
  return c.json(body, shape.status)
}

type JsonResponse<S extends z.ZodType, Status extends SuccessStatusCode & ContentfulStatusCode> = Response &
  TypedResponse<JSONParsed<z.output<S>>, Status, 'json'>

/**
 * Turns a service result into a response: the value shaped by the output schema (which also drops any
 * field the schema does not name), or the domain error mapped above. Error bodies are typed as the success
 * body here; the OpenAPI document describes them through `errorResponses()`.
 */
export function respond<S extends z.ZodType, Status extends SuccessStatusCode & ContentfulStatusCode = 200>(
  c: Responder,
  result: Result<z.input<S>, AppError>,
  schema: S,
  status?: Status,
): JsonResponse<S, Status> {
  if (!result.ok) return errorResponse(c, result.error, result.retryAfterSeconds) as JsonResponse<S, Status>
  return c.json(schema.parse(result.value), status ?? 200) as unknown as JsonResponse<S, Status>
}

// The type @hono/zod-openapi expects of a route whose answer has no content.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type EmptyResponse<Status extends 202 | 204> = Response & TypedResponse<{}, Status, string>

/** An empty answer for routes whose success has no body: 204, or 202 when something happens later (an e-mail). */
export function respondEmpty<Status extends 202 | 204 = 204>(
  c: Responder,
  result: Result<unknown, AppError>,
  status?: Status,
): EmptyResponse<Status> {
  if (!result.ok) return errorResponse(c, result.error, result.retryAfterSeconds) as EmptyResponse<Status>
  return c.body(null, status ?? 204) as unknown as EmptyResponse<Status>
}
