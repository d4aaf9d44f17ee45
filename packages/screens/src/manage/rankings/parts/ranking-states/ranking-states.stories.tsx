import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RankingForbiddenState, RankingNotFoundState, RankingsForbiddenState } from './ranking-states'

const meta = {
  title: 'screens/Manage/Rankings/States',
  component: RankingNotFoundState,
} satisfies Meta<typeof RankingNotFoundState>

export default meta
type Story = StoryObj<typeof meta>

/** An unknown or deleted ranking: a way back to the organiser's rankings. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This ranking cannot be found' })).toBeVisible()
    await expect(canvas.getByText('The link may be mistyped, or the ranking was deleted.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your rankings' })).toHaveAttribute('href', '/manage/rankings')
  },
}

/** Someone else's public ranking: its public page first, then the way back. */
export const Forbidden: Story = {
  render: () => <RankingForbiddenState publicHref="/rankings/7a3f0c2e-1d4b-4c8a-9e1f-200000000001" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You do not manage this ranking' })).toBeVisible()
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Open the public page',
      'Go to your rankings',
    ])
    await expect(canvas.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      '/rankings/7a3f0c2e-1d4b-4c8a-9e1f-200000000001',
    )
  },
}

/** Someone else's ranking that is not public: no public page to offer. */
export const ForbiddenWithoutPublicPage: Story = {
  render: () => <RankingForbiddenState publicHref={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You do not manage this ranking' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Open the public page' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Go to your rankings' })).toBeVisible()
  },
}

/** An account that may not manage rankings at all is sent to the public ones. */
export const RankingsForbidden: Story = {
  render: () => <RankingsForbiddenState />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You cannot manage rankings' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the public rankings' })).toHaveAttribute('href', '/rankings')
  },
}
