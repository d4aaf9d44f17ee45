import type { EventDetail, EventListItem } from '@oche/api'
import { eventFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HomeEventCard } from './home-event-card'

/** An event as `GET /me/events` lists it. */
const listed = (
  { description: _description, tournaments: _tournaments, can_manage: _canManage, ...event }: EventDetail,
  counts: Pick<EventListItem, 'tournaments_count' | 'boards_count'>,
): EventListItem => ({ ...event, ...counts })

const upcoming = listed(eventFixtures.upcoming, { tournaments_count: 2, boards_count: 8 })

const meta = {
  title: 'screens/Manage/Home/Event card',
  component: HomeEventCard,
  args: { event: upcoming, timing: 'upcoming' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeEventCard>

export default meta
type Story = StoryObj<typeof meta>

/** An upcoming public event: when on its own clock, where, what it holds, and links named after it. */
export const Upcoming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Brabant Open Night' })).toBeVisible()
    await expect(canvas.getByText(/Sat, 21 Nov 2026, 19:30/)).toBeVisible()
    await expect(canvas.getByText('Dartcentrum De Roos, Waalwijk')).toBeVisible()
    await expect(canvas.getByText('2 tournaments · 8 boards')).toBeVisible()
    await expect(canvas.queryByText('Today')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Boards of Brabant Open Night' })).toHaveAttribute(
      'href',
      `/manage/events/${upcoming.id}/boards`,
    )
    await expect(canvas.getByRole('link', { name: 'Edit Brabant Open Night' })).toHaveAttribute(
      'href',
      `/manage/events/${upcoming.id}/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'Public page of Brabant Open Night' })).toHaveAttribute(
      'href',
      `/events/${upcoming.id}`,
    )
  },
}

/** On the day: a "Today" badge, and the boards' overview is the main action, first by keyboard. */
export const Today: Story = {
  args: { timing: 'today' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Today')).toBeVisible()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Boards of Brabant Open Night' })).toHaveFocus()
    await expect(canvas.getByRole('link', { name: 'Boards of Brabant Open Night' })).toHaveClass('bg-primary')
  },
}

/** A past unlisted event without an end or a location, with one tournament and one board. */
export const PastUnlisted: Story = {
  args: {
    event: { ...listed(eventFixtures.past, { tournaments_count: 1, boards_count: 1 }), venue: null },
    timing: 'past',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unlisted')).toBeVisible()
    await expect(canvas.getByText(/Sat, 17 Oct 2026, 20:00/)).toBeVisible()
    await expect(canvas.queryByText(/Café De Klokke/)).not.toBeInTheDocument()
    await expect(canvas.getByText('1 tournament · 1 board')).toBeVisible()
  },
}

/** A private event at a location without a town. */
export const Private: Story = {
  args: {
    event: {
      ...upcoming,
      visibility: 'private',
      venue: upcoming.venue ? { ...upcoming.venue, city: '' } : null,
      tournaments_count: 0,
      boards_count: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Private')).toBeVisible()
    await expect(canvas.getByText('Dartcentrum De Roos')).toBeVisible()
    await expect(canvas.getByText('0 tournaments · 0 boards')).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { timing: 'today' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('heading', { name: 'Brabant Open Night' })).toBeVisible()
  },
}
