import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { site, sitePageFailing, sitePageLoading, siteStory } from '../parts/site-page/site-page.story-helpers'
import { SiteGroupsScreen } from './site-groups-screen'

const path = '/groups'
const call = '/divisions/:division/standings'

const meta = {
  title: 'screens/Competition site/Divisions',
  component: SiteGroupsScreen,
  args: {},
  parameters: siteStory(path),
} satisfies Meta<typeof SiteGroupsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Divisions' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the standings')
  },
}

/** An organisation without a season yet: no divisions to show. */
export const Empty: Story = {
  parameters: siteStory(path, { state: 'noSeason' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No divisions this season yet' })).toBeVisible()
  },
}

/** Both divisions with their tables, and the way to each one's standings, teams and players. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const first = within(await canvas.findByRole('region', { name: 'First division' }))
    await expect(first.getByRole('table', { name: 'Standings of First division' })).toBeVisible()
    await expect(first.getAllByRole('row')).toHaveLength(5)
    await expect(first.getByRole('link', { name: 'Full standings of First division' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/standings`,
    )
    await expect(first.getByRole('link', { name: 'Teams of First division' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/teams`,
    )
    await expect(first.getByRole('link', { name: 'Individual standings of First division' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/individual-standings`,
    )
    const second = within(canvas.getByRole('region', { name: 'Second division' }))
    await expect(second.getByRole('link', { name: 'Shanghai Nights' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.second}/teams/shanghai-nights`,
    )
    // The cups are not divisions of the league.
    await expect(canvas.queryByRole('region', { name: 'Winter Cup' })).not.toBeInTheDocument()
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The standings could not be loaded')
  },
}

/** A season the league does not have: the frame says so, with the way to the current season. */
export const NotFound: Story = {
  args: { season: '1999-00' },
  parameters: siteStory('/1999-00/groups'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This season cannot be found' })).toBeVisible()
  },
}

/** The previous season, in French, on a phone. */
export const PreviousSeasonInFrench: Story = {
  args: { season: site.previousSeason },
  parameters: siteStory(`/fr/${site.previousSeason}/groups`),
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Les divisions' })).toBeVisible()
    await expect(canvas.getByText(`Saison ${site.previousSeason}`)).toBeVisible()
    const first = within(await canvas.findByRole('region', { name: 'First division' }))
    await expect(first.getByRole('link', { name: 'Classement complet de First division' })).toHaveAttribute(
      'href',
      `/fr/${site.previousSeason}/groups/${site.divisions.first}/standings`,
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'First division' })).toBeVisible()
  },
}
