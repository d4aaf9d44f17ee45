import type { CompetitionSiteContext, LeagueStandings } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  changedSiteAnswer,
  site,
  sitePageFailing,
  sitePageLoading,
  siteStory,
} from '../parts/site-page/site-page.story-helpers'
import { SiteTeamListScreen } from './site-team-list-screen'

const path = `/groups/${site.divisions.first}/teams`

const meta = {
  title: 'screens/Competition site/Teams',
  component: SiteTeamListScreen,
  args: { group: site.divisions.first },
  parameters: siteStory(path),
} satisfies Meta<typeof SiteTeamListScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path, '/matches'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Teams of First division' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the teams')
  },
}

/** A division the league has not placed teams in yet. */
export const Empty: Story = {
  parameters: siteStory(path, {}, [
    changedSiteAnswer<CompetitionSiteContext>('', (context) => ({
      ...context,
      teams: context.teams.filter((team) => team.division !== site.divisions.first),
    })),
    changedSiteAnswer<LeagueStandings>('/divisions/:division/standings', (standings) => ({ ...standings, rows: [] })),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No teams in this division yet' })).toBeVisible()
  },
}

/** The division's teams by name, each with its venue and its place in the table, opening its page. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Teams of First division' })
    const teams = within(list).getAllByRole('listitem')
    await expect(teams.map((team) => within(team).getByRole('link').textContent)).toEqual([
      'Bull Busters',
      'Checkout Kings',
      'The Arrows',
      'Treble Trouble',
    ])
    const busters = within(teams[0] as HTMLElement)
    await expect(busters.getByRole('link', { name: 'Bull Busters' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/teams/bull-busters`,
    )
    await expect(busters.getByText('Café Bullseye')).toBeVisible()
    await expect(busters.getByText('1st · 21 points · 3 matches played')).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Pages of First division' })
    await expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page')
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path, '/matches'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The teams could not be loaded')
  },
}

/** A cup's slug is not a division's. */
export const NotFound: Story = {
  args: { group: site.cups.open },
  parameters: siteStory(`/groups/${site.cups.open}/teams`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
  },
}

/** In German on a phone: one team under the other. */
export const PhoneInGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Mannschaften der Staffel First division' }),
    ).toBeVisible()
    await expect(await canvas.findByText('1. · 21 Punkte · 3 Begegnungen gespielt')).toBeVisible()
  },
}
