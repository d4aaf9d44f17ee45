import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  boardFixtures,
  eventFixtures,
  mockError,
  mockJson,
  mockPending,
  mockValidationError,
  myTournamentsFixture,
  recordRequests,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { EventEditScreen } from './event-edit-screen'
import { eventFormHandlers } from './event-form.story-helpers'

const event = eventFixtures.upcoming
const eventPath = `/events/${event.id}`
const [played, other] = myTournamentsFixture.organising
if (!played || !other) throw new Error('The fixtures need two tournaments of the demo organiser')

/** The upcoming event with one of the organiser's tournaments played at it. */
const withTournament = () =>
  eventFormHandlers({
    events: [
      {
        event: {
          ...event,
          tournaments: [{ id: played.id, name: played.name, status: played.status, starts_at: played.starts_at }],
        },
        boards: boardFixtures.upcoming,
      },
    ],
  })

const meta = {
  title: 'screens/Manage/Event form/Edit',
  component: EventEditScreen,
  args: { id: event.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `/manage/events/${event.id}/edit`,
    msw: { handlers: withTournament() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof EventEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const updateCalls = recordRequests('patch', eventPath)
const deleteCalls = recordRequests('delete', eventPath)
const linkedList = () => within(screen.getByRole('list', { name: 'Tournaments at this event' }))

export const Filled: Story = {
  parameters: { msw: { handlers: withTournament() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: event.name })).toBeVisible()
    await expect(await canvas.findByLabelText('Name')).toHaveValue(event.name)
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-11-21')
    await expect(canvas.getByLabelText('Start time')).toHaveValue('19:30')
    await expect(canvas.getByLabelText('End time (optional)')).toHaveValue('00:30')
    await expect(canvas.getByLabelText('End date (optional)')).toHaveValue('')
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveDisplayValue('Europe/Amsterdam')
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Dartcentrum De Roos, Waalwijk')
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      'Changing the location leaves the event’s boards as they are.',
    )
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked()
    await expect(canvas.getByRole('link', { name: 'Boards and login codes' })).toHaveAttribute(
      'href',
      `/manage/events/${event.id}/boards`,
    )
    await expect(canvas.getByRole('link', { name: 'View the event page' })).toHaveAttribute(
      'href',
      `/events/${event.id}`,
    )
    await expect(linkedList().getByRole('link', { name: played.name })).toHaveAttribute(
      'href',
      `/manage/tournaments/${played.id}`,
    )
  },
}

export const SaveChanges: Story = {
  parameters: { msw: { handlers: [updateCalls.handler, ...withTournament()] } },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Brabant Open Night XL')
    await userEvent.type(canvas.getByLabelText('End date (optional)'), '2026-11-22')
    await userEvent.clear(canvas.getByLabelText('End time (optional)'))
    await userEvent.type(canvas.getByLabelText('End time (optional)'), '02:00')
    await userEvent.click(canvas.getByRole('radio', { name: 'Private' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await screen.findByText('Changes saved')).toBeInTheDocument()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brabant Open Night XL' })).toBeVisible()
    await expect(updateCalls.requests.at(-1)?.body).toMatchObject({
      name: 'Brabant Open Night XL',
      starts_at: '2026-11-21T19:30:00+01:00',
      ends_at: '2026-11-22T02:00:00+01:00',
      time_zone: 'Europe/Amsterdam',
      venue_id: event.venue?.id,
      visibility: 'private',
    })
  },
}

export const ValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', eventPath, { starts_at: ['The event cannot start in the past.'] }),
        ...withTournament(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Brabant Closing Night')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    const date = canvas.getByLabelText('Date')
    await waitFor(() => expect(date).toHaveAccessibleDescription('The event cannot start in the past.'))
    await expect(date).toHaveFocus()
    await expect(name).toHaveValue('Brabant Closing Night')
  },
}

