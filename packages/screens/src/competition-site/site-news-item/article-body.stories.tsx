import type { Meta, StoryObj } from '@storybook/react-vite'
import { siteContentQueries } from '@oche/api'
import { sanitiseSiteHtml, siteContentFixtureSlugs } from '@oche/mocks'
import { useQuery } from '@tanstack/react-query'
import { expect, within } from 'storybook/test'
import { usePlatform } from '../../app/platform/platform-context'
import { sitePartStory } from '../parts/site-page/site-part.story-helpers'
import { useSiteRef } from '../parts/use-site'
import { ArticleBody } from './article-body'

/** What an admin might paste into the editor: the server keeps only the article elements and safe links. */
const pasted =
  '<h2 onclick="alert(1)">Finals night</h2><script>alert(1)</script><p>Doors open at <b>19:00</b>, the ' +
  '<i>first</i> finals at 20:00.</p><h3>Getting there</h3><ul><li>By bus: line 5.</li><li>By car: park behind ' +
  'the hall.</li></ul><p>See the <a href="https://league.localhost/venues" target="_blank">venues</a> or ' +
  '<a href="javascript:alert(1)">this</a>.</p><blockquote><p>See you at the oche!</p></blockquote>' +
  '<iframe src="https://example.com"></iframe><img src="x" onerror="alert(1)">'

const meta = {
  title: 'screens/Competition site/News article/Body',
  component: ArticleBody,
  args: { html: sanitiseSiteHtml(pasted) },
} satisfies Meta<typeof ArticleBody>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The body as the server stores it, sanitised: headings 2 and 3, bold and italic, a list, a quote and a safe link
 * (with its `rel`); the script, frame, image, handlers and the `javascript:` address are gone.
 */
export const Sanitised: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector<HTMLElement>('[data-slot="article-body"]') as HTMLElement
    const inBody = within(body)
    await expect(inBody.getByRole('heading', { level: 2, name: 'Finals night' })).toBeVisible()
    await expect(inBody.getByRole('heading', { level: 3, name: 'Getting there' })).toBeVisible()
    await expect(inBody.getByText('19:00').tagName).toBe('STRONG')
    await expect(inBody.getByText('first').tagName).toBe('EM')
    await expect(inBody.getAllByRole('listitem')).toHaveLength(2)
    const venues = inBody.getByRole('link', { name: 'venues' })
    await expect(venues).toHaveAttribute('href', 'https://league.localhost/venues')
    await expect(venues).toHaveAttribute('rel', 'noopener nofollow ugc')
    await expect(venues).not.toHaveAttribute('target')
    // The unsafe link keeps its words, not its address.
    await expect(inBody.getByText('this').closest('a')).not.toHaveAttribute('href')
    await expect(body.querySelector('script, iframe, img, [onclick], [onerror]')).toBeNull()
    await expect(body.querySelector('blockquote')).toHaveTextContent('See you at the oche!')
  },
}

/** The league's winter article as the public site's API gives it. */
function LeagueArticleBody() {
  const { api } = usePlatform()
  const siteRef = useSiteRef(undefined)
  const article = useQuery(siteContentQueries.publicNewsItem(api, { ...siteRef, slug: siteContentFixtureSlugs.winter }))
  return article.data ? <ArticleBody html={article.data.html} /> : null
}

export const LeagueArticle: Story = {
  parameters: sitePartStory(`/news/${siteContentFixtureSlugs.winter}`),
  render: () => <LeagueArticleBody />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Winter break' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Postponed matches' })).toBeVisible()
    await expect(canvas.getByText('no league nights').tagName).toBe('STRONG')
  },
}

/** A long address in the text wraps instead of widening the page on a phone. */
export const Phone: Story = {
  args: {
    html: sanitiseSiteHtml(
      '<p>Entries: https://league.localhost/cups/winter-cup-2026-27/entries/teams-and-players-list</p>',
    ),
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBeLessThan(640)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
