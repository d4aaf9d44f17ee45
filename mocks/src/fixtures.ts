import {
  TABLET_OFFLINE_NOTIFICATION,
  type ConfirmedChange,
  type Health,
  type Notification,
  type OutboxMessage,
  type TabletOfflineNotificationData,
  type User,
} from '@oche/api'

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

/** An organiser's invitation to link one of their participants to the signed-in account, not answered yet. */
export const linkInvitationNotificationFixture: Notification = {
  id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a03',
  type: 'participant.linkInvitation',
  data: {
    participant_id: '5a1d0c3e-7f3b-4c6d-8e9f-000000000099',
    participant_name: 'Olly O.',
    organiser_name: 'Sanne de Vries',
  },
  read_at: null,
  created_at: '2026-11-15T18:30:00.000Z',
}

/**
 * What an organiser hears when a board's tablet goes offline during a game (issue 23): on an event's board (link to
 * the event's boards) and on a league venue's board (link to the league match).
 */
export const tabletOfflineNotificationFixtures = {
  event: {
    id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a31',
    type: TABLET_OFFLINE_NOTIFICATION,
    data: {
      place: 'event',
      name: 'Brabant Open Night',
      event_id: '7e2f3b51-8c4e-4a1f-8b72-1e3c9f5d2b01',
      tournament_name: 'Singles',
      game_id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a41',
      board_number: 3,
      board_name: '',
      players: ['Pia Player', 'Gus Guest'],
      last_seen_at: '2026-11-21T20:11:20.000Z',
      device_id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a51',
    } satisfies TabletOfflineNotificationData,
    read_at: null,
    created_at: '2026-11-21T20:12:20.000Z',
  },
  venue: {
    id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a32',
    type: TABLET_OFFLINE_NOTIFICATION,
    data: {
      place: 'venue',
      name: 'The Arrows – Bull Busters',
      venue_name: 'De Gouden Pijl',
      organisation_slug: 'kempen-dartsbond',
      season_slug: '2026-27',
      match_slug: 'the-arrows-bull-busters',
      game: 2,
      board_number: 1,
      board_name: 'By the bar',
      players: ['Captain Cas', 'Captain Otto'],
      last_seen_at: '2026-11-19T20:40:00.000Z',
      device_id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a52',
    } satisfies TabletOfflineNotificationData,
    read_at: '2026-11-19T20:45:00.000Z',
    created_at: '2026-11-19T20:41:00.000Z',
  },
} satisfies Record<string, Notification>

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

/** The tokens of the mocked e-mail links: the mocks accept these and answer 422 on `token` for any other. */
export const mockLinkTokens = {
  passwordReset: 'mock-password-reset-token',
  nameChange: 'mock-name-change-token',
  emailChange: 'mock-email-change-token',
  emailChangeUndo: 'mock-email-change-undo-token',
} as const

/** What the mocked confirm routes answer: the organiser after the change. */
export const confirmedNameChangeFixture: ConfirmedChange = { name: 'Olly the Organiser', email: userFixture.email }
export const confirmedEmailChangeFixture: ConfirmedChange = { name: userFixture.name, email: 'olly@example.com' }
/** What the mocked undo route answers: the organiser back on their old address. */
export const undoneEmailChangeFixture: ConfirmedChange = { name: userFixture.name, email: userFixture.email }

function outboxText(greeting: string, intro: string, label: string, url: string, outro: string): string {
  return [greeting, intro, `${label}:\n${url}`, outro, 'See you at the oche,\nOche'].join('\n\n')
}

const resetUrl = `http://localhost:3000/auth/reset-password?token=${mockLinkTokens.passwordReset}`
const nameChangeUrl = `http://localhost:3000/confirm-name-change?token=${mockLinkTokens.nameChange}`
const emailChangeUrl = `http://localhost:3000/confirm-email-change?token=${mockLinkTokens.emailChange}`

/** The local outbox (`GET /api/dev/outbox`), newest first, with one message of each kind. */
export const outboxFixtures: OutboxMessage[] = [
  {
    id: '3c9e1f2a-5b7d-4e8f-9a1b-2c3d4e5f6a03',
    to: 'olly@example.com',
    subject: 'Confirm your new e-mail address on Oche',
    text: outboxText(
      'Hello Olly Organiser,',
      'You asked to use olly@example.com for your Oche account. Confirm that this address is yours with this link:',
      'Confirm my e-mail address',
      emailChangeUrl,
      'The link expires in 24 hours. Until you confirm, you keep signing in with your current address.',
    ),
    html: null,
    links: [emailChangeUrl],
    created_at: '2026-11-14T19:12:00.000Z',
  },
  {
    id: '3c9e1f2a-5b7d-4e8f-9a1b-2c3d4e5f6a02',
    to: userFixture.email,
    subject: 'Confirm your new name on Oche',
    text: outboxText(
      'Hello Olly Organiser,',
      'You asked to change the name on your Oche account to “Olly the Organiser”. Confirm it with this link:',
      'Confirm my new name',
      nameChangeUrl,
      'The link expires in 24 hours.',
    ),
    html: null,
    links: [nameChangeUrl],
    created_at: '2026-11-14T19:11:00.000Z',
  },
  {
    id: '3c9e1f2a-5b7d-4e8f-9a1b-2c3d4e5f6a01',
    to: userFixture.email,
    subject: 'Reset your Oche password',
    text: outboxText(
      'Hello Olly Organiser,',
      'Someone asked to reset the password of your Oche account. If that was you, choose a new password with this link:',
      'Choose a new password',
      resetUrl,
      'The link works once and expires in 60 minutes.',
    ),
    html: null,
    links: [resetUrl],
    created_at: '2026-11-14T19:10:00.000Z',
  },
]
