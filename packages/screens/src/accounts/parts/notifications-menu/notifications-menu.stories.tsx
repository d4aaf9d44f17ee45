import { realtimeChannels, realtimeEvents } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  handlers,
  linkInvitationNotificationFixture,
  mockJson,
  mockPending,
  notificationFixtures,
  recordRequests,
  tabletOfflineNotificationFixtures,
  userFixture,
} from '@oche/mocks'
import { createMockRealtime } from '@oche/realtime'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { NotificationsMenu } from './notifications-menu'

const meta = {
  title: 'screens/Accounts/NotificationsMenu',
  component: NotificationsMenu,
  parameters: { page: true, user: userFixture },
} satisfies Meta<typeof NotificationsMenu>

export default meta
type Story = StoryObj<typeof meta>

const [unread, read] = notificationFixtures
const readCalls = recordRequests('post', '/notifications/:id/read')

export const WithUnread: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 1 unread' })
    await expect(bell).toHaveTextContent('1')
    await userEvent.click(bell)
    await expect(await screen.findByRole('menuitem', { name: /Your match is called to board 3/ })).toBeVisible()
    await expect(screen.getByRole('menuitem', { name: /Welcome to Oche!/ })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{Escape}')
  },
}

export const MarkOneRead: Story = {
  parameters: {
    msw: {
      handlers: [
        readCalls.handler,
        // After the call the list answers with everything read, as the server would.
        mockJson('post', `/notifications/${unread?.id}/read`, { ...unread, read_at: '2026-11-14T19:06:00.000Z' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 unread' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /Your match is called/ }))
    await waitFor(() => expect(readCalls.requests).toHaveLength(1))
    await expect(readCalls.requests[0]?.url).toContain(`/api/notifications/${unread?.id}/read`)
    await userEvent.keyboard('{Escape}')
  },
}

export const AllRead: Story = {
  parameters: {
    msw: { handlers: [mockJson('get', '/notifications', [{ ...unread, read_at: read?.read_at }, read]), ...handlers] },
  },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications' })
    await waitFor(() => expect(bell.querySelector('[data-slot="notifications-unread-count"]')).toBeNull())
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: [mockJson('get', '/notifications', []), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }))
    await expect(await screen.findByRole('menuitem', { name: 'No notifications yet.' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/notifications'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }))
    await expect(await screen.findByRole('menuitem', { name: 'Loading notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await userEvent.keyboard('{Escape}')
  },
}

export const SignedOut: Story = {
  parameters: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument()
  },
}

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 non lue' }))
    await expect(await screen.findByRole('menuitem', { name: /Bienvenue sur Oche/ })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

const invitation = linkInvitationNotificationFixture
const answerCalls = recordRequests('post', '/link-invitations/:id/:answer')
const withInvitation = (notifications: unknown[]) => ({
  msw: {
    handlers: [answerCalls.handler, mockJson('get', '/notifications', [...notifications, read]), ...handlers],
  },
})

export const InvitationAccepted: Story = {
  parameters: withInvitation([invitation]),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 unread' }))
    const group = await screen.findByRole('group', { name: 'Invitation' })
    await expect(group).toHaveTextContent('Sanne de Vries invites you to link the player “Olly O.” to your account')
    await userEvent.click(screen.getByRole('menuitem', { name: 'Accept' }))
    await expect(await screen.findByText('Linked: its tournaments now show on your profile')).toBeInTheDocument()
    await expect(answerCalls.requests.at(-1)?.url).toContain(
      `/api/link-invitations/${String(invitation.data.participant_id)}/accept`,
    )
    await userEvent.keyboard('{Escape}')
  },
}

export const InvitationDeclined: Story = {
  parameters: withInvitation([invitation]),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 unread' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Decline' }))
    await expect(await screen.findByText('Invitation declined')).toBeInTheDocument()
    await expect(answerCalls.requests.at(-1)?.url).toContain('/decline')
    await userEvent.keyboard('{Escape}')
  },
}

export const InvitationNoLongerOpen: Story = {
  parameters: withInvitation([
    { ...invitation, data: { ...invitation.data, participant_id: '5a1d0c3e-7f3b-4c6d-8e9f-0000000000aa' } },
  ]),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 unread' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Accept' }))
    await expect(await screen.findByText('This invitation is no longer open.')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
  },
}

