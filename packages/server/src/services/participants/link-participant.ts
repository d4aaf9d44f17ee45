import { LINK_INVITATION_NOTIFICATION, type LinkInvitationNotificationData, type Participant } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '../../db/database'
import { committed, effects, type Committed } from '../effects'
import { participants, users } from '../../db/schema/index'
import type { Mailer } from '../../mail/mailer'
import { renderMail } from '../../mail/render'
import { linkInvitationMail } from '../../mail/templates/link-invitation'
import type { LoginLimiter } from '../accounts/login-limiter'
import { insertNotification, notificationCreated } from '../notifications/notify'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { fail, ok, type Result } from '../result'
import { findOwnParticipant } from '../organisations/find-own-participant'
import { loadParticipant } from './load-participants'

export type LinkParticipantError = 'participant.notFound' | 'linkInvitation.tooMany'

/** Invitations count against the caller's budget of requests that send e-mail. */
export function invitationLimitKey(userId: string): string {
  return `link-invitation:${userId}`
}

type LinkParticipantInput = {
  user: { id: string; name: string }
  participantId: string
  email: string
  ip: string
  limiter: LoginLimiter
  mailer: Mailer
}

/**
 * Invites the holder of the account with this e-mail address to link a participant of the caller's list to it:
 * a notification (live on their private channel) and an e-mail. Nothing is linked until they accept
 * (`acceptLinkInvitation`). The answer is the same whether or not an account uses the address: the participant
 * shows the pending invitation with the address typed.
 */
export async function linkParticipant(
  db: Database,
  input: LinkParticipantInput,
  logger: Pick<Logger, 'warn'>,
): Promise<Result<Committed<Participant>, LinkParticipantError>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const email = input.email.trim().toLowerCase()
  const retryAfterSeconds = await input.limiter.retryAfterSeconds(invitationLimitKey(input.user.id), input.ip)
  if (retryAfterSeconds > 0) return fail('linkInvitation.tooMany', retryAfterSeconds)
  const outcome = await db.transaction(async (tx) => {
    const row = await findOwnParticipant(tx, { organisationId, participantId: input.participantId, forUpdate: true })
    if (!row) return fail('participant.notFound')
    const [account] = await tx
      .select({ id: users.id, name: users.name, langcode: users.langcode })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
    await tx
      .update(participants)
      .set({ invitedEmail: email, invitedUserId: account?.id ?? null, invitedAt: new Date(), updatedAt: new Date() })
      .where(eq(participants.id, row.id))
    if (!account) return ok(null)
    const data: LinkInvitationNotificationData = {
      participant_id: row.id,
      participant_name: row.name,
      organiser_name: input.user.name,
    }
    const notification = await insertNotification(tx, {
      userId: account.id,
      type: LINK_INVITATION_NOTIFICATION,
      data,
    })
    return ok({ account, notification, participantName: row.name })
  })
  if (!outcome.ok) return outcome
  await input.limiter.recordFailure(invitationLimitKey(input.user.id), input.ip)
  const invited = outcome.value
  if (invited) {
    const content = linkInvitationMail(invited.account.langcode, {
      name: invited.account.name,
      organiserName: input.user.name,
      participantName: invited.participantName,
      url: input.mailer.link(invited.account.langcode, '/'),
    })
    // Not awaited: how long the answer takes must not tell whether an account uses the address.
    void input.mailer.send(renderMail(email, content)).catch((error: unknown) => {
      logger.warn({ err: error }, 'link invitation not mailed')
    })
  }
  const participant = await loadParticipant(db, { organisationId, participantId: input.participantId })
  return ok(committed(participant, invited ? notificationCreated(invited.notification) : effects()))
}