export const LinkAndUnlink: Story = {
  parameters: { msw: { handlers: withTournament() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Tournaments at this event' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Name'), ' (unsaved)')
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Add one of your tournaments' }))
    await expect(screen.queryByRole('option', { name: played.name })).not.toBeInTheDocument()
    await userEvent.click(await screen.findByRole('option', { name: other.name }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add to the event' }))
    await expect(await screen.findByText(`${other.name} is added to this event`)).toBeInTheDocument()
    await expect(await linkedList().findByRole('link', { name: other.name })).toBeVisible()

    await userEvent.click(linkedList().getByRole('button', { name: `Remove ${played.name} from this event` }))
    await expect(await screen.findByText(`${played.name} is no longer at this event`)).toBeInTheDocument()
    await waitFor(() => expect(linkedList().queryByRole('link', { name: played.name })).not.toBeInTheDocument())
    await expect(linkedList().getAllByRole('listitem')).toHaveLength(1)
    await expect(canvas.getByLabelText('Name')).toHaveValue(`${event.name} (unsaved)`)
  },
}

/** The event on a given day, with no tournament yet: for the "another day" warning. */
const eventOn = (startsAt: string) =>
  eventFormHandlers({
    events: [
      { event: { ...event, starts_at: startsAt, ends_at: null, tournaments: [] }, boards: boardFixtures.upcoming },
    ],
  })
const daysAfter = (instant: string, days: number) => new Date(Date.parse(instant) + days * 86_400_000).toISOString()

/** Choosing a tournament dated another day than the event warns before it is added (it can still be added). */
export const OtherDayWarning: Story = {
  parameters: { msw: { handlers: eventOn(daysAfter(other.starts_at, 3)) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Add one of your tournaments' }))
    await userEvent.click(await screen.findByRole('option', { name: other.name }))
    const warning = await canvas.findByText(new RegExp(`^${other.name} starts on .*, not on the day of the event`))
    await expect(warning).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add to the event' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Add to the event' }))
    const list = await screen.findByRole('list', { name: 'Tournaments at this event' })
    const added = await within(list).findByRole('listitem')
    await expect(within(added).getByText('Another day than the event')).toBeVisible()
  },
}

/** A tournament on the event's day is added without a warning. */
export const SameDayNoWarning: Story = {
  parameters: { msw: { handlers: eventOn(other.starts_at) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Add one of your tournaments' }))
    await userEvent.click(await screen.findByRole('option', { name: other.name }))
    await expect(canvas.getByRole('button', { name: 'Add to the event' })).toBeEnabled()
    await expect(canvas.queryByText(/not on the day of the event/)).toBeNull()
  },
}

export const NoTournaments: Story = {
  parameters: { msw: { handlers: eventFormHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tournaments are played here yet.')).toBeVisible()
    await expect(await canvas.findByRole('combobox', { name: 'Add one of your tournaments' })).toBeVisible()
  },
}

export const Delete: Story = {
  parameters: { msw: { handlers: [deleteCalls.handler, ...withTournament()] } },
  beforeEach: () => {
    deleteCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete this event' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: `Delete ${event.name}?` }))
    await expect(dialog.getByText(/Its tournament stays, without an event\./)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent('/manage'))
    await expect(deleteCalls.requests).toHaveLength(1)
    await expect(await screen.findByText(`${event.name} is deleted`)).toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', eventPath), ...withTournament()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the event')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible()
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', eventPath, 500, { message: 'Server Error' }), ...withTournament()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The event could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This event cannot be found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your organiser home' })).toHaveAttribute('href', '/manage')
  },
}

export const Forbidden: Story = {
  parameters: {
    msw: { handlers: [mockJson('get', eventPath, { ...event, can_manage: false }), ...withTournament()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not organise this event')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      `/events/${event.id}`,
    )
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Delete this event' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: `Remove ${played.name} from this event` })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Tournaments at this event' })).toBeVisible()
  },
}
