import type { ConfirmChangeInput, ConfirmedChange } from '@oche/api'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { auditLog, users } from '../../db/schema/index'
import type { Mailer } from '../../mail/mailer'
import { renderMail } from '../../mail/render'
import { emailChangedMail } from '../../mail/templates/email-changed'
import { fail, ok, type Result } from '../result'
import { isUniqueViolation } from '../unique-violation'
import { EMAIL_CHANGED, emailChangedSince } from './email-change-audit'
import { endSessions } from './end-sessions'
import { ACCOUNT_CHANGE_TTL_MS } from './request-name-change'
import { signChange, verifyChange } from './signed-links'

/** How long the old address can undo an e-mail change. */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60_000

type ConfirmEmailChangeInput = ConfirmChangeInput & {
  secret: string
  requestId: string
  mailer: Mailer
  /** The session following the link stays signed in when it is the account's own; every other one ends. */
  keepTokenId?: string | null
  now?: Date
}

export type ConfirmEmailChangeError = 'accountChange.invalidToken' | 'account.emailTaken'

/**
 * Moves the account to the address a signed link carries, once, and marks it verified. The address must
 * still be free; reset links mailed to the old address stop working and the account's other sessions end. The old
 * address is told, with a link that undoes the change for 7 days.
 */
export async function confirmEmailChange(
  db: Database,
  input: ConfirmEmailChangeInput,
): Promise<Result<ConfirmedChange, ConfirmEmailChangeError>> {
  const now = input.now ?? new Date()
  const change = verifyChange(input.secret, 'email-change', input.token, now)
  if (!change) return fail('accountChange.invalidToken')
  const issuedAt = new Date(change.expiresAt.getTime() - ACCOUNT_CHANGE_TTL_MS)
  if (await emailChangedSince(db, { userId: change.userId, since: issuedAt })) return fail('accountChange.invalidToken')
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, change.value), ne(users.id, change.userId)))
    .limit(1)
  if (taken) return fail('account.emailTaken')
  let updated: { id: string; name: string; email: string; langcode: (typeof users.$inferSelect)['langcode'] } | null
  try {
    updated = await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ email: change.value, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, change.userId), eq(users.email, change.from), isNull(users.deletedAt)))
        .returning({ id: users.id, name: users.name, email: users.email, langcode: users.langcode })
      if (!user) return null
      await endSessions(tx, { userId: user.id, keepTokenId: input.keepTokenId, now })
      await tx.insert(auditLog).values({
        actorId: user.id,
        actingAsId: user.id,
        action: EMAIL_CHANGED,
        targetType: 'user',
        targetId: user.id,
        before: { email: change.from },
        after: { email: user.email },
        requestId: input.requestId,
      })
      return user
    })
  } catch (error) {
    if (isUniqueViolation(error)) return fail('account.emailTaken')
    throw error
  }
  if (!updated) return fail('accountChange.invalidToken')
  const undoToken = signChange(input.secret, 'email-change-undo', {
    userId: updated.id,
    value: change.from,
    from: updated.email,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS),
  })
  const content = emailChangedMail(updated.langcode, {
    name: updated.name,
    newEmail: updated.email,
    url: input.mailer.link(updated.langcode, '/confirm-email-change', { undo: undoToken }),
    undoDays: EMAIL_CHANGE_UNDO_TTL_MS / 86_400_000,
  })
  await input.mailer.send(renderMail(change.from, content))
  return ok({ name: updated.name, email: updated.email })
}
