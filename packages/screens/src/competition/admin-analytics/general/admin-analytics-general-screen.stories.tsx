import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  adminAnalyticsFailing,
  adminAnalyticsLoading,
  analyticsGeneralFixture,
  recordRequests,
  superAdminFixture,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { adminAnalyticsHandlers, captureDownloads } from '../story-helpers/admin-analytics.story-helpers'
import { AdminAnalyticsGeneralScreen } from './admin-analytics-general-screen'

const meta = {
  title: 'screens/Competition/Admin analytics/General',
  component: AdminAnalyticsGeneralScreen,
  args: { searchParams: {} },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: superAdminFixture,
    pathname: '/admin/analytics/general',
    msw: { handlers: adminAnalyticsHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof AdminAnalyticsGeneralScreen>

export default meta
type Story = StoryObj<typeof meta>

const number = (value: number) => new Intl.NumberFormat('en-GB').format(value)
const tile = (element: HTMLElement, stat: string) =>
  element.querySelector<HTMLElement>(`[data-slot="analytics-tile"][data-stat="${stat}"] dd`)
const navigations = (element: HTMLElement) =>
  element.ownerDocument.querySelector('[data-testid="navigation"]')?.textContent ?? ''
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

const month = analyticsGeneralFixture({ period: 'month' })
const week = analyticsGeneralFixture({ period: 'week' })

/** The last 30 days per day: the headline figures, the charts with their tables, by language and organisation. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    const pages = within(canvas.getByRole('navigation', { name: 'Analytics pages' }))
    await expect(pages.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page')
    await expect(pages.getByRole('link', { name: 'Tournaments' })).toHaveAttribute(
      'href',
      '/admin/analytics/tournaments',
    )
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 30 days')
    await expect(canvas.getByRole('combobox', { name: 'Group by' })).toHaveTextContent('Day')
    const overview = within(await canvas.findByRole('region', { name: 'Overview' }))
    await expect(overview.getByRole('status')).toHaveTextContent('Period: 27 Oct – 25 Nov 2026')
    await expect(tile(canvasElement, 'accounts')).toHaveTextContent(number(month.totals.accounts))
    await expect(tile(canvasElement, 'active-users')).toHaveTextContent(number(month.totals.active_users))
    await expect(tile(canvasElement, 'new-accounts')).toHaveTextContent(number(month.totals.new_accounts))
    await expect(tile(canvasElement, 'matches')).toHaveTextContent(number(month.totals.matches))
    await expect(tile(canvasElement, 'finished-matches')).toHaveTextContent(number(month.totals.finished_matches))
    await expect(tile(canvasElement, 'visits')).toHaveTextContent(number(month.totals.visits))
    // The charts load with their own code.
    for (const chart of ['Active users and new accounts', 'Matches', 'Visits'])
      await expect(await canvas.findByRole('img', { name: chart })).toBeVisible()
    const languages = within(canvas.getByRole('table', { name: 'By language' }))
    await expect(
      languages
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[0]),
    ).toEqual(['English', 'Dutch', 'French', 'German'])
    const organisations = within(canvas.getByRole('table', { name: 'Busiest organisations' }))
    const first = month.by_organisation[0]
    await expect(cellsOf(organisations.getAllByRole('row')[1] as HTMLElement)).toEqual([
      first?.name,
      'League organisation',
      number(first?.tournaments ?? -1),
      number(first?.matches ?? -1),
      number(first?.visits ?? -1),
    ])
    await expect(organisations.getAllByText('Organiser’s own')).toHaveLength(
      month.by_organisation.filter((row) => row.is_personal).length,
    )
  },
}

const generalRequests = recordRequests('get', '/admin/analytics/general')

/**
 * What the admin does: another period asks for its figures and joins the address (the other page's link keeps
 * it), another grouping too; a chart opens as a table of the same numbers.
 */
export const ChangePeriod: Story = {
  parameters: { msw: { handlers: [generalRequests.handler, ...adminAnalyticsHandlers()] } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(tile(canvasElement, 'matches')).toHaveTextContent(number(month.totals.matches)))
    await choose('Period', 'Last 7 days')
    await waitFor(() => expect(tile(canvasElement, 'matches')).toHaveTextContent(number(week.totals.matches)))
    await expect(tile(canvasElement, 'visits')).toHaveTextContent(number(week.totals.visits))
    await expect(generalRequests.requests.at(-1)?.url).toContain('period=week')
    await expect(navigations(canvasElement)).toContain('/admin/analytics/general?period=week')
    await expect(canvas.getByRole('link', { name: 'Tournaments' })).toHaveAttribute(
      'href',
      '/admin/analytics/tournaments?period=week',
    )

    const matches = within(await canvas.findByRole('region', { name: 'Matches' }))
    await userEvent.click(matches.getByRole('tab', { name: 'Table' }))
    const table = within(matches.getByRole('table', { name: 'Matches' }))
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Day',
      'Matches',
      'Finished matches',
    ])
    await expect(table.getAllByRole('rowheader')).toHaveLength(7)
    const last = week.series.at(-1)
    const today = table.getByRole('rowheader', { name: '25 Nov' }).closest('tr') as HTMLElement
    await expect(cellsOf(today)).toEqual([number(last?.matches ?? -1), number(last?.finished_matches ?? -1)])

    await choose('Group by', 'Week')
    await waitFor(() =>
      expect(navigations(canvasElement)).toContain('/admin/analytics/general?period=week&interval=week'),
    )
    // The address changes before the query asks for the new grouping: wait for the request itself.
    await waitFor(() => expect(generalRequests.requests.at(-1)?.url).toContain('interval=week'))
    await waitFor(() => expect(table.getByRole('columnheader', { name: 'Week' })).toBeVisible())
    await expect(table.getByRole('rowheader', { name: 'Week of 23 Nov' })).toBeVisible()
  },
}

