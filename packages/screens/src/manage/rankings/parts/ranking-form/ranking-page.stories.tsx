import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import { expect } from 'storybook/test'
import { RankingPage } from './ranking-page'

const meta = {
  title: 'screens/Manage/Rankings/Form/Ranking page',
  component: RankingPage,
  parameters: { page: true, layout: 'fullscreen', pathname: '/manage/rankings/create' },
  args: {
    title: 'New ranking',
    description: 'Choose what counts and how many points each place earns.',
    children: <FormattedMessage id="manage.rankingForm.detailsTitle" defaultMessage="Ranking" />,
  },
} satisfies Meta<typeof RankingPage>

export default meta
type Story = StoryObj<typeof meta>

/** The page's title and description, its content, and the way back to the organiser's rankings. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New ranking' })).toBeVisible()
    await expect(canvas.getByText('Choose what counts and how many points each place earns.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Rankings' })).toHaveAttribute('href', '/manage/rankings')
    await expect(canvas.getByRole('main')).toHaveTextContent('Ranking')
  },
}

/** Buttons beside the title, as on a ranking's own page. */
export const WithActions: Story = {
  args: {
    title: 'Club order of merit',
    description: undefined,
    actions: (
      <Button variant="outline">
        <FormattedMessage id="manage.ranking.edit" defaultMessage="Edit ranking" />
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Club order of merit' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit ranking' })).toBeVisible()
  },
}
