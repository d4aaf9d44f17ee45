import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Locale } from './messages'

/**
 * A domain error of one feature with its status, its message in every language and the field it belongs to (a
 * 422's `errors` key). Features keep their errors beside their services (`services/<feature>/errors.ts`) and
 * `respond.ts` merges them, so features do not all edit one switch.
 */
export type FeatureErrorShape = { status: ContentfulStatusCode; message: Record<Locale, string>; field?: string }

/** Checks a feature's error table and keeps its literal keys. */
export function defineFeatureErrors<const T extends Record<string, FeatureErrorShape>>(errors: T): T {
  return errors
}