export const InvitationAnswered: Story = {
  parameters: withInvitation([
    { ...invitation, read_at: '2026-11-15T18:40:00.000Z', data: { ...invitation.data, answer: 'accepted' } },
  ]),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }))
    await expect(
      await screen.findByRole('menuitem', { name: /You linked “Olly O.” of Sanne de Vries to your account/ }),
    ).toBeVisible()
    await expect(screen.queryByRole('menuitem', { name: 'Accept' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
  },
}

const live = createMockRealtime()
let announced = false

export const InvitationArrivesLive: Story = {
  parameters: {
    realtime: live,
    msw: {
      handlers: [
        // Nothing until the server announces the invitation on the user's private channel.
        http.get('*/api/notifications', () => HttpResponse.json(announced ? [invitation, read] : [read])),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    announced = false
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }))
    await expect(await screen.findByRole('menuitem', { name: /Welcome to Oche!/ })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(live.subscribedChannels()).toContain(realtimeChannels.user(userFixture.id)))
    announced = true
    live.emit(realtimeChannels.user(userFixture.id), realtimeEvents.notificationCreated, invitation)
    await expect(await canvas.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible()
  },
}

const adminInvitation = {
  id: '5d0f2a3c-7b1e-4c9a-9f0e-2b6d8a4c1e71',
  type: 'organisation.adminInvitation',
  data: { invitation_id: '9a7c3e15-2f4b-4d6a-8e1c-5b3f7d9a2c64', organisation_name: 'Kempen Dartsbond' },
  read_at: null,
  created_at: '2026-11-20T19:30:00.000Z',
}
const organisationAnswers = recordRequests('post', '/organisation-invitations/:id/:answer')

/** A super admin invited the user to run a league: they accept in the menu, and hear where to find it. */
export const OrganisationInvitationAccepted: Story = {
  parameters: {
    msw: {
      handlers: [
        organisationAnswers.handler,
        http.post('*/api/organisation-invitations/:id/:answer', () => new HttpResponse(null, { status: 204 })),
        mockJson('get', '/notifications', [adminInvitation, read]),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 unread' }))
    const group = await screen.findByRole('group', { name: 'Invitation' })
    await expect(group).toHaveTextContent(
      'You are invited to run the league organisation Kempen Dartsbond as its admin',
    )
    await userEvent.click(screen.getByRole('menuitem', { name: 'Accept' }))
    await expect(
      await screen.findByText('You are an admin of Kempen Dartsbond now: it is under Your leagues'),
    ).toBeInTheDocument()
    await expect(organisationAnswers.requests.at(-1)?.url).toContain(
      `/api/organisation-invitations/${adminInvitation.data.invitation_id}/accept`,
    )
    await userEvent.keyboard('{Escape}')
  },
}

/** What a player hears about their own tournament games (issue 23), as the server words them. */
const tournamentNews = [
  {
    id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a21',
    type: 'match.called',
    data: { tournament_id: 't1', tournament_name: 'Monday Knockout', game_id: 'g1', board: '5' },
    read_at: null,
    created_at: '2026-11-16T20:12:00.000Z',
  },
  {
    id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a22',
    type: 'result.corrected',
    data: { tournament_id: 't1', tournament_name: 'Monday Knockout', home: 'Pia', away: 'Gus', result: '2–3' },
    read_at: null,
    created_at: '2026-11-16T20:10:00.000Z',
  },
  {
    id: '6f1c8f9e-2f43-4c35-9a53-0d3f1b7d8a23',
    type: 'tournament.entered',
    data: { tournament_id: 't1', tournament_name: 'Monday Knockout' },
    read_at: null,
    created_at: '2026-11-16T18:00:00.000Z',
  },
]

export const TournamentGames: Story = {
  parameters: { msw: { handlers: [mockJson('get', '/notifications', tournamentNews), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }))
    await expect(
      await screen.findByRole('menuitem', { name: /Monday Knockout: your game is called to board 5/ }),
    ).toBeVisible()
    await expect(
      screen.getByRole('menuitem', { name: /Monday Knockout: the result of your game was corrected to Pia 2–3 Gus/ }),
    ).toBeVisible()
    await expect(screen.getByRole('menuitem', { name: /You are entered in Monday Knockout/ })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

export const TournamentGamesDutch: Story = {
  globals: { locale: 'nl' },
  parameters: { msw: { handlers: [mockJson('get', '/notifications', tournamentNews), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Meldingen/ }))
    await expect(
      await screen.findByRole('menuitem', { name: /Monday Knockout: je partij wordt opgeroepen naar bord 5/ }),
    ).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

/** What an organiser hears when a board's tablet goes offline during a game (issue 23), with where to look. */
const tabletNews = [tabletOfflineNotificationFixtures.event, tabletOfflineNotificationFixtures.venue, read]
const tabletReadCalls = recordRequests('post', '/notifications/:id/read')

export const TabletOffline: Story = {
  parameters: {
    msw: {
      handlers: [
        tabletReadCalls.handler,
        mockJson('post', `/notifications/${tabletOfflineNotificationFixtures.event.id}/read`, {
          ...tabletOfflineNotificationFixtures.event,
          read_at: '2026-11-21T20:13:00.000Z',
        }),
        mockJson('get', '/notifications', tabletNews),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 unread' }))
    await expect(
      await screen.findByRole('menuitem', {
        name: /Brabant Open Night: the tablet on board 3 went offline during Pia Player – Gus Guest/,
      }),
    ).toBeVisible()
    await expect(
      screen.getByRole('menuitem', {
        name: /The Arrows – Bull Busters: the tablet on board 1 went offline during Captain Cas – Captain Otto/,
      }),
    ).toBeVisible()
    await expect(screen.getByRole('menuitem', { name: 'Open the league match' })).toHaveAttribute(
      'href',
      expect.stringContaining('/competition/kempen-dartsbond/season/2026-27/matches/the-arrows-bull-busters'),
    )
    const boards = screen.getByRole('menuitem', { name: 'Open the event’s boards' })
    await expect(boards).toHaveAttribute(
      'href',
      expect.stringContaining(`/manage/events/${String(tabletOfflineNotificationFixtures.event.data.event_id)}/boards`),
    )
    // Following the link marks the notification read.
    await userEvent.click(boards)
    await waitFor(() => expect(tabletReadCalls.requests).toHaveLength(1))
    await expect(tabletReadCalls.requests[0]?.url).toContain(
      `/api/notifications/${tabletOfflineNotificationFixtures.event.id}/read`,
    )
  },
}

export const TabletOfflineGerman: Story = {
  globals: { locale: 'de' },
  parameters: { msw: { handlers: [mockJson('get', '/notifications', tabletNews), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }))
    await expect(
      await screen.findByRole('menuitem', {
        name: /Brabant Open Night: Das Tablet an Board 3 ist während Pia Player – Gus Guest offline gegangen/,
      }),
    ).toBeVisible()
    await expect(screen.getByRole('menuitem', { name: 'Boards der Veranstaltung öffnen' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}
