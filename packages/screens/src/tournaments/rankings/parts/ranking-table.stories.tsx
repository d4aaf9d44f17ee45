import type { Meta, StoryObj } from '@storybook/react-vite'
import { createRankingHandlers, handlers } from '@oche/mocks'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  clubRanking,
  firstTournamentRanking,
  pageOverflowsSideways,
  phoneViewport,
} from '../story-helpers/ranking.story-helpers'
import { RankingTable } from './ranking-table'

const meta = {
  title: 'screens/Rankings/Parts/Ranking table',
  component: RankingTable,
  args: { ranking: clubRanking },
  parameters: { msw: { handlers: [...createRankingHandlers(), ...handlers] } },
} satisfies Meta<typeof RankingTable>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`tr[data-player="${name}"]`) as HTMLElement

/** Wide enough: position, movement, player, points and each result in one row per player. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Order of merit' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pos.', 'Movement since the latest tournament', 'Player', 'Points', 'Results'])
    const anna = rowOf(canvasElement, 'Anna de Boer')
    await expect(within(anna).getByRole('cell', { name: '1' })).toBeVisible()
    await expect(within(anna).getByText('270')).toBeVisible()
    await expect(within(anna).getByRole('list', { name: 'Results' })).toBeVisible()
    // The results stand in their column: the row under each player's is for narrow tables only.
    await expect(canvas.queryByRole('list', { name: 'Results of Anna de Boer' })).not.toBeInTheDocument()
  },
}

/** After a single tournament everyone is new: the movement column is left out. */
export const FirstTournament: Story = {
  args: { ranking: firstTournamentRanking },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Order of merit' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pos.', 'Player', 'Points', 'Results'])
    await expect(canvasElement.querySelector('[data-movement]')).toBeNull()
    await expect(within(rowOf(canvasElement, 'Bram Peeters')).getByRole('cell', { name: '1' })).toBeVisible()
  },
}

/** A player's positions over time open under their row from the keyboard, and close again. */
export const HistoryByKeyboard: Story = {
  play: async ({ canvas }) => {
    const bram = canvas.getByRole('button', { name: /Bram Peeters/ })
    bram.focus()
    await userEvent.keyboard('{Enter}')
    await expect(bram).toHaveAttribute('aria-expanded', 'true')
    const historyId = bram.getAttribute('aria-controls') ?? ''
    await waitFor(() =>
      expect(document.getElementById(historyId)).toHaveTextContent(
        /October Open \(10 Oct 2026\) 4th.*November Open \(14 Nov 2026\) 2nd$/,
      ),
    )
    await userEvent.keyboard(' ')
    await expect(bram).toHaveAttribute('aria-expanded', 'false')
    await expect(document.getElementById(historyId)).toBeNull()
  },
}

/**
 * On a 390 px phone the page does not scroll sideways: position, player and points stay in view, and each player's
 * results wrap in a row of their own under theirs.
 */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390)
    await expect(pageOverflowsSideways()).toBe(false)
    const anna = rowOf(canvasElement, 'Anna de Boer')
    await expect(within(anna).getByRole('button', { name: /Anna de Boer/ })).toBeVisible()
    await expect(within(anna).getByText('270')).toBeVisible()
    const right = anna.getBoundingClientRect().right
    await expect(within(anna).getByText('270').getBoundingClientRect().right).toBeLessThanOrEqual(right)
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth)
    // The results column is gone; Anna's results wrap under her row instead, inside the page.
    await expect(canvas.queryByRole('columnheader', { name: 'Results' })).not.toBeInTheDocument()
    const results = canvas.getByRole('list', { name: 'Results of Anna de Boer' })
    await expect(results).toBeVisible()
    await expect(within(results).getByText('October Open')).toBeVisible()
    await expect(results.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth)
    await expect(canvas.queryByRole('region', { name: 'Order of merit table' })).not.toBeInTheDocument()
  },
}
