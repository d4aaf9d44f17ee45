import type { Meta, StoryObj } from '@storybook/react-vite'
import { leagueNightFixtureSlugs, mockError, mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { tabletLandscape, tabletSizes, tabletViewports } from '../../../tablet/story-helpers/tablet.story-helpers'
import { competitionHandlers, halfPlayedLeague } from '../../story-helpers/competition.story-helpers'
import {
  fixtureBySlug,
  fixtureNight,
  fixtureStore,
  matchApi,
  matchPath,
  org,
  playPath,
  season,
  titleOf,
} from '../league-match.story-helpers'
import { LeagueGamePlayScreen } from './league-game-play-screen'

const { confirmed, live, scheduled } = leagueNightFixtureSlugs
const gameOf = (slug: string, number: number) => {
  const game = fixtureNight.matches
    .get(fixtureBySlug(fixtureStore, slug).id)
    ?.games.find((row) => row.number === number)
  if (!game?.matchId) throw new Error(`Game ${number} of ${slug} is not scored in the mocks`)
  return { ...game, matchId: game.matchId }
}
const names = (ids: readonly string[]) => ids.map((id) => fixtureStore.participants.get(id)?.name ?? '').join(' & ')
/** Game 5 of the live match: under way on its engine match, The Arrows' pair to throw. */
const liveGame = gameOf(live, 5)
/** Game 1 of The Arrows' confirmed match, scored dart by dart to its end. */
const scoredGame = gameOf(confirmed, 1)

const captainLeague = halfPlayedLeague('captain')
const eventCalls = recordRequests('post', '/matches/:id/events')
const startCalls = recordRequests('post', `${matchApi}/games/:game/start`)

const meta = {
  title: 'screens/Competition/League matches/Game scorer',
  component: LeagueGamePlayScreen,
  args: { org, season, match: live, game: '5' },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: playPath(live, 5),
    msw: { handlers: [eventCalls.handler, startCalls.handler, ...captainLeague.handlers] },
  },
  beforeEach: () => {
    captainLeague.reset()
    eventCalls.requests.length = 0
    startCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof LeagueGamePlayScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The side to throw on the scoreboard, and what it has left ("Remaining 526" → 526). */
const thrower = (root: HTMLElement) => {
  const side = root.querySelector<HTMLElement>('[data-slot="scoreboard-side"][aria-current="true"]')
  if (!side) throw new Error('Nobody is to throw')
  const remaining = side.querySelector('[data-slot="scoreboard-side-remaining"]')?.textContent ?? ''
  return { side, remaining: Number(/\d+/.exec(remaining)?.[0]) }
}
const navigations = (root: HTMLElement) =>
  (root.ownerDocument.querySelector('[data-testid="navigation"]')?.textContent ?? '').split(' ')

/**
 * The Arrows' captain goes on scoring the live pairs game: typed on the keyboard, the visit takes the pair's score
 * down and is stored at once on the game's engine match.
 */
export const ScoreLiveGame: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Game 5 · Pairs' })).toBeVisible()
    const header = within(canvasElement.querySelector<HTMLElement>('[data-slot="page-layout-header"]') as HTMLElement)
    await expect(header.getByText(`${names(liveGame.home)} v ${names(liveGame.away)}`)).toBeVisible()
    await expect(header.getByText('701 · best of 5 legs')).toBeVisible()
    await expect(canvas.getByRole('link', { name: titleOf(live) })).toHaveAttribute('href', matchPath(live))
    await expect(await canvas.findByText('Saved')).toBeVisible()

    const before = thrower(canvasElement)
    await expect(before.side).toHaveTextContent(names(liveGame.home))
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Visit score' })).toHaveFocus())
    await userEvent.keyboard('60{Enter}')
    await waitFor(() =>
      expect(before.side.querySelector('[data-slot="scoreboard-side-remaining"]')).toHaveTextContent(
        `Remaining ${before.remaining - 60}`,
      ),
    )
    await expect(thrower(canvasElement).side).toHaveTextContent(names(liveGame.away))
    await waitFor(() => expect(eventCalls.requests).toHaveLength(1))
    await expect(eventCalls.requests[0]?.url).toContain(`/matches/${liveGame.matchId}/events`)
    await expect(eventCalls.requests[0]?.body).toMatchObject({ event: { type: 'visit', total: 60 } })
    await expect(await canvas.findByText('Saved')).toBeVisible()
  },
}

