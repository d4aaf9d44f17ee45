import { eventFixtures, venueFixtures, venueListFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { withEventFormSection, type EventFormSectionStoryParameters } from './event-form-section.story-helpers'
import { VenueSection } from './venue-section'

const meta = {
  title: 'screens/Manage/Event form/Venue section',
  component: VenueSection,
  decorators: [withEventFormSection],
  args: { venues: venueListFixture, mode: 'create' },
} satisfies Meta<typeof VenueSection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()
const location = () => screen.getByRole('combobox', { name: 'Location' })

/** A new event without a location: it starts without boards. */
export const NoLocation: Story = {
  play: async ({ canvas }) => {
    await expect(location()).toHaveTextContent('No location')
    await expect(location()).toHaveAccessibleDescription(
      'Without a location the event starts without boards; you can add them on its boards page.',
    )
    await expect(canvas.getByRole('link', { name: 'Add or change your locations' })).toHaveAttribute(
      'href',
      '/manage/events-locations',
    )
  },
}

/** Choosing a location tells how many boards the event starts with. */
export const ChooseLocation: Story = {
  parameters: { eventForm: { onValid: checked } satisfies EventFormSectionStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await userEvent.click(location())
    await expect(await screen.findAllByRole('option')).toHaveLength(venueListFixture.length + 1)
    await userEvent.click(screen.getByRole('option', { name: 'The Red Lion, Canterbury' }))
    await expect(location()).toHaveAccessibleDescription('The event starts with 2 boards, as set for this location.')
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({ venue_id: venueFixtures.pub.id })
  },
}

/** A location without boards set. */
export const LocationWithoutBoards: Story = {
  args: { venues: [{ ...venueFixtures.cafe, default_board_count: 0 }] },
  parameters: { eventForm: { values: { venue_id: venueFixtures.cafe.id } } satisfies EventFormSectionStoryParameters },
  play: async () => {
    await expect(location()).toHaveTextContent('Café De Klokke, Gent')
    await expect(location()).toHaveAccessibleDescription(
      'This location has no boards set, so the event starts without boards.',
    )
  },
}

/** Editing: the saved location is offered though it was removed from the list; the boards stay as they are. */
export const EditRemovedLocation: Story = {
  args: {
    mode: 'edit',
    venues: [venueFixtures.cafe, venueFixtures.pub],
    savedVenue: eventFixtures.upcoming.venue,
  },
  parameters: {
    eventForm: { values: { venue_id: venueFixtures.centre.id } } satisfies EventFormSectionStoryParameters,
  },
  play: async () => {
    await expect(location()).toHaveTextContent('Dartcentrum De Roos, Waalwijk')
    await expect(location()).toHaveAccessibleDescription('Changing the location leaves the event’s boards as they are.')
    await userEvent.click(location())
    await expect(await screen.findAllByRole('option')).toHaveLength(4)
    await userEvent.keyboard('{Escape}')
  },
}

/** No locations yet: a link to add the first. */
export const NoVenues: Story = {
  args: { venues: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Add your first location' })).toHaveAttribute(
      'href',
      '/manage/events-locations',
    )
  },
}

/** The server refused the location: its message is on the field. */
export const ServerError: Story = {
  parameters: {
    eventForm: { errors: { venue_id: 'This location no longer exists.' } } satisfies EventFormSectionStoryParameters,
  },
  play: async () => {
    await waitFor(() => expect(location()).toHaveAccessibleDescription(/This location no longer exists\./))
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Where' })).toBeVisible()
  },
}
