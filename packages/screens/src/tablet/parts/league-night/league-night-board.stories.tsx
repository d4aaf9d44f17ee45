import { eventBoardQueries } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createVenueTabletHandlers,
  mockPending,
  recordRequests,
  tournamentFixtureNow,
  venueBoardTokenFixture,
  venueNightFixture,
} from '@oche/mocks'
import { useQuery } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { useState, type ReactNode } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { writeCookie } from '../../../app/preferences/cookies'
import { storageKeys } from '../../../app/preferences/storage-keys'
import { usePlatform } from '../../../app/platform/platform-context'
import {
  forgetTablet,
  tabletLandscape,
  tabletPortrait,
  tabletViewports,
} from '../../story-helpers/tablet.story-helpers'
import { createMemoryOutbox } from '../outbox/outbox'
import { useOutboxSync } from '../tablet-scoring/use-outbox-sync'
import { LeagueNightBoard } from './league-night-board'

// A tablet logged in to board 1 of Café De Gouden Pijl (ADR 016): the venue's team matches from yesterday to
// tomorrow as the server lists them for the board, a game started on the board and scored, and back to the matches.

/** The fixtures' day at the venue. */
const today = tournamentFixtureNow.slice(0, 10)
const startApi = '/tablet/league/:fixtureId/games/:game/start'

/** Stories only: this tablet is logged in to board 1 of the fixture venue (`venueBoardTokenFixture`). */
async function logInVenueTablet() {
  const forget = await forgetTablet()
  writeCookie(storageKeys.boardToken, venueBoardTokenFixture, 1)
  return forget
}

/** Stories only: the board's header as the tablet writes it, with what the board shows now and the way back. */
function StoryHeader({ subtitle, action }: { subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <h1 className="text-xl font-semibold">Board 1 · By the bar</h1>
        {subtitle ? <p data-testid="board-subtitle">{subtitle}</p> : null}
      </div>
      {action}
    </header>
  )
}

/**
 * Stories only: the board as the tablet screen gives it: the venue's night from the board's state
 * (`GET /tablet/state`), and the tablet's outbox (in memory) sending the visits scored.
 */
function VenueBoard() {
  const { api } = usePlatform()
  const state = useQuery(eventBoardQueries.tabletState(api))
  const [outbox] = useState(() => createMemoryOutbox())
  const sync = useOutboxSync({ outbox, onUnauthorized: () => undefined })
  const night = state.data?.league
  if (!night) return null
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 pb-4 md:px-6">
      <LeagueNightBoard night={night} sync={sync} today={today} renderHeader={(extra) => <StoryHeader {...extra} />} />
    </main>
  )
}

const meta = {
  title: 'screens/Tablet/Venue board/League night board',
  component: VenueBoard,
  globals: tabletLandscape,
  parameters: {
    page: true,
    shell: 'tablet',
    frame: 'background',
    layout: 'fullscreen',
    viewport: { options: tabletViewports },
    pathname: '/tablet',
    msw: { handlers: createVenueTabletHandlers() },
  },
  beforeEach: logInVenueTablet,
} satisfies Meta<typeof VenueBoard>

export default meta
type Story = StoryObj<typeof meta>

/** Each story's own venue night: a game started in one is not started in the next. */
const freshNight = () => ({ msw: { handlers: createVenueTabletHandlers() } })
const visits = recordRequests('post', '/tablet/matches/:id/events')

const match = async (canvas: ReturnType<typeof within>, name: string) =>
  within(await canvas.findByRole('region', { name }))
