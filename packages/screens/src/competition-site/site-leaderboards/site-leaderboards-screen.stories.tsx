import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { site, sitePageFailing, sitePageLoading, siteStory } from '../parts/site-page/site-page.story-helpers'
import { SiteLeaderboardsScreen } from './site-leaderboards-screen'

const path = '/individual/180-171'
const call = '/leaderboards'
const players = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.font-medium')?.textContent)

const meta = {
  title: 'screens/Competition site/Leaderboards',
  component: SiteLeaderboardsScreen,
  args: { board: '180-171' },
  parameters: siteStory(path),
} satisfies Meta<typeof SiteLeaderboardsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Individual leaderboards' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the leaderboards')
  },
}

/** Before the first darts: each board says so. */
export const Empty: Story = {
  parameters: siteStory(path, { state: 'notStarted' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No 180s or 171s yet.')).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

/**
 * The 180s and 171s of the whole season; tabs to the other boards (links, each with its own address); sorting by a
 * heading keeps the board's ranks and writes the order into the address.
 */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '180s and 171s' })
    await expect(players(table).slice(0, 2)).toEqual(['Fien Flight', 'Vera Visit'])
    const tabs = canvas.getByRole('navigation', { name: 'Leaderboards' })
    await expect(within(tabs).getByRole('link', { name: '180s and 171s' })).toHaveAttribute('aria-current', 'page')
    await expect(within(tabs).getByRole('link', { name: 'High checkouts' })).toHaveAttribute(
      'href',
      '/individual/high-checkouts',
    )
    await userEvent.click(within(table).getByRole('button', { name: /Player/ }))
    await expect(within(table).getByRole('columnheader', { name: /Player/ })).toHaveAttribute('aria-sort', 'ascending')
    await expect(players(table)[0]).toBe('Anke Arrow')
    // Her rank on the board stays hers.
    await expect(within(table).getAllByRole('row')[1]?.querySelector('td')).not.toHaveTextContent(/^1$/)
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${path}?sort=player&order=asc`))
  },
}

/** One division's boards: the filter goes into the address, and the tabs keep it. */
export const DivisionFilter: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '180s and 171s' })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Division' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Second division' }))
    await waitFor(() => expect(players(canvas.getByRole('table', { name: '180s and 171s' }))[0]).toBe('Vera Visit'))
    await expect(canvas.getByTestId('navigation')).toHaveTextContent(`${path}?division=${site.divisions.second}`)
    const tabs = canvas.getByRole('navigation', { name: 'Leaderboards' })
    await expect(within(tabs).getByRole('link', { name: 'Short legs' })).toHaveAttribute(
      'href',
      `/individual/low-visits?division=${site.divisions.second}`,
    )
  },
}

/** A shared link: the high checkouts of the second division, the lowest first. */
export const SharedLink: Story = {
  args: {
    board: 'high-checkouts',
    searchParams: { division: site.divisions.second, sort: 'checkout', order: 'asc' },
  },
  parameters: siteStory('/individual/high-checkouts'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'High checkouts' })
    await expect(within(table).getByRole('columnheader', { name: /Checkout/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expect(canvas.getByText('Checkouts of 100 or more.')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Division' })).toHaveTextContent('Second division')
    const rows = within(table).getAllByRole('row')
    await expect(rows.at(-1)).toHaveTextContent('161')
  },
}

/** The short legs: the season's many, its top 25 first and all of them on request. */
export const ShortLegs: Story = {
  args: { board: 'low-visits' },
  parameters: siteStory('/individual/low-visits'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Short legs' })
    await expect(within(table).getAllByRole('row')).toHaveLength(26)
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Fien Flight')
    await expect(within(table).getAllByRole('link', { name: 'Match of 1 Oct 2026' })[0]).toHaveAttribute(
      'href',
      '/matches/w4-checkout-kings-bull-busters',
    )
    await userEvent.click(canvas.getByRole('button', { name: /^Show all \d+$/ }))
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(100)
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The leaderboards could not be loaded')
  },
}

/** A link to a division the season does not have. */
export const NotFound: Story = {
  args: { searchParams: { division: 'third-division' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
  },
}

export const PhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  parameters: siteStory(`/fr${path}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Palmarès individuels' })).toBeVisible()
    await expect(await canvas.findByRole('table', { name: '180 et 171' })).toBeInTheDocument()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '180s and 171s' })).toBeVisible()
  },
}
