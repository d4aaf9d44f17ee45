import { inArray } from 'drizzle-orm'
import { hashPassword } from '../services/accounts/password'
import type { Database } from './database'
import { seedDemoEvent } from './seed-demo-event'
import type { FileStore } from '../services/files/file-store'
import { seedDemoLeague } from './seed-demo-league'
import { seedDemoRanking } from './seed-demo-ranking'
import { seedDemoTournament } from './seed-demo-tournament'
import { notifications, users } from './schema/index'

type DemoAccount = {
  name: string
  email: string
  password: string
  isSuperAdmin: boolean
  langcode: 'en' | 'nl' | 'fr' | 'de'
}

/** Documented in packages/server/README.md: keep the two in step. */
export const demoAccounts: readonly DemoAccount[] = [
  { name: 'Ada Admin', email: 'admin@oche.test', password: 'oche-admin', isSuperAdmin: true, langcode: 'en' },
  { name: 'Olly Organiser', email: 'organiser@oche.test', password: 'oche-demo', isSuperAdmin: false, langcode: 'en' },
  { name: 'Mia Maximum', email: 'mia@oche.test', password: 'oche-demo', isSuperAdmin: false, langcode: 'en' },
  { name: 'Bram Bullseye', email: 'bram@oche.test', password: 'oche-demo', isSuperAdmin: false, langcode: 'nl' },
  { name: 'Fleur Finish', email: 'fleur@oche.test', password: 'oche-demo', isSuperAdmin: false, langcode: 'fr' },
  { name: 'Dieter Doppel', email: 'dieter@oche.test', password: 'oche-demo', isSuperAdmin: false, langcode: 'de' },
  { name: 'Lena League', email: 'league@oche.test', password: 'oche-demo', isSuperAdmin: false, langcode: 'nl' },
]

/**
 * Creates the demo accounts that do not exist yet, each with a welcome notification, the demo organiser's
 * tournament, ranking and event (`seedDemoTournament`, `seedDemoRanking`, `seedDemoEvent`) and the demo league (`seedDemoLeague`) when missing. Running it again changes nothing, and an account someone
 * edited keeps their edits.
 */
export async function seedDemo(db: Database, options: { fileStore?: FileStore } = {}): Promise<{ created: string[] }> {
  const seeded = await seedDemoAccounts(db)
  await seedDemoTournament(db)
  // Its monthly opens are played by the demo tournament's players.
  await seedDemoRanking(db)
  await seedDemoEvent(db)
  // Its site's news, documents and board members need somewhere to keep the documents' bytes.
  await seedDemoLeague(db, new Date(), options.fileStore)
  return seeded
}

async function seedDemoAccounts(db: Database): Promise<{ created: string[] }> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    )
  const known = new Set(existing.map((row) => row.email))
  const missing = demoAccounts.filter((account) => !known.has(account.email))
  const rows = await Promise.all(
    missing.map(async (account) => ({
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      isSuperAdmin: account.isSuperAdmin,
      // Their passwords are in the README: they sign in only on the machine running Oche (services/accounts/log-in.ts).
      isDemo: true,
      langcode: account.langcode,
      emailVerifiedAt: new Date(),
    })),
  )
  if (rows.length === 0) return { created: [] }
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(rows)
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    if (inserted.length === 0) return
    await tx
      .insert(notifications)
      .values(inserted.map((user) => ({ userId: user.id, type: 'welcome', data: { message: 'Welcome to Oche!' } })))
  })
  return { created: missing.map((account) => account.email) }
}
