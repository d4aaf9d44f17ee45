import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { site, sitePageFailing, sitePageLoading, siteStory } from '../../parts/site-page/site-page.story-helpers'
import { SiteCupIndividualStandingsScreen } from './site-cup-individual-standings-screen'

const path = (cup: string) => `/cup/${cup}/individual-standings`
const call = '/divisions/:division/individual-standings'

const meta = {
  title: 'screens/Competition site/Cup individual standings',
  component: SiteCupIndividualStandingsScreen,
  args: { group: site.cups.groups },
  parameters: siteStory(path(site.cups.groups)),
} satisfies Meta<typeof SiteCupIndividualStandingsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path(site.cups.groups), call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shield' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the individual standings')
  },
}

/** A cup not played yet. */
export const Empty: Story = {
  args: { group: site.cups.open },
  parameters: siteStory(path(site.cups.open)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No cup games played yet' })).toBeVisible()
  },
}

/** The cup's players with their teams (each opening its page in its own division), sortable. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Players of Shield' })
    const first = within(table).getAllByRole('row')[1] as HTMLElement
    await expect(first).toHaveTextContent('Udo Up')
    await expect(within(first).getByRole('link', { name: 'Double Top' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.second}/teams/double-top`,
    )
    await userEvent.click(within(table).getByRole('button', { name: /Games played/ }))
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`${path(site.cups.groups)}?sort=played&order=desc`),
    )
    const nav = canvas.getByRole('navigation', { name: 'Pages of Shield' })
    await expect(within(nav).getByRole('link', { name: 'Individual standings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path(site.cups.groups), call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The individual standings could not be loaded')
  },
}

/** A league division's slug is not a cup's. */
export const NotFound: Story = {
  args: { group: site.divisions.first },
  parameters: siteStory(path(site.divisions.first)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This cup cannot be found' })).toBeVisible()
  },
}
