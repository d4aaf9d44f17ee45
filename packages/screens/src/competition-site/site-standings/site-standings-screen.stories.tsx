import type { Meta, StoryObj } from '@storybook/react-vite'
import { publicStandings } from '@oche/api'
import { mockJson } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import {
  adjustedStandings,
  halfPlayedStandings,
  unplayedStandings,
} from '../../competition/parts/standings/standings.story-helpers'
import { site, sitePageFailing, sitePageLoading, siteStory } from '../parts/site-page/site-page.story-helpers'
import { SiteStandingsScreen } from './site-standings-screen'

const path = `/groups/${site.divisions.first}/standings`
const call = '/divisions/:division/standings'

/** A row's place up or down at the end of the season, from its position cell. */
const zoneOf = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-zone]')?.dataset.zone ?? null

const meta = {
  title: 'screens/Competition site/Standings',
  component: SiteStandingsScreen,
  args: { group: site.divisions.first },
  parameters: siteStory(path),
} satisfies Meta<typeof SiteStandingsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'First division' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the standings')
  },
}

/** A division without teams yet: the page says what will be there. */
export const Empty: Story = {
  parameters: siteStory(path, {}, [mockJson('get', `/competition/:domain${call}`, { ...unplayedStandings, rows: [] })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No teams in this division yet' })).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

/** Half the season played: the full table, why each team is above the next, and the rules of the order. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Standings of First division' })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(5)
    await expect(within(table).getByRole('columnheader', { name: 'Matches played' })).toHaveAttribute('scope', 'col')
    await expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Bull Busters' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/teams/bull-busters`,
    )
    // The highest of the season's two divisions: its last two places go down, marked and said under the table.
    await expect(rows.slice(1).map(zoneOf)).toEqual([null, null, 'relegation', 'relegation'])
    await expect(within(table).getAllByRole('img', { name: 'Relegation place' })).toHaveLength(2)
    await expect(canvas.getByText('Relegation places: 3–4')).toBeVisible()
    await expect(canvas.queryByRole('img', { name: 'Promotion place' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Why Bull Busters is above Treble Trouble' }))
    await expect(canvas.getByText(/^Above on points/)).toBeVisible()
    await expect(canvas.getByText(/A team earns a point for every game it wins\./)).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Pages of First division' })
    await expect(within(nav).getByRole('link', { name: 'Standings' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/teams`,
    )
  },
}

/** The lowest division: its top two go up at the end of the season, nothing goes down. */
export const PromotionPlaces: Story = {
  args: { group: site.divisions.second },
  parameters: siteStory(`/groups/${site.divisions.second}/standings`),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Standings of Second division' })
    await expect(within(table).getAllByRole('row').slice(1).map(zoneOf)).toEqual(['promotion', 'promotion', null, null])
    await expect(within(table).getAllByRole('img', { name: 'Promotion place' })).toHaveLength(2)
    await expect(canvas.getByText('Promotion places: 1–2')).toBeVisible()
    await expect(canvas.queryByText(/^Relegation place/)).not.toBeInTheDocument()
  },
}

/** The season's only division: nothing goes up or down, so no place is marked and there is no legend. */
export const OnlyDivision: Story = {
  parameters: siteStory(path, {}, [
    mockJson('get', `/competition/:domain${call}`, {
      ...publicStandings(halfPlayedStandings),
      zones: { promotion: 0, relegation: 0 },
    }),
  ]),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Standings of First division' })
    await expect(within(table).getAllByRole('row').slice(1).map(zoneOf)).toEqual([null, null, null, null])
    await expect(canvas.queryByText(/places?:/)).not.toBeInTheDocument()
  },
}

/** A points deduction: its column in the table, and the adjustment with its reason under it. */
export const WithAdjustment: Story = {
  parameters: siteStory(path, {}, [mockJson('get', `/competition/:domain${call}`, publicStandings(adjustedStandings))]),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Standings of First division' })
    await expect(within(table).getByRole('columnheader', { name: 'Points adjustment' })).toBeVisible()
    const adjustments = canvas.getByRole('region', { name: 'Points adjustments' })
    await expect(within(adjustments).getByText('Result entered after the deadline')).toBeVisible()
    // When, not which admin.
    await expect(within(adjustments).getByText('On 14 October 2026')).toBeVisible()
    await expect(within(adjustments).queryByText(/Admin Ann/)).not.toBeInTheDocument()
    await expect(within(adjustments).queryByRole('button')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Adjust points' })).not.toBeInTheDocument()
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The standings could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A division the season does not have (a mistyped link, or a cup's slug). */
export const NotFound: Story = {
  args: { group: 'third-division' },
  parameters: siteStory('/groups/third-division/standings'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: /^Pages of/ })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}

/** In Dutch on a phone: the glossary's words, and the columns that decide the order. */
export const PhoneInDutch: Story = {
  globals: { locale: 'nl', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Klassement van First division' })
    await expect(within(table).getByRole('columnheader', { name: 'Punten' })).toBeVisible()
    // Drawn and lost follow from played, won and the games: a phone leaves them out.
    await expect(within(table).queryByRole('columnheader', { name: 'Gelijk' })).not.toBeInTheDocument()
    await expect(within(table).getAllByRole('img', { name: 'Degradatieplaats' })).toHaveLength(2)
    await expect(canvas.getByText('Degradatieplaatsen: 3–4')).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('table', { name: 'Standings of First division' })).toBeVisible()
    await expect(canvas.getAllByRole('img', { name: 'Relegation place' })[0]).toBeVisible()
  },
}
