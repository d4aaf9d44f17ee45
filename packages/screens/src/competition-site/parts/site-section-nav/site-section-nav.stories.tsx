import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { leaderboardPages } from '../../site-leaderboards/leaderboard-pages'
import { site } from '../site-page/site-page.story-helpers'
import { sitePartStory } from '../site-page/site-part.story-helpers'
import { SiteSectionNav, type SiteSectionLink } from './site-section-nav'

/** The leaderboards' tabs as the site shows them, `current` the one on show. */
const boardNames: Record<(typeof leaderboardPages)[number], string> = {
  '180-171': '180s and 171s',
  'low-visits': 'Short legs',
  'games-played': 'Games played',
  'high-checkouts': 'High checkouts',
}
const leaderboards = (current: string | null): SiteSectionLink[] =>
  leaderboardPages.map((board) => ({
    key: board,
    href: `/individual/${board}`,
    label: boardNames[board],
    current: board === current ? 'page' : null,
  }))

const meta = {
  title: 'screens/Competition site/Parts/Section nav',
  component: SiteSectionNav,
  args: { label: 'Leaderboards', links: leaderboards('180-171') },
  parameters: sitePartStory('/individual/180-171'),
} satisfies Meta<typeof SiteSectionNav>

export default meta
type Story = StoryObj<typeof meta>

const tabsOf = (element: HTMLElement, name = 'Leaderboards') =>
  within(within(element).getByRole('navigation', { name }))

/** The leaderboards' tabs: the board on show is highlighted and marked as the page, the others are links to theirs. */
export const Leaderboards: Story = {
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement)
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(Object.values(boardNames))
    const current = tabs.getByRole('link', { name: '180s and 171s' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(current).toHaveAttribute('data-current', 'page')
    for (const other of ['Short legs', 'Games played', 'High checkouts']) {
      await expect(tabs.getByRole('link', { name: other })).not.toHaveAttribute('aria-current')
      await expect(tabs.getByRole('link', { name: other })).not.toHaveAttribute('data-current')
    }
    await expect(tabs.getByRole('link', { name: 'High checkouts' })).toHaveAttribute(
      'href',
      '/individual/high-checkouts',
    )
    // The highlight is drawn: the current tab is underlined in the primary colour, the others are not.
    await expect(getComputedStyle(current).borderBottomColor).not.toBe(
      getComputedStyle(tabs.getByRole('link', { name: 'Short legs' })).borderBottomColor,
    )
    await userEvent.tab()
    await expect(current).toHaveFocus()
  },
}

/** A page below a tab (a team of the division's teams): that tab is highlighted as the section, not the page. */
export const InASection: Story = {
  args: {
    label: 'Pages of First division',
    links: [
      {
        key: 'standings',
        href: `/groups/${site.divisions.first}/standings`,
        label: 'Standings',
        current: null,
      },
      { key: 'teams', href: `/groups/${site.divisions.first}/teams`, label: 'Teams', current: 'section' },
    ],
  },
  parameters: sitePartStory(`/groups/${site.divisions.first}/teams/${site.team}`),
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement, 'Pages of First division')
    await expect(tabs.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'true')
    await expect(tabs.getByRole('link', { name: 'Teams' })).toHaveAttribute('data-current', 'section')
    await expect(tabs.queryByRole('link', { current: 'page' })).not.toBeInTheDocument()
  },
}

/** No tab is the page on show: none is highlighted. */
export const NoneCurrent: Story = {
  args: { links: leaderboards(null) },
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement)
    await expect(tabs.getAllByRole('link')).toHaveLength(4)
    await expect(canvasElement.querySelector('[data-current]')).toBeNull()
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull()
  },
}

/** On a phone the tabs scroll sideways: the last board, on show, is brought into view. */
export const Phone: Story = {
  args: { links: leaderboards('high-checkouts') },
  parameters: sitePartStory('/individual/high-checkouts'),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement)
    const current = tabs.getByRole('link', { name: 'High checkouts' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    const list = tabs.getByRole('list')
    // The tabs are wider than the phone: the list scrolls, and has been scrolled to the current tab.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth)
    await expect(list.scrollLeft).toBeGreaterThan(0)
    await expect(current.offsetLeft + current.offsetWidth).toBeLessThanOrEqual(list.scrollLeft + list.clientWidth + 1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(tabsOf(canvasElement).getByRole('link', { name: '180s and 171s' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
