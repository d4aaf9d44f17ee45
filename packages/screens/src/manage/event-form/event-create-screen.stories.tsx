import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  mockError,
  mockJson,
  mockPending,
  mockValidationError,
  recordRequests,
  userFixture,
  venueFixtures,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { EventCreateScreen } from './event-create-screen'
import { eventFormHandlers } from './event-form.story-helpers'

const meta = {
  title: 'screens/Manage/Event form/Create',
  component: EventCreateScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/manage/events/create',
    msw: { handlers: eventFormHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof EventCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', '/events')

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

const fillEvening = async () => {
  await userEvent.type(await screen.findByLabelText('Name'), 'Friday darts night')
  await userEvent.clear(screen.getByLabelText('Date'))
  await userEvent.type(screen.getByLabelText('Date'), '2026-12-04')
  await userEvent.clear(screen.getByLabelText('Start time'))
  await userEvent.type(screen.getByLabelText('Start time'), '19:30')
  await userEvent.type(screen.getByLabelText('End time (optional)'), '01:00')
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Brussels')
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible()
    for (const name of ['Event', 'When', 'Where', 'Visibility'])
      await expect(await canvas.findByRole('region', { name })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveDisplayValue(
      new Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll('_', ' '),
    )
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveTextContent('No location')
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      'Without a location the event starts without boards; you can add them on its boards page.',
    )
    await expect(canvas.getByRole('link', { name: 'Add or change your locations' })).toHaveAttribute(
      'href',
      '/manage/events-locations',
    )
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked()
  },
}

export const FillAndSubmit: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...eventFormHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await fillEvening()
    await userEvent.type(canvas.getByLabelText('Description (optional)'), 'Singles, then pairs.')
    await userEvent.click(canvas.getByRole('radio', { name: 'Unlisted' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))

    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(/\/manage\/events\/.+\/edit/))
    await expect(await screen.findByText('Friday darts night is created')).toBeInTheDocument()
    await expect(createCalls.requests.at(-1)?.body).toEqual({
      name: 'Friday darts night',
      starts_at: '2026-12-04T19:30:00+01:00',
      ends_at: '2026-12-05T01:00:00+01:00',
      time_zone: 'Europe/Brussels',
      venue_id: null,
      description: 'Singles, then pairs.',
      visibility: 'unlisted',
    })
  },
}

export const CreateSuccess: Story = {
  parameters: { msw: { handlers: eventFormHandlers() } },
  play: async ({ canvas }) => {
    await fillEvening()
    await choose('Location', 'Dartcentrum De Roos, Waalwijk')
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      'The event starts with 8 boards, as set for this location.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))

    const success = await canvas.findByRole('status')
    await expect(success).toHaveTextContent('Friday darts night is created')
    await expect(success).toHaveTextContent('8 boards were created from the location’s settings.')
    const codes = within(canvas.getByRole('table', { name: 'Login codes' }))
    await expect(codes.getAllByRole('row')).toHaveLength(venueFixtures.centre.default_board_count + 1)
    await expect(codes.getByText('Board 1')).toBeVisible()
    await expect(codes.getAllByText(/^[A-HJ-NP-Z2-9]{3} [A-HJ-NP-Z2-9]{3}$/)).toHaveLength(8)
    const boardsLink = canvas.getByRole('link', { name: 'Go to the boards' })
    await expect(boardsLink.getAttribute('href')).toMatch(/^\/manage\/events\/[0-9a-f-]{36}\/boards$/)
    await expect(canvas.getByRole('link', { name: 'Add tournaments to the event' })).toHaveAttribute(
      'href',
      boardsLink.getAttribute('href')?.replace(/boards$/, 'edit'),
    )
    await expect(canvas.getByRole('button', { name: 'Print the codes' })).toBeVisible()
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

export const ValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', '/events', { ends_at: ['The event must end after it starts.'] }),
        ...eventFormHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create event' }))
    const name = canvas.getByLabelText('Name')
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Fill in this field\./))
    await fillEvening()
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    const end = canvas.getByLabelText('End time (optional)')
    await waitFor(() => expect(end).toHaveAccessibleDescription(/The event must end after it starts\./))
    await expect(end).toHaveFocus()
    await expect(name).toHaveValue('Friday darts night')
    await expect(end).toHaveValue('01:00')
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveDisplayValue('Europe/Brussels')
  },
}

export const EndBeforeStart: Story = {
  play: async ({ canvas }) => {
    await fillEvening()
    await userEvent.type(canvas.getByLabelText('End date (optional)'), '2026-12-03')
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('End time (optional)')).toHaveAccessibleDescription(
        /The event must end after it starts\./,
      ),
    )
  },
}

export const NoVenues: Story = {
  parameters: { msw: { handlers: [mockJson('get', '/event-locations', []), ...eventFormHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Add your first location' })).toHaveAttribute(
      'href',
      '/manage/events-locations',
    )
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/event-locations'), ...eventFormHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your locations')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/event-locations', 500, { message: 'Server Error' }), ...eventFormHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your locations could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Create event' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'When' })).toBeVisible()
  },
}
