import type { Meta, StoryObj } from '@storybook/react-vite'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  createCompetitionStore,
  leagueNightFixtureSlugs,
  mockError,
  mockPending,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyRealtime } from '../../../../../../.storybook/story-harness'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { LeagueMatchListScreen } from './league-match-list-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const base = `/competition/${org}/season/${season}`
const matchesApi = '/competition/manage/organisations/:org/seasons/:season/matches'

// The fixture league's current season as the mocks generate it: how many matches, league nights and of which teams.
const store = createCompetitionStore()
const fixtures = [...store.fixtures.values()].filter((row) => row.seasonId === competitionFixtureIds.currentSeason)
const total = fixtures.length
const weeks = new Set(fixtures.map((row) => row.weekIndex)).size
const divisionSlug = (divisionId: string) => store.divisions.get(divisionId)?.slug
const arrowsMatches = fixtures.filter((row) => row.slug.includes(competitionFixtureSlugs.organiserTeam)).length
const secondDivision = fixtures.filter((row) => divisionSlug(row.divisionId) === 'second-division').length
const halfPlayed = (organiserRole: 'admin' | 'member' = 'admin') =>
  competitionHandlers({ organiserRole, leagueNight: 'halfPlayed' })

const meta = {
  title: 'screens/Competition/League matches/Match list',
  component: LeagueMatchListScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/matches`,
    msw: { handlers: halfPlayed() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof LeagueMatchListScreen>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = (element: HTMLElement, slug: string) =>
  element.querySelector<HTMLElement>(`section[data-week] [data-match="${slug}"]`) as HTMLElement
const weekRows = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLElement>('section[data-week] [data-slot="league-match-row"]'),
]
const navigations = (element: HTMLElement) =>
  (element.ownerDocument.querySelector('[data-testid="navigation"]')?.textContent ?? '').split(' ')
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

const { confirmed, played, disputed, live, scheduled } = leagueNightFixtureSlugs
const firstWeek = fixtures.filter((row) => row.weekIndex === 0 && divisionSlug(row.divisionId) === 'first-division')

/** Halfway through the season (an admin): every match by league night, the live one first, scores in games. */
export const HalfPlayed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', base)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(`${total} matches of ${total}`)
    await expect(weekRows(canvasElement)).toHaveLength(total)
    await expect(canvas.getAllByRole('heading', { level: 2, name: /^League night \d/ })).toHaveLength(weeks)

    const liveNow = within(canvas.getByRole('region', { name: /^Live now/ }))
    await expect(liveNow.getByText('1 match')).toBeVisible()
    await expect(liveNow.getByRole('link')).toHaveAttribute('href', `${base}/matches/${live}`)

    // A signed-off match: its score in games, its state, division and venue; then every other state.
    const signedOff = rowOf(canvasElement, confirmed)
    await expect(signedOff).toHaveAttribute('data-state', 'confirmed')
    await expect(within(signedOff).getByText('Confirmed')).toBeVisible()
    await expect(within(signedOff).getByText(/^Games won: \d+ to \d+$/)).toBeInTheDocument()
    await expect(signedOff).toHaveTextContent('First division · ')
    await expect(within(rowOf(canvasElement, played)).getByText('Awaiting confirmation')).toBeVisible()
    await expect(within(rowOf(canvasElement, disputed)).getByText('Disputed')).toBeVisible()
    await expect(rowOf(canvasElement, live)).toHaveAttribute('data-state', 'live')
    const later = rowOf(canvasElement, scheduled)
    await expect(within(later).getByText('Scheduled')).toBeVisible()
    await expect(later.querySelector('[data-slot="league-match-score"]')).toBeNull()
    await expect(within(later).getByRole('link')).toHaveAttribute('href', `${base}/matches/${scheduled}`)
  },
}

/** A player of The Arrows reads the same list. */
export const Player: Story = {
  parameters: { msw: { handlers: halfPlayed('member') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: /^Live now/ })).toBeVisible()
    await expect(weekRows(canvasElement)).toHaveLength(total)
  },
}

/**
 * Filtering: a team's matches, then another division (which lets the team go), then the confirmed ones; each
 * choice is written into the address, so the view can be shared.
 */
export const Filter: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: /^Live now/ })
    await choose('Team', 'The Arrows')
    await waitFor(() => expect(weekRows(canvasElement)).toHaveLength(arrowsMatches))
    for (const row of weekRows(canvasElement)) await expect(row).toHaveTextContent('The Arrows')
    await expect(navigations(canvasElement)).toContain(`${base}/matches?team=the-arrows`)
    await expect(canvas.getByRole('status')).toHaveTextContent(`${arrowsMatches} matches of ${total}`)

    await choose('Division', 'Second division')
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Team' })).toHaveTextContent('All teams'))
    await expect(navigations(canvasElement)).toContain(`${base}/matches?division=second-division`)
    await expect(weekRows(canvasElement)).toHaveLength(secondDivision)

    await choose('State', 'Confirmed')
    await expect(navigations(canvasElement)).toContain(`${base}/matches?division=second-division&state=confirmed`)
    await expect(weekRows(canvasElement).length).toBeGreaterThan(0)
    for (const row of weekRows(canvasElement)) await expect(row).toHaveAttribute('data-state', 'confirmed')
    await expect(canvas.queryByRole('region', { name: /^Live now/ })).not.toBeInTheDocument()

    await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => expect(weekRows(canvasElement)).toHaveLength(total))
    await expect(navigations(canvasElement).at(-1)).toBe(`${base}/matches`)
  },
}

/** A shared link: the first division's first league night, read from the address. */
export const FromLink: Story = {
  args: { searchParams: { division: 'first-division', week: '1' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Division' })).toHaveTextContent('First division')
    await expect(canvas.getByRole('combobox', { name: 'League night' })).toHaveTextContent('League night 1')
    await expect(
      weekRows(canvasElement)
        .map((row) => row.dataset.match)
        .sort(),
    ).toEqual(firstWeek.map((row) => row.slug).sort())
    // One division shown: the rows do not repeat its name.
    await expect(weekRows(canvasElement)[0]).not.toHaveTextContent('First division ·')
  },
}

/** No match fits (nothing is postponed): say so, and show every match again. */
export const NoneFit: Story = {
  args: { searchParams: { state: 'postponed' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'No match fits these filters' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show every match' }))
    await waitFor(() => expect(weekRows(canvasElement)).toHaveLength(total))
  },
}

/** The fixture lists are not made yet: an admin is shown where they are made. */
export const NoMatchesYet: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No matches yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the divisions' })).toHaveAttribute('href', `${base}/groups`)
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
  },
}

/** The same for a player, who has nothing to make. */
export const NoMatchesYetPlayer: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member', withFixtures: false }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No matches yet' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Go to the divisions' })).not.toBeInTheDocument()
  },
}

/** The fixture list is made and nothing is played yet: no scores and nothing live. */
export const NothingPlayedYet: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member', leagueNight: 'empty' }) } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(weekRows(canvasElement)).toHaveLength(total))
    await expect(canvas.queryByRole('region', { name: /^Live now/ })).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-slot="league-match-score"]')).toBeNull()
  },
}

const liveStore = createCompetitionStore({ organiserRole: 'member' })
const liveFixture = () => [...liveStore.fixtures.values()].find((row) => row.slug === live)
/** The live match is decided while the page is open: `league.updated` of the season brings its new state. */
export const UpdatesLive: Story = {
  parameters: {
    msw: { handlers: competitionHandlers({ organiserRole: 'member', leagueNight: 'halfPlayed', store: liveStore }) },
  },
  beforeEach: () => {
    const fixture = liveFixture()
    if (fixture) fixture.state = 'live'
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: /^Live now/ })
    const fixture = liveFixture()
    if (!fixture) throw new Error('The mocks have no live match')
    fixture.state = 'played'
    storyRealtime().emit(realtimeChannels.league(competitionFixtureIds.currentSeason), realtimeEvents.leagueUpdated, {
      seasonId: competitionFixtureIds.currentSeason,
      matchId: fixture.id,
      state: 'played',
    })
    await waitFor(() => expect(canvas.queryByRole('region', { name: /^Live now/ })).not.toBeInTheDocument())
    await expect(rowOf(canvasElement, live)).toHaveAttribute('data-state', 'played')
    await expect(within(rowOf(canvasElement, live)).getByText('Awaiting confirmation')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', matchesApi), ...halfPlayed()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the matches')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', matchesApi, 500, { message: 'Server Error' }), ...halfPlayed()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The matches could not be loaded')
  },
}

/** Someone without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { season: 'no-such-season' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

/** In Dutch: wedstrijden, speeldag, reeks, ploeg. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Reeks' })).toHaveTextContent('Alle reeksen')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wedstrijden' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Ploeg' })).toHaveTextContent('Alle ploegen')
    await expect(canvas.getByRole('heading', { level: 2, name: /^Speeldag 1\s/ })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: /^Nu live/ })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: /^Live now/ })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: /^Live now/ })).toBeVisible()
  },
}
