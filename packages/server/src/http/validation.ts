import type { Hook } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from './app-env'
import { translate } from './messages'

/** `{ field.path: [messages] }`; an issue about the whole body is filed under `_root`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_root'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

export function validationFailed(c: Context<AppEnv>, error: z.ZodError): Response {
  return c.json({ message: translate('validationFailed', c.get('language')), errors: fieldErrors(error) }, 422)
}

/** Every route's validators answer a failure with 422 and field errors in the request's language. */
export const validationHook: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (!result.success) return validationFailed(c, result.error)
  return undefined
}
