import type { Meta, StoryObj } from '@storybook/react-vite'
import { eventFixtures } from '@oche/mocks'
import { expect } from 'storybook/test'
import { BoardQrCode } from './board-qr-code'

const eventId = eventFixtures.upcoming.id

const meta = {
  title: 'screens/Tablet/Board tablet/Board QR code',
  component: BoardQrCode,
  args: { eventId, boardNumber: 2 },
} satisfies Meta<typeof BoardQrCode>

export default meta
type Story = StoryObj<typeof meta>

const qrCode = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="qr-code"]') as HTMLElement

/** A phone scanning it opens the event's page, where this board's games are followed live. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Scan to follow this board live' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'QR code that follows board 2 live on your phone' })).toBeVisible()
    await expect(qrCode(canvasElement).dataset.url).toBe(`${location.origin}/events/${eventId}`)
  },
}

/** In another language, the link opens the event page in that language. */
export const InDutch: Story = {
  globals: { locale: 'nl' },
  args: { boardNumber: 5 },
  play: async ({ canvasElement }) => {
    await expect(qrCode(canvasElement).dataset.url).toBe(`${location.origin}/nl/events/${eventId}`)
    await expect(canvasElement.querySelector('svg')).not.toBeNull()
  },
}
