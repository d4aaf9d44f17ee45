import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { LiveBackLink } from './live-back-link'

const tournamentId = '7c0e0004-0000-4000-8000-000000000001'

const meta = {
  title: 'screens/Live/Live match/Back link',
  component: LiveBackLink,
  args: { tournamentId },
} satisfies Meta<typeof LiveBackLink>

export default meta
type Story = StoryObj<typeof meta>

/** A tournament's game leads back to its tournament. */
export const ToTheTournament: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to the tournament' })
    await expect(link).toHaveAttribute('href', `/tournaments/${tournamentId}`)
    // The live page has no app header: this link is how a keyboard user leaves it.
    await userEvent.tab()
    await expect(link).toHaveFocus()
  },
}

/** A match of its own leads home. */
export const Home: Story = {
  args: { tournamentId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}

/** In German, to the German tournament page. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', `/de/tournaments/${tournamentId}`)
  },
}
