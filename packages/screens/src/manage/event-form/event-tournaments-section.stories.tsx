import type { EventDetail } from '@oche/api'
import { eventFixtures, mockJson, mockPending, myTournamentsFixture, recordRequests, userFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { EventTournamentsSection } from './event-tournaments-section'
import { eventFormHandlers } from './event-form.story-helpers'

const [played, other] = myTournamentsFixture.organising
if (!played || !other) throw new Error('The fixtures need two tournaments of the demo organiser')

const atEvent = (...tournaments: (typeof played)[]): EventDetail => ({
  ...eventFixtures.upcoming,
  tournaments: tournaments.map(({ id, name, status, starts_at }) => ({ id, name, status, starts_at })),
})

const eventPath = `/events/${eventFixtures.upcoming.id}`
const linkCalls = recordRequests('post', `${eventPath}/tournaments/:tournamentId`)
const unlinkCalls = recordRequests('delete', `${eventPath}/tournaments/:tournamentId`)
const handlersAt = (event: EventDetail) => eventFormHandlers({ events: [{ event, boards: [] }] })

const meta = {
  title: 'screens/Manage/Event form/Tournaments section',
  component: EventTournamentsSection,
  args: { event: atEvent(played) },
  parameters: {
    page: true,
    user: userFixture,
    pathname: `/manage/events/${eventFixtures.upcoming.id}/edit`,
    msw: { handlers: [linkCalls.handler, unlinkCalls.handler, ...handlersAt(atEvent(played))] },
  },
  beforeEach: () => {
    linkCalls.requests.length = 0
    unlinkCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof EventTournamentsSection>

export default meta
type Story = StoryObj<typeof meta>

const linked = () => within(screen.getByRole('list', { name: 'Tournaments at this event' }))

/** One tournament played here; another of the organiser's is added from the list. */
export const AddTournament: Story = {
  play: async ({ canvas }) => {
    await expect(linked().getByRole('link', { name: played.name })).toHaveAttribute(
      'href',
      `/manage/tournaments/${played.id}`,
    )
    const picker = await canvas.findByRole('combobox', { name: 'Add one of your tournaments' })
    await expect(canvas.getByRole('button', { name: 'Add to the event' })).toBeDisabled()
    await userEvent.click(picker)
    await expect(screen.queryByRole('option', { name: played.name })).not.toBeInTheDocument()
    await userEvent.click(await screen.findByRole('option', { name: other.name }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add to the event' }))
    await expect(await screen.findByText(`${other.name} is added to this event`)).toBeInTheDocument()
    await expect(linkCalls.requests.at(-1)?.url).toMatch(new RegExp(`/tournaments/${other.id}$`))
  },
}

/** Taking a tournament out of the event. */
export const RemoveTournament: Story = {
  play: async () => {
    await userEvent.click(linked().getByRole('button', { name: `Remove ${played.name} from this event` }))
    await expect(await screen.findByText(`${played.name} is no longer at this event`)).toBeInTheDocument()
    await expect(unlinkCalls.requests.at(-1)?.url).toMatch(new RegExp(`/tournaments/${played.id}$`))
  },
}

/** No tournaments at the event yet. */
export const NoTournaments: Story = {
  args: { event: atEvent() },
  parameters: { msw: { handlers: handlersAt(atEvent()) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tournaments are played here yet.')).toBeVisible()
    await expect(await canvas.findByRole('combobox', { name: 'Add one of your tournaments' })).toBeVisible()
  },
}

/** Every tournament of the organiser is here already. */
export const AllLinked: Story = {
  args: { event: atEvent(...myTournamentsFixture.organising) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('All your tournaments are at this event.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create a tournament' })).toHaveAttribute(
      'href',
      '/manage/tournaments/create',
    )
  },
}

/** The organiser has no tournaments at all yet. */
export const NoOwnTournaments: Story = {
  args: { event: atEvent() },
  parameters: {
    msw: { handlers: [mockJson('get', '/me/tournaments', { organising: [], playing: [] }), ...handlersAt(atEvent())] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no tournaments yet.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/me/tournaments'), ...handlersAt(atEvent(played))] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your tournaments…')
  },
}

/** The organiser's tournaments could not be loaded: trying again loads them. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/me/tournaments', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), {
          once: true,
        }),
        ...handlersAt(atEvent(played)),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your tournaments could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Add one of your tournaments' })).toBeVisible())
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Tournaments at this event' })).toBeVisible()
  },
}

/** German on a 320 px phone: the picker and its long "add" button stay on the screen. */
export const PhoneInGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', { name: 'Zur Veranstaltung hinzufügen' })
    await expect(add.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
