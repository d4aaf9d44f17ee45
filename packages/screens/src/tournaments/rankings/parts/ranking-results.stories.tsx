import type { Meta, StoryObj } from '@storybook/react-vite'
import { buildRankingDetail } from '@oche/api'
import { expect, within } from 'storybook/test'
import { clubSnapshot } from '../story-helpers/ranking.story-helpers'
import { RankingResults } from './ranking-results'

/** The club ranking with only the best two results counting: Bram's third one in the period is dropped. */
const bestTwo = buildRankingDetail({ ...clubSnapshot, ranking: { ...clubSnapshot.ranking, count_best: 2 } }, false)
const bram = bestTwo.rows.find((row) => row.player.name === 'Bram Peeters')
if (!bram) throw new Error('The club ranking fixture needs Bram Peeters')

const meta = {
  title: 'screens/Rankings/Parts/Ranking results',
  component: RankingResults,
  args: { results: bram.results, tournaments: bestTwo.tournaments },
} satisfies Meta<typeof RankingResults>

export default meta
type Story = StoryObj<typeof meta>

const items = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem')

/** Bram played three tournaments in the period and only his best two count: the third is struck through, said dropped. */
export const CountingAndDropped: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Results' })).toBeVisible()
    const counting = items(canvasElement).filter((item) => item.dataset.counts === 'true')
    const dropped = items(canvasElement).filter((item) => item.dataset.counts === 'false')
    await expect(counting).toHaveLength(2)
    await expect(dropped).toHaveLength(1)
    await expect(counting[0]).toHaveTextContent(/^November Open1 · 100 pts$/)
    await expect(dropped[0]).toHaveTextContent(/\(dropped: not among the best\)$/)
    await expect(getComputedStyle(dropped[0] as HTMLElement).textDecorationLine).toBe('line-through')
    await expect(getComputedStyle(counting[0] as HTMLElement).textDecorationLine).toBe('none')
  },
}

/** Every result counts: none is said dropped. */
export const AllCounting: Story = {
  args: { results: bram.results.map((result) => ({ ...result, counts: true })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(bram.results.length)
    await expect(canvas.queryByText(/dropped/)).not.toBeInTheDocument()
  },
}

/** Named after its player where no column header names it. */
export const Labelled: Story = {
  args: { label: 'Results of Bram Peeters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Results of Bram Peeters' })).toBeVisible()
  },
}
