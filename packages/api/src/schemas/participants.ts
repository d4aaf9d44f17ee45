import { z } from 'zod'

// The organiser's participant list (/manage/participants): players and guests an organisation enters in its
// tournaments. Every organiser has a personal organisation; these routes act on the caller's.

const TimestampSchema = z.iso.datetime({ offset: true })

/** A registered account a participant is linked to (so the player sees the tournament under their profile). */
export const LinkedUserSchema = z.object({ id: z.uuid(), name: z.string() })
export type LinkedUser = z.infer<typeof LinkedUserSchema>

export const ParticipantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Shown beside the name on boards and brackets; empty when none. */
  nickname: z.string(),
  /** The account this participant is, or null for a guest. */
  user: LinkedUserSchema.nullable(),
  /** Entries in tournaments, finished or not (a participant with entries can be merged, not deleted). */
  tournaments_count: z.number().int().min(0),
  created_at: TimestampSchema,
})
export type Participant = z.infer<typeof ParticipantSchema>

export const ParticipantListSchema = z.array(ParticipantSchema)
export type ParticipantList = z.infer<typeof ParticipantListSchema>

export const ParticipantParamsSchema = z.object({ id: z.uuid() })
export type ParticipantParams = z.infer<typeof ParticipantParamsSchema>

/** `GET /participants?search=`: by name or nickname, case-insensitive; all (sorted by name) without a search. */
export const ParticipantsQuerySchema = z.object({ search: z.string().trim().max(100).optional() })
export type ParticipantsQuery = z.infer<typeof ParticipantsQuerySchema>

/** `POST /participants` and `PATCH /participants/{id}` (every field optional there). */
export const ParticipantInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  nickname: z.string().trim().max(40).optional(),
})
export type ParticipantInput = z.infer<typeof ParticipantInputSchema>

export const UpdateParticipantInputSchema = ParticipantInputSchema.partial()
export type UpdateParticipantInput = z.infer<typeof UpdateParticipantInputSchema>

/**
 * `POST /participants/{id}/merge`: the duplicate `{id}` is merged into `into_id`; its entries move there and it
 * disappears from the list. Refused (422 on `into_id`) when both play in the same tournament.
 */
export const MergeParticipantsInputSchema = z.object({ into_id: z.uuid() })
export type MergeParticipantsInput = z.infer<typeof MergeParticipantsInputSchema>

/**
 * `POST /participants/{id}/link`: links a guest to the registered account with this e-mail address (422 on
 * `email` when there is none). `DELETE /participants/{id}/link` unlinks.
 */
export const LinkParticipantInputSchema = z.object({ email: z.email().max(254) })
export type LinkParticipantInput = z.infer<typeof LinkParticipantInputSchema>
