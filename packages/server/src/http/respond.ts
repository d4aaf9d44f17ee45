import type { EventError } from '@oche/darts'
import type { Context, TypedResponse } from 'hono'
import type { ContentfulStatusCode, SuccessStatusCode } from 'hono/utils/http-status'
import type { JSONParsed } from 'hono/utils/types'
import { eventErrorField } from '@oche/api'
import type { z } from 'zod'
import { eventBoardErrors, type EventBoardError } from '../services/event-boards/errors'
import { eventFeatureErrors, type EventFeatureError } from '../services/events/errors'
import { participantLinkErrors, type ParticipantLinkError } from '../services/participants/errors'
import { setupErrors, type SetupError } from '../services/setup/errors'
import type { Result } from '../services/result'
import { tournamentPlayErrors, type TournamentPlayError } from '../services/tournament-play/errors'
import { tournamentErrors, type TournamentError } from '../services/tournaments/errors'
import type { FeatureErrorShape } from './feature-errors'
import { translate, type Locale, type MessageId } from './messages'

/** Every error a guard or a service can answer with. */
export type AppError =
  | 'auth.unauthenticated'
  | 'auth.forbidden'
  | 'auth.alreadyAuthenticated'
  | 'auth.invalidCredentials'
  | 'auth.tooManyAttempts'
  | 'auth.demoAccountLocalOnly'
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
  | 'match.notFound'
  | 'match.versionConflict'
  | 'match.idTaken'
  | 'match.unknownPlayer'
  | EventError
  | TournamentError
  | TournamentPlayError
  | EventFeatureError
  | EventBoardError
  | ParticipantLinkError
  | SetupError

const featureErrors: Record<string, FeatureErrorShape> = {
  ...tournamentErrors,
  ...tournamentPlayErrors,
  ...eventFeatureErrors,
  ...eventBoardErrors,
  ...participantLinkErrors,
  ...setupErrors,
}

/** The part of a Hono context answering needs; any route's context has it, whatever its guards added. */
export type Responder = Pick<Context, 'json' | 'body' | 'header'> & { var: { language: Locale } }

type ErrorShape = { status: ContentfulStatusCode; message: MessageId; field?: string }

function shapeOf(
  error: Exclude<
    AppError,
    TournamentError | TournamentPlayError | EventFeatureError | EventBoardError | ParticipantLinkError | SetupError
  >,
): ErrorShape {
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
    case 'auth.demoAccountLocalOnly':
      return { status: 403, message: 'demoAccountLocalOnly', field: 'email' }
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
    case 'match.notFound':
      return { status: 404, message: 'notFound' }
    case 'match.versionConflict':
      return { status: 409, message: 'matchChanged' }
    case 'match.idTaken':
      return { status: 403, message: 'matchIdTaken' }
    case 'match.unknownPlayer':
      return { status: 422, message: 'unknownPlayer', field: 'config.sides' }
    default:
      return eventErrorShape(error)
  }
}

/** A refusal of @oche/darts: a 422 on the event's field (services name `events.N.…` for uploads). */
function eventErrorShape(error: EventError): ErrorShape {
  const shape = (message: MessageId, field: string | null): ErrorShape => ({
    status: 422,
    message,
    field: field ? `event.${field}` : 'event',
  })
  switch (error) {
    case 'visit.impossibleScore':
      return shape('impossibleScore', eventErrorField(error))
    case 'visit.impossibleFinish':
      return shape('impossibleFinish', eventErrorField(error))
    case 'visit.dartsUsedRequired':
      return shape('dartsUsedRequired', eventErrorField(error))
    case 'visit.dartsAtDoubleRequired':
      return shape('dartsAtDoubleRequired', eventErrorField(error))
    case 'visit.dartsAtDoubleOutOfRange':
      return shape('dartsAtDoubleOutOfRange', eventErrorField(error))
    case 'visit.invalidDart':
      return shape('invalidDart', eventErrorField(error))
    case 'visit.tooManyDarts':
      return shape('tooManyDarts', eventErrorField(error))
    case 'visit.incomplete':
      return shape('incompleteVisit', eventErrorField(error))
    case 'visit.dartsAfterVisitEnded':
      return shape('dartsAfterVisitEnded', eventErrorField(error))
    case 'visit.unknownType':
    case 'event.unknownType':
      return shape('unknownEventType', eventErrorField(error))
    case 'event.invalidId':
      return shape('invalidEventId', eventErrorField(error))
    case 'event.duplicateId':
      return shape('duplicateEventId', eventErrorField(error))
    case 'bullOff.unknownSide':
      return shape('bullOffUnknownSide', eventErrorField(error))
    case 'bullOff.afterFirstVisit':
      return shape('bullOffAfterFirstVisit', eventErrorField(error))
    case 'match.finished':
      return shape('matchFinished', eventErrorField(error))
    case 'undo.nothingToUndo':
      return shape('nothingToUndo', eventErrorField(error))
    default:
      return error satisfies never
  }
}

type ErrorExtras = { retryAfterSeconds?: number; field?: string; details?: Record<string, unknown> }

/**
 * Answers with the error's status and `{ message, errors? }` in the request's language. `field` overrides the
 * error's own field (a service knows it is `events.3.total`); `details` join the body (a 409's current match).
 */
export function errorResponse(c: Responder, error: AppError, extras: number | ErrorExtras = {}): Response {
  const { retryAfterSeconds, field, details } = typeof extras === 'number' ? { retryAfterSeconds: extras } : extras
  const feature = featureErrors[error]
  const core = feature
    ? null
    : shapeOf(
        error as Exclude<
          AppError,
          | TournamentError
          | TournamentPlayError
          | EventFeatureError
          | EventBoardError
          | ParticipantLinkError
          | SetupError
        >,
      )
  const shape = feature ?? core!
  const message = feature ? feature.message[c.var.language] : translate(core!.message, c.var.language)
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  const errorField = field ?? shape.field
  const errors = errorField ? { [errorField]: [message] } : undefined
  const body =
    shape.status === 422
      ? { message: translate('validationFailed', c.var.language), errors }
      : errors
        ? { message, errors }
        : { message }
  return c.json({ ...body, ...details }, shape.status)
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
  if (!result.ok) return errorResponse(c, result.error, result) as JsonResponse<S, Status>
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
  if (!result.ok) return errorResponse(c, result.error, result) as EmptyResponse<Status>
  return c.body(null, status ?? 204) as unknown as EmptyResponse<Status>
}
