import type { AdminUser, UpdateAdminUserInputSchema } from '@oche/api'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { apiTokens, users, type UserRow } from '../../db/schema/index'
import type { Mailer } from '../../mail/mailer'
import { renderMail } from '../../mail/render'
import { emailChangedByAdminMail } from '../../mail/templates/email-changed-by-admin'
import { fail, ok, type Result } from '../result'
import { isUniqueViolation } from '../unique-violation'
import { recordAdminAudit, type AdminActor } from './admin-audit'
import { findAdminUser, toAdminUser } from './admin-user-view'

type UpdateAdminUserInput = {
  actor: AdminActor
  userId: string
  changes: z.output<typeof UpdateAdminUserInputSchema>
  /** Tells the old address when the e-mail address changes. */
  mailer: Mailer
  now?: Date
}

export type UpdateAdminUserError = 'adminUser.notFound' | 'adminUser.ownSuperAdmin' | 'account.emailTaken'

type Change = { name?: string; email?: string; langcode?: UserRow['langcode']; is_super_admin?: boolean }

/** The fields sent that differ from the account's, as they were and as they become. */
function diff(user: UserRow, changes: Change): { before: Change; after: Change } {
  const before: Change = {}
  const after: Change = {}
  if (changes.name !== undefined && changes.name !== user.name) {
    before.name = user.name
    after.name = changes.name
  }
  if (changes.email !== undefined && changes.email !== user.email) {
    before.email = user.email
    after.email = changes.email
  }
  if (changes.langcode !== undefined && changes.langcode !== user.langcode) {
    before.langcode = user.langcode
    after.langcode = changes.langcode
  }
  if (changes.is_super_admin !== undefined && changes.is_super_admin !== user.isSuperAdmin) {
    before.is_super_admin = user.isSuperAdmin
    after.is_super_admin = changes.is_super_admin
  }
  return { before, after }
}

async function emailTaken(db: Database, email: string, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1)
  return other !== undefined
}

/**
 * A super admin changes an account's name, e-mail address, language or super admin flag, at once and audited
 * (`user.updated` with the fields before and after). A new address counts as unconfirmed until a reset link mailed
 * to it is used, and the old address is told. An admin keeps their own flag (someone must be left to hand it back). Whoever gains the flag stops
 * being impersonated, and whoever loses it stops impersonating: impersonation never acts as a super admin.
 */
export async function updateAdminUser(
  db: Database,
  input: UpdateAdminUserInput,
): Promise<Result<AdminUser, UpdateAdminUserError>> {
  const now = input.now ?? new Date()
  const row = await findAdminUser(db, input.userId)
  if (!row) return fail('adminUser.notFound')
  const { user } = row
  const { before, after } = diff(user, input.changes)
  if (after.is_super_admin === false && user.id === input.actor.userId) return fail('adminUser.ownSuperAdmin')
  if (Object.keys(after).length === 0) return ok(await toAdminUser(db, row))
  if (after.email !== undefined && (await emailTaken(db, after.email, user.id))) return fail('account.emailTaken')
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: after.name,
          email: after.email,
          langcode: after.langcode,
          isSuperAdmin: after.is_super_admin,
          ...(after.email === undefined ? {} : { emailVerifiedAt: null }),
          updatedAt: now,
        })
        .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      if (after.is_super_admin !== undefined) {
        const column = after.is_super_admin ? apiTokens.userId : apiTokens.impersonatorId
        await tx
          .update(apiTokens)
          .set({ revokedAt: now })
          .where(and(eq(column, user.id), eq(apiTokens.kind, 'impersonation'), isNull(apiTokens.revokedAt)))
      }
      await recordAdminAudit(tx, input.actor, user.id, 'user.updated', { before, after })
    })
  } catch (error) {
    if (isUniqueViolation(error)) return fail('account.emailTaken')
    throw error
  }
  const updated = await findAdminUser(db, user.id)
  if (!updated) return fail('adminUser.notFound')
  const { mailer } = input
  if (after.email !== undefined) {
    // The old address hears of it: a taken-over admin account cannot move someone's account away in silence.
    const { langcode, name, email } = updated.user
    const content = emailChangedByAdminMail(langcode, { name, newEmail: email, url: mailer.link(langcode, '/') })
    mailer.inBackground(() => mailer.send(renderMail(user.email, content)))
  }
  return ok(await toAdminUser(db, updated))
}
