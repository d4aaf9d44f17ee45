import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from './app-env'
import { validationHook } from './validation'

/** A sub-app for one area; its validators share the 422 answer. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
}
