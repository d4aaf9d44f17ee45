import type { Meta, StoryObj } from '@storybook/react-vite'
import { userFixture, withManySiteNews, withoutSiteContent, withScheduledSiteNews } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteNewsListScreen } from './site-news-list-screen'
import { articles, newsBase, org, season, seasonBase, siteNewsHandlers } from './site-news.story-helpers'

const meta = {
  title: 'screens/Competition/Site news/List',
  component: SiteNewsListScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: newsBase,
    msw: { handlers: siteNewsHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteNewsListScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The league's articles, the draft first: each with its state, when it shows and its cover. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    const list = within(await canvas.findByRole('list', { name: 'Articles' }))
    const rows = list.getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    await expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveTextContent('New venue for the finals night')
    await expect(within(rows[0] as HTMLElement).getByText('Draft')).toBeVisible()
    await expect(within(rows[0] as HTMLElement).getByText('Not on the public site')).toBeVisible()
    const winter = within(rows[1] as HTMLElement)
    await expect(winter.getByRole('link', { name: 'Winter break and the second half' })).toHaveAttribute(
      'href',
      `${newsBase}/${articles.winter}`,
    )
    await expect(winter.getByText('Published', { exact: true })).toBeVisible()
    await expect(winter.getByText(/^Published .*2026/)).toBeVisible()
    await expect(winter.getByText(/^The first half of the season is played/)).toBeVisible()
    await expect((rows[1] as HTMLElement).querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/files\/.+\/oche-winter\.png$/),
    )
    await expect(canvas.getByRole('link', { name: 'New article' })).toHaveAttribute('href', `${newsBase}/create`)
    const nav = within(canvas.getByRole('navigation', { name: 'Public site' }))
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', `${seasonBase}/site/settings`)
    await expect(nav.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', `${seasonBase}/site/documents`)
    await expect(nav.getByRole('link', { name: 'Board members' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/board-members`,
    )
  },
}

/** A published article whose moment is still to come: scheduled, with when it shows. */
export const Scheduled: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({}, (store) => withScheduledSiteNews(store)) } },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Articles' }))
    const scheduled = within(list.getAllByRole('listitem')[0] as HTMLElement)
    await expect(scheduled.getByText('Scheduled')).toBeVisible()
    await expect(scheduled.getByText(/^Shows from .*2026/)).toBeVisible()
  },
}

/** More articles than a page holds: the pages to move through. */
export const Paginated: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({}, (store) => withManySiteNews(store, 12)) } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Articles' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of articles' }))
    await userEvent.click(pages.getByRole('button', { name: 'Page 2' }))
    await expect(await canvas.findByRole('link', { name: 'League night report 12' })).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: 'Articles' })).getAllByRole('listitem')).toHaveLength(5)
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  },
}

/** No article yet: what news is for, and the way to write the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({}, withoutSiteContent) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No news yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Write the first article' })).toHaveAttribute(
      'href',
      `${newsBase}/create`,
    )
    await expect(canvas.queryByRole('link', { name: 'New article' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({ content: 'loading' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the news')
  },
}

export const LoadError: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({ content: 'failing' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The news could not be loaded')
  },
}

/** A captain of the league may not manage its site. */
export const Captain: Story = {
  parameters: { msw: { handlers: siteNewsHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Articles' })).not.toBeInTheDocument()
  },
}

/** In Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible()
    await expect(await canvas.findByText('Concept')).toBeVisible()
  },
}
