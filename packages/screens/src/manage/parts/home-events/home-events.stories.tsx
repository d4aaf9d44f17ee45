import type { Meta, StoryObj } from '@storybook/react-vite'
import type { EventDetail } from '@oche/api'
import {
  boardFixtures,
  createEventHandlers,
  createTournamentStore,
  eventFixtures,
  mockPending,
  tournamentDetailFixtures,
  tournamentFixtureNow,
  userFixture,
} from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { manageHandlers } from '../../story-helpers/manage.story-helpers'
import { HomeEvents } from './home-events'

const { groupsRunning } = tournamentDetailFixtures

/** A club night on the fixtures' "now" (Saturday 14 November 2026, 21:30 in Waalwijk), with a tournament running. */
const tonight: EventDetail = {
  ...eventFixtures.upcoming,
  id: '7e2f3b51-8c4e-4a1f-8b72-1e3c9f5d2b11',
  name: 'Waalwijk Club Night',
  starts_at: '2026-11-14T18:00:00.000Z',
  ends_at: '2026-11-14T22:30:00.000Z',
  tournaments: [
    {
      id: groupsRunning.tournament.id,
      name: groupsRunning.tournament.name,
      status: groupsRunning.tournament.status,
      starts_at: groupsRunning.tournament.starts_at,
    },
  ],
}

/** Tonight's six boards, under ids of their own. */
const tonightBoards = boardFixtures.upcoming
  .slice(0, 6)
  .map((board, index) => ({ ...board, id: `9a3b4c62-1d5f-4b20-8c83-0011${String(index + 1).padStart(8, '0')}` }))

/** Older evenings at the Belgian café: with the fixtures' October one, four past events. */
const pastEvening = (id: number, name: string, startsAt: string, visibility: EventDetail['visibility']) => ({
  event: {
    ...eventFixtures.past,
    id: `7e2f3b51-8c4e-4a1f-8b72-1e3c9f5d2b${String(20 + id)}`,
    name,
    starts_at: startsAt,
    visibility,
  } satisfies EventDetail,
  boards: [],
})
const september = pastEvening(1, 'Klokke Cup, September', '2026-09-19T17:00:00.000Z', 'public')
const august = pastEvening(2, 'Klokke Cup, August', '2026-08-15T17:00:00.000Z', 'private')
const july = pastEvening(3, 'Klokke Summer Cup', '2026-07-18T17:00:00.000Z', 'public')

/** Today's, an upcoming and four past events, before the default handlers. */
const filledHandlers = () => [
  ...createEventHandlers({
    tournaments: createTournamentStore(),
    events: [
      { event: tonight, boards: tonightBoards },
      { event: eventFixtures.upcoming, boards: boardFixtures.upcoming },
      { event: eventFixtures.past, boards: boardFixtures.past },
      september,
      august,
      july,
    ],
  }),
  ...manageHandlers(),
]

