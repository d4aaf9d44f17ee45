import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { site } from '../../parts/site-page/site-page.story-helpers'
import { sitePartStory } from '../../parts/site-page/site-part.story-helpers'
import { CupNav } from './cup-nav'

const cupPath = `/cup/${site.cups.groups}`

const meta = {
  title: 'screens/Competition site/Parts/Cup nav',
  component: CupNav,
  args: { season: undefined, group: site.cups.groups, cupName: 'Shield', current: 'bracket' },
  parameters: sitePartStory(`${cupPath}/bracket`),
} satisfies Meta<typeof CupNav>

export default meta
type Story = StoryObj<typeof meta>

const tabsOf = (element: HTMLElement, name = 'Pages of Shield') =>
  within(within(element).getByRole('navigation', { name }))

/** On the cup's brackets (its cup and plate): that tab is the page, the others lead to its groups and its players. */
export const Bracket: Story = {
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement)
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Bracket',
      'Group standings',
      'Individual standings',
    ])
    await expect(tabs.getByRole('link', { name: 'Bracket' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('link', { name: 'Bracket' })).toHaveAttribute('href', `${cupPath}/bracket`)
    await expect(tabs.getByRole('link', { name: 'Group standings' })).toHaveAttribute('href', `${cupPath}/standings`)
    await expect(tabs.getByRole('link', { name: 'Individual standings' })).toHaveAttribute(
      'href',
      `${cupPath}/individual-standings`,
    )
    await expect(tabs.getByRole('link', { name: 'Group standings' })).not.toHaveAttribute('aria-current')
    await userEvent.tab()
    await userEvent.tab()
    await expect(tabs.getByRole('link', { name: 'Group standings' })).toHaveFocus()
  },
}

/** On the cup's group tables. */
export const GroupStandings: Story = {
  args: { current: 'standings' },
  parameters: sitePartStory(`${cupPath}/standings`),
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement)
    await expect(tabs.getByRole('link', { name: 'Group standings' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('link', { name: 'Bracket' })).not.toHaveAttribute('aria-current')
  },
}

/** On the cup's players. */
export const IndividualStandings: Story = {
  args: { current: 'individualStandings' },
  parameters: sitePartStory(`${cupPath}/individual-standings`),
  play: async ({ canvasElement }) => {
    await expect(tabsOf(canvasElement).getByRole('link', { name: 'Individual standings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** Another cup of another season: its tabs named after it, every link in that season. */
export const OtherCupAndSeason: Story = {
  args: { season: site.currentSeason, group: site.cups.drawn, cupName: 'League Cup' },
  parameters: sitePartStory(`/${site.currentSeason}/cup/${site.cups.drawn}/bracket`),
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement, 'Pages of League Cup')
    await expect(tabs.getByRole('link', { name: 'Group standings' })).toHaveAttribute(
      'href',
      `/${site.currentSeason}/cup/${site.cups.drawn}/standings`,
    )
  },
}

/** On a phone, in French: the tabs in French, the current one in view. */
export const PhoneInFrench: Story = {
  args: { current: 'individualStandings' },
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  parameters: sitePartStory(`/fr${cupPath}/individual-standings`),
  play: async ({ canvasElement }) => {
    const tabs = tabsOf(canvasElement, 'Pages de Shield')
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Tableau',
      'Classement des poules',
      'Classement individuel',
    ])
    const current = tabs.getByRole('link', { name: 'Classement individuel' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(current).toHaveAttribute('href', `/fr${cupPath}/individual-standings`)
    const list = tabs.getByRole('list')
    await expect(current.offsetLeft + current.offsetWidth).toBeLessThanOrEqual(list.scrollLeft + list.clientWidth + 1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(tabsOf(canvasElement).getByRole('link', { name: 'Bracket' })).toBeVisible()
  },
}
