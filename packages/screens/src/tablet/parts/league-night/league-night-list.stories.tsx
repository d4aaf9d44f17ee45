import type { LeagueGame, TabletLeagueMatch, TabletLeagueNight } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { tournamentFixtureNow, venueNightFixture } from '@oche/mocks'
import { expect, fn, userEvent, within } from 'storybook/test'
import { tabletLandscape, tabletPortrait, tabletViewports } from '../../story-helpers/tablet.story-helpers'
import { LeagueNightList } from './league-night-list'

// A venue board's tablet between games (ADR 016): the team matches at the venue from yesterday to tomorrow. Tonight
// at Café De Gouden Pijl: The Arrows – Bull Busters under way (game 1 won 2–1, games 2 and 3 ready), and Triple
// Twenty – Checkout Kings waiting for Checkout Kings' lineup.

/** The fixtures' day at the venue. */
const today = tournamentFixtureNow.slice(0, 10)
const night = venueNightFixture()
const [arrows, twenty] = night.matches as [TabletLeagueMatch, TabletLeagueMatch]
const gameOf = (match: TabletLeagueMatch, number: number) => {
  const game = match.games.find((candidate) => candidate.number === number)
  if (!game) throw new Error(`${match.home.name} has no game ${number}`)
  return game
}
const withGame = (match: TabletLeagueMatch, number: number, changes: Partial<LeagueGame>): TabletLeagueMatch => ({
  ...match,
  games: match.games.map((game) => (game.number === number ? { ...game, ...changes } : game)),
})
const nightWith = (matches: TabletLeagueMatch[]): TabletLeagueNight => ({ ...night, matches })

const scored = fn<(match: TabletLeagueMatch, game: LeagueGame) => void>()

const meta = {
  title: 'screens/Tablet/Venue board/League night list',
  component: LeagueNightList,
  globals: tabletLandscape,
  args: { night, today, onScore: scored, starting: null, startError: null },
  parameters: {
    shell: 'tablet',
    frame: 'background',
    layout: 'fullscreen',
    viewport: { options: tabletViewports },
    pathname: '/tablet',
  },
  beforeEach: () => {
    scored.mockClear()
  },
} satisfies Meta<typeof LeagueNightList>

export default meta
type Story = StoryObj<typeof meta>

const match = async (canvas: ReturnType<typeof within>, name: string) =>
  within(await canvas.findByRole('region', { name }))
const gameRows = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-slot="tablet-league-game"]')]

/**
 * Tonight's matches: the score in games, each game with its players and what can be done with it; the players of
 * game 2 start it with its button.
 */
export const Tonight: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'League night at Café De Gouden Pijl' })).toBeVisible()
    const live = await match(canvas, 'The Arrows – Bull Busters')
    await expect(live.getByText('Live')).toBeVisible()
    await expect(live.getByLabelText('Games won: The Arrows 1, Bull Busters 0')).toHaveTextContent('1–0')
    await expect(live.getByText('Eerste klasse · week 7')).toBeVisible()
    await expect(live.getByText('2–1')).toBeVisible()
    await expect(live.getByText('Game 3 · Pairs')).toBeVisible()
    await expect(live.getByText('Cas Verbeek & Mo Jansen')).toBeVisible()
    const buttons = live.getAllByRole('button', { name: 'Score this game' })
    await expect(buttons).toHaveLength(2)

    const waiting = await match(canvas, 'Triple Twenty – Checkout Kings')
    await expect(waiting.getByText(/^Checkout Kings still has to hand in the lineup\./)).toBeVisible()
    await expect(waiting.getAllByText('to be named')).toHaveLength(2)
    await expect(waiting.getAllByText('Waiting for both lineups')).toHaveLength(2)
    await expect(waiting.queryByRole('button')).not.toBeInTheDocument()

    await userEvent.click(buttons[0] as HTMLElement)
    await expect(scored).toHaveBeenCalledOnce()
    await expect(scored).toHaveBeenCalledWith(arrows, gameOf(arrows, 2))
  },
}

/** A game under way on this board: "Go on scoring" takes the players back to it. */
export const GameUnderWay: Story = {
  args: {
    night: nightWith([
      withGame(arrows, 2, { state: 'live', match_id: '5d1e7a20-3b4c-4d5e-8f6a-000000000002', legs: [1, 0] }),
      twenty,
    ]),
  },
  play: async ({ canvas, args }) => {
    const live = await match(canvas, 'The Arrows – Bull Busters')
    await userEvent.click(live.getByRole('button', { name: 'Go on scoring' }))
    await expect(scored).toHaveBeenCalledWith(
      args.night.matches[0],
      gameOf(args.night.matches[0] as TabletLeagueMatch, 2),
    )
    await expect(live.getAllByRole('button', { name: 'Score this game' })).toHaveLength(1)
  },
}

/** While game 2 starts: its button says so, and no other game can be started meanwhile. */
export const Starting: Story = {
  args: { starting: { fixtureId: arrows.id, game: 2 } },
  play: async ({ canvas }) => {
    const live = await match(canvas, 'The Arrows – Bull Busters')
    await expect(live.getByRole('button', { name: 'Starting…' })).toBeDisabled()
    await expect(live.getByRole('button', { name: 'Score this game' })).toBeDisabled()
    await userEvent.click(live.getByRole('button', { name: 'Score this game' }), { pointerEventsCheck: 0 })
    await expect(scored).not.toHaveBeenCalled()
  },
}

