import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { LeagueStandingsTable } from './league-standings-table'
import {
  adjustedStandings,
  halfPlayedStandings,
  middleDivisionStandings,
  unplayedStandings,
} from './standings.story-helpers'

const meta = {
  title: 'screens/Competition/Parts/League standings table',
  component: LeagueStandingsTable,
  args: {
    rows: halfPlayedStandings.rows,
    divisionName: halfPlayedStandings.division.name,
    order: halfPlayedStandings,
    zones: halfPlayedStandings.zones,
    teamHref: (team: string) => `/competition/demo-darts-league/season/2026-27/teams/${team}`,
  },
} satisfies Meta<typeof LeagueStandingsTable>

export default meta
type Story = StoryObj<typeof meta>

const bodyRows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr[data-team]')]

/** Halfway through the season: short headings with their full names, and each team's figures. */
export const HalfPlayed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Standings of First division' })
    for (const name of ['Position', 'Team', 'Matches played', 'Won', 'Drawn', 'Lost', 'Games won and lost', 'Points'])
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible()
    await expect(within(table).queryByRole('columnheader', { name: 'Points adjustment' })).not.toBeInTheDocument()
    const rows = bodyRows(canvasElement)
    await expect(rows.map((row) => row.dataset.team)).toEqual([
      'the-arrows',
      'bull-busters',
      'treble-trouble',
      'checkout-kings',
    ])
    await expect(rows[0]).toHaveTextContent('1The Arrows321018–1218')
    await expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'The Arrows' })).toHaveAttribute(
      'href',
      '/competition/demo-darts-league/season/2026-27/teams/the-arrows',
    )
    // Level on every tie-breaker: marked, and no answer to "why" but that.
    await expect(within(rows[2] as HTMLElement).getByRole('img', { name: /needs a decider/ })).toBeVisible()
    await expect(
      canvas.getByText(
        /^A team earns a point for every game it wins\. Teams are ordered by points, matches won, head to head, games won,? and leg difference; a deciding match or lots settle what is still level\.$/,
      ),
    ).toBeVisible()
  },
}

/** Opening why a team is above the next shows the criterion that separated them, in the tournament tables' words. */
export const WhyAbove: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Why The Arrows is above Bull Busters' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const explanation = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    await expect(explanation).toHaveTextContent('Above on matches won (2 vs 1)')
    await userEvent.click(canvas.getByRole('button', { name: 'Why Treble Trouble is above Checkout Kings' }))
    await expect(canvas.getByText('Level with the next on every tie-breaker')).toBeVisible()
    // The last team is above nobody; a second click closes the explanation again.
    await expect(canvas.queryByRole('button', { name: /Why Checkout Kings/ })).not.toBeInTheDocument()
    await userEvent.click(toggle)
    await expect(canvas.queryByText('Above on matches won (2 vs 1)')).not.toBeInTheDocument()
  },
}

/** Match points with a deduction: the adjustment column appears, and a drawing of lots that settled a tie. */
export const WithAdjustment: Story = {
  args: { rows: adjustedStandings.rows, order: adjustedStandings, highlightTeam: 'bull-busters' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Points adjustment' })).toBeVisible()
    const busters = bodyRows(canvasElement)[1] as HTMLElement
    await expect(busters).toHaveAttribute('aria-current', 'true')
    await expect(within(busters).getByText('-1')).toBeVisible()
    await expect(canvas.getByText(/A match won earns 2 points, a draw 1, a loss 0\./)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Why Treble Trouble is above Checkout Kings' }))
    await expect(canvas.getByText('Above after a drawing of lots')).toBeVisible()
  },
}

/** No match decided yet: every team on nothing and nothing to explain. */
export const NoResultsYet: Story = {
  args: { rows: unplayedStandings.rows },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(5)
    await expect(canvas.queryByRole('button', { name: /^Why/ })).not.toBeInTheDocument()
  },
}

