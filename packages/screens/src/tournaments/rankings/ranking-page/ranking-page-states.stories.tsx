import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { RankingError, RankingLoading, RankingNotFound } from './ranking-page-states'

const retry = fn()

const meta = {
  title: 'screens/Rankings/Ranking page/States',
  component: RankingError,
  args: { onRetry: retry },
  beforeEach: () => {
    retry.mockClear()
  },
} satisfies Meta<typeof RankingError>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  render: () => <RankingLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the ranking')
  },
}

/** An unknown id and a private ranking look the same, with the way to the public rankings. */
export const NotFound: Story = {
  render: () => <RankingNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This ranking cannot be found' })).toBeVisible()
    await expect(canvas.getByText(/the ranking is private or was removed/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See all rankings' })).toHaveAttribute('href', '/rankings')
  },
}

/** Could not be loaded: said at once (an alert), with a way to try again. */
export const LoadError: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('The ranking could not be loaded')
    await expect(canvas.getByRole('heading', { level: 1, name: 'The ranking could not be loaded' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(retry).toHaveBeenCalledOnce()
  },
}
