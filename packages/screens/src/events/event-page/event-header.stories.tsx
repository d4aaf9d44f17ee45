import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ConnectionIndicator } from '../../live/live-match/connection-indicator'
import { EventHeader } from './event-header'
import { storyEvent } from './event.story-helpers'

const visitorEvent = { ...storyEvent, can_manage: false }

const meta = {
  title: 'screens/Events/Event page/Event header',
  component: EventHeader,
  decorators: [
    (Story) => (
      <div className="@container">
        <Story />
      </div>
    ),
  ],
  args: { event: visitorEvent, showZone: false },
} satisfies Meta<typeof EventHeader>

export default meta
type Story = StoryObj<typeof meta>

const when = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="event-when"]') as HTMLElement

/** A visitor: name, when in the event's zone (Amsterdam, 16:30 to 00:30), where with a map link in a new tab. */
export const Visitor: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Brabant Open Night' })).toBeVisible()
    await expect(when(canvasElement)).toHaveAttribute('dateTime', storyEvent.starts_at)
    await expect(when(canvasElement).textContent).toMatch(/16:30.*00:30/)
    await expect(when(canvasElement).textContent).not.toMatch(/CET|GMT/)
    await expect(canvas.getByText('Dartcentrum De Roos')).toBeVisible()
    await expect(canvas.getByText('Industrieweg 48, 5145 PV Waalwijk, Nederland')).toBeVisible()
    const map = canvas.getByRole('link', { name: 'Open in a map (opens in a new tab)' })
    await expect(map).toHaveAttribute('target', '_blank')
    await expect(map.getAttribute('rel')).toContain('noopener')
    await expect(canvas.queryByRole('link', { name: 'Manage this event' })).not.toBeInTheDocument()
  },
}

/** A viewer whose clock reads otherwise: the event's zone is named. */
export const OtherTimeZone: Story = {
  args: { showZone: true },
  play: async ({ canvasElement }) => {
    await expect(when(canvasElement).textContent).toMatch(/CET|GMT\+1/)
  },
}

/** The organiser: ways to manage the event and its boards. */
export const Organiser: Story = {
  args: { event: storyEvent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Manage this event' })).toHaveAttribute(
      'href',
      `/manage/events/${storyEvent.id}/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'Boards and tablets' })).toHaveAttribute(
      'href',
      `/manage/events/${storyEvent.id}/boards`,
    )
  },
}

/** No venue chosen and no end time: the start alone, nothing about where. */
export const NoVenueNoEnd: Story = {
  args: { event: { ...visitorEvent, venue: null, ends_at: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="event-venue"]')).toBeNull()
    await expect(canvas.queryByRole('link', { name: /Open in a map/ })).not.toBeInTheDocument()
    await expect(when(canvasElement).textContent).toMatch(/16:30/)
    await expect(when(canvasElement).textContent).not.toMatch(/00:30/)
  },
}

/** A venue without a map link: the address alone. */
export const VenueWithoutMap: Story = {
  args: { event: { ...visitorEvent, venue: storyEvent.venue && { ...storyEvent.venue, map_url: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dartcentrum De Roos')).toBeVisible()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}

/** The page's live connection shows beside the name: here lost, the page trying again. */
export const WithConnection: Story = {
  args: { connection: <ConnectionIndicator connection="reconnecting" updatedAt={0} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Connection lost, reconnecting…')).toBeVisible()
  },
}