const remaining = (root: HTMLElement, side: number) =>
  root.querySelector(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`)
/** Game 2 of The Arrows – Bull Busters: the first game of tonight still to play. */
const startGame2 = async (canvas: ReturnType<typeof within>) => {
  const arrows = await match(canvas, 'The Arrows – Bull Busters')
  const [second] = arrows.getAllByRole('button', { name: 'Score this game' })
  if (!second) throw new Error('Game 2 has no button')
  await userEvent.click(second)
  return arrows
}

/** The matches at the venue tonight under the board's header: one under way, one waiting for a lineup. */
export const TonightsMatches: Story = {
  parameters: freshNight(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'League night at Café De Gouden Pijl' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Board 1 · By the bar' })).toBeVisible()
    await expect(canvas.queryByTestId('board-subtitle')).not.toBeInTheDocument()
    const arrows = await match(canvas, 'The Arrows – Bull Busters')
    await expect(arrows.getAllByRole('button', { name: 'Score this game' })).toHaveLength(2)
    const twenty = await match(canvas, 'Triple Twenty – Checkout Kings')
    await expect(twenty.getAllByText('Waiting for both lineups')).toHaveLength(2)
  },
}

/**
 * The players start game 2 on the board: the scorer opens under the header, which names the game; a visit reaches
 * Oche; back to all matches, the game is under way and the players go on scoring it where they were.
 */
export const ScoreAGame: Story = {
  parameters: { msw: { handlers: [visits.handler, ...createVenueTabletHandlers()] } },
  beforeEach: () => {
    visits.requests.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    await startGame2(canvas)
    await expect(await canvas.findByTestId('board-subtitle')).toHaveTextContent('The Arrows – Bull Busters · game 2')
    await expect(canvas.queryByRole('heading', { name: 'League night at Café De Gouden Pijl' })).not.toBeInTheDocument()
    await userEvent.click(await canvas.findByRole('button', { name: '100' }))
    await waitFor(() => expect(visits.requests).toHaveLength(1))
    await expect(visits.requests[0]?.body).toMatchObject({ event: { type: 'visit', total: 100 } })

    await userEvent.click(canvas.getByRole('button', { name: 'All matches' }))
    const again = await match(canvas, 'The Arrows – Bull Busters')
    await userEvent.click(await again.findByRole('button', { name: 'Go on scoring' }))
    await expect(await canvas.findByTestId('board-subtitle')).toHaveTextContent('The Arrows – Bull Busters · game 2')
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 401'))
  },
}

/** While the server starts the game: its button says so and every other game waits. */
export const Starting: Story = {
  parameters: { msw: { handlers: [mockPending('post', startApi), ...createVenueTabletHandlers()] } },
  play: async ({ canvas }) => {
    const arrows = await startGame2(canvas)
    await expect(await arrows.findByRole('button', { name: 'Starting…' })).toBeDisabled()
    await expect(arrows.getByRole('button', { name: 'Score this game' })).toBeDisabled()
    await expect(canvas.queryByTestId('board-subtitle')).not.toBeInTheDocument()
  },
}

/** The server will not start the game (its lineup changed meanwhile): why, on the match, and the list stays. */
export const StartRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*/api${startApi}`, () =>
          HttpResponse.json(
            { message: 'Both teams must name their players for this game first.', errors: {} },
            { status: 409 },
          ),
        ),
        ...createVenueTabletHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const arrows = await startGame2(canvas)
    await expect(await arrows.findByRole('alert')).toHaveTextContent(
      'Both teams must name their players for this game first.',
    )
    await expect(arrows.getAllByRole('button', { name: 'Score this game' })).toHaveLength(2)
    await expect(canvas.queryByTestId('board-subtitle')).not.toBeInTheDocument()
  },
}

/** Oche cannot be reached to start the game: the tablet says to check its connection; a second try starts it. */
export const StartOffline: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*/api${startApi}`, () => HttpResponse.error(), { once: true }),
        ...createVenueTabletHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const arrows = await startGame2(canvas)
    await expect(await arrows.findByRole('alert')).toHaveTextContent(
      'Oche could not be reached to start the game. Check the tablet’s connection and try again.',
    )
    await startGame2(canvas)
    await expect(await canvas.findByTestId('board-subtitle')).toHaveTextContent('The Arrows – Bull Busters · game 2')
  },
}

/** No team match at the venue from yesterday to tomorrow: the board says what will show up, and when. */
export const NoMatches: Story = {
  parameters: { msw: { handlers: createVenueTabletHandlers({ night: { ...venueNightFixture(), matches: [] } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No league match here today')).toBeVisible()
    await expect(canvas.getByText(/The matches of Fixture League at Café De Gouden Pijl show up here/)).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Board 1 · By the bar' })).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** Upright on its stand, in German: the players start game 2 and the header names it. */
export const GermanPortrait: Story = {
  globals: { ...tabletPortrait, locale: 'de' },
  parameters: freshNight(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Spieltag in Café De Gouden Pijl' })).toBeVisible()
    const arrows = await match(canvas, 'The Arrows – Bull Busters')
    const [second] = arrows.getAllByRole('button', { name: 'Spiel erfassen' })
    if (!second) throw new Error('Game 2 has no button')
    await userEvent.click(second)
    await expect(await canvas.findByTestId('board-subtitle')).toHaveTextContent('The Arrows – Bull Busters · Spiel 2')
    await expect(canvas.getByRole('button', { name: 'Alle Begegnungen' })).toBeVisible()
  },
}
