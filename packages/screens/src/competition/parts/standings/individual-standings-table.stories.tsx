import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { IndividualStandingsTable } from './individual-standings-table'
import { halfPlayedPlayers } from './standings.story-helpers'

const meta = {
  title: 'screens/Competition/Parts/Individual standings table',
  component: IndividualStandingsTable,
  args: {
    rows: halfPlayedPlayers,
    label: 'Players of First division',
    showTeam: true,
    teamHref: (team: string) => `/competition/demo-darts-league/season/2026-27/teams/${team}`,
  },
} satisfies Meta<typeof IndividualStandingsTable>

export default meta
type Story = StoryObj<typeof meta>

const names = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('tbody tr')].map((row) => row.querySelector('.font-medium')?.textContent)

/** The division's players in the league's order, with their figures in the page's number format. */
export const HalfPlayed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Players of First division' })
    for (const name of ['Games played', 'Games won', '3-dart average', 'First-9 average', 'High checkout'])
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible()
    await expect(names(canvasElement)).toEqual([
      'Anke Arrow',
      'Bart Buster',
      'Tine Treble',
      'Koen King',
      'Arno Arrow',
      'Kim King',
    ])
    const anke = canvas.getAllByRole('row')[1] as HTMLElement
    await expect(anke).toHaveTextContent('89%')
    await expect(anke).toHaveTextContent('68.47')
    await expect(within(anke).getByRole('link', { name: 'The Arrows' })).toBeVisible()
    // Koen's games were typed in: no average, a dash.
    await expect(canvas.getAllByRole('row')[4]).toHaveTextContent('–')
  },
}

/** Sorting by a figure: the highest average first, then back to the league's order. */
export const SortByAverage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const average = canvas.getByRole('button', { name: /3-dart average/ })
    await userEvent.click(average)
    await expect(canvas.getByRole('columnheader', { name: /3-dart average/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(names(canvasElement)).toEqual([
      'Bart Buster',
      'Anke Arrow',
      'Tine Treble',
      'Arno Arrow',
      'Kim King',
      'Koen King',
    ])
    await userEvent.click(canvas.getByRole('button', { name: /Best leg/ }))
    await expect(names(canvasElement).slice(0, 3)).toEqual(['Bart Buster', 'Anke Arrow', 'Tine Treble'])
    await userEvent.click(canvas.getByRole('button', { name: /Position/ }))
    await expect(names(canvasElement)[0]).toBe('Anke Arrow')
  },
}

/** A team's own players, without the team column, in German. */
export const TeamInGerman: Story = {
  args: { rows: halfPlayedPlayers.filter((row) => row.player.team?.slug === 'the-arrows'), showTeam: false },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3)
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('68,47')
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}
