import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SeasonBadges, SeasonCounts, SeasonDates } from './season-labels'

type LabelsArgs = {
  season: {
    starts_on: string
    ends_on: string
    is_current: boolean
    is_archived: boolean
    divisions_count: number
    teams_count: number
  }
}

function SeasonLabels({ season }: LabelsArgs) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <SeasonDates season={season} />
      <SeasonBadges season={season} />
      <span>
        <SeasonCounts season={season} />
      </span>
    </p>
  )
}

const current = {
  starts_on: '2026-09-01',
  ends_on: '2027-05-31',
  is_current: true,
  is_archived: false,
  divisions_count: 2,
  teams_count: 12,
}

const meta = {
  title: 'screens/Competition/Parts/Season labels',
  component: SeasonLabels,
  args: { season: current },
} satisfies Meta<typeof SeasonLabels>

export default meta
type Story = StoryObj<typeof meta>

/** The current season: its days, the "Current" badge and its counts. */
export const Current: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 Sept 2026 to 31 May 2027')).toBeVisible()
    await expect(canvas.getByText('Current')).toBeVisible()
    await expect(canvas.queryByText('Archived')).not.toBeInTheDocument()
    await expect(canvas.getByText('2 divisions · 12 teams')).toBeVisible()
  },
}

/** Last season, archived: one division and one team say so in the singular. */
export const Archived: Story = {
  args: {
    season: { ...current, starts_on: '2025-09-01', ends_on: '2026-05-31', is_current: false, is_archived: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Archived')).toBeVisible()
    await expect(canvas.queryByText('Current')).not.toBeInTheDocument()
  },
}

/** In German: the dates in German and the glossary's words (Staffel, Mannschaft). */
export const InGerman: Story = {
  args: { season: { ...current, divisions_count: 1, teams_count: 1 } },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/2026 bis/)).toBeVisible()
    await expect(canvas.getByText(/1 Staffel · 1 Mannschaft/)).toBeVisible()
  },
}
