import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { LeagueLeaderboards } from './league-leaderboards'
import { emptyLeaderboards, halfPlayedLeaderboards, longLeaderboards } from './standings.story-helpers'

const base = '/competition/demo-darts-league/season/2026-27'

const meta = {
  title: 'screens/Competition/Parts/League leaderboards',
  component: LeagueLeaderboards,
  args: {
    leaderboards: halfPlayedLeaderboards,
    matchHref: (match: string) => `${base}/matches/${match}`,
    teamHref: (team: string) => `${base}/teams/${team}`,
  },
} satisfies Meta<typeof LeagueLeaderboards>

export default meta
type Story = StoryObj<typeof meta>

/** The 180s and 171s first; each board in its tab, legs and checkouts with a link to their match. */
export const HalfPlayed: Story = {
  play: async ({ canvas }) => {
    const maxima = canvas.getByRole('table', { name: '180s and 171s' })
    const rows = within(maxima).getAllByRole('row')
    await expect(rows).toHaveLength(5)
    await expect(rows[1]).toHaveTextContent('1Bart BusterBull Busters51')

    await userEvent.click(canvas.getByRole('tab', { name: 'Short legs' }))
    await expect(canvas.getByText('Legs won in 18 darts or fewer.')).toBeVisible()
    const legs = within(canvas.getByRole('table', { name: 'Short legs' })).getAllByRole('row')
    // Two legs of 15 darts share second place.
    await expect(legs.map((row) => row.querySelector('td')?.textContent)).toEqual([undefined, '1', '2', '2', '4'])
    await expect(within(legs[1] as HTMLElement).getByRole('link', { name: 'Match of 17 Sept 2026' })).toHaveAttribute(
      'href',
      `${base}/matches/bull-busters-the-arrows-1`,
    )

    await userEvent.click(canvas.getByRole('tab', { name: 'High checkouts' }))
    await expect(canvas.getByText('Checkouts of 100 or more.')).toBeVisible()
    await expect(
      within(canvas.getByRole('table', { name: 'High checkouts' })).getAllByRole('row')[1],
    ).toHaveTextContent(/Arno Arrow.*132/)

    await userEvent.click(canvas.getByRole('tab', { name: 'Games played' }))
    await expect(within(canvas.getByRole('table', { name: 'Games played' })).getAllByRole('row')).toHaveLength(7)
  },
}

/** A long board shows its top ten, and all of it on request. */
export const ShowAll: Story = {
  args: { leaderboards: longLeaderboards },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Games played' }))
    const table = () => canvas.getByRole('table', { name: 'Games played' })
    await expect(within(table()).getAllByRole('row')).toHaveLength(11)
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 14' }))
    await expect(within(table()).getAllByRole('row')).toHaveLength(15)
    await userEvent.click(canvas.getByRole('button', { name: 'Show the top 10' }))
    await expect(within(table()).getAllByRole('row')).toHaveLength(11)
  },
}

/** Nothing thrown yet: each board says so. */
export const NoResultsYet: Story = {
  args: { leaderboards: emptyLeaderboards },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No 180s or 171s yet.')).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Short legs' }))
    await expect(canvas.getByText('No short legs yet.')).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

/** In French: the glossary's words, and the narrow no-break space of French numbers. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Manches courtes' }))
    await expect(canvas.getByText('Manches gagnées en 18 fléchettes ou moins.')).toBeVisible()
  },
}
