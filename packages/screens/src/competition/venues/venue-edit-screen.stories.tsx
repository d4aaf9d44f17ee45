import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { VenueEditScreen } from './venue-edit-screen'
import { addUnusedVenue, fixtureVenues, org, season, seasonBase, unusedVenue } from './venue.story-helpers'

const venuePath = '/competition/manage/organisations/:org/venues/:venue'
const { bullseye } = fixtureVenues

const meta = {
  title: 'screens/Competition/Venues/Edit',
  component: VenueEditScreen,
  args: { org, season, id: bullseye.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/locations/${bullseye.id}/edit`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, addUnusedVenue) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof VenueEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const updateCalls = recordRequests('patch', venuePath)
const deleteCalls = recordRequests('delete', venuePath)

/** The saved venue in the form; the admin changes its boards and nights and goes back to its page. */
export const SaveChanges: Story = {
  parameters: {
    msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' }, addUnusedVenue)] },
  },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Café Bullseye' })).toBeVisible()
    await expect(await canvas.findByLabelText('Name')).toHaveValue('Café Bullseye')
    await expect(canvas.getByLabelText('City')).toHaveValue('Gent')
    await expect(canvas.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Friday' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked()
    await userEvent.clear(canvas.getByLabelText('Boards'))
    await userEvent.type(canvas.getByLabelText('Boards'), '6')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Friday' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await screen.findByText('Café Bullseye is saved')).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`${seasonBase}/locations/${bullseye.id}`),
    )
    await expect(updateCalls.requests.at(-1)?.body).toMatchObject({ default_board_count: 6, weekdays: ['tuesday'] })
  },
}

export const ValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', venuePath, { default_board_count: ['Too many boards for this venue.'] }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const boards = await canvas.findByLabelText('Boards')
    await userEvent.clear(boards)
    await userEvent.type(boards, '150')
    await userEvent.type(canvas.getByLabelText('Street and number'), 'Vrijdagmarkt 1')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(boards).toHaveAccessibleDescription(expect.stringContaining('Too many boards')))
    await expect(boards).toHaveValue(150)
    await expect(canvas.getByLabelText('Street and number')).toHaveValue('Vrijdagmarkt 1')
  },
}

/** Teams play at home at the venue: the API refuses (409) and the page says why, in words. */
export const DeleteInUse: Story = {
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Delete venue' }))
    await expect(section.getByText('3 teams play at home here this season.')).toBeVisible()
    await userEvent.click(section.getByRole('button', { name: 'Delete this venue' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Café Bullseye?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }))
    await expect(
      await section.findByText(/^Café Bullseye cannot be deleted while it is in use: a team has it as its home venue/),
    ).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** A venue nobody uses goes, and the venue list opens. */
export const Delete: Story = {
  args: { id: unusedVenue.id },
  parameters: {
    msw: { handlers: [deleteCalls.handler, ...competitionHandlers({ organiserRole: 'admin' }, addUnusedVenue)] },
  },
  beforeEach: () => {
    deleteCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete this venue' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: `Delete ${unusedVenue.name}?` }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${seasonBase}/locations`))
    await expect(deleteCalls.requests).toHaveLength(1)
    await expect(await screen.findByText(`${unusedVenue.name} is deleted`)).toBeInTheDocument()
  },
}

/** Another failure keeps the confirmation open and says what went wrong. */
export const DeleteFails: Story = {
  args: { id: unusedVenue.id },
  parameters: {
    msw: {
      handlers: [
        mockError('delete', venuePath, 500, { message: 'Server Error' }),
        ...competitionHandlers({ organiserRole: 'admin' }, addUnusedVenue),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete this venue' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }))
    await expect(await screen.findByText('Server Error')).toBeInTheDocument()
    await expect(screen.getByRole('alertdialog')).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { id: '7c0a0006-0000-4000-8000-00000000dead' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This venue cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the venues' })).toHaveAttribute(
      'href',
      `${seasonBase}/locations`,
    )
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Delete venue' })).toBeVisible()
  },
}
