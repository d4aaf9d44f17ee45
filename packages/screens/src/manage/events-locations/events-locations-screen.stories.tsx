import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createEventHandlers,
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
import { manageHandlers } from '../story-helpers/manage.story-helpers'
import { EventsLocationsScreen } from './events-locations-screen'

/** A fresh in-memory store of venues and events per story, before the default handlers. */
const venueHandlers = () => [...createEventHandlers(), ...manageHandlers()]

const meta = {
  title: 'screens/Manage/Events locations',
  component: EventsLocationsScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/manage/events-locations',
    msw: { handlers: venueHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof EventsLocationsScreen>

export default meta
type Story = StoryObj<typeof meta>

const venueTable = async () => within(await screen.findByRole('table', { name: 'Event locations' }))
const rowOf = async (name: string) => {
  const [cell] = await (await venueTable()).findAllByText(name)
  const row = cell?.closest('tr')
  if (!row) throw new Error(`No row for ${name}`)
  return within(row)
}
const chooseAction = async (name: string, action: string) => {
  const row = await rowOf(name)
  await userEvent.click(row.getByRole('button', { name: `Actions for ${name}` }))
  await userEvent.click(await screen.findByRole('menuitem', { name: action }))
}
const createCalls = recordRequests('post', '/event-locations')

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await venueTable()
    await expect(table.getAllByRole('row')).toHaveLength(4)
    await expect(canvas.getByRole('status')).toHaveTextContent('3 locations')
    const cafe = await rowOf('Café De Klokke')
    await expect(cafe.getByText('Kerkstraat 12')).toBeVisible()
    await expect(cafe.getByText('9000 Gent, België')).toBeVisible()
    // The map opens in a new tab, and the link says so to a screen reader (issue 27).
    const map = cafe.getByRole('link', { name: 'Map of Café De Klokke (opens in a new tab)' })
    await expect(map).toHaveAttribute('href', venueFixtures.cafe.map_url)
    await expect(map).toHaveAttribute('target', '_blank')
    await expect((await rowOf('Dartcentrum De Roos')).getByText('8')).toBeVisible()
    await expect((await rowOf('The Red Lion')).getByText('No map link')).toBeVisible()
  },
}

export const Create: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...venueHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a location' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a location' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Add the location' }))
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Fill in this field.'))
    await userEvent.type(dialog.getByLabelText('Name'), 'Sporthal De Pijl')
    await userEvent.type(dialog.getByLabelText('City'), 'Hasselt')
    await userEvent.type(dialog.getByLabelText('Map link (optional)'), 'maps of hasselt')
    await userEvent.click(dialog.getByRole('button', { name: 'Add the location' }))
    await waitFor(() =>
      expect(dialog.getByLabelText('Map link (optional)')).toHaveAccessibleDescription(
        /Enter a web address starting with https:\/\/, or leave it empty\./,
      ),
    )
    await userEvent.clear(dialog.getByLabelText('Map link (optional)'))
    await userEvent.clear(dialog.getByLabelText('Boards'))
    await userEvent.type(dialog.getByLabelText('Boards'), '12')
    await userEvent.click(dialog.getByRole('button', { name: 'Add the location' }))
    await expect(await screen.findByText('Sporthal De Pijl is added to your locations')).toBeInTheDocument()
    await expect(createCalls.requests[0]?.body).toMatchObject({
      name: 'Sporthal De Pijl',
      city: 'Hasselt',
      map_url: null,
      default_board_count: 12,
    })
    await expect((await rowOf('Sporthal De Pijl')).getByText('12')).toBeVisible()
  },
}

export const Edit: Story = {
  parameters: { msw: { handlers: venueHandlers() } },
  play: async () => {
    await chooseAction('The Red Lion', 'Edit')
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit The Red Lion' }))
    await expect(dialog.getByLabelText('Postcode')).toHaveValue('CT1 2AZ')
    await userEvent.clear(dialog.getByLabelText('Boards'))
    await userEvent.type(dialog.getByLabelText('Boards'), '3')
    await userEvent.type(
      dialog.getByLabelText('Map link (optional)'),
      'https://www.openstreetmap.org/#map=18/51.28/1.08',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText('The Red Lion is saved')).toBeInTheDocument()
    const row = await rowOf('The Red Lion')
    await expect(await row.findByText('3')).toBeVisible()
    await expect(row.getByRole('link', { name: 'Map of The Red Lion (opens in a new tab)' })).toBeVisible()
  },
}

/**
 * By keyboard, closing "Add a location" gives focus back to its button, and closing "Edit" (opened from a row's
 * menu) to that row's menu button, not to the top of the page (issue 27).
 */
export const FocusReturnsAfterTheDialog: Story = {
  parameters: { msw: { handlers: venueHandlers() } },
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', { name: 'Add a location' })
    add.focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Add a location' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(add).toHaveFocus())

    const actions = (await rowOf('The Red Lion')).getByRole('button', { name: 'Actions for The Red Lion' })
    actions.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Edit The Red Lion' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(actions).toHaveFocus())
  },
}

export const ValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', '/event-locations', { city: ['This city is not known in this country.'] }),
        ...venueHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a location' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a location' }))
    await userEvent.type(dialog.getByLabelText('Name'), 'Dartclub Bullseye')
    await userEvent.type(dialog.getByLabelText('City'), 'Atlantis')
    await userEvent.click(dialog.getByRole('button', { name: 'Add the location' }))
    const city = dialog.getByLabelText('City')
    await waitFor(() => expect(city).toHaveAccessibleDescription('This city is not known in this country.'))
    await expect(city).toHaveFocus()
    await expect(dialog.getByLabelText('Name')).toHaveValue('Dartclub Bullseye')
  },
}

export const DeleteInUseRefused: Story = {
  parameters: { msw: { handlers: venueHandlers() } },
  play: async ({ canvas }) => {
    await chooseAction('Café De Klokke', 'Delete')
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Café De Klokke?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Café De Klokke cannot be deleted')
    await expect(alert).toHaveTextContent('An event takes place at this location: move or delete the event first.')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(await rowOf('Café De Klokke')).toBeTruthy()
  },
}

export const DeleteUnused: Story = {
  parameters: { msw: { handlers: venueHandlers() } },
  play: async ({ canvas }) => {
    await chooseAction('The Red Lion', 'Delete')
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete The Red Lion?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(await screen.findByText('The Red Lion is deleted from your locations')).toBeInTheDocument()
    await waitFor(async () => expect((await venueTable()).queryByText('The Red Lion')).not.toBeInTheDocument())
    await expect(canvas.getByRole('status')).toHaveTextContent('2 locations')
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: [mockJson('get', '/event-locations', []), ...venueHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no event locations yet')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add your first location' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('No locations yet')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/event-locations'), ...venueHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your event locations')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/event-locations', 500, { message: 'Server Error' }), ...venueHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your event locations could not be loaded')
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: venueHandlers() } },
  play: async () => {
    const cafe = await rowOf('Café De Klokke')
    await expect(cafe.getByRole('link', { name: 'Map of Café De Klokke (opens in a new tab)' })).toBeVisible()
    await expect(cafe.getByRole('button', { name: 'Actions for Café De Klokke' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { msw: { handlers: venueHandlers() } },
  play: async () => {
    await expect((await rowOf('Dartcentrum De Roos')).getByText('Industrieweg 48')).toBeVisible()
  },
}