/** The server would not start the game: why, on that match only; its games can be tried again. */
export const StartRefused: Story = {
  args: {
    startError: { fixtureId: arrows.id, message: 'Both teams must name their players for this game first.' },
  },
  play: async ({ canvas }) => {
    const live = await match(canvas, 'The Arrows – Bull Busters')
    await expect(live.getByRole('alert')).toHaveTextContent('Both teams must name their players for this game first.')
    await expect(
      within(canvas.getByRole('region', { name: 'Triple Twenty – Checkout Kings' })).queryByRole('alert'),
    ).toBeNull()
    await expect(live.getAllByRole('button', { name: 'Score this game' })).toHaveLength(2)
  },
}

/** Yesterday's match at the venue, played out: Triple Twenty won both games. */
const yesterdays: TabletLeagueMatch = {
  ...twenty,
  id: '4c8a2f13-6e9b-4d1c-8f3a-000000000011',
  date: night.from,
  week: 6,
  state: 'played',
  score: { games: [2, 0], legs: [4, 1], points: [2, 0], played: 2, is_decided: true, winner: 'home' },
  lineups_submitted: { home: true, away: true },
  games: twenty.games.map((game, index) => ({
    ...game,
    away: [
      {
        participant_id: `7b3f9e42-5d6a-4b8c-9e1f-00000000002${index}`,
        name: ['Kees Bakker', 'Wim Claes'][index] ?? '',
      },
    ],
    state: 'finished',
    legs: index === 0 ? [2, 0] : [2, 1],
    winner: 'home',
    source: 'scored',
  })),
}

/** Tomorrow's return match, both lineups in; its team game of pairs has its result typed in, not scored here. */
const tomorrows: TabletLeagueMatch = {
  ...arrows,
  id: '4c8a2f13-6e9b-4d1c-8f3a-000000000012',
  date: night.to,
  week: 8,
  state: 'scheduled',
  home: arrows.away,
  away: arrows.home,
  score: { games: [0, 0], legs: [0, 0], points: [0, 0], played: 0, is_decided: false, winner: null },
  games: arrows.games.map((game) => ({
    ...game,
    home: game.away,
    away: game.home,
    state: 'ready',
    legs: null,
    winner: null,
    source: null,
    slot: game.number === 3 ? { ...game.slot, x01: null } : game.slot,
  })),
}

/**
 * From yesterday to tomorrow: yesterday's and tomorrow's matches show their day, tonight's does not. A game the
 * captains type in is not scored here.
 */
export const YesterdayToTomorrow: Story = {
  args: { night: nightWith([yesterdays, arrows, tomorrows]) },
  play: async ({ canvas }) => {
    const yesterday = await match(canvas, 'Triple Twenty – Checkout Kings')
    await expect(yesterday.getByText(/^Eerste klasse · week 6 · Friday,? 13 November$/)).toBeVisible()
    await expect(yesterday.getByLabelText('Games won: Triple Twenty 2, Checkout Kings 0')).toHaveTextContent('2–0')
    await expect(yesterday.queryByRole('button')).not.toBeInTheDocument()
    const tonight = await match(canvas, 'The Arrows – Bull Busters')
    await expect(tonight.getByText('Eerste klasse · week 7')).toBeVisible()
    const tomorrow = await match(canvas, 'Bull Busters – The Arrows')
    await expect(tomorrow.getByText(/^Eerste klasse · week 8 · Sunday,? 15 November$/)).toBeVisible()
    await expect(tomorrow.getAllByRole('button', { name: 'Score this game' })).toHaveLength(2)
    await expect(tomorrow.getByText('Not scored here: the captains type in its result')).toBeVisible()
  },
}

/** No team match at the venue around today: what shows up here, and when. */
export const Empty: Story = {
  args: { night: nightWith([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'League night at Café De Gouden Pijl' })).toBeVisible()
    await expect(canvas.getByText('No league match here today')).toBeVisible()
    await expect(
      canvas.getByText(
        'The matches of Fixture League at Café De Gouden Pijl show up here on their day; this screen follows at once.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** The spectators' display (`?view=live`): the same matches, read only: a live game's legs instead of a button. */
export const ReadOnly: Story = {
  args: {
    onScore: undefined,
    night: nightWith([
      withGame(arrows, 2, { state: 'live', match_id: '5d1e7a20-3b4c-4d5e-8f6a-000000000002', legs: [1, 0] }),
      twenty,
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    const live = await match(canvas, 'The Arrows – Bull Busters')
    await expect(live.queryByRole('button')).not.toBeInTheDocument()
    const [first, second, third] = gameRows(canvasElement)
    await expect(first).toHaveTextContent('2–1')
    await expect(second).toHaveAttribute('data-state', 'live')
    await expect(within(second as HTMLElement).getByText('Live')).toBeVisible()
    await expect(second).toHaveTextContent('1–0')
    await expect(third?.querySelector('[data-slot="league-game-result"]')).toBeNull()
  },
}

/** Upright on its stand, in Dutch. */
export const DutchPortrait: Story = {
  globals: { ...tabletPortrait, locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Speeldag in Café De Gouden Pijl' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Partij scoren' })).toHaveLength(2)
  },
}

export const Dark: Story = {
  globals: { ...tabletLandscape, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'The Arrows – Bull Busters' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Score this game' })).toHaveLength(2)
  },
}
