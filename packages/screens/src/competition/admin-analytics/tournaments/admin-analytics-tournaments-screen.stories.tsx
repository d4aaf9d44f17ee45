import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  adminAnalyticsFailing,
  adminAnalyticsLoading,
  analyticsTournamentsFixture,
  recordRequests,
  superAdminFixture,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { adminAnalyticsHandlers, captureDownloads } from '../story-helpers/admin-analytics.story-helpers'
import { AdminAnalyticsTournamentsScreen } from './admin-analytics-tournaments-screen'

const meta = {
  title: 'screens/Competition/Admin analytics/Tournaments',
  component: AdminAnalyticsTournamentsScreen,
  args: { searchParams: {} },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: superAdminFixture,
    pathname: '/admin/analytics/tournaments',
    msw: { handlers: adminAnalyticsHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof AdminAnalyticsTournamentsScreen>

export default meta
type Story = StoryObj<typeof meta>

const number = (value: number) => new Intl.NumberFormat('en-GB').format(value)
const average = (value: number | null) =>
  value === null ? '–' : new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(value)
const tile = (element: HTMLElement, stat: string) =>
  element.querySelector<HTMLElement>(`[data-slot="analytics-tile"][data-stat="${stat}"] dd`)
const navigations = (element: HTMLElement) =>
  element.ownerDocument.querySelector('[data-testid="navigation"]')?.textContent ?? ''
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

const month = analyticsTournamentsFixture({ period: 'month' })
const year = analyticsTournamentsFixture({ period: 'year' })

/** The last 30 days: the tournaments in all, per day by format, and by format, size, visibility, status and type. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'General' })).toHaveAttribute('href', '/admin/analytics/general')
    await waitFor(() => expect(tile(canvasElement, 'tournaments')).toHaveTextContent(number(month.totals.tournaments)))
    await expect(tile(canvasElement, 'finished')).toHaveTextContent(number(month.totals.finished))
    await expect(tile(canvasElement, 'entries')).toHaveTextContent(number(month.totals.entries))
    await expect(tile(canvasElement, 'average-entries')).toHaveTextContent(average(month.totals.average_entries))
    await expect(tile(canvasElement, 'games')).toHaveTextContent(number(month.totals.games))
    await expect(tile(canvasElement, 'average-game-minutes')).toHaveTextContent(
      average(month.totals.average_game_minutes),
    )
    await expect(await canvas.findByRole('img', { name: 'Tournaments by format' })).toBeVisible()
    // The formats, visibilities and statuses have the tournament pages' names.
    const formats = rowsOf(canvas.getByRole('table', { name: 'By format' }))
    await expect(formats.map((row) => row[0])).toEqual([
      'Groups, then knockout',
      'Knockout',
      'Round robin',
      'Double elimination',
    ])
    const knockout = month.by_format.find((row) => row.format === 'knockout')
    await expect(formats[1]).toEqual([
      'Knockout',
      number(knockout?.tournaments ?? -1),
      number(knockout?.finished ?? -1),
      number(knockout?.games ?? -1),
      average(knockout?.average_game_minutes ?? null),
    ])
    await expect(rowsOf(canvas.getByRole('table', { name: 'By field size' })).map((row) => row[0])).toEqual([
      '2–8',
      '9–16',
      '17–32',
      '33–64',
      '65 or more',
    ])
    await expect(rowsOf(canvas.getByRole('table', { name: 'By visibility' })).map((row) => row[0])).toEqual([
      'Public',
      'Unlisted',
      'Private',
    ])
    await expect(rowsOf(canvas.getByRole('table', { name: 'By completion' })).map((row) => row[0])).toEqual([
      'Being set up',
      'Drawn',
      'Live',
      'Finished',
    ])
    await expect(rowsOf(canvas.getByRole('table', { name: 'Singles or pairs' })).map((row) => row[0])).toEqual([
      'Singles',
      'Pairs',
    ])
  },
}

const tournamentRequests = recordRequests('get', '/admin/analytics/tournaments')
let downloads: ReturnType<typeof captureDownloads>

/**
 * What the admin does: a year of tournaments per month (the figures and the address follow), the chart read as a
 * table, then its numbers and a breakdown downloaded as CSV.
 */
export const ChangePeriodAndDownload: Story = {
  parameters: { msw: { handlers: [tournamentRequests.handler, ...adminAnalyticsHandlers()] } },
  beforeEach: () => {
    downloads = captureDownloads()
    return downloads.restore
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(tile(canvasElement, 'tournaments')).toHaveTextContent(number(month.totals.tournaments)))
    await choose('Period', 'Last 365 days')
    await waitFor(() => expect(tile(canvasElement, 'tournaments')).toHaveTextContent(number(year.totals.tournaments)))
    await expect(canvas.getByRole('combobox', { name: 'Group by' })).toHaveTextContent('Month')
    await expect(tournamentRequests.requests.at(-1)?.url).toContain('period=year')
    await expect(navigations(canvasElement)).toContain('/admin/analytics/tournaments?period=year')

    const chart = within(await canvas.findByRole('region', { name: 'Tournaments by format' }))
    await userEvent.click(chart.getByRole('tab', { name: 'Table' }))
    const table = within(chart.getByRole('table', { name: 'Tournaments by format' }))
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Month',
      'Groups, then knockout',
      'Knockout',
      'Round robin',
      'Double elimination',
    ])
    await expect(table.getAllByRole('rowheader')).toHaveLength(year.series.length)
    await expect(table.getByRole('rowheader', { name: 'Nov 2026' })).toBeVisible()

    await userEvent.click(chart.getByRole('button', { name: 'Download CSV: Tournaments by format' }))
    await expect(await downloads.last()).toEqual({
      name: `oche-tournaments-${year.from}-2026-11-25.csv`,
      type: 'text/csv;charset=utf-8',
      text: [
        'Month,"Groups, then knockout",Knockout,Round robin,Double elimination',
        ...year.series.map(
          (point) =>
            `${point.from},${point.by_format.groupsKnockout},${point.by_format.knockout},${point.by_format.roundRobin},${point.by_format.doubleElimination}`,
        ),
      ].join('\r\n'),
    })

    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV: By completion' }))
    const statuses = await downloads.last()
    await expect(statuses?.name).toBe(`oche-tournaments-by-status-${year.from}-2026-11-25.csv`)
    const statusNames = { draft: 'Being set up', drawn: 'Drawn', running: 'Live', finished: 'Finished' }
    const minutes = (value: number | null) => (value === null ? '' : String(Math.round(value * 100) / 100))
    await expect(statuses?.text).toBe(
      [
        'Status now,Tournaments,Finished,Games,Average game minutes',
        ...year.by_status.map(
          (row) =>
            `${statusNames[row.status]},${row.tournaments},${row.finished},${row.games},${minutes(row.average_game_minutes)}`,
        ),
      ].join('\r\n'),
    )
  },
}

/** No tournament in the period: said so, without an empty chart or tables. */
export const Empty: Story = {
  parameters: { msw: { handlers: adminAnalyticsHandlers({ data: 'empty' }) } },
  args: { searchParams: { period: 'week' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing in the last 7 days' })).toBeVisible()
    await expect(canvas.getByText(/No tournament was created in this period/)).toBeVisible()
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Show the last 365 days' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [...adminAnalyticsLoading(), ...adminAnalyticsHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the figures')
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

/** Someone who is not a super admin (the API answers 403). */
export const Forbidden: Story = {
  parameters: { user: userFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only super admins see the analytics' })).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument()
  },
}

/** On a phone the tiles wrap and the breakdowns stack into cards; nothing is wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: 'Tournaments by format' })).toBeVisible()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** In French: the tournament pages' words for formats and statuses. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analyses' })).toBeVisible()
    const formats = rowsOf(await canvas.findByRole('table', { name: 'Par formule' }))
    await expect(formats.map((row) => row[0])).toContain('Élimination directe')
    await expect(canvas.getByRole('link', { name: 'Général' })).toHaveAttribute('href', '/fr/admin/analytics/general')
  },
}
