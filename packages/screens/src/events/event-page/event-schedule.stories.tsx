import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { EventSchedule } from './event-schedule'
import { storyEvent } from './event.story-helpers'

const meta = {
  title: 'screens/Events/Event page/Event schedule',
  component: EventSchedule,
  decorators: [
    (Story) => (
      <div className="@container max-w-2xl">
        <Story />
      </div>
    ),
  ],
  args: { event: storyEvent, showZone: false },
} satisfies Meta<typeof EventSchedule>

export default meta
type Story = StoryObj<typeof meta>

/** The tournaments by start time, each with its status and a link to its pages. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const schedule = within(canvas.getByRole('region', { name: 'Schedule' }))
    const links = schedule.getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Saturday Night Darts #47',
      'Pairs Night at De Pijl',
      'Lille Knockout Cup',
      'Winter Open 2026',
    ])
    await expect(links[0]).toHaveAttribute('href', '/tournaments/7c0e0003-0000-4000-8000-000000000001')
    await expect(schedule.getByText('Upcoming')).toBeVisible()
    const times = [...canvasElement.querySelectorAll('[data-slot="schedule-tournament"] time')]
    await expect(times.map((time) => time.getAttribute('dateTime'))).toEqual(
      [...storyEvent.tournaments].map((each) => each.starts_at).sort(),
    )
    await userEvent.click(links[0]!)
  },
}

/** A viewer in another zone sees the zone named by the times. */
export const OtherTimeZone: Story = {
  args: { showZone: true },
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('[data-slot="schedule-tournament"] time')
    await expect(first?.textContent).toMatch(/CET|GMT\+1/)
  },
}

/** No tournaments linked yet. */
export const Empty: Story = {
  args: { event: { ...storyEvent, tournaments: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tournaments yet. The organiser adds them before the event.')).toBeVisible()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}
