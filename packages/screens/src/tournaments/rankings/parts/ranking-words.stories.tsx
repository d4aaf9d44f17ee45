import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BandPlaces, CountBestText, RankingDay, RankingWindowText, TieRuleText } from './ranking-words'

const meta = {
  title: 'screens/Rankings/Parts/Ranking words',
  component: BandPlaces,
  args: { from: 3, to: 4 },
  decorators: [(Story) => <p data-testid="words">{Story()}</p>],
} satisfies Meta<typeof BandPlaces>

export default meta
type Story = StoryObj<typeof meta>

/** A band of places: “3rd–4th”. */
export const BandRange: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/^3rd–4th$/)
  },
}

/** A band of one place: “1st”. */
export const BandOnePlace: Story = {
  args: { from: 1, to: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/^1st$/)
  },
}

/** The last band covers every place below it: “33rd and below”. */
export const LastBand: Story = {
  args: { from: 33, to: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/^33rd and below$/)
  },
}

/** An ISO day, as a date in the page’s language. */
export const Day: Story = {
  render: () => <RankingDay date="2026-12-01" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/^1 Dec 2026$/)
  },
}

export const RollingWindow: Story = {
  render: () => <RankingWindowText window={{ kind: 'rolling', months: 12 }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/^The last 12 months$/)
  },
}

export const FixedSeason: Story = {
  render: () => <RankingWindowText window={{ kind: 'fixed', from: '2026-09-01', to: '2027-06-30' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/^1 Sept? 2026 – 30 Jun 2027$/)
  },
}

export const BestThreeCount: Story = {
  render: () => <CountBestText countBest={3} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/^The best 3 results count$/)
  },
}

export const EveryResultCounts: Story = {
  render: () => <CountBestText countBest={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/^Every result counts$/)
  },
}

export const TieRule: Story = {
  render: () => <TieRuleText />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/Players still level share the place\.$/)
  },
}

/** In Dutch, with the Dutch ordinals and month names. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  render: () => <RankingWindowText window={{ kind: 'fixed', from: '2026-09-01', to: '2027-06-30' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('words')).toHaveTextContent(/2026 – 30 jun 2027$/)
  },
}
