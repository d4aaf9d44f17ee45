import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  createCompetitionStore,
  leagueNightFixtureSlugs,
  mockError,
  mockPending,
  userFixture,
} from '@oche/mocks'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { TeamStatisticsScreen } from './team-statistics-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const team = competitionFixtureSlugs.organiserTeam
const base = `/competition/${org}/season/${season}`
const statisticsApi = '/competition/manage/organisations/:org/seasons/:season/teams/:team/statistics'
const arrowsMatches = [...createCompetitionStore().fixtures.values()].filter(
  (row) => row.seasonId === competitionFixtureIds.currentSeason && row.slug.includes(team),
).length

const meta = {
  title: 'screens/Competition/Teams/Team statistics',
  component: TeamStatisticsScreen,
  args: { org, season, team },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/teams/${team}/statistics`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin', leagueNight: 'halfPlayed' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TeamStatisticsScreen>

export default meta
type Story = StoryObj<typeof meta>

const matchRows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="league-match-row"]')]

/**
 * Halfway through the season (an admin): The Arrows' place in the First division and why they are above the next
 * team, their players' figures, and every match of theirs with its score.
 */
export const HalfPlayed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Statistics of The Arrows' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', base)

    const place = within(canvas.getByRole('region', { name: 'Place in the division' }))
    const table = place.getByRole('table', { name: 'Standings of First division' })
    const row = within(table).getAllByRole('row')[1] as HTMLElement
    await expect(row).toHaveAttribute('data-team', team)
    await expect(row).toHaveAttribute('aria-current', 'true')
    await expect(place.getByRole('link', { name: 'Standings of First division' })).toHaveAttribute(
      'href',
      `${base}/groups/${competitionFixtureSlugs.firstDivision}`,
    )
    // The last team of the table is above nobody; any other opens why it is above the next.
    const why = place.queryByRole('button', { name: 'Why The Arrows is above the next team' })
    if (why) {
      await userEvent.click(why)
      await expect(place.getByRole('cell', { name: /^(Above|Level)/ })).toBeVisible()
    }

    const players = within(canvas.getByRole('region', { name: 'Players' }))
    const playerRows = within(players.getByRole('table', { name: 'Players of The Arrows' })).getAllByRole('row')
    await expect(playerRows.length).toBeGreaterThan(1)

    const matches = within(canvas.getByRole('region', { name: 'Matches' }))
    await expect(matchRows(canvasElement)).toHaveLength(arrowsMatches)
    await expect(matchRows(canvasElement)[0]).toHaveTextContent('League night 1')
    const live = matchRows(canvasElement).find((element) => element.dataset.match === leagueNightFixtureSlugs.live)
    await expect(live).toHaveAttribute('data-state', 'live')
    await expect(within(live as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `${base}/matches/${leagueNightFixtureSlugs.live}`,
    )
    await expect(matches.getByRole('link', { name: 'In the match list' })).toHaveAttribute(
      'href',
      `${base}/matches?team=${team}`,
    )
  },
}

/** A player of The Arrows reads another team's figures too. */
export const OtherTeamsPlayer: Story = {
  args: { team: 'bull-busters' },
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Statistics of Bull Busters' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Players of Bull Busters' })).toBeVisible()
  },
}

/** Sorting the team's players by their 3-dart average. */
export const SortPlayers: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    const players = within(await canvas.findByRole('region', { name: 'Players' }))
    await userEvent.click(players.getByRole('button', { name: /3-dart average/ }))
    await expect(players.getByRole('columnheader', { name: /3-dart average/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  },
}

/** The fixture list is made and nothing is played yet: no figures, every match still to play. */
export const NoResultsYet: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member', leagueNight: 'empty' }) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No player of the team has played a game yet.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Why/ })).not.toBeInTheDocument()
    await expect(matchRows(canvasElement)).toHaveLength(arrowsMatches)
    await expect(canvasElement.querySelector('[data-slot="league-match-score"]')).toBeNull()
  },
}

/** No fixture list yet. */
export const NoMatchesYet: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No matches yet: they show here once the division’s fixture list is made.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'In the match list' })).not.toBeInTheDocument()
  },
}

/** A former web address of the team leads to it, and the page moves to the current one. */
export const FormerSlug: Story = {
  args: { team: 'arrows' },
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin', leagueNight: 'halfPlayed' }, (store) => {
        for (const row of store.teams.values()) if (row.slug === team) row.formerSlugs.push('arrows')
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Statistics of The Arrows' })).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${base}/teams/${team}/statistics`))
  },
}

export const NotFound: Story = {
  args: { team: 'no-such-team' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

/** Someone without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', statisticsApi), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the team’s statistics')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', statisticsApi, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The team’s statistics could not be loaded')
  },
}

/** In German: Mannschaft, Staffel, Begegnungen, Spieltag. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Statistik von The Arrows' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Platz in der Staffel' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Tabelle der Staffel First division' })).toBeVisible()
    await expect(canvas.getAllByText(/^Spieltag 1$/)[0]).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Matches' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Players' })).toBeVisible()
  },
}
