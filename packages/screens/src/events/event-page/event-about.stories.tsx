import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { EventAbout } from './event-about'
import { storyEvent } from './event.story-helpers'

const meta = {
  title: 'screens/Events/Event page/Event about',
  component: EventAbout,
  args: { description: storyEvent.description },
} satisfies Meta<typeof EventAbout>

export default meta
type Story = StoryObj<typeof meta>

/** The organiser's text under its heading, its line breaks kept. */
export const WithDescription: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'About this event' })).toBeVisible()
    const description = canvasElement.querySelector('[data-slot="event-description"]') as HTMLElement
    await expect(description.textContent).toBe(storyEvent.description)
    await expect(getComputedStyle(description).whiteSpace).toBe('pre-line')
  },
}

/** Markup in the description is shown as text, never run. */
export const PlainTextOnly: Story = {
  args: { description: '<b>Bring your own darts</b>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<b>Bring your own darts</b>')).toBeVisible()
    await expect(canvasElement.querySelector('b')).toBeNull()
  },
}

/** No description (or only blanks): no section at all. */
export const Empty: Story = {
  args: { description: '  \n ' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'About this event' })).not.toBeInTheDocument()
  },
}
