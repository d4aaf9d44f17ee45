import type { Meta, StoryObj } from '@storybook/react-vite'
import { buildRankingDetail, realtimeChannels, realtimeEvents } from '@oche/api'
import { createRankingHandlers, handlers, mockError, mockPending, rankingSnapshotFixtures } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyRealtime } from '../../../../../../.storybook/story-harness'
import { pageOverflowsSideways, phoneViewport } from '../story-helpers/ranking.story-helpers'
import { RankingScreen } from './ranking-screen'

const club = rankingSnapshotFixtures.club
const clubId = club.ranking.id

const meta = {
  title: 'screens/Rankings/Ranking page',
  component: RankingScreen,
  parameters: {
    page: true,
    pathname: `/rankings/${clubId}`,
    layout: 'fullscreen',
    msw: { handlers: [...createRankingHandlers(), ...handlers] },
  },
  args: { id: clubId },
} satisfies Meta<typeof RankingScreen>

export default meta
type Story = StoryObj<typeof meta>

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [row.getAttribute('data-player'), within(row).getAllByRole('cell')[0]?.textContent])

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/rankings/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the ranking'))
  },
}

/** The club's order of merit: positions, movement, points, counting and dropped results, rules and tournaments. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Club order of merit' })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Order of merit' })
    await expect(rowTexts(table)).toEqual([
      ['Anna de Boer', '1'],
      ['Bram Peeters', '2'],
      ['Cas Jansen', '3'],
      ['Dirk Willems', '4'],
      ['Eva Claes', '5'],
      ['Finn Maes', '6'],
      ['Gus Smit', '7'],
      ['Hans Müller', '7'],
    ])
    // Bram won the latest tournament and went up from 4th; Anna, who led before it too, stays first.
    const bram = canvasElement.querySelector('tr[data-player="Bram Peeters"]') as HTMLElement
    await expect(within(bram).getByText('Up 2 places')).toBeInTheDocument()
    const anna = canvasElement.querySelector('tr[data-player="Anna de Boer"]') as HTMLElement
    await expect(within(anna).getByText('No change')).toBeInTheDocument()
    await expect(within(anna).getByText('270')).toBeVisible()
    // Anna's three results count; the spring classic is outside the twelve months and not listed as hers.
    await expect(anna.querySelectorAll('[data-counts="true"]')).toHaveLength(3)
    await expect(within(anna).getByText('October Open')).toBeVisible()
    // The rules in words, and the tournaments: the spring classic is outside the period.
    const rules = canvas.getByRole('region', { name: 'How it is ranked' })
    await expect(rules).toHaveTextContent('The last 12 months')
    await expect(rules).toHaveTextContent('The best 3 results count')
    await expect(rules).toHaveTextContent('3rd–4th: 50')
    await expect(rules).toHaveTextContent('33rd and below: 0')
    const tournaments = canvas.getByRole('region', { name: 'Tournaments' })
    await expect(within(tournaments).getAllByText('Counts')).toHaveLength(3)
    await expect(within(tournaments).getByText('Outside the period')).toBeVisible()
    await expect(within(tournaments).getByRole('link', { name: 'Spring Classic' })).toHaveAttribute(
      'href',
      `/tournaments/${club.tournaments[3]?.id}/results`,
    )
  },
}

/** A player's positions after each tournament open under their row. */
export const PlayerHistory: Story = {
  play: async ({ canvas }) => {
    const anna = await canvas.findByRole('button', { name: /Anna de Boer/ })
    await expect(anna).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(anna)
    await expect(anna).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(document.querySelector('[data-slot="player-history"]')).not.toBeNull())
    const history = document.querySelector('[data-slot="player-history"]') as HTMLElement
    await expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Spring Classic \(5 Apr 2025\) 3rd$/),
      expect.stringMatching(/^Autumn Cup \(12 Sept? 2026\) 1st$/),
      expect.stringMatching(/^October Open \(10 Oct 2026\) 1st$/),
      expect.stringMatching(/^November Open \(14 Nov 2026\) 1st$/),
    ])
    await userEvent.click(anna)
    await expect(document.querySelector('[data-slot="player-history"]')).toBeNull()
  },
}

/** The Autumn Cup's final, corrected: Dirk won it, not Anna. What the server answers once the correction is in. */
const corrected = {
  ...club,
  results: club.results.map((result) => {
    if (result.tournamentId !== club.tournaments[2]?.id) return result
    if (result.position === 1) return { ...result, position: 2, positionTo: 2 }
    if (result.position === 2) return { ...result, position: 1, positionTo: 1 }
    return result
  }),
}
let isCorrected = false

/** A corrected result: `ranking.updated` refetches the page and the new order shows without a reload. */
export const UpdatedLive: Story = {
  beforeEach: () => {
    isCorrected = false
  },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/rankings/:id', () =>
          HttpResponse.json(buildRankingDetail(isCorrected ? corrected : club, false)),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Order of merit' })
    await expect(
      rowTexts(table)
        .slice(0, 4)
        .map(([name]) => name),
    ).toEqual(['Anna de Boer', 'Bram Peeters', 'Cas Jansen', 'Dirk Willems'])
    isCorrected = true
    storyRealtime().emit(realtimeChannels.ranking(clubId), realtimeEvents.rankingUpdated, { rankingId: clubId })
    await waitFor(() =>
      expect(rowTexts(canvas.getByRole('table', { name: 'Order of merit' })).slice(0, 4)).toEqual([
        ['Anna de Boer', '1'],
        ['Bram Peeters', '2'],
        ['Dirk Willems', '3'],
        ['Cas Jansen', '4'],
      ]),
    )
  },
}

/** A private ranking, opened by a visitor: not found, as the API answers. */
export const PrivateForVisitor: Story = {
  args: { id: rankingSnapshotFixtures.empty.ranking.id },
  parameters: { user: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This ranking cannot be found' })).toBeVisible()
  },
}

export const NoResultsYet: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/rankings/:id', () =>
          HttpResponse.json(buildRankingDetail({ ...club, tournaments: [], results: [] }, false)),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No results yet' })).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getByRole('region', { name: 'How it is ranked' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { id: '7a3f0c2e-1d4b-4c8a-9e1f-2000000000ff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This ranking cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See all rankings' })).toHaveAttribute('href', '/rankings')
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [mockError('get', '/rankings/:id', 500, { message: 'Server error' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'The ranking could not be loaded' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** On a 390 px phone the whole page stays inside the screen: the leader, their points and their results in view. */
export const Phone: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('table', { name: 'Order of merit' })).toBeVisible()
    await expect(window.innerWidth).toBe(390)
    await expect(pageOverflowsSideways()).toBe(false)
    const anna = canvasElement.querySelector('tr[data-player="Anna de Boer"]') as HTMLElement
    await expect(within(anna).getByRole('button', { name: /Anna de Boer/ })).toBeVisible()
    await expect(within(anna).getByText('270')).toBeVisible()
    await expect(within(anna).getByText('270').getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    )
    await expect(canvas.getByRole('list', { name: 'Results of Anna de Boer' })).toBeVisible()
  },
}
