import type { Meta, StoryObj } from '@storybook/react-vite'
import { buildRankingDetail } from '@oche/api'
import { rankingSnapshotFixtures } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { clubRanking } from '../story-helpers/ranking.story-helpers'
import { RankingRules } from './ranking-rules'

const meta = {
  title: 'screens/Rankings/Parts/Ranking rules',
  component: RankingRules,
  args: { ranking: clubRanking },
} satisfies Meta<typeof RankingRules>

export default meta
type Story = StoryObj<typeof meta>

/** The rule each term stands for, read from the description list. */
const rule = (canvasElement: HTMLElement, term: string) => {
  const dt = within(canvasElement)
    .getAllByRole('term')
    .find((element) => element.textContent === term)
  return dt?.nextElementSibling?.textContent
}

/** The club's ranking: a rolling twelve months (with today's dates) where the best three results count. */
export const BestOfRolling: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'How it is ranked' })).toBeVisible()
    await expect(rule(canvasElement, 'Period')).toBe('The last 12 months(today: 26 Nov 2025 – 25 Nov 2026)')
    await expect(rule(canvasElement, 'Results that count')).toBe('The best 3 results count')
    await expect(
      within(canvasElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1st: 100',
      '2nd: 70',
      '3rd–4th: 50',
      '5th–8th: 30',
      '9th–16th: 15',
      '17th–32nd: 5',
      '33rd and below: 0',
    ])
    await expect(rule(canvasElement, 'Ties')).toMatch(/^Level on points: more best results first/)
  },
}

/** A season between two days where every result counts: no “today” dates, since the season does not move. */
export const AllOfSeason: Story = {
  args: { ranking: buildRankingDetail(rankingSnapshotFixtures.empty, false) },
  play: async ({ canvasElement }) => {
    await expect(rule(canvasElement, 'Period')).toBe('1 Dec 2026 – 31 Mar 2027')
    await expect(rule(canvasElement, 'Results that count')).toBe('Every result counts')
  },
}

/** Only the single best result counts: said in the singular. */
export const BestOne: Story = {
  args: {
    ranking: {
      ...clubRanking,
      count_best: 1,
      window: { kind: 'rolling', months: 1 },
      points: [{ from: 1, points: 10 }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(rule(canvasElement, 'Period')).toMatch(/^The last month\(today: /)
    await expect(rule(canvasElement, 'Results that count')).toBe('Only the best result counts')
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('1st and below: 10')
  },
}
