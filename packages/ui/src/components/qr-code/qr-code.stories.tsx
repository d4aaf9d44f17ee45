import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { QRCode, qrCodeDefaults } from './qr-code'

const meta = {
  title: 'ui/QRCode',
  component: QRCode,
  args: {
    value: 'https://oche.example/boards/4/join?code=T20D16',
    'aria-label': 'QR code to join board 4',
  },
} satisfies Meta<typeof QRCode>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(qrCodeDefaults).toEqual({ size: 300, level: 'Q', marginSize: 0 })
    const code = canvas.getByRole('img', { name: 'QR code to join board 4' })
    await expect(code).toHaveAttribute('width', '300')
    await expect(code).toHaveAttribute('height', '300')
    await expect(code).toHaveAttribute('data-level', 'Q')
    // No margin: the code's own view box starts at the first module.
    await expect(code.getAttribute('viewBox')?.startsWith('0 0 ')).toBe(true)
  },
}

export const WithCaption: Story = {
  args: { caption: 'Scan with your phone to score board 4 · code T20D16' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Scan with your phone to score board 4 · code T20D16' })
    await expect(figure).toContainElement(canvas.getByRole('img', { name: 'QR code to join board 4' }))
  },
}

export const Small: Story = {
  args: { size: 160, caption: 'Board 4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code to join board 4' })).toHaveAttribute('width', '160')
  },
}

export const DarkMode: Story = {
  globals: { theme: 'dark' },
  args: { caption: 'Still dark modules on white in dark mode' },
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="qr-code-frame"]')
    if (!frame) throw new Error('missing frame')
    await expect(getComputedStyle(frame).backgroundColor).toMatch(/^(rgb\(255, 255, 255\)|oklch\(1 0 0\))$/)
    await expect(getComputedStyle(frame).color).toMatch(/^(rgb\(0, 0, 0\)|oklch\(0 0 0\))$/)
    await expect(canvas.getByRole('img')).toBeVisible()
  },
}