const meta = {
  title: 'screens/Manage/Home/Events',
  component: HomeEvents,
  args: { now: new Date(tournamentFixtureNow) },
  parameters: { page: true, user: userFixture, pathname: '/manage', msw: { handlers: filledHandlers() } },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof HomeEvents>

export default meta
type Story = StoryObj<typeof meta>

const section = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Events' }))

export const Filled: Story = {
  parameters: { msw: { handlers: filledHandlers() } },
  play: async ({ canvas }) => {
    const events = await section(canvas)
    await expect(events.getByRole('link', { name: 'New event' })).toHaveAttribute('href', '/manage/events/create')
    await expect(events.getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/manage/events-locations')

    const comingUp = within(await events.findByRole('group', { name: 'Today and coming up' }))
    const [first, second] = comingUp.getAllByRole('listitem')
    if (!first || !second) throw new Error('Expected two events today and coming up')
    const today = within(first)
    await expect(today.getByRole('heading', { name: tonight.name })).toBeVisible()
    await expect(today.getByText('Today')).toBeVisible()
    // 18:00 UTC is 19:00 on the event's clock in Amsterdam.
    await expect(today.getByText(/Sat, 14 Nov 2026, 19:00.{1,3}23:30/)).toBeVisible()
    await expect(today.getByText('Dartcentrum De Roos, Waalwijk')).toBeVisible()
    await expect(today.getByText('1 tournament · 6 boards')).toBeVisible()
    const boards = today.getByRole('link', { name: `Boards of ${tonight.name}` })
    await expect(boards).toHaveAttribute('href', `/manage/events/${tonight.id}/boards`)
    await expect(boards).toHaveAttribute('data-variant', 'primary')
    await expect(today.getByRole('link', { name: `Edit ${tonight.name}` })).toHaveAttribute(
      'href',
      `/manage/events/${tonight.id}/edit`,
    )
    await expect(today.getByRole('link', { name: `Public page of ${tonight.name}` })).toHaveAttribute(
      'href',
      `/events/${tonight.id}`,
    )

    const next = within(second)
    const upcoming = eventFixtures.upcoming
    await expect(next.getByRole('heading', { name: upcoming.name })).toBeVisible()
    await expect(next.queryByText('Today')).not.toBeInTheDocument()
    await expect(next.getByText('0 tournaments · 8 boards')).toBeVisible()
    await expect(next.getByRole('link', { name: `Boards of ${upcoming.name}` })).toHaveAttribute(
      'data-variant',
      'outline',
    )

    const past = within(events.getByRole('group', { name: 'Past events' }))
    await expect(past.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      eventFixtures.past.name,
      september.event.name,
      august.event.name,
    ])
    await expect(past.getByText('Unlisted')).toBeVisible()
    await expect(past.getByText('Private')).toBeVisible()
    // 18:00 UTC on 17 October is 20:00 in Brussels (summer time).
    await expect(past.getByText(/Sat, 17 Oct 2026, 20:00/)).toBeVisible()
  },
}

export const ShowPastEvents: Story = {
  parameters: { msw: { handlers: filledHandlers() } },
  play: async ({ canvas }) => {
    const events = await section(canvas)
    const past = within(await events.findByRole('group', { name: 'Past events' }))
    await expect(past.getAllByRole('listitem')).toHaveLength(3)
    await expect(past.queryByRole('heading', { name: july.event.name })).not.toBeInTheDocument()

    const show = past.getByRole('button', { name: 'Show past events' })
    await expect(show).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(show)
    await expect(past.getAllByRole('listitem')).toHaveLength(4)
    await expect(past.getByRole('heading', { name: july.event.name })).toBeVisible()
    await expect(past.getByRole('link', { name: `Edit ${july.event.name}` })).toHaveAttribute(
      'href',
      `/manage/events/${july.event.id}/edit`,
    )
    const fewer = past.getByRole('button', { name: 'Show fewer past events' })
    await expect(fewer).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(fewer)
    await expect(past.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const FixtureEvents: Story = {
  parameters: { msw: { handlers: [...createEventHandlers(), ...manageHandlers()] } },
  play: async ({ canvas }) => {
    const events = await section(canvas)
    const comingUp = within(await events.findByRole('group', { name: 'Today and coming up' }))
    await expect(comingUp.getByRole('heading', { name: eventFixtures.upcoming.name })).toBeVisible()
    await expect(comingUp.getByText('0 tournaments · 8 boards')).toBeVisible()
    const past = within(events.getByRole('group', { name: 'Past events' }))
    await expect(past.getByRole('heading', { name: eventFixtures.past.name })).toBeVisible()
    await expect(past.queryByRole('button', { name: 'Show past events' })).not.toBeInTheDocument()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: [...createEventHandlers({ events: [] }), ...manageHandlers()] } },
  play: async ({ canvas }) => {
    const events = await section(canvas)
    await expect(await events.findByText(/An event is a darts evening at one of your venues/)).toBeVisible()
    await expect(events.getByRole('link', { name: 'Create your first event' })).toHaveAttribute(
      'href',
      '/manage/events/create',
    )
    await expect(events.getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/manage/events-locations')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/me/events'), ...filledHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your events')
  },
}

/** The server fails until the organiser tries again (a handler of its own per run, not a one-off MSW handler). */
let eventsFail = true

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/me/events', () =>
          eventsFail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
        ),
        ...filledHandlers(),
      ],
    },
  },
  beforeEach: () => {
    eventsFail = true
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Your events could not be loaded')
    eventsFail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const events = await section(canvas)
    await expect(await events.findByRole('heading', { name: tonight.name })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: filledHandlers() } },
  play: async ({ canvas }) => {
    const events = await section(canvas)
    const boards = await events.findByRole('link', { name: `Boards of ${tonight.name}` })
    await expect(boards).toBeVisible()
    await expect(events.getByRole('button', { name: 'Show past events' })).toBeVisible()
  },
}