let downloads: ReturnType<typeof captureDownloads>

/** Each chart's numbers and each table download as CSV: a header row, the days, numbers unformatted. */
export const DownloadCsv: Story = {
  args: { searchParams: { period: 'week' } },
  beforeEach: () => {
    downloads = captureDownloads()
    return downloads.restore
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download CSV: Matches' }))
    await expect(await downloads.last()).toEqual({
      name: 'oche-matches-2026-11-19-2026-11-25.csv',
      type: 'text/csv;charset=utf-8',
      text: [
        'Day,Matches,Finished matches',
        ...week.series.map((point) => `${point.from},${point.matches},${point.finished_matches}`),
      ].join('\r\n'),
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV: Busiest organisations' }))
    const organisations = await downloads.last()
    await expect(organisations?.name).toBe('oche-organisations-2026-11-19-2026-11-25.csv')
    const lines = organisations?.text.split('\r\n') ?? []
    await expect(lines[0]).toBe('Organisation,Kind,Tournaments,Matches,Visits')
    const first = week.by_organisation[0]
    await expect(lines[1]).toBe(
      `${first?.name},League organisation,${first?.tournaments},${first?.matches},${first?.visits}`,
    )
    await expect(lines).toHaveLength(week.by_organisation.length + 1)
    await expect(downloads.count()).toBe(2)
  },
}

/** The period's figures arrive from a shared address: a year, per week. */
export const FromTheAddress: Story = {
  args: { searchParams: { period: 'year', interval: 'week' } },
  play: async ({ canvas, canvasElement }) => {
    const year = analyticsGeneralFixture({ period: 'year', interval: 'week' })
    await waitFor(() => expect(tile(canvasElement, 'matches')).toHaveTextContent(number(year.totals.matches)))
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 365 days')
    await expect(canvas.getByRole('combobox', { name: 'Group by' })).toHaveTextContent('Week')
  },
}

/** Nobody used Oche in the period: said so, without empty charts; the year is a click away. */
export const Empty: Story = {
  parameters: { msw: { handlers: adminAnalyticsHandlers({ data: 'empty' }) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing in the last 30 days' })).toBeVisible()
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Show the last 365 days' }))
    await expect(await canvas.findByRole('heading', { name: 'Nothing in the last 365 days' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Show the last 365 days' })).not.toBeInTheDocument()
    await expect(navigations(canvasElement)).toContain('/admin/analytics/general?period=year')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [...adminAnalyticsLoading(), ...adminAnalyticsHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the figures')
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toBeVisible()
  },
}

export const LoadError: Story = {
  parameters: { msw: { handlers: [...adminAnalyticsFailing(), ...adminAnalyticsHandlers()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The figures could not be loaded')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Someone who is not a super admin (the API answers 403): who may, and the way to their own figures. */
export const Forbidden: Story = {
  parameters: { user: userFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only super admins see the analytics' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your statistics' })).toHaveAttribute(
      'href',
      '/profile/my-stats',
    )
    await expect(canvas.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument()
  },
}

/** On a phone the tiles wrap two a row and nothing is wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: 'Visits' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Busiest organisations' })).toBeVisible()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** In Dutch: the glossary's words, language names in Dutch, links under /nl. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analyse' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Toernooien' })).toHaveAttribute(
      'href',
      '/nl/admin/analytics/tournaments',
    )
    const languages = within(await canvas.findByRole('table', { name: 'Per taal' }))
    await expect(languages.getByText('Nederlands')).toBeVisible()
  },
}
