import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionSiteFixture, mockError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteNewsScreen } from './site-news-screen'
import { articles, newsBase, newsItemApi, org, season, siteNewsHandlers } from './site-news.story-helpers'

const meta = {
  title: 'screens/Competition/Site news/Read',
  component: SiteNewsScreen,
  args: { org, season, slug: articles.winter },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${newsBase}/${articles.winter}`,
    msw: { handlers: siteNewsHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteNewsScreen>

export default meta
type Story = StoryObj<typeof meta>

const deleteCalls = recordRequests('delete', newsItemApi)

/** A published article as it reads: its state and date, author, cover and text, and where the public finds it. */
export const Published: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Winter break and the second half' }),
    ).toBeVisible()
    const article = within(canvas.getByRole('article'))
    await expect(article.getByText('Published', { exact: true })).toBeVisible()
    await expect(article.getByText('Written by Olly Organiser')).toBeVisible()
    await expect(article.getByRole('heading', { level: 2, name: 'Winter break' })).toBeVisible()
    await expect(article.getByRole('heading', { level: 3, name: 'Postponed matches' })).toBeVisible()
    await expect(article.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: /View on the public site/ })).toHaveAttribute(
      'href',
      `http://${competitionSiteFixture.host}/news/${articles.winter}`,
    )
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `${newsBase}/${articles.winter}/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute('href', newsBase)
  },
}

/** A draft: not on the public site, so no link to it. */
export const Draft: Story = {
  args: { slug: articles.draft },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New venue for the finals night' })).toBeVisible()
    await expect(canvas.getByText('Draft')).toBeVisible()
    await expect(canvas.getByText('Not on the public site')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /View on the public site/ })).not.toBeInTheDocument()
  },
}

/** Deleting asks first; then the article goes and the news list opens. */
export const Delete: Story = {
  parameters: { msw: { handlers: [deleteCalls.handler, ...siteNewsHandlers()] } },
  beforeEach: () => {
    deleteCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }))
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Delete “Winter break and the second half”?' }),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(deleteCalls.requests).toHaveLength(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete for good' }),
    )
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(newsBase))
    await expect(deleteCalls.requests).toHaveLength(1)
    await expect(await screen.findByText('“Winter break and the second half” is deleted')).toBeInTheDocument()
  },
}

/** A failed delete keeps the confirmation open and says what went wrong. */
export const DeleteFails: Story = {
  parameters: {
    msw: { handlers: [mockError('delete', newsItemApi, 500, { message: 'Server Error' }), ...siteNewsHandlers()] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete for good' }),
    )
    await expect(await screen.findByText('Server Error')).toBeInTheDocument()
    await expect(screen.getByRole('alertdialog')).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { slug: 'no-such-article' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This article cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the news' })).toHaveAttribute('href', newsBase)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({ content: 'loading' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the article')
  },
}

export const LoadError: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({ content: 'failing' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The article could not be loaded')
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  },
}
