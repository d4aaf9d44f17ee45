import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HomeScreen } from './home-screen'

const meta = {
  title: 'screens/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en' },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Next-level darts tournament platform' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Play a match' })).toHaveAttribute('href', '/play')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
}

export const Dutch: Story = {
  args: { locale: 'nl' },
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Het dartstoernooiplatform van het volgende niveau',
    )
    await expect(canvas.getByRole('link', { name: 'Speel een wedstrijd' })).toHaveAttribute('href', '/nl/play')
  },
}

export const German: Story = {
  args: { locale: 'de' },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ein Match spielen' })).toHaveAttribute('href', '/de/play')
  },
}
