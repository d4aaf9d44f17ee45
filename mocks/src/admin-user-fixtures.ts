import type { AdminUser, AuditLogEntry } from '@oche/api'
import { superAdminFixture, userFixture } from './fixtures'

/** The day the admin user fixtures are seen from: "recently active" means a token used in the 30 days before. */
export const adminUserFixtureNow = '2026-11-25T12:00:00.000Z'

const none = { organisations_managed: 0, tournaments_created: 0, matches_played: 0 }

/** The ids of the accounts in `adminUserFixtures`, for stories and tests that pick one. */
export const adminUserIds = {
  ada: superAdminFixture.id,
  olly: userFixture.id,
  lena: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e02',
  mia: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e03',
  bram: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e04',
  fleur: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e05',
  dieter: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e06',
  sam: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e07',
} as const

/**
 * The accounts the super admins' list starts with, as `GET /api/admin/users` answers them: the demo admin and
 * organiser, a league's admin, a busy player (mia), a blocked one (bram), one who never confirmed their address
 * nor signed in (fleur), one not seen for months (dieter) and a second super admin (sam).
 */
export const adminUserFixtures: AdminUser[] = [
  {
    id: adminUserIds.ada,
    name: superAdminFixture.name,
    email: superAdminFixture.email,
    langcode: 'en',
    is_super_admin: true,
    is_demo: true,
    blocked: false,
    blocked_at: null,
    email_verified: true,
    created_at: '2026-11-01T08:00:00.000Z',
    last_active_at: '2026-11-25T11:58:00.000Z',
    counts: none,
  },
  {
    id: adminUserIds.olly,
    name: userFixture.name,
    email: userFixture.email,
    langcode: 'en',
    is_super_admin: false,
    is_demo: true,
    blocked: false,
    blocked_at: null,
    email_verified: true,
    created_at: '2026-11-01T08:59:00.000Z',
    last_active_at: '2026-11-24T21:15:00.000Z',
    counts: { organisations_managed: 0, tournaments_created: 6, matches_played: 12 },
  },
  {
    id: adminUserIds.lena,
    name: 'Lena League',
    email: 'league@oche.test',
    langcode: 'nl',
    is_super_admin: false,
    is_demo: true,
    blocked: false,
    blocked_at: null,
    email_verified: true,
    created_at: '2026-11-01T09:10:00.000Z',
    last_active_at: '2026-11-19T20:40:00.000Z',
    counts: { organisations_managed: 1, tournaments_created: 0, matches_played: 3 },
  },
  {
    id: adminUserIds.mia,
    name: 'Mia Maximum',
    email: 'mia@oche.test',
    langcode: 'en',
    is_super_admin: false,
    is_demo: true,
    blocked: false,
    blocked_at: null,
    email_verified: true,
    created_at: '2026-11-02T17:30:00.000Z',
    last_active_at: '2026-11-25T10:05:00.000Z',
    counts: { organisations_managed: 0, tournaments_created: 0, matches_played: 48 },
  },
  {
    id: adminUserIds.bram,
    name: 'Bram Peeters',
    email: 'bram@oche.test',
    langcode: 'nl',
    is_super_admin: false,
    is_demo: true,
    blocked: true,
    blocked_at: '2026-11-22T14:00:00.000Z',
    email_verified: true,
    created_at: '2026-11-03T19:00:00.000Z',
    last_active_at: '2026-11-22T13:41:00.000Z',
    counts: { organisations_managed: 0, tournaments_created: 1, matches_played: 17 },
  },
  {
    id: adminUserIds.fleur,
    name: 'Fleur Jansen',
    email: 'fleur@oche.test',
    langcode: 'fr',
    is_super_admin: false,
    is_demo: true,
    blocked: false,
    blocked_at: null,
    email_verified: false,
    created_at: '2026-11-10T08:20:00.000Z',
    last_active_at: null,
    counts: none,
  },
  {
    id: adminUserIds.dieter,
    name: 'Dieter Müller',
    email: 'dieter@oche.test',
    langcode: 'de',
    is_super_admin: false,
    is_demo: true,
    blocked: false,
    blocked_at: null,
    email_verified: true,
    created_at: '2026-06-14T18:00:00.000Z',
    last_active_at: '2026-08-30T22:10:00.000Z',
    counts: { organisations_managed: 0, tournaments_created: 0, matches_played: 5 },
  },
  {
    id: adminUserIds.sam,
    name: 'Sam Support',
    email: 'sam@example.org',
    langcode: 'en',
    is_super_admin: true,
    is_demo: false,
    blocked: false,
    blocked_at: null,
    email_verified: true,
    created_at: '2026-11-05T10:00:00.000Z',
    last_active_at: '2026-11-21T09:00:00.000Z',
    counts: none,
  },
]

const ada = { id: adminUserIds.ada, name: superAdminFixture.name }

/** The audit log the mocks start with, newest first: Ada helped mia, blocked bram and set dieter's language. */
export const auditLogFixtures: AuditLogEntry[] = [
  {
    id: '7a0e3c1d-5b2f-4e8a-9c6d-1f2e3a4b5c04',
    action: 'user.blocked',
    actor: ada,
    acting_as: ada,
    target: { id: adminUserIds.bram, name: 'Bram Peeters' },
    at: '2026-11-22T14:00:00.000Z',
    before: null,
    after: null,
  },
  {
    id: '7a0e3c1d-5b2f-4e8a-9c6d-1f2e3a4b5c03',
    action: 'user.impersonationEnded',
    actor: ada,
    acting_as: { id: adminUserIds.mia, name: 'Mia Maximum' },
    target: { id: adminUserIds.mia, name: 'Mia Maximum' },
    at: '2026-11-21T10:20:00.000Z',
    before: null,
    after: null,
  },
  {
    id: '7a0e3c1d-5b2f-4e8a-9c6d-1f2e3a4b5c02',
    action: 'user.impersonated',
    actor: ada,
    acting_as: { id: adminUserIds.mia, name: 'Mia Maximum' },
    target: { id: adminUserIds.mia, name: 'Mia Maximum' },
    at: '2026-11-21T10:05:00.000Z',
    before: null,
    after: null,
  },
  {
    id: '7a0e3c1d-5b2f-4e8a-9c6d-1f2e3a4b5c01',
    action: 'user.updated',
    actor: ada,
    acting_as: ada,
    target: { id: adminUserIds.dieter, name: 'Dieter Müller' },
    at: '2026-11-12T16:45:00.000Z',
    before: { langcode: 'en' },
    after: { langcode: 'de' },
  },
]