/** A game ready to play opens its scorer: the page starts it on the server first, from 701 for both pairs. */
export const StartReadyGame: Story = {
  args: { game: '6' },
  parameters: { pathname: playPath(live, 6) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Game 6 · Pairs' })).toBeVisible()
    await expect(await canvas.findByText('Saved')).toBeVisible()
    const sides = canvasElement.querySelectorAll('[data-slot="scoreboard-side-remaining"]')
    await expect([...sides].map((side) => side.textContent)).toEqual(['Remaining 701', 'Remaining 701'])
    await expect(startCalls.requests).toHaveLength(1)
    await expect(startCalls.requests[0]?.url).toContain(`/matches/${live}/games/6/start`)
  },
}

/** A game scored to its end: who won, that it is in the match report, and the way back to the match. */
export const FinishedGame: Story = {
  args: { match: confirmed, game: '1' },
  parameters: { pathname: playPath(confirmed, 1) },
  play: async ({ canvas, canvasElement }) => {
    const [homeLegs, awayLegs] = scoredGame.legs ?? [0, 0]
    const winner = homeLegs > awayLegs ? names(scoredGame.home) : names(scoredGame.away)
    const score = `${Math.max(homeLegs, awayLegs)}–${Math.min(homeLegs, awayLegs)}`
    await expect(await canvas.findByText(`${winner} wins ${score}`)).toHaveAttribute('role', 'status')
    await expect(canvas.getByText('The result is recorded in the match report.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Next game' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the match' }))
    await expect(navigations(canvasElement)).toContain(matchPath(confirmed))
    await expect(eventCalls.requests).toHaveLength(0)
  },
}

/** A game whose result was typed in on the match page has nothing to score. */
export const TypedInGame: Story = {
  args: { match: confirmed, game: '2' },
  parameters: { pathname: playPath(confirmed, 2) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This game has its result' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the match' })).toHaveAttribute('href', matchPath(confirmed))
  },
}

/** Neither lineup of the match is in: the game waits for its players. */
export const NotReady: Story = {
  args: { match: scheduled, game: '1' },
  parameters: { pathname: playPath(scheduled, 1) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This game is not ready' })).toBeVisible()
    await expect(
      canvas.getByText('Both teams name its players first, in their lineups on the match page.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the match' })).toHaveAttribute('href', matchPath(scheduled))
    await expect(startCalls.requests).toHaveLength(0)
  },
}

const otherTeamLeague = halfPlayedLeague('member', (store) => {
  const flightClub = [...store.teamSeasons.values()].find(
    (row) => row.seasonId === fixtureBySlug(store, live).seasonId && row.name === 'Flight Club',
  )
  const organiser = [...store.members.values()].find(
    (member) => store.participants.get(member.participantId)?.userId === userFixture.id,
  )
  if (flightClub && organiser) organiser.teamSeasonId = flightClub.id
})

/** A player of another team reads the live game but does not score it: the way to watch it live instead. */
export const PlayerOfAnotherTeam: Story = {
  parameters: { msw: { handlers: otherTeamLeague.handlers } },
  beforeEach: () => otherTeamLeague.reset(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not score this game' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Watch it live' })).toHaveAttribute(
      'href',
      `/live/${liveGame.matchId}`,
    )
    await expect(canvas.getByRole('link', { name: 'Back to the match' })).toHaveAttribute('href', matchPath(live))
    await expect(canvas.queryByRole('status', { name: 'Visit score' })).not.toBeInTheDocument()
  },
}

/** Someone without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', matchApi), ...captainLeague.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the game')
    await expect(canvas.getByRole('link', { name: 'Match' })).toHaveAttribute('href', matchPath(live))
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', matchApi, 500, { message: 'Server Error' }), ...captainLeague.handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The game could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/**
 * On the board's tablet (its app's shell, landscape): the same scorer, a visit tapped on the keypad and stored.
 * Under the page's header the keypad's last row reaches just below the fold, so this does not check that the whole
 * scorer is in view as the tablet's own scorer stories do.
 */
export const Tablet: Story = {
  globals: tabletLandscape,
  parameters: { shell: 'tablet', viewport: { options: tabletViewports } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Saved')).toBeVisible()
    await expect({ width: window.innerWidth, height: window.innerHeight }).toEqual(tabletSizes.tabletLandscape)
    const before = thrower(canvasElement)
    for (const key of ['4', '5']) await userEvent.click(canvas.getByRole('button', { name: key }))
    await expect(canvas.getByRole('status', { name: 'Visit score' })).toHaveTextContent('45')
    await userEvent.click(canvas.getByRole('button', { name: 'Enter score' }))
    await waitFor(() =>
      expect(before.side.querySelector('[data-slot="scoreboard-side-remaining"]')).toHaveTextContent(
        `Remaining ${before.remaining - 45}`,
      ),
    )
    await waitFor(() => expect(eventCalls.requests).toHaveLength(1))
    await expect(eventCalls.requests[0]?.body).toMatchObject({ event: { type: 'visit', total: 45 } })
  },
}
