import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Fixture } from '@oche/api'
import { expect, within } from 'storybook/test'
import { NextLeagueNightCard } from './next-league-night-card'

const fixture = (slug: string, date: string, home: string, away: string, venue: string | null): Fixture => ({
  id: `00000000-0000-4000-8000-0000000000${slug}`,
  slug: `w5-${slug}`,
  week: 5,
  date,
  division: { slug: 'first', name: 'First division' },
  home: { slug: home.toLowerCase().replaceAll(' ', '-'), name: home },
  away: { slug: away.toLowerCase().replaceAll(' ', '-'), name: away },
  venue: venue ? { id: `venue-${venue}`, name: venue } : null,
  state: 'scheduled',
  reschedules: [],
})

const meta = {
  title: 'screens/Competition/Season overview/Next league night',
  component: NextLeagueNightCard,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  args: {
    night: {
      week: 5,
      fixtures: [
        fixture('01', '2026-12-08', 'Flight Club', 'Shanghai Nights', 'Café Bullseye'),
        fixture('02', '2026-12-10', 'The Arrows', 'Bull Busters', null),
      ],
    },
  },
} satisfies Meta<typeof NextLeagueNightCard>

export default meta
type Story = StoryObj<typeof meta>

/** Its number, how many matches, and each match on its own day, home team first, with its division and venue. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('League night 5')).toBeVisible()
    await expect(canvas.getByText('2 matches')).toBeVisible()
    const [first, second] = canvas.getAllByRole('listitem')
    await expect(first).toHaveTextContent(/Tuesday,? 8 December/)
    await expect(within(first!).getByText('Flight Club – Shanghai Nights')).toBeVisible()
    await expect(within(first!).getByText('Café Bullseye')).toBeVisible()
    await expect(second).toHaveTextContent(/Thursday,? 10 December/)
  },
}

/** The season is played out. */
export const NothingLeft: Story = {
  args: { night: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No matches are left to play.')).toBeVisible()
  },
}

/** In French: the date and the glossary's rencontre. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/mardi 8 décembre/)).toBeVisible()
  },
}
