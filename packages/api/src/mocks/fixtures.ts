import type { Health } from '../schemas/health'
import type { Notification, User } from '../schemas/accounts'

export const healthFixture: Health = {
  status: 'ok',
  version: '0.1.0',
  database: 'pglite',
  databaseVersion: '17.5',
  uptimeSeconds: 42,
}

export const notificationFixtures: Notification[] = [
  {
    id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a01',
    type: 'match.called',
    data: { board: 3, opponent: 'Bram Bullseye' },
    read_at: null,
    created_at: '2026-11-14T19:05:00.000Z',
  },
  {
    id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a02',
    type: 'welcome',
    data: { message: 'Welcome to Oche!' },
    read_at: '2026-11-01T09:00:00.000Z',
    created_at: '2026-11-01T08:59:00.000Z',
  },
]

/** The demo organiser, as `GET /api/user` answers for them. */
export const userFixture: User = {
  id: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e01',
  name: 'Olly Organiser',
  email: 'organiser@oche.test',
  langcode: 'en',
  is_super_admin: false,
  email_verified_at: '2026-11-01T08:59:00.000Z',
  notifications: notificationFixtures,
}

export const superAdminFixture: User = {
  id: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e00',
  name: 'Ada Admin',
  email: 'admin@oche.test',
  langcode: 'en',
  is_super_admin: true,
  email_verified_at: '2026-11-01T08:00:00.000Z',
  notifications: [],
}

/** Tokens the mocks recognise; any other bearer token answers 401. */
export const mockTokens = {
  user: 'oche_mock-user-token',
  superAdmin: 'oche_mock-admin-token',
  impersonation: 'oche_mock-impersonation-token',
} as const
