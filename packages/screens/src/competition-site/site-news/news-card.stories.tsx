import type { Meta, StoryObj } from '@storybook/react-vite'
import { siteContentQueries } from '@oche/api'
import { siteContentFixtureSlugs } from '@oche/mocks'
import { useQuery } from '@tanstack/react-query'
import { expect } from 'storybook/test'
import { usePlatform } from '../../app/platform/platform-context'
import { useSitePaths } from '../parts/site-paths'
import { sitePartStory } from '../parts/site-page/site-part.story-helpers'
import { useSiteRef } from '../parts/use-site'
import { NewsCard } from './news-card'

type SiteNewsCardProps = {
  /** Which of the league's published articles. */
  slug: string
  compact?: boolean
  headingLevel?: 'h2' | 'h3'
}

/** One of the fixture league's published articles as the site's news answers it, in a card to its page. */
function SiteNewsCard({ slug, compact, headingLevel }: SiteNewsCardProps) {
  const { api } = usePlatform()
  const paths = useSitePaths(undefined)
  const news = useQuery(siteContentQueries.publicNews(api, useSiteRef(undefined)))
  const item = news.data?.items.find((candidate) => candidate.slug === slug)
  if (!item) return null
  const href = paths.page('competition-site-season-news-slug', { slug })
  return (
    <div className="max-w-2xl">
      <NewsCard item={item} href={href} compact={compact} headingLevel={headingLevel} />
    </div>
  )
}

const meta = {
  title: 'screens/Competition site/News/Card',
  component: SiteNewsCard,
  args: { slug: siteContentFixtureSlugs.winter },
  parameters: sitePartStory('/news'),
} satisfies Meta<typeof SiteNewsCard>

export default meta
type Story = StoryObj<typeof meta>

const winterTitle = 'Winter break and the second half'

/**
 * The newest article: cover, title as a heading linking to the article, when it came out, its excerpt. The whole
 * card opens the article: a press on its excerpt lands on the link.
 */
export const WithCover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = await canvas.findByRole('link', { name: winterTitle })
    await expect(link).toHaveAttribute('href', `/news/${siteContentFixtureSlugs.winter}`)
    await expect(canvas.getByRole('heading', { level: 2, name: winterTitle })).toBeVisible()
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '')
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/))
    const excerpt = canvas.getByText(/^The first half of the season is played/)
    const box = excerpt.getBoundingClientRect()
    await expect(document.elementFromPoint(box.left + 10, box.top + box.height / 2)).toBe(link)
  },
}

/** An article without a cover: no image, the text takes the width. */
export const WithoutCover: Story = {
  args: { slug: siteContentFixtureSlugs.cupDraw },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Cup draw on Friday' })).toHaveAttribute(
      'href',
      `/news/${siteContentFixtureSlugs.cupDraw}`,
    )
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

/** The home page's compact card: a small cover, the title one level lower, the excerpt cut to two lines. */
export const Compact: Story = {
  args: { compact: true, headingLevel: 'h3' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: winterTitle })).toBeVisible()
    await expect(canvasElement.querySelector('img')?.getBoundingClientRect().width).toBe(64)
    await expect(canvas.getByText(/^The first half of the season is played/)).toHaveClass('line-clamp-2')
  },
}

/** In Dutch: the link is to the Dutch page. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: winterTitle })).toHaveAttribute(
      'href',
      `/nl/news/${siteContentFixtureSlugs.winter}`,
    )
  },
}
