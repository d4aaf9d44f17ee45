import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { site } from '../site-page/site-page.story-helpers'
import { sitePartStory } from '../site-page/site-part.story-helpers'
import { DivisionNav } from './division-nav'

const standings = `/groups/${site.divisions.first}/standings`
const teams = `/groups/${site.divisions.first}/teams`
const individual = `/groups/${site.divisions.first}/individual-standings`

const meta = {
  title: 'screens/Competition site/Parts/Division nav',
  component: DivisionNav,
  args: { season: undefined, group: site.divisions.first, divisionName: 'First division', current: 'standings' },
  parameters: sitePartStory(standings),
} satisfies Meta<typeof DivisionNav>

export default meta
type Story = StoryObj<typeof meta>

const tabs = (element: HTMLElement) =>
  within(within(element).getByRole('navigation', { name: 'Pages of First division' }))

/** On the division's standings: that tab is the current page, the others link to the division's teams and players. */
export const Standings: Story = {
  play: async ({ canvasElement }) => {
    const nav = tabs(canvasElement)
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Standings',
      'Teams',
      'Individual standings',
    ])
    await expect(nav.getByRole('link', { name: 'Standings' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Standings' })).toHaveAttribute('href', standings)
    await expect(nav.getByRole('link', { name: 'Teams' })).not.toHaveAttribute('aria-current')
    await expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', teams)
    await expect(nav.getByRole('link', { name: 'Individual standings' })).toHaveAttribute('href', individual)
    // A keyboard visitor goes through the tabs in their order.
    await userEvent.tab()
    await expect(nav.getByRole('link', { name: 'Standings' })).toHaveFocus()
    await userEvent.tab()
    await expect(nav.getByRole('link', { name: 'Teams' })).toHaveFocus()
  },
}

/** On the list of the division's teams. */
export const Teams: Story = {
  args: { current: 'teams' },
  parameters: sitePartStory(teams),
  play: async ({ canvasElement }) => {
    const nav = tabs(canvasElement)
    await expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Standings' })).not.toHaveAttribute('aria-current')
  },
}

/** On a team's page: below the teams, so that tab is its section (`aria-current="true"`), not the page. */
export const Team: Story = {
  args: { current: 'team' },
  parameters: sitePartStory(`${teams}/${site.team}`),
  play: async ({ canvasElement }) => {
    const nav = tabs(canvasElement)
    await expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'true')
    await expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', teams)
    await expect(nav.queryByRole('link', { current: 'page' })).not.toBeInTheDocument()
  },
}

/** Another season's division: every tab stays in that season. */
export const OtherSeason: Story = {
  args: { season: site.previousSeason, current: 'individualStandings' },
  parameters: sitePartStory(`/${site.previousSeason}${individual}`),
  play: async ({ canvasElement }) => {
    const nav = tabs(canvasElement)
    await expect(nav.getByRole('link', { name: 'Individual standings' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Standings' })).toHaveAttribute(
      'href',
      `/${site.previousSeason}${standings}`,
    )
  },
}

/** On a phone, in French: the tabs scroll sideways and the current one (the last) is brought into view. */
export const PhoneInFrench: Story = {
  args: { current: 'individualStandings' },
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pages de First division' }))
    const current = nav.getByRole('link', { name: 'Classement individuel' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(current).toHaveAttribute('href', `/fr${individual}`)
    const list = nav.getByRole('list')
    await expect(current.offsetLeft + current.offsetWidth).toBeLessThanOrEqual(list.scrollLeft + list.clientWidth + 1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(tabs(canvasElement).getByRole('link', { name: 'Standings' })).toBeVisible()
  },
}
