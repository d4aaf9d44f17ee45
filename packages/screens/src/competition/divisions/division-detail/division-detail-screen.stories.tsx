import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockJson, mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { adjustedStandings } from '../../parts/standings/standings.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import {
  divisionApi,
  first,
  groupsPath,
  org,
  playFirstMatch,
  season,
  second,
  seasonPath,
} from '../parts/division.story-helpers'
import { DivisionDetailScreen } from './division-detail-screen'

const meta = {
  title: 'screens/Competition/Divisions/Division',
  component: DivisionDetailScreen,
  args: { org, season, division: first },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${groupsPath}/${first}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof DivisionDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The division's four teams with their captains and venues, its fixture list in numbers, and where to change each. */
export const Filled: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, playFirstMatch(first)) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'First division' })).toBeVisible()
    await expect(canvas.getByText('Division 1 of season 2026-27')).toBeVisible()
    const teams = within(canvas.getByRole('region', { name: 'Teams (4)' }))
    await expect(teams.getByRole('link', { name: 'The Arrows' })).toHaveAttribute(
      'href',
      `${seasonPath}/teams/the-arrows`,
    )
    await expect(teams.getAllByText(/^Captain: /)).toHaveLength(4)
    await expect(teams.getByRole('link', { name: 'Choose the teams' })).toHaveAttribute(
      'href',
      `${groupsPath}/${first}/teams`,
    )
    const fixtures = within(canvas.getByRole('region', { name: 'Fixture list' }))
    await expect(fixtures.getByText('12 matches on 6 league nights')).toBeVisible()
    await expect(fixtures.getByText('1 played, 11 to play')).toBeVisible()
    await expect(fixtures.getByRole('link', { name: 'Open the fixture list' })).toHaveAttribute(
      'href',
      `${groupsPath}/${first}/matches`,
    )
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${groupsPath}/${first}/edit`)
    // Under the division's set-up, its standings: the first match decided is not in the mocks' league night.
    const standings = within(await canvas.findByRole('region', { name: 'Standings' }))
    await expect(await standings.findByRole('table', { name: 'Standings of First division' })).toBeVisible()
  },
}

const standingsRows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr[data-team]')]
/** Each row's place up or down at the end of the season, from its position cell. */
const zones = (table: HTMLElement) =>
  standingsRows(table).map((row) => row.querySelector<HTMLElement>('[data-zone]')?.dataset.zone ?? null)

/**
 * Halfway through the season: the team table says why each team is above the next; the second tab holds the
 * players' figures. Each team links to its statistics.
 */
export const Standings: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas, canvasElement }) => {
    const standings = within(await canvas.findByRole('region', { name: 'Standings' }))
    const table = await standings.findByRole('table', { name: 'Standings of First division' })
    await expect(standingsRows(table)).toHaveLength(4)
    await expect(within(table).getByRole('link', { name: 'The Arrows' })).toHaveAttribute(
      'href',
      `${seasonPath}/teams/the-arrows/statistics`,
    )
    await expect(
      standings.getByText(/^A team earns a point for every game it wins\. Teams are ordered by/),
    ).toBeVisible()
    // The season's highest division of two, two places down: its last two are marked and said under the table.
    await expect(zones(table)).toEqual([null, null, 'relegation', 'relegation'])
    await expect(within(table).getAllByRole('img', { name: 'Relegation place' })).toHaveLength(2)
    await expect(standings.getByText('Relegation places: 3–4')).toBeVisible()
    await expect(standings.queryByText(/^Promotion place/)).not.toBeInTheDocument()

    const [leader, next] = standingsRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '')
    const why = standings.getByRole('button', { name: `Why ${leader} is above ${next}` })
    await userEvent.click(why)
    await expect(why).toHaveAttribute('aria-expanded', 'true')
    await expect(canvasElement.ownerDocument.getElementById(why.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      /^(Above|Level)/,
    )

    await userEvent.click(standings.getByRole('tab', { name: 'Players' }))
    await expect(standings.getByRole('tab', { name: 'Players', selected: true })).toBeVisible()
    const players = standings.getByRole('table', { name: 'Players of First division' })
    await expect(within(players).getAllByRole('row').length).toBeGreaterThan(4)
    await expect(within(players).getAllByRole('link', { name: 'The Arrows' })[0]).toHaveAttribute(
      'href',
      `${seasonPath}/teams/the-arrows/statistics`,
    )
    await userEvent.click(standings.getByRole('tab', { name: 'Standings' }))
    await expect(standings.getByRole('table', { name: 'Standings of First division' })).toBeVisible()
  },
}

/** A player reads the lowest division's table: its top two go up a division at the end of the season, none go down. */
export const PromotionPlaces: Story = {
  args: { division: second },
  parameters: {
    pathname: `${groupsPath}/${second}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'member', leagueNight: 'halfPlayed' }) },
  },
  play: async ({ canvas }) => {
    const standings = within(await canvas.findByRole('region', { name: 'Standings' }))
    const table = await standings.findByRole('table', { name: 'Standings of Second division' })
    await expect(zones(table)).toEqual(['promotion', 'promotion', null, null])
    const [leader] = standingsRows(table)
    await expect(within(leader as HTMLElement).getByRole('img', { name: 'Promotion place' })).toBeVisible()
    await expect(standings.getByText('Promotion places: 1–2')).toBeVisible()
    await expect(standings.queryByText(/^Relegation place/)).not.toBeInTheDocument()
  },
}

