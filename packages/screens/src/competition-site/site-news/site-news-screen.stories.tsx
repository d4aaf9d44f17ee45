import { siteContentFixtureSlugs, withHiddenSitePage, withManySiteNews, withoutSiteContent } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { siteStory } from '../parts/site-page/site-page.story-helpers'
import { SiteNewsScreen } from './site-news-screen'
import { siteContentBroken, siteContentPending, siteContentStory } from './site-content.story-helpers'

const meta = {
  title: 'screens/Competition site/News',
  component: SiteNewsScreen,
  args: {},
  parameters: siteStory('/news'),
} satisfies Meta<typeof SiteNewsScreen>

export default meta
type Story = StoryObj<typeof meta>

const articles = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="news-card"]')]

/**
 * The league's two published articles, newest first, each with its title to the article, its date and excerpt (the
 * newest with its cover); the draft is not there. A visitor opens the newest from the list.
 */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    const winter = await canvas.findByRole('link', { name: 'Winter break and the second half' })
    const cards = articles(canvasElement)
    await expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Winter break and the second half',
      'Cup draw on Friday',
    ])
    await expect(canvas.queryByText('New venue for the finals night')).not.toBeInTheDocument()
    // The newest has a cover; both say when they came out, and what they are about.
    await expect(cards[0]?.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^\/api\/files\//))
    await expect(cards[1]?.querySelector('img')).toBeNull()
    for (const card of cards) await expect(card.querySelector('time')).toHaveAttribute('datetime')
    await expect(within(cards[0] as HTMLElement).getByText(/^The first half of the season is played/)).toBeVisible()
    // No pages with two articles.
    await expect(canvas.queryByRole('navigation', { name: 'Pages of the news' })).not.toBeInTheDocument()
    const nav = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')

    await expect(winter).toHaveAttribute('href', `/news/${siteContentFixtureSlugs.winter}`)
    await userEvent.click(winter)
  },
}

/** Many articles: ten a page, and a link to the older ones. */
export const Pages: Story = {
  parameters: siteContentStory('/news', (store) => withManySiteNews(store, 25)),
  play: async ({ canvas, canvasElement }) => {
    const pages = await canvas.findByRole('navigation', { name: 'Pages of the news' })
    await expect(articles(canvasElement)).toHaveLength(10)
    await expect(within(pages).getByText('Page 1 of 3')).toBeVisible()
    await expect(within(pages).queryByRole('link', { name: /Newer articles/ })).not.toBeInTheDocument()
    await expect(within(pages).getByRole('link', { name: /Older articles/ })).toHaveAttribute('href', '/news?page=2')
  },
}

/** The second page (`?page=2`): links to the newer and the older articles. */
export const SecondPage: Story = {
  args: { searchParams: { page: '2' } },
  parameters: siteContentStory('/news', (store) => withManySiteNews(store, 25)),
  play: async ({ canvas, canvasElement }) => {
    const pages = await canvas.findByRole('navigation', { name: 'Pages of the news' })
    await expect(within(pages).getByText('Page 2 of 3')).toBeVisible()
    await expect(articles(canvasElement)).toHaveLength(10)
    await expect(within(pages).getByRole('link', { name: /Newer articles/ })).toHaveAttribute('href', '/news')
    await expect(within(pages).getByRole('link', { name: /Older articles/ })).toHaveAttribute('href', '/news?page=3')
  },
}

/** A page past the last one is not there. */
export const PastTheLastPage: Story = {
  args: { searchParams: { page: '9' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The news has no page 9' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    // Not a page of the news: the menu marks nothing as current.
    const menu = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(menu).getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current')
  },
}

/** Nothing published yet. */
export const Empty: Story = {
  parameters: siteContentStory('/news', withoutSiteContent),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No news yet' })).toBeVisible()
  },
}

/** A league that does not show its news: the page is not there, nor in the menu. */
export const NotFound: Story = {
  parameters: siteContentStory('/news', (store) => withHiddenSitePage(store, 'news')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This league has no news page' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(nav).queryByRole('link', { name: 'News' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: siteContentPending('/news'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the news')
  },
}

export const Error: Story = {
  parameters: siteContentBroken('/news'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The news could not be loaded')
  },
}

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Cup draw on Friday' })).toHaveAttribute(
      'href',
      `/fr/news/${siteContentFixtureSlugs.cupDraw}`,
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('link', { name: 'Cup draw on Friday' })).toBeVisible()
  },
}
