import { z } from 'zod'
import { RegisterInputSchema } from './accounts'

/**
 * `GET /setup`: whether the platform still needs its first super admin (`needed`), and whether this request
 * comes from the machine running Oche, the only place that can create it (`from_this_machine`).
 */
export const SetupStatusSchema = z.object({ needed: z.boolean(), from_this_machine: z.boolean() })
export type SetupStatus = z.infer<typeof SetupStatusSchema>

/** `POST /setup`: the first super admin's account; the answer signs it in (a `Token`). */
export const SetupInputSchema = RegisterInputSchema
export type SetupInput = z.infer<typeof SetupInputSchema>