/** One team's own row, as its statistics page shows it. */
export const OneRow: Story = {
  args: { rows: [halfPlayedStandings.rows[1]!], order: undefined, zones: undefined, teamHref: undefined },
  play: async ({ canvas }) => {
    // A row alone is no table to mark places up or down on.
    await expect(canvas.queryByRole('img', { name: /place$/ })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Why Bull Busters is above the next team' }))
    await expect(canvas.getByText('Above on points (18 vs 12)')).toBeVisible()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}

const zoneOf = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-zone]')?.dataset.zone ?? null

/**
 * The highest division of the season: its last two places go down, marked on their position with an arrow and a red
 * edge, and said under the table. Nothing goes up from the highest division.
 */
export const RelegationPlaces: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = bodyRows(canvasElement)
    await expect(rows.map(zoneOf)).toEqual([null, null, 'relegation', 'relegation'])
    await expect(within(rows[3] as HTMLElement).getByRole('img', { name: 'Relegation place' })).toBeVisible()
    await expect(canvas.queryByRole('img', { name: 'Promotion place' })).not.toBeInTheDocument()
    await expect(canvas.getByText('Relegation places: 3–4')).toBeVisible()
    await expect(canvas.queryByText(/^Promotion place/)).not.toBeInTheDocument()
  },
}

/** A middle division: its winner goes up and its last team goes down, each marked and said under the table. */
export const PromotionAndRelegation: Story = {
  args: {
    rows: middleDivisionStandings.rows,
    divisionName: middleDivisionStandings.division.name,
    zones: middleDivisionStandings.zones,
  },
  play: async ({ canvas, canvasElement }) => {
    const rows = bodyRows(canvasElement)
    await expect(rows.map(zoneOf)).toEqual(['promotion', null, null, 'relegation'])
    await expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Promotion place' })).toBeVisible()
    await expect(within(rows[3] as HTMLElement).getByRole('img', { name: 'Relegation place' })).toBeVisible()
    // One place each: said in the singular, under the table.
    await expect(canvas.getByText('Promotion place: 1')).toBeVisible()
    await expect(canvas.getByText('Relegation place: 4')).toBeVisible()
  },
}

/** The season's only division, or places set to none: nothing goes up or down, so nothing is marked. */
export const NoPlacesUpOrDown: Story = {
  args: { zones: { promotion: 0, relegation: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Standings of First division' })).toBeVisible()
    await expect(bodyRows(canvasElement).map(zoneOf)).toEqual([null, null, null, null])
    await expect(canvas.queryByText(/places?:/)).not.toBeInTheDocument()
  },
}

/** The site's home page shows the top of a table: the places are those of the whole division. */
export const TopOfTheTable: Story = {
  args: { rows: halfPlayedStandings.rows.slice(0, 3), teamCount: 4, order: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(bodyRows(canvasElement).map(zoneOf)).toEqual([null, null, 'relegation'])
    await expect(canvas.getByText('Relegation places: 3–4')).toBeVisible()
  },
}

/** In French: the places up and down in the glossary's words, with the narrow space before the colon. */
export const ZonesInFrench: Story = {
  globals: { locale: 'fr' },
  args: { zones: middleDivisionStandings.zones },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Place de montée' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Place de descente' })).toBeVisible()
    // The text matcher reads the narrow no-break space as a space; the text keeps it before the colon.
    const legend = canvas.getByText('Place de montée : 1')
    await expect(legend).toBeVisible()
    await expect(legend.textContent).toBe('Place de montée\u202f: 1')
    await expect(canvas.getByText('Place de descente : 4')).toBeVisible()
  },
}

/** In Dutch: the glossary's words and the Dutch number format. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Klassement van First division' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Waarom The Arrows boven Bull Busters staat' }))
    await expect(canvas.getByText('Hoger op gewonnen wedstrijden (2 tegen 1)')).toBeVisible()
    await expect(canvas.getAllByRole('img', { name: 'Degradatieplaats' })).toHaveLength(2)
    await expect(canvas.getByText('Degradatieplaatsen: 3–4')).toBeVisible()
  },
}

/** Dark: the edges of the places up and down keep their colours. */
export const DarkZones: Story = {
  globals: { theme: 'dark' },
  args: { zones: middleDivisionStandings.zones },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('img', { name: 'Promotion place' })).toBeVisible()
    const [first] = bodyRows(canvasElement)
    const cell = (first as HTMLElement).querySelector<HTMLElement>('[data-zone]') as HTMLElement
    await expect(getComputedStyle(cell).borderInlineStartWidth).toBe('4px')
  },
}
