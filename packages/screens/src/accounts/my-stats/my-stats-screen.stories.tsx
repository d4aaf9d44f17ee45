import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createMatchHandlers,
  handlers,
  mockError,
  mockPending,
  playedMatchFixtures,
  recordRequests,
  statsFixtureNow,
  statsMatchFixtures,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../story-helpers/account.story-helpers'
import { MyStatsScreen } from './my-stats-screen'

/**
 * Fresh in-memory matches per story: the user's ten finished ones from June to November 2026 (and two unfinished),
 * with the periods counted back from 26 November 2026.
 */
const withMatches = (options: Parameters<typeof createMatchHandlers>[0] = {}) => ({
  msw: {
    handlers: [
      ...createMatchHandlers({
        matches: [...playedMatchFixtures, ...statsMatchFixtures],
        now: statsFixtureNow,
        ...options,
      }),
      ...handlers,
    ],
  },
})

const meta = {
  title: 'screens/Accounts/My statistics',
  component: MyStatsScreen,
  args: { searchParams: {} },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/profile/my-stats',
    ...withMatches(),
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof MyStatsScreen>

export default meta
type Story = StoryObj<typeof meta>

const tile = (element: HTMLElement, stat: string) =>
  element.querySelector<HTMLElement>(`[data-slot="my-stats-tile"][data-stat="${stat}"] dd`)
const navigations = (element: HTMLElement) =>
  element.ownerDocument.querySelector('[data-testid="navigation"]')?.textContent ?? ''
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}
const overview = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Overview' }))

/** Every finished match: the headline figures, and the charts over the months with their tables. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figures = await overview(canvas)
    await expect(figures.getByRole('status')).toHaveTextContent('Over 10 finished matches')
    await expect(tile(canvasElement, 'three-dart-average')).toHaveTextContent('92.06')
    await expect(tile(canvasElement, 'first-nine-average')).toHaveTextContent('102.13')
    await expect(tile(canvasElement, 'checkout-percentage')).toHaveTextContent('66.67%')
    await expect(figures.getByText('8 of 12 darts at a double')).toBeVisible()
    await expect(tile(canvasElement, 'matches')).toHaveTextContent('7–3')
    await expect(tile(canvasElement, 'legs')).toHaveTextContent('8 of 11')
    await expect(tile(canvasElement, 'one-eighties')).toHaveTextContent('2')
    await expect(tile(canvasElement, 'one-seventy-ones')).toHaveTextContent('1')
    await expect(tile(canvasElement, 'one-forty-plus')).toHaveTextContent('8')
    await expect(tile(canvasElement, 'ton-plus')).toHaveTextContent('15')
    await expect(tile(canvasElement, 'high-checkout')).toHaveTextContent('130')
    await expect(tile(canvasElement, 'best-leg')).toHaveTextContent('11 darts')
    await expect(canvas.getByRole('link', { name: 'My matches' })).toHaveAttribute('href', '/profile/my-matches')
    // The charts load with their own code; each has a table of the same numbers.
    const scoring = within(await canvas.findByRole('region', { name: 'Scoring visits' }))
    await expect(await canvas.findByRole('img', { name: 'Averages' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Checkout percentage' })).toBeVisible()
    await userEvent.click(scoring.getByRole('tab', { name: 'Table' }))
    const table = scoring.getByRole('table', { name: 'Scoring visits' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', '180s', '140+', '100+'])
    const november = within(table).getByRole('rowheader', { name: 'Nov 2026' }).closest('tr') as HTMLElement
    await expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '6', '6'])
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(6)
  },
}

const statsRequests = recordRequests('get', '/user/stats')

/** Choosing a period asks for its figures, shows them per day, and writes it into the address; clearing undoes it. */
export const Filtered: Story = {
  parameters: { msw: { handlers: [statsRequests.handler, ...withMatches().msw.handlers] } },
  play: async ({ canvas, canvasElement }) => {
    const figures = await overview(canvas)
    await expect(figures.getByRole('status')).toHaveTextContent('Over 10 finished matches')
    await choose('Period', 'Last 7 days')
    await waitFor(() => expect(figures.getByRole('status')).toHaveTextContent('Over 2 finished matches'))
    await expect(statsRequests.requests.at(-1)?.url).toContain('period=week')
    await expect(navigations(canvasElement)).toContain('/profile/my-stats?period=week')
    await expect(tile(canvasElement, 'three-dart-average')).toHaveTextContent('107.36')
    await expect(tile(canvasElement, 'one-eighties')).toHaveTextContent('0')
    const averages = within(await canvas.findByRole('region', { name: 'Averages' }))
    await userEvent.click(averages.getByRole('tab', { name: 'Table' }))
    const table = averages.getByRole('table', { name: 'Averages' })
    await expect(within(table).getByRole('columnheader', { name: 'Day' })).toBeVisible()
    const day = within(table).getByRole('rowheader', { name: '24 Nov' }).closest('tr') as HTMLElement
    await expect(
      within(day)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['115.62', '123.67'])
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => expect(figures.getByRole('status')).toHaveTextContent('Over 10 finished matches'))
    await expect(statsRequests.requests.at(-1)?.url).not.toContain('period=')
  },
}

/** Filters from a shared address: the games against the bot, per month. */
export const FromAddress: Story = {
  args: { searchParams: { kind: 'bot' } },
  play: async ({ canvas, canvasElement }) => {
    const figures = await overview(canvas)
    await expect(figures.getByRole('status')).toHaveTextContent('Over 2 finished matches')
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Against the bot')
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('All time')
    await expect(tile(canvasElement, 'matches')).toHaveTextContent('1–1')
  },
}

/** Nothing finished for these filters: say so, and offer every match. */
export const NoneForFilters: Story = {
  args: { searchParams: { kind: 'tournament', period: 'week' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No finished matches for these filters')).toBeVisible()
    const clear = canvas.getAllByRole('button', { name: 'Clear the filters' })
    await expect(clear).toHaveLength(2)
    await userEvent.click(clear[1] as HTMLElement)
    const figures = await overview(canvas)
    await expect(figures.getByRole('status')).toHaveTextContent('Over 10 finished matches')
  },
}

/** No finished match at all (the unfinished ones do not count): how to get some. */
export const Empty: Story = {
  parameters: withMatches({ matches: playedMatchFixtures.filter((match) => match.status !== 'finished') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No finished matches yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Play a match' })).toHaveAttribute('href', '/play')
    const toMatches = canvas.getAllByRole('link', { name: 'My matches' })
    await expect(toMatches.map((link) => link.getAttribute('href'))).toEqual([
      '/profile/my-matches',
      '/profile/my-matches',
    ])
    await expect(canvas.queryByRole('region', { name: 'Overview' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/user/stats'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your statistics')
  },
}

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/user/stats', 500, { message: 'Server Error' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your statistics could not be loaded')
  },
}

/** At phone width the tiles go two a row and the charts take the full width, without scrolling sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await overview(canvas)
    await canvas.findByRole('img', { name: 'Averages' })
    const tiles = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="my-stats-tile"]')]
    const [first, second, third] = tiles
    await expect(first?.offsetTop).toBe(second?.offsetTop)
    await expect(third?.offsetTop).toBeGreaterThan(first?.offsetTop ?? 0)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await overview(canvas)
    await expect(await canvas.findByRole('img', { name: 'Scoring visits' })).toBeVisible()
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Soort' })).toHaveTextContent('Elke soort')
    await waitFor(() => expect(tile(canvasElement, 'three-dart-average')).toHaveTextContent('92,06'))
  },
}
