import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { tournamentEntries, tournaments } from '../../db/schema/index'
import { availableTestDatabases } from '../../test/test-databases'
import { createSignedInUser } from '../../test/test-users'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { deleteExpiredTestTournaments, startTestTournamentCleanup } from './delete-expired-test-tournaments'
import { defaultPhase, defaultStandings } from './tournament-settings'

const databases = await availableTestDatabases()

describe.each(databases)('deleting expired test tournaments on $kind', ({ open }) => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await open()
    // Migrating a fresh PGlite takes a while on a busy machine.
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function insertTournament(input: {
    organisationId: string
    userId: string
    name: string
    expiresAt: Date | null
  }) {
    const [row] = await database.db
      .insert(tournaments)
      .values({
        organisationId: input.organisationId,
        createdBy: input.userId,
        name: input.name,
        type: 'singles',
        isTest: input.expiresAt !== null,
        expiresAt: input.expiresAt,
        colour: 'blue',
        startsAt: new Date('2030-01-01T19:00:00Z'),
        visibility: 'public',
        format: { kind: 'knockout', third_place: false },
        phases: { knockout: defaultPhase('knockout') },
        standings: defaultStandings(),
      })
      .returning()
    if (!row) throw new Error('not inserted')
    return row
  }

  it('deletes the test tournaments whose time is over, with their entries, and keeps the others', async () => {
    const { user } = await createSignedInUser(database.db)
    const organisationId = await ensurePersonalOrganisation(database.db, user)
    const now = new Date('2030-01-02T12:00:00Z')
    const expired = await insertTournament({
      organisationId,
      userId: user.id,
      name: 'expired',
      expiresAt: new Date(now.getTime() - 1),
    })
    const due = await insertTournament({ organisationId, userId: user.id, name: 'due', expiresAt: now })
    const running = await insertTournament({
      organisationId,
      userId: user.id,
      name: 'running',
      expiresAt: new Date(now.getTime() + 1000),
    })
    const real = await insertTournament({ organisationId, userId: user.id, name: 'real', expiresAt: null })
    await database.db.insert(tournamentEntries).values({ tournamentId: expired.id, name: 'Mia' })
    expect(await deleteExpiredTestTournaments(database.db, now)).toBe(2)
    const left = await database.db.select({ id: tournaments.id }).from(tournaments)
    expect(left.map((row) => row.id).sort()).toEqual([running.id, real.id].sort())
    expect(left.map((row) => row.id)).not.toContain(due.id)
    expect(
      await database.db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, expired.id)),
    ).toEqual([])
    expect(await deleteExpiredTestTournaments(database.db, now)).toBe(0)
  })

  it('runs at once when started and stops cleanly', async () => {
    const { user } = await createSignedInUser(database.db)
    const organisationId = await ensurePersonalOrganisation(database.db, user)
    const expired = await insertTournament({
      organisationId,
      userId: user.id,
      name: 'old',
      expiresAt: new Date(Date.now() - 1000),
    })
    const cleanup = startTestTournamentCleanup(database.db, pino({ level: 'silent' }))
    await cleanup.stop()
    expect(await database.db.select().from(tournaments).where(eq(tournaments.id, expired.id))).toEqual([])
  })
})
