import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { availableTestDatabases } from '../test/test-databases'

const postgres = (await availableTestDatabases()).find((database) => database.kind === 'postgres')

describe.skipIf(!postgres)('createDatabase on PostgreSQL', () => {
  it('survives the server ending an idle connection, and reconnects for the next query', async () => {
    const database = await postgres!.open()
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client
      const client = await pool.connect()
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
      client.release()
      const admin = new pg.Client({ connectionString: pool.options.connectionString })
      await admin.connect()
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid])
      await admin.end()
      // Without a listener of its own, the pool's 'error' event would be thrown and end the process.
      await vi.waitFor(() => expect(pool.totalCount).toBe(0))
      expect(await database.serverVersion()).toMatch(/^\d+/)
    } finally {
      await database.close()
    }
  })
})
