import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { MessageId } from './messages'

/**
 * How a domain error is answered: its status, the server text it says (`packages/i18n/src/messages/server`) and the
 * field it belongs to (a 422's `errors` key).
 */
export type ErrorShape = { status: ContentfulStatusCode; message: MessageId; field?: string }

/** A feature's error: its status and field; its text is the server text with the error's own code as id. */
export type FeatureErrorShape = Omit<ErrorShape, 'message'>

/**
 * Checks a feature's error table and keeps its literal keys. Features keep their errors beside their services
 * (`services/<feature>/errors.ts`) and `respond.ts` maps them with the others; a code without a server text of
 * the same id does not compile.
 */
export function defineFeatureErrors<const T extends Record<string, FeatureErrorShape>>(
  errors: T & Record<Exclude<keyof T, MessageId>, never>,
): T {
  return errors
}

/** A feature's table as the shapes `respond.ts` answers with: each code says its own text. */
export function featureErrorShapes<T extends Record<string, FeatureErrorShape>>(
  errors: T & Record<Exclude<keyof T, MessageId>, never>,
): { [K in keyof T]: ErrorShape } {
  return Object.fromEntries(
    Object.entries(errors as Record<string, FeatureErrorShape>).map(([code, shape]) => [
      code,
      { ...shape, message: code as MessageId },
    ]),
  ) as { [K in keyof T]: ErrorShape }
}
