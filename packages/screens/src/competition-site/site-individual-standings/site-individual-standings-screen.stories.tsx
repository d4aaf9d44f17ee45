import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { site, sitePageFailing, sitePageLoading, siteStory } from '../parts/site-page/site-page.story-helpers'
import { SiteIndividualStandingsScreen } from './site-individual-standings-screen'

const path = `/groups/${site.divisions.first}/individual-standings`
const call = '/divisions/:division/individual-standings'
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.font-medium')?.textContent)

const meta = {
  title: 'screens/Competition site/Individual standings',
  component: SiteIndividualStandingsScreen,
  args: { group: site.divisions.first },
  parameters: siteStory(path),
} satisfies Meta<typeof SiteIndividualStandingsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path, call),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Individual standings of First division' }),
    ).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the individual standings')
  },
}

/** Before the first games: nothing to rank yet. */
export const Empty: Story = {
  parameters: siteStory(path, { state: 'notStarted' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No games played yet' })).toBeVisible()
  },
}

/** Every player of the division in the league's order; a heading sorts, and the order goes into the address. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Players of First division' })
    await expect(names(table)[0]).toBe('Gert Grip')
    await expect(within(table).getAllByRole('link', { name: 'Bull Busters' })[0]).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/teams/bull-busters`,
    )
    await expect(within(table).getByRole('columnheader', { name: /Position/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    const oneEighties = within(table).getByRole('button', { name: /180s/ })
    oneEighties.focus()
    await userEvent.keyboard('{Enter}')
    await expect(within(table).getByRole('columnheader', { name: /180s/ })).toHaveAttribute('aria-sort', 'descending')
    await expect(names(table)[0]).toBe('Fien Flight')
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`${path}?sort=oneEighties&order=desc`),
    )
    // Back to the league's order: the address is clean again.
    await userEvent.click(within(table).getByRole('button', { name: /Position/ }))
    await expect(names(table)[0]).toBe('Gert Grip')
    await waitFor(() => expect(canvas.getByTestId('navigation').textContent?.trim().split(' ').at(-1)).toBe(path))
  },
}

/** A shared link to the best averages first. */
export const SortedLink: Story = {
  args: { searchParams: { sort: 'average', order: 'desc' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Players of First division' })
    await expect(within(table).getByRole('columnheader', { name: /3-dart average/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(names(table)[0]).toBe('Gert Grip')
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The individual standings could not be loaded')
  },
}

export const NotFound: Story = {
  args: { group: 'third-division' },
  parameters: siteStory('/groups/third-division/individual-standings'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
  },
}

/** On a phone the table scrolls sideways, as a region keyboard users can reach. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Players of First division' })
    await expect(region).toHaveAttribute('tabindex', '0')
  },
}
