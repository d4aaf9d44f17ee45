import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availableTestDatabases } from '../test/test-databases'
import type { DatabaseHandle } from './database'
import { reusableQuery, setPlaceholder } from './reusable-query'
import { users } from './schema/index'

const userByEmail = reusableQuery((db) =>
  db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare(''),
)
const rename = reusableQuery((db) =>
  db
    .update(users)
    .set({ name: setPlaceholder(users.name, 'name'), updatedAt: setPlaceholder(users.updatedAt, 'at') })
    .where(eq(users.email, sql.placeholder('email')))
    .returning({ name: users.name, updatedAt: users.updatedAt })
    .prepare(''),
)

async function addUser(database: DatabaseHandle, email: string, name: string) {
  await database.db.insert(users).values({ email, name, passwordHash: 'not-a-hash' })
}

describe.each(await availableTestDatabases())('reusableQuery on $kind', (testDatabase) => {
  let first: DatabaseHandle
  let second: DatabaseHandle
  beforeAll(async () => {
    ;[first, second] = await Promise.all([testDatabase.open(), testDatabase.open()])
    await addUser(first, 'mia@example.test', 'Mia in the first')
    await addUser(second, 'mia@example.test', 'Mia in the second')
  })
  afterAll(async () => {
    await Promise.all([first.close(), second.close()])
  })

  it('sends the query built once on the database each caller gives', async () => {
    expect(await userByEmail(first.db).execute({ email: 'mia@example.test' })).toEqual([{ name: 'Mia in the first' }])
    expect(await userByEmail(second.db).execute({ email: 'mia@example.test' })).toEqual([{ name: 'Mia in the second' }])
  })

  it('runs inside the caller’s transaction: it sees and writes what the transaction has not committed', async () => {
    const at = new Date('2026-11-27T20:00:00.000Z')
    const seen = await first.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'bram@example.test', name: 'Bram', passwordHash: 'not-a-hash' })
      const [renamed] = await rename(tx).execute({ email: 'bram@example.test', name: 'Bram de Vries', at })
      const read = await userByEmail(tx).execute({ email: 'bram@example.test' })
      // Outside the transaction, nothing of it yet (PGlite has one connection: a read outside would wait for this).
      const outside =
        testDatabase.kind === 'postgres' ? await userByEmail(first.db).execute({ email: 'bram@example.test' }) : []
      return { renamed, read, outside }
    })
    // The placeholders were written as their columns write values: the time comes back as the same instant.
    expect(seen.renamed).toEqual({ name: 'Bram de Vries', updatedAt: at })
    expect(seen.read).toEqual([{ name: 'Bram de Vries' }])
    expect(seen.outside).toEqual([])
    expect(await userByEmail(first.db).execute({ email: 'bram@example.test' })).toEqual([{ name: 'Bram de Vries' }])
  })

  it('writes nothing when the caller’s transaction rolls back', async () => {
    await expect(
      first.db.transaction(async (tx) => {
        await rename(tx).execute({ email: 'mia@example.test', name: 'Nobody', at: new Date() })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await userByEmail(first.db).execute({ email: 'mia@example.test' })).toEqual([{ name: 'Mia in the first' }])
  })
})
