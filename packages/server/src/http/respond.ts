import type { EventError } from '@oche/darts'
import type { Context, TypedResponse } from 'hono'
import type { ContentfulStatusCode, SuccessStatusCode } from 'hono/utils/http-status'
import type { JSONParsed } from 'hono/utils/types'
import { eventErrorField, eventErrorMessageIds } from '@oche/api'
import type { z } from 'zod'
import { adminUserErrors, type AdminUserError } from '../services/admin-users/errors'
import { competitionErrors, type CompetitionError } from '../services/competition/errors'
import { eventBoardErrors, type EventBoardError } from '../services/event-boards/errors'
import { eventFeatureErrors, type EventFeatureError } from '../services/events/errors'
import { participantLinkErrors, type ParticipantLinkError } from '../services/participants/errors'
import { rankingErrors, type RankingError } from '../services/rankings/errors'
import { setupErrors, type SetupError } from '../services/setup/errors'
import { siteContentErrors, type SiteContentError } from '../services/site-content/errors'
import type { Result } from '../services/result'
import { tournamentPlayErrors, type TournamentPlayError } from '../services/tournament-play/errors'
import { tournamentErrors, type TournamentError } from '../services/tournaments/errors'
import { featureErrorShapes, type ErrorShape } from './feature-errors'
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
  | CompetitionError
  | SiteContentError
  | RankingError
  | AdminUserError

/** The part of a Hono context answering needs; any route's context has it, whatever its guards added. */
export type Responder = Pick<Context, 'json' | 'body' | 'header'> & { var: { language: Locale } }

type CoreError = Exclude<
  AppError,
  | EventError
  | TournamentError
  | TournamentPlayError
  | EventFeatureError
  | EventBoardError
  | ParticipantLinkError
  | SetupError
  | CompetitionError
  | SiteContentError
  | RankingError
  | AdminUserError
>

const coreErrorShapes: { readonly [E in CoreError]: ErrorShape } = {
  'auth.unauthenticated': { status: 401, message: 'unauthenticated' },
  'auth.forbidden': { status: 403, message: 'forbidden' },
  'auth.alreadyAuthenticated': { status: 403, message: 'alreadyAuthenticated' },
  'auth.invalidCredentials': { status: 422, message: 'invalidCredentials', field: 'email' },
  'auth.tooManyAttempts': { status: 429, message: 'tooManyAttempts', field: 'email' },
  'auth.demoAccountLocalOnly': { status: 403, message: 'demoAccountLocalOnly', field: 'email' },
  'account.emailTaken': { status: 422, message: 'emailTaken', field: 'email' },
  'notification.notFound': { status: 404, message: 'notFound' },
  'user.notFound': { status: 422, message: 'userNotFound', field: 'user_id' },
  'impersonation.notAllowed': { status: 403, message: 'impersonationNotAllowed' },
  'auth.impersonating': { status: 403, message: 'impersonating' },
  'passwordReset.tooManyRequests': { status: 429, message: 'tooManyResetRequests', field: 'email' },
  'passwordReset.invalidToken': { status: 422, message: 'invalidResetLink', field: 'token' },
  'accountChange.tooManyRequests': { status: 429, message: 'tooManyConfirmationMails' },
  'accountChange.invalidToken': { status: 422, message: 'invalidConfirmationLink', field: 'token' },
  'account.nameUnchanged': { status: 422, message: 'nameUnchanged', field: 'name' },
  'account.emailUnchanged': { status: 422, message: 'emailUnchanged', field: 'email' },
  'account.wrongCurrentPassword': { status: 422, message: 'wrongPassword', field: 'current_password' },
  'account.wrongPassword': { status: 422, message: 'wrongPassword', field: 'password' },
  'account.tooManyPasswordAttempts': { status: 429, message: 'tooManyPasswordAttempts' },
  'account.unknown': { status: 422, message: 'unknownAccount', field: 'email' },
  'outbox.notFound': { status: 404, message: 'notFound' },
  'match.notFound': { status: 404, message: 'notFound' },
  'match.versionConflict': { status: 409, message: 'matchChanged' },
  'match.idTaken': { status: 403, message: 'matchIdTaken' },
  'match.unknownPlayer': { status: 422, message: 'unknownPlayer', field: 'config.sides' },
}

/** A refusal of @oche/darts: a 422 on the event's field (services name `events.N.…` for uploads). */
const eventErrorShapes = Object.fromEntries(
  Object.entries(eventErrorMessageIds satisfies { readonly [E in EventError]: MessageId }).map(([error, message]) => {
    const field = eventErrorField(error as EventError)
    return [error, { status: 422, message, field: field ? `event.${field}` : 'event' }]
  }),
) as { readonly [E in EventError]: ErrorShape }

/**
 * Every error a guard or a service can answer with, and how: one table. A new code without its shape here (or in
 * its feature's `errors.ts`) does not compile.
 */
const errorShapes: { readonly [E in AppError]: ErrorShape } = {
  ...coreErrorShapes,
  ...eventErrorShapes,
  ...featureErrorShapes(tournamentErrors),
  ...featureErrorShapes(tournamentPlayErrors),
  ...featureErrorShapes(eventFeatureErrors),
  ...featureErrorShapes(eventBoardErrors),
  ...featureErrorShapes(participantLinkErrors),
  ...featureErrorShapes(setupErrors),
  ...featureErrorShapes(competitionErrors),
  ...featureErrorShapes(siteContentErrors),
  ...featureErrorShapes(rankingErrors),
  ...featureErrorShapes(adminUserErrors),
}

type ErrorExtras = { retryAfterSeconds?: number; field?: string; details?: Record<string, unknown> }

/**
 * Answers with the error's status and `{ message, errors? }` in the request's language. `field` overrides the
 * error's own field (a service knows it is `events.3.total`); `details` join the body (a 409's current match).
 */
export function errorResponse(c: Responder, error: AppError, extras: number | ErrorExtras = {}): Response {
  const { retryAfterSeconds, field, details } = typeof extras === 'number' ? { retryAfterSeconds: extras } : extras
  const shape = errorShapes[error]
  const message = translate(shape.message, c.var.language)
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
