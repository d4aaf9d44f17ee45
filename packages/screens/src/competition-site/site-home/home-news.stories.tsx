import type { Meta, StoryObj } from '@storybook/react-vite'
import { siteContentQueries } from '@oche/api'
import { siteContentFixtureSlugs } from '@oche/mocks'
import { useQuery } from '@tanstack/react-query'
import { expect, fn, userEvent, within } from 'storybook/test'
import { usePlatform } from '../../app/platform/platform-context'
import { useSitePaths } from '../parts/site-paths'
import { sitePartStory } from '../parts/site-page/site-part.story-helpers'
import { useSiteRef } from '../parts/use-site'
import { LatestNews } from './home-news'
import type { HomeNews } from './use-site-home'

type Shown = 'ready' | 'loading' | 'error' | 'hidden' | 'none'

/** The home page's latest news in the state `shown`; ready: the league's articles as the site's API gives them. */
function HomeLatestNews({ shown, onRetry }: { shown: Shown; onRetry: () => void }) {
  const { api } = usePlatform()
  const paths = useSitePaths(undefined)
  const latest = useQuery(siteContentQueries.publicNews(api, useSiteRef(undefined), { page_size: 3 }))
  const news: HomeNews =
    shown === 'ready'
      ? latest.data
        ? { status: 'ready', items: latest.data.items }
        : { status: 'loading' }
      : shown === 'none'
        ? { status: 'ready', items: [] }
        : shown === 'error'
          ? { status: 'error', retry: onRetry }
          : { status: shown }
  return (
    <div data-testid="home-news" className="max-w-2xl">
      <LatestNews news={news} paths={paths} />
    </div>
  )
}

const meta = {
  title: 'screens/Competition site/Home/Latest news',
  component: HomeLatestNews,
  args: { shown: 'ready', onRetry: fn() },
  parameters: sitePartStory('/'),
} satisfies Meta<typeof HomeLatestNews>

export default meta
type Story = StoryObj<typeof meta>

/** The league's published articles, newest first, each to its page, and the way to all the news. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Latest news' })).toBeVisible()
    const winter = await canvas.findByRole('link', { name: 'Winter break and the second half' })
    await expect(winter).toHaveAttribute('href', `/news/${siteContentFixtureSlugs.winter}`)
    const list = within(canvas.getByRole('list'))
    await expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Winter break and the second half',
      'Cup draw on Friday',
    ])
    await expect(canvas.queryByText('New venue for the finals night')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: /All news/ })).toHaveAttribute('href', '/news')
  },
}

export const Loading: Story = {
  args: { shown: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the news')
    await expect(canvas.queryByRole('link', { name: /All news/ })).not.toBeInTheDocument()
  },
}

/** The news could not be loaded: a visitor tries again. */
export const LoadError: Story = {
  args: { shown: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The news could not be loaded')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The league hides its news, or has published none: the home page shows no news block at all. */
export const Hidden: Story = {
  args: { shown: 'hidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('home-news')).toBeEmptyDOMElement()
  },
}

export const NoArticles: Story = {
  args: { shown: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('home-news')).toBeEmptyDOMElement()
  },
}
