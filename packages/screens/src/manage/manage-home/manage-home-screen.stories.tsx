import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createEventHandlers,
  eventFixtures,
  manageOverviewFixture,
  mockError,
  mockJson,
  mockPending,
  tournamentDetailFixtures,
  userFixture,
} from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { manageHandlers } from '../story-helpers/manage.story-helpers'
import { ManageHomeScreen } from './manage-home-screen'

/** The overview's tournaments and the fixtures' events, each from a fresh in-memory store. */
const homeHandlers = () => [...createEventHandlers(), ...manageHandlers()]

const meta = {
  title: 'screens/Manage/Home',
  component: ManageHomeScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/manage',
    msw: { handlers: homeHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof ManageHomeScreen>

export default meta
type Story = StoryObj<typeof meta>

const live = tournamentDetailFixtures.groupsRunning

export const Filled: Story = {
  play: async ({ canvas }) => {
    const liveNow = within(await canvas.findByRole('region', { name: 'Live now' }))
    await expect(liveNow.getAllByRole('listitem')).toHaveLength(manageOverviewFixture.live.length)
    await expect(liveNow.getByRole('link', { name: live.tournament.name })).toHaveAttribute(
      'href',
      `/manage/tournaments/${live.tournament.id}`,
    )
    const finished = live.games.filter((game) => game.state === 'finished' || game.state === 'walkover').length
    const total = live.games.filter((game) => game.state !== 'bye' && game.state !== 'notNeeded').length
    await expect(await liveNow.findByText(`${finished} of ${total} games played`)).toBeVisible()
    await expect(liveNow.getByRole('progressbar', { name: `Progress of ${live.tournament.name}` })).toHaveAttribute(
      'value',
      String(finished),
    )

    const attention = within(canvas.getByRole('region', { name: 'Needs attention' }))
    const checkIn = attention.getByRole('link', { name: /Winter Open 2026.*3 players have not checked in yet/ })
    await expect(checkIn).toHaveAttribute(
      'href',
      `/manage/tournaments/${tournamentDetailFixtures.draft.tournament.id}/players`,
    )
    await expect(attention.getByRole('link', { name: /Test: bracket try-out.*Ready for the draw/ })).toBeVisible()

    await expect(canvas.getByRole('region', { name: 'Coming up' })).toBeVisible()
    const recent = within(canvas.getByRole('region', { name: 'Finished in the last two weeks' }))
    await expect(recent.getByText(/Won by/)).toBeVisible()
    for (const [name, href] of [
      ['New tournament', '/manage/tournaments/create'],
      ['Participants', '/manage/participants'],
      ['Play a match', '/play'],
    ])
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href)
    // The quick actions and the events section both offer these two.
    for (const [name, href] of [
      ['New event', '/manage/events/create'],
      ['Locations', '/manage/events-locations'],
    ]) {
      const links = canvas.getAllByRole('link', { name })
      await expect(links).toHaveLength(2)
      for (const link of links) await expect(link).toHaveAttribute('href', href)
    }

    // Which of the fixture events is past depends on today's date, so only what each shows is checked.
    const events = within(canvas.getByRole('region', { name: 'Events' }))
    for (const event of [eventFixtures.upcoming, eventFixtures.past]) {
      await expect(await events.findByRole('heading', { name: event.name })).toBeVisible()
      await expect(events.getByRole('link', { name: `Boards of ${event.name}` })).toHaveAttribute(
        'href',
        `/manage/events/${event.id}/boards`,
      )
    }
  },
}

export const TieNeedsDecider: Story = {
  parameters: {
    msw: {
      handlers: [
        mockJson('get', '/manage/overview', {
          ...manageOverviewFixture,
          attention: [
            {
              kind: 'tieNeedsDecider',
              tournament_id: live.tournament.id,
              tournament_name: live.tournament.name,
              count: 1,
            },
          ],
        }),
        ...homeHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const attention = within(await canvas.findByRole('region', { name: 'Needs attention' }))
    await expect(attention.getByRole('link', { name: /A tie needs a decider/ })).toHaveAttribute(
      'href',
      `/manage/tournaments/${live.tournament.id}/play/groups`,
    )
  },
}

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mockJson('get', '/manage/overview', { upcoming: [], live: [], recent: [], attention: [] }),
        ...homeHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Run your first tournament')).toBeVisible()
    const events = within(canvas.getByRole('region', { name: 'Events' }))
    await expect(await events.findByRole('heading', { name: eventFixtures.upcoming.name })).toBeVisible()
  },
}

export const NothingNeedsAttention: Story = {
  parameters: {
    msw: {
      handlers: [mockJson('get', '/manage/overview', { ...manageOverviewFixture, attention: [] }), ...homeHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing needs you right now.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/manage/overview'), ...homeHandlers()] } },
  play: async ({ canvas }) => {
    // The events section loads beside it with a status of its own.
    await expect(canvas.getByText('Loading your tournaments')).toHaveAttribute('role', 'status')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/manage/overview', 500, { message: 'Server Error' }), ...homeHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your tournaments could not be loaded')
  },
}
