import type { SetupInput, Token } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { auditLog, users } from '../../db/schema/index'
import { hashPassword } from '../accounts/password'
import { issueToken } from '../accounts/tokens'
import { fail, ok, type Result } from '../result'
import { lockSetup, superAdminExists } from './setup-status'

export type CreateFirstSuperAdminError = 'setup.notFromThisMachine' | 'setup.done' | 'account.emailTaken'

/**
 * The first-run screen's account: the platform's first super admin, signed in at once. Only from the machine
 * running Oche, and only while no super admin exists: afterwards super admins are made by super admins.
 */
export async function createFirstSuperAdmin(
  db: Database,
  input: SetupInput & { fromLocalMachine: boolean; requestId: string },
): Promise<Result<Token, CreateFirstSuperAdminError>> {
  if (!input.fromLocalMachine) return fail('setup.notFromThisMachine')
  if (await superAdminExists(db)) return fail('setup.done')
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    await lockSetup(tx)
    if (await superAdminExists(tx)) return fail('setup.done')
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1)
    if (taken) return fail('account.emailTaken')
    const now = new Date()
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        langcode: input.langcode ?? 'en',
        isSuperAdmin: true,
        // Typed on the machine itself by whoever runs the platform: there is no one else to confirm it to.
        emailVerifiedAt: now,
      })
      .returning({ id: users.id })
    if (!user) throw new Error('The super admin was not inserted')
    await tx.insert(auditLog).values({
      actorId: user.id,
      actingAsId: user.id,
      action: 'setup.superAdminCreated',
      targetType: 'user',
      targetId: user.id,
      requestId: input.requestId,
    })
    return ok({ token: await issueToken(tx, { userId: user.id, kind: 'user' }) })
  })
}
