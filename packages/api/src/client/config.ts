import type { z } from 'zod'
import type { PublicConfigSchema } from '../schemas/config'
import type { RouteRuleAnswerSchema } from '../schemas/route-rules'
import type { ApiClient } from './api-client'

/** `GET /config` (anyone): the public client configuration (the realtime server to connect to). */
export async function fetchPublicConfig(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof PublicConfigSchema>>('/config', { signal })
}

/** `GET /route-rules?path=…` (anyone): where the web host redirects `path`, or `redirect: null`. */
export async function fetchRouteRule(client: ApiClient, path: string, signal?: AbortSignal) {
  return client.request<z.output<typeof RouteRuleAnswerSchema>>(`/route-rules?path=${encodeURIComponent(path)}`, {
    signal,
  })
}
