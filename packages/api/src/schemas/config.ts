import { z } from 'zod'

/**
 * `GET /config`: what a browser or tablet needs to connect to the realtime server (realtime-protocol.md §6).
 * `host` and `port` null mean the page's own host and the default port; nothing secret is in here.
 */
export const PublicConfigSchema = z.object({
  realtime: z.object({
    key: z.string(),
    host: z.string().nullable(),
    port: z.number().int().min(0).max(65535).nullable(),
    tls: z.boolean(),
    cluster: z.string(),
  }),
})
export type PublicConfig = z.infer<typeof PublicConfigSchema>
