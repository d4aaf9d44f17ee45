import { z } from 'zod'

export const HealthSchema = z.object({
  status: z.literal('ok'),
  /** The API server's package version. */
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The database server's version number, such as "17.5". */
  databaseVersion: z.string(),
  uptimeSeconds: z.number().nonnegative(),
})

export type Health = z.infer<typeof HealthSchema>
