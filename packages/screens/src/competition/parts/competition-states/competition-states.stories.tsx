import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CompetitionForbiddenState, CompetitionNotFoundState } from './competition-states'

const meta = {
  title: 'screens/Competition/Parts/Page states',
  component: CompetitionNotFoundState,
} satisfies Meta<typeof CompetitionNotFoundState>

export default meta
type Story = StoryObj<typeof meta>

/** A mistyped link or a deleted organisation or season: say so, and lead back to the user's organisations. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your organisations' })).toHaveAttribute('href', '/competition')
  },
}

/** No role in this organisation: who can give access, and the way back. */
export const Forbidden: Story = {
  render: () => <CompetitionForbiddenState />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
    await expect(canvas.getByText(/Ask one of its admins, or a super admin of Oche/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your organisations' })).toHaveAttribute('href', '/competition')
  },
}

/** In French, the way back keeps the language. */
export const ForbiddenInFrench: Story = {
  render: () => <CompetitionForbiddenState />,
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /organisations/i })).toHaveAttribute('href', '/fr/competition')
  },
}
