import { z } from 'zod'

/** One e-mail in the local outbox (`GET /dev/outbox`, development only). */
export const OutboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** Every http(s) link in the text, in order: what a developer or a browser test follows. */
  links: z.array(z.string()),
  created_at: z.iso.datetime({ offset: true }),
})
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>

/** Newest first. */
export const OutboxMessageListSchema = z.array(OutboxMessageSchema)
export type OutboxMessageList = z.infer<typeof OutboxMessageListSchema>

export const OutboxMessageParamsSchema = z.object({ id: z.uuid() })
export type OutboxMessageParams = z.infer<typeof OutboxMessageParamsSchema>

export const OutboxQuerySchema = z.object({
  /** Only messages to this address (compared lower-cased). */
  to: z.string().trim().toLowerCase().optional(),
})
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>
