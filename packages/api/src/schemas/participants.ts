import { z } from 'zod'

// The organiser's participant list (/manage/participants): players and guests an organisation enters in its
// tournaments. Every organiser has a personal organisation; these routes act on the caller's.

const TimestampSchema = z.iso.datetime({ offset: true })

/** A registered account a participant is linked to (so the player sees the tournament under their profile). */
export const LinkedUserSchema = z.object({ id: z.uuid(), name: z.string() })
export type LinkedUser = z.infer<typeof LinkedUserSchema>

/**
 * An invitation to link a participant to an account, waiting for the account holder's answer. `email` is the
 * address the organiser typed: the answer never tells whether an account uses it.
 */
export const ParticipantInvitationSchema = z.object({ email: z.string(), invited_at: TimestampSchema })
export type ParticipantInvitation = z.infer<typeof ParticipantInvitationSchema>

export const ParticipantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Shown beside the name on boards and brackets; empty when none. */
  nickname: z.string(),
  /** The account this participant is, or null for a guest. */
  user: LinkedUserSchema.nullable(),
  /** A pending invitation to link the participant to an account (absent or null when there is none). */
  invitation: ParticipantInvitationSchema.nullable().optional(),
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
 * `POST /participants/{id}/link`: invites the holder of the account with this e-mail address to link the
 * participant to it (202 whether or not an account uses the address; only the account holder's acceptance links).
 * `DELETE /participants/{id}/link` unlinks and withdraws a pending invitation.
 */
export const LinkParticipantInputSchema = z.object({ email: z.email().max(254) })
export type LinkParticipantInput = z.infer<typeof LinkParticipantInputSchema>

/** `POST /link-invitations/{id}/accept` and `/decline`: `id` is the participant the invitation is about. */
export const LinkInvitationParamsSchema = z.object({ id: z.uuid() })
export type LinkInvitationParams = z.infer<typeof LinkInvitationParamsSchema>

/** What a link invitation's notification (`LINK_INVITATION_NOTIFICATION`) carries in its `data`. */
export const LinkInvitationNotificationDataSchema = z.object({
  participant_id: z.uuid(),
  participant_name: z.string(),
  organiser_name: z.string(),
  /** Set once the account holder answered. */
  answer: z.enum(['accepted', 'declined']).optional(),
})
export type LinkInvitationNotificationData = z.infer<typeof LinkInvitationNotificationDataSchema>
