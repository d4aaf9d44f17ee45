import { siteContentFixtureSlugs, withHiddenSitePage } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { siteStory } from '../parts/site-page/site-page.story-helpers'
import { siteContentBroken, siteContentPending, siteContentStory } from '../site-news/site-content.story-helpers'
import { SiteNewsItemScreen } from './site-news-item-screen'

const slug = siteContentFixtureSlugs.winter
const path = `/news/${slug}`

const meta = {
  title: 'screens/Competition site/News article',
  component: SiteNewsItemScreen,
  args: { slug },
  parameters: siteStory(path),
} satisfies Meta<typeof SiteNewsItemScreen>

export default meta
type Story = StoryObj<typeof meta>

const bodyOf = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="article-body"]')

/** The article: its title, date and cover, its body as the league wrote it, and the way back to the news. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Winter break and the second half' }),
    ).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="site-news-item"] img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/files\//),
    )
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime')
    const body = within(bodyOf(canvasElement) as HTMLElement)
    await expect(body.getByRole('heading', { level: 2, name: 'Winter break' })).toBeVisible()
    await expect(body.getByRole('heading', { level: 3, name: 'Postponed matches' })).toBeVisible()
    await expect(body.getAllByRole('listitem')).toHaveLength(2)
    await expect(body.getByText('no league nights')).toContainHTML('no league nights')
    await expect(canvas.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news')
    // The menu marks the news as the section the article is in.
    const nav = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(nav).getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current', 'page')
  },
}

/** An article without a cover, with a link in its text. */
export const WithoutCover: Story = {
  args: { slug: siteContentFixtureSlugs.cupDraw },
  parameters: siteStory(`/news/${siteContentFixtureSlugs.cupDraw}`),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cup draw on Friday' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="site-news-item"] img')).toBeNull()
    const link = within(bodyOf(canvasElement) as HTMLElement).getByRole('link', { name: 'cup page' })
    await expect(link).toHaveAttribute('rel', 'noopener nofollow ugc')
  },
}

/** A draft (or a scheduled article, or a mistyped link) is not there for the public. */
export const NotFound: Story = {
  args: { slug: siteContentFixtureSlugs.draft },
  parameters: siteStory(`/news/${siteContentFixtureSlugs.draft}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This article cannot be found' })).toBeVisible()
    await expect(canvas.queryByText('New venue for the finals night')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}

/** A league that does not show its news: its articles are not there either. */
export const NewsNotShown: Story = {
  parameters: siteContentStory(path, (store) => withHiddenSitePage(store, 'news')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This article cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: siteContentPending(path),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the article')
  },
}

export const Error: Story = {
  parameters: siteContentBroken(path),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The article could not be loaded')
  },
}

export const InDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Al het nieuws' })).toHaveAttribute('href', '/nl/news')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Winter break and the second half' }),
    ).toBeVisible()
  },
}
