import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  boardGameFixtures,
  boardTokenFixture,
  eventBoardsLiveFixture,
  mockPending,
  mockTokens,
  tabletBoardFixture,
} from '@oche/mocks'
import type { EventBoardsLive } from '@oche/api'
import { createApiClient, eventBoardQueries, matchQueries, realtimeChannels, realtimeEvents } from '@oche/api'
import { dehydrate, hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { readCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'
import { deviceOutbox } from '../parts/outbox/indexed-db-outbox'
import {
  callToBoard2,
  playingMatchId,
  scoreOnAnotherDevice,
  serverMatch,
  tabletHandlers,
  waitingTabletSeenAt,
} from '../story-helpers/tablet-fixtures.story-helpers'
import {
  expectScorerInView,
  forgetTablet,
  logInFixtureTablet,
  tabletAt,
  tabletLandscape,
  tabletPortrait,
  tabletSizes,
  tabletViewports,
} from '../story-helpers/tablet.story-helpers'
import { TabletScreen } from './tablet-screen'
import { storyRealtime } from '../../../../../.storybook/story-harness'

const meta = {
  title: 'screens/Tablet/Board tablet',
  component: TabletScreen,
  args: { searchParams: {} },
  globals: tabletLandscape,
  parameters: {
    page: true,
    shell: 'tablet',
    frame: 'background',
    layout: 'fullscreen',
    viewport: { options: tabletViewports },
    pathname: '/tablet',
    msw: { handlers: tabletHandlers.called() },
  },
  beforeEach: logInFixtureTablet,
} satisfies Meta<typeof TabletScreen>

export default meta
type Story = StoryObj<typeof meta>

const navigation = () => document.querySelector('[data-testid="navigation"]')
const syncStatus = (root: HTMLElement) => root.querySelector('[data-slot="tablet-sync"]')
const remaining = (root: HTMLElement, side: number) =>
  root.querySelector(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`)

/** The board's state on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tablet/state'), ...tabletHandlers.called()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the board')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull()
  },
}

/** The tablet's health as the organiser's board overview sees it. */
async function tabletDevice() {
  const response = await fetch(`/api/events/${eventBoardsLiveFixture.event_id}/live`, {
    headers: { Authorization: `Bearer ${mockTokens.user}` },
  })
  const live = (await response.json()) as EventBoardsLive
  return live.boards.find((board) => board.id === tabletBoardFixture.id)?.devices[0]
}

/** Between games: the board number, the game likely next, and a QR code to follow the board live. */
export const Waiting: Story = {
  parameters: { msw: { handlers: tabletHandlers.waiting() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Board 2' })).toBeVisible()
    await expect(canvas.getByText('Waiting for the next game')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Next up' })).toBeVisible()
    await expect(canvas.getByText('Martin Schindler')).toBeVisible()
    const qr = canvas.getByRole('figure', { name: 'Scan to follow this board live' })
    await expect(qr.getAttribute('data-url')).toMatch(/\/events\/[0-9a-f-]+$/)
    await expect(syncStatus(canvasElement)).toHaveTextContent('Online · all visits saved')
    // The heartbeat tells the organiser the tablet is there.
    await waitFor(async () => expect((await tabletDevice())?.last_seen_at).not.toBe(waitingTabletSeenAt))
  },
}

/** Upright on its stand, between games. */
export const WaitingPortrait: Story = {
  globals: tabletPortrait,
  parameters: { msw: { handlers: tabletHandlers.waiting() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for the next game')).toBeVisible()
    await expect(canvas.getByRole('figure', { name: 'Scan to follow this board live' })).toBeVisible()
  },
}

/** A game was called to the board: the players, the tournament and the format, and the start button. */
export const Called: Story = {
  play: async ({ canvas }) => {
    const game = boardGameFixtures.called
    await expect(await canvas.findByText('Called to this board')).toBeVisible()
    await expect(canvas.getByText(game.sides[0].name)).toBeVisible()
    await expect(canvas.getByText(game.sides[1].name)).toBeVisible()
    await expect(canvas.getByText(`${game.tournament.name} · Groups · Group A`)).toBeVisible()
    await expect(canvas.getByText('501 · first to 1 leg')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Start the game' })).toBeEnabled()
  },
}

/** Upright on its stand, a game called. */
export const CalledPortrait: Story = {
  globals: tabletPortrait,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Start the game' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Log this board out' })).toBeVisible()
  },
}

/** The players start the game, settle the bull-off and score: 180, then an undo, then 140. */
export const Scoring: Story = {
  parameters: { msw: { handlers: tabletHandlers.called() } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start the game' }))
    await expect(await canvas.findByRole('heading', { name: 'Who won the bull-off?' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Fallon Sherrock' }))
    await userEvent.click(await canvas.findByRole('button', { name: '180' }))
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 321'))
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 501'))
    await userEvent.click(canvas.getByRole('button', { name: '140' }))
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 361'))
    await waitFor(() => expect(syncStatus(canvasElement)).toHaveTextContent('Online · all visits saved'))
    await expect(await deviceOutbox().list()).toEqual([])
  },
}

/** Mid-game after a page load: the match as the server has it, Fallon on 141 to throw. */
export const Playing: Story = {
  globals: tabletPortrait,
  parameters: { msw: { handlers: tabletHandlers.playing() } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 141'))
    await expect(canvas.getByText('You require 141')).toBeVisible()
    await waitFor(() => expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 341'))
  },
}

/**
 * The scorer at the board, in the page's own frame: both scores, the keypad, Enter, Bust and Undo in view without
 * scrolling, every key big enough for a thumb. One story per tablet size.
 */
function scorerFits(size: keyof typeof tabletSizes): Story {
  return {
    globals: tabletAt(size),
    parameters: { msw: { handlers: tabletHandlers.playing() }, frame: { layout: 'tablet' } },
    play: async ({ canvas, canvasElement }) => {
      await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 141'))
      await expect(canvas.getByRole('button', { name: 'Enter score' })).toBeVisible()
      await waitFor(() => expectScorerInView(canvasElement, tabletSizes[size]))
    },
  }
}

/** 1024×768, the usual board tablet on its side. */
export const ScorerFitsLandscape: Story = scorerFits('tabletLandscape')
/** 768×1024, upright on its stand. */
export const ScorerFitsPortrait: Story = scorerFits('tabletPortrait')
/** 1280×800, a wide tablet on its side. */
export const ScorerFitsWideLandscape: Story = scorerFits('tabletWideLandscape')
/** 800×1280, a wide tablet upright. */
export const ScorerFitsWidePortrait: Story = scorerFits('tabletWidePortrait')

/** The organiser calls a game to the waiting board: the tablet shows it as soon as `boards.changed` arrives. */
export const CalledWhileWaiting: Story = {
  parameters: { msw: { handlers: tabletHandlers.waiting() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for the next game')).toBeVisible()
    const version = await callToBoard2(boardGameFixtures.waitingNext.id)
    storyRealtime().emit(realtimeChannels.event(eventBoardsLiveFixture.event_id), realtimeEvents.boardsChanged, {
      eventId: eventBoardsLiveFixture.event_id,
      version,
    })
    await expect(await canvas.findByText('Called to this board')).toBeVisible()
    await expect(canvas.getByText('Martin Schindler')).toBeVisible()
  },
}

const network = { isOffline: false }
/** Appends fail as without a connection while `network.isOffline`; everything else falls through. */
const appendSwitch = http.post('*/api/tablet/matches/:id/events', () =>
  network.isOffline ? HttpResponse.error() : undefined,
)

/** The network comes back: both waiting visits (60, then 100) reach the server once, and the tablet says so. */
async function reconnectAndExpectVisitsSaved(canvasElement: HTMLElement) {
  network.isOffline = false
  window.dispatchEvent(new Event('online'))
  await waitFor(() => expect(syncStatus(canvasElement)).toHaveTextContent('Online · all visits saved'))
  const match = await serverMatch()
  await expect(match.events.slice(-2).map((event) => (event.type === 'visit' ? event.total : null))).toEqual([60, 100])
  await expect(match.version).toBe(7)
}

/** No connection: the tablet keeps scoring, says it is offline and how many visits wait, then sends them. */
export const Offline: Story = {
  parameters: { msw: { handlers: [appendSwitch, ...tabletHandlers.playing()] } },
  play: async ({ canvas, canvasElement }) => {
    network.isOffline = true
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 141'))
    await userEvent.click(canvas.getByRole('button', { name: '60' }))
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 81'))
    await userEvent.click(canvas.getByRole('button', { name: '100' }))
    await waitFor(() => expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 241'))
    await waitFor(() => expect(syncStatus(canvasElement)).toHaveTextContent('Offline · 2 visits waiting'))
    await expect(await deviceOutbox().list()).toHaveLength(2)

    await reconnectAndExpectVisitsSaved(canvasElement)
  },
}

const waitingVisitId = '9c2b4d6e-1a3f-4b5c-8d7e-000000000099'

/** A visit of 60 scored on this device while offline, still in its outbox. */
const addWaitingVisit = () =>
  deviceOutbox().add({
    id: waitingVisitId,
    matchId: playingMatchId,
    event: { type: 'visit', id: waitingVisitId, total: 60 },
    version: 5,
  })

/** The page was reloaded (or the tablet restarted) offline: the visit in the outbox is still there, then sent. */
export const ReloadedWithWaitingVisit: Story = {
  parameters: { msw: { handlers: [appendSwitch, ...tabletHandlers.playing()] } },
  beforeEach: async () => {
    network.isOffline = true
    await addWaitingVisit()
    return () => {
      network.isOffline = false
    }
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 81'))
    await waitFor(() => expect(syncStatus(canvasElement)).toHaveTextContent('Offline · 1 visit waiting'))
    network.isOffline = false
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(syncStatus(canvasElement)).toHaveTextContent('Online · all visits saved'))
    await expect((await serverMatch()).events.at(-1)?.id).toBe(waitingVisitId)
  },
}

/** Every request fails as without a connection while `network.isOffline`; the rest falls through to the mocks. */
const noNetwork = http.all('*/api/*', () => (network.isOffline ? HttpResponse.error() : undefined))

/**
 * The tablet app restarted without network in the middle of a game: the board's last known state (kept on the
 * device by the tablet host, ADR 022) shows the game with the visit still in the outbox on top, scoring goes on
 * into the outbox, and once the network is back every visit reaches Oche exactly once.
 */
export const RestartedOffline: Story = {
  parameters: { msw: { handlers: [noNetwork, ...tabletHandlers.playing()] } },
  beforeEach: async () => {
    network.isOffline = false
    await addWaitingVisit()
    return () => {
      network.isOffline = false
    }
  },
  play: async ({ mount, canvas, canvasElement }) => {
    // The app's first run loaded the board and its game; the host kept them as JSON on the device.
    const api = createApiClient({ baseUrl: '/api', getToken: () => boardTokenFixture })
    const firstRun = new QueryClient()
    await firstRun.fetchQuery(eventBoardQueries.tabletState(api))
    await firstRun.fetchQuery(matchQueries.detail(api, playingMatchId))
    const kept = JSON.parse(JSON.stringify(dehydrate(firstRun))) as DehydratedState
    firstRun.clear()

    // The restart: no network, the kept state restored before the screen renders.
    network.isOffline = true
    const restarted = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    hydrate(restarted, kept)
    await mount(
      <QueryClientProvider client={restarted}>
        <TabletScreen searchParams={{}} />
      </QueryClientProvider>,
    )

    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 81'))
    await expect(canvas.getByRole('heading', { level: 1, name: 'Board 2' })).toBeVisible()
    await waitFor(() => expect(syncStatus(canvasElement)).toHaveTextContent('Offline · 1 visit waiting'))
    // The board asked the server and got no answer: the game stays on screen.
    await waitFor(() =>
      expect(restarted.getQueryState(eventBoardQueries.tabletState(api).queryKey)?.status).toBe('error'),
    )
    await expect(canvas.queryByText(/could not be reached/)).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: '100' }))
    await waitFor(() => expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 241'))
    await waitFor(() => expect(syncStatus(canvasElement)).toHaveTextContent('Offline · 2 visits waiting'))
    await expect(await deviceOutbox().list()).toHaveLength(2)

    await reconnectAndExpectVisitsSaved(canvasElement)
    // The board's state comes from the server again.
    await waitFor(() =>
      expect(restarted.getQueryState(eventBoardQueries.tabletState(api).queryKey)?.status).toBe('success'),
    )
  },
}

/** The same game scored on another device: the tablet drops its visit, says so, and shows the server's score. */
export const Conflict: Story = {
  parameters: { msw: { handlers: tabletHandlers.playing() } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 141'))
    await scoreOnAnotherDevice({ type: 'visit', id: crypto.randomUUID(), total: 26 }, 5)
    await userEvent.click(canvas.getByRole('button', { name: '60' }))

    await expect(await canvas.findByText(/This game was scored on another device/)).toBeVisible()
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 115'))
    await expect(await deviceOutbox().list()).toEqual([])
    await expect((await serverMatch()).version).toBe(6)
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }))
    await expect(canvas.queryByText(/This game was scored on another device/)).toBeNull()
  },
}

/** The winning visit, corrected once, then both players confirm the result and the next game is called. */
export const Confirming: Story = {
  parameters: { msw: { handlers: tabletHandlers.playing() } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 141'))
    await userEvent.keyboard('141{Enter}')
    await expect(await canvas.findByRole('heading', { name: 'Fallon Sherrock wins 1–0' })).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Correct the last visit' }))
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 141'))
    await userEvent.keyboard('141{Enter}')
    await expect(await canvas.findByRole('heading', { name: 'Fallon Sherrock wins 1–0' })).toBeVisible()

    const confirm = canvas.getByRole('button', { name: 'Confirm the result' })
    await expect(confirm).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Fallon Sherrock agrees' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Beau Greaves agrees' }))
    await expect(canvas.getByRole('button', { name: 'Beau Greaves agrees' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(confirm).toBeEnabled())
    await userEvent.click(confirm)

    await expect(await canvas.findByText('Called to this board')).toBeVisible()
    await expect(canvas.getByText('Martin Schindler')).toBeVisible()
  },
}

/** The organiser switched the board off. */
export const Disabled: Story = {
  parameters: { msw: { handlers: tabletHandlers.disabled() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Board 2 is switched off' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Start the game' })).toBeNull()
  },
}

/** The board's state could not be loaded: say so and offer to try again. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/tablet/state', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
        ...tabletHandlers.called(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The board could not be loaded' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** The server no longer knows the board token (401): back to the login, which says why. */
export const TokenRevoked: Story = {
  beforeEach: forgetTablet,
  play: async () => {
    await waitFor(() => expect(navigation()).toHaveTextContent('/tablet/login?reason=revoked'))
    await expect(readCookie(storageKeys.boardToken)).toBeUndefined()
  },
}

/** "Log this board out", confirmed: the board token is gone from this device and the login loads. */
export const LogOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log this board out' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Log this tablet out of board 2?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(navigation()).toHaveTextContent('reload:/tablet/login'))
    await expect(readCookie(storageKeys.boardToken)).toBeUndefined()
  },
}

/** "Enter tablet mode", confirmed as the spec asks: signed out locally, the flag set, back to /tablet. */
export const EnterTabletMode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Enter tablet mode' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Turn this device into a board tablet?' }))
    await expect(dialog.getByText(/Tap the Oche logo five times to leave tablet mode/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Start tablet mode' }))
    await waitFor(() => expect(navigation()).toHaveTextContent('reload:/tablet'))
    await expect(localStorage.getItem(storageKeys.tabletMode)).toBe('true')
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Enter tablet mode' })).toBeNull())
  },
}