/** In German: the places up and down in the glossary's words. */
export const PromotionPlacesInGerman: Story = {
  ...PromotionPlaces,
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const standings = within(await canvas.findByRole('region', { name: 'Tabelle' }))
    await expect(await standings.findAllByRole('img', { name: 'Aufstiegsplatz' })).toHaveLength(2)
    await expect(standings.getByText('Aufstiegsplätze: 1–2')).toBeVisible()
  },
}

const adjustCalls = recordRequests('post', `${divisionApi}/adjustments`)

/**
 * An admin takes three points off a team for a late result: the form refuses an adjustment of no points in words of
 * its own, the table counts the deduction at once and lists it with its reason; the admin then takes it back.
 */
export const AdjustPoints: Story = {
  parameters: {
    msw: {
      handlers: [adjustCalls.handler, ...competitionHandlers({ organiserRole: 'admin', leagueNight: 'halfPlayed' })],
    },
  },
  beforeEach: () => {
    adjustCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const standings = within(await canvas.findByRole('region', { name: 'Standings' }))
    const adjustments = within(await standings.findByRole('region', { name: 'Points adjustments' }))
    await expect(adjustments.getByText('No points adjustments: the standings are the results alone.')).toBeVisible()
    await userEvent.click(adjustments.getByRole('button', { name: 'Adjust points' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust points' }))
    await userEvent.click(dialog.getByRole('combobox', { name: 'Team' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Bull Busters' }))
    const points = dialog.getByLabelText('Points')
    await userEvent.clear(points)
    await userEvent.type(points, '0')
    await userEvent.type(dialog.getByLabelText('Reason'), 'Result entered after the deadline')
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust the points' }))
    await waitFor(() =>
      expect(points).toHaveAccessibleDescription(/An adjustment takes off or awards at least one point\./),
    )
    await expect(adjustCalls.requests).toHaveLength(0)
    await userEvent.clear(points)
    await userEvent.type(points, '-3')
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust the points' }))
    await expect(await screen.findByText('Bull Busters: -3 points in the standings')).toBeInTheDocument()
    await expect(adjustCalls.requests.at(-1)?.body).toEqual({
      team: 'bull-busters',
      points: -3,
      reason: 'Result entered after the deadline',
    })
    const item = await adjustments.findByText('Bull Busters: -3 points')
    await expect(adjustments.getByText('Result entered after the deadline')).toBeVisible()
    const table = standings.getByRole('table', { name: 'Standings of First division' })
    const busters = within(table).getByRole('link', { name: 'Bull Busters' }).closest('tr') as HTMLElement
    await waitFor(() => expect(busters.querySelector('[data-slot="standings-adjustment"]')).toHaveTextContent('-3'))

    await userEvent.click(
      adjustments.getByRole('button', {
        name: 'Take back the adjustment of Bull Busters: Result entered after the deadline',
      }),
    )
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Take this adjustment back?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Take back' }))
    await expect(await screen.findByText('The adjustment is taken back')).toBeInTheDocument()
    await waitFor(() => expect(item).not.toBeInTheDocument())
    await expect(
      await adjustments.findByText('No points adjustments: the standings are the results alone.'),
    ).toBeVisible()
  },
}

/** A player reads the standings with a deduction: its reason, who made it and when; nothing to change. */
export const PlayerReadsAdjustment: Story = {
  parameters: {
    msw: {
      handlers: [
        mockJson('get', `${divisionApi}/standings`, adjustedStandings),
        ...competitionHandlers({ organiserRole: 'member', leagueNight: 'halfPlayed' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const standings = within(await canvas.findByRole('region', { name: 'Standings' }))
    const adjustments = within(await standings.findByRole('region', { name: 'Points adjustments' }))
    await expect(adjustments.getByText('Bull Busters: -1 point')).toBeVisible()
    await expect(adjustments.getByText('Result entered after the deadline')).toBeVisible()
    await expect(adjustments.getByText('By Admin Ann, 14 October 2026')).toBeVisible()
    await expect(adjustments.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** The fixture list is made, nothing is decided yet: every team on nothing, said above the table. */
export const StandingsBeforeResults: Story = {
  play: async ({ canvas }) => {
    const standings = within(await canvas.findByRole('region', { name: 'Standings' }))
    await expect(
      await standings.findByText('No match of this division is decided yet: the standings fill in as results come in.'),
    ).toBeVisible()
    await expect(standings.queryByRole('button', { name: /^Why/ })).not.toBeInTheDocument()
    await userEvent.click(standings.getByRole('tab', { name: 'Players' }))
    await expect(standings.getByText('No player of this division has played a game yet.')).toBeVisible()
  },
}

/** The standings fail on their own: the rest of the division's page stays. */
export const StandingsError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', `${divisionApi}/standings`, 500, { message: 'Server Error' }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const standings = within(await canvas.findByRole('region', { name: 'Standings' }))
    await expect(await standings.findByRole('alert')).toHaveTextContent('The standings could not be loaded')
    await expect(canvas.getByRole('region', { name: 'Teams (4)' })).toBeVisible()
  },
}

/** A division whose fixture list is not made yet. */
export const WithoutFixtures: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }) } },
  play: async ({ canvas }) => {
    const fixtures = within(await canvas.findByRole('region', { name: 'Fixture list' }))
    await expect(fixtures.getByText('No fixture list yet. Make it once the division has its teams.')).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { division: 'third-division' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
  },
}

/** A captain reads the division's standings, not its set-up (the admins'); the way back is the season. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'First division' })).toBeVisible()
    await expect(canvas.getByText('Season 2026-27', { selector: 'p, span, div' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', seasonPath)
    await expect(await canvas.findByRole('table', { name: 'Standings of First division' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Teams (4)' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
  },
}

/** A player reads the standings and switches to the players' figures. */
export const Player: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    const standings = within(await canvas.findByRole('region', { name: 'Standings' }))
    await userEvent.click(await standings.findByRole('tab', { name: 'Players' }))
    await expect(standings.getByRole('table', { name: 'Players of First division' })).toBeVisible()
  },
}

/** Someone without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', `${divisionApi}/fixtures`), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the division')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [mockError('get', `${divisionApi}/teams`, 500, { message: 'Server Error' }), ...competitionHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The division could not be loaded')
  },
}

/** In German: Staffel, Mannschaften, Spieltage. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Mannschaften (4)' })).toBeVisible()
    await expect(canvas.getByText('12 Begegnungen an 6 Spieltagen')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Spielplan öffnen' })).toBeVisible()
  },
}
