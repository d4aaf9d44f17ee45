import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  boardGameFixtures,
  createEventBoardHandlers,
  createVenueTabletHandlers,
  eventFixtures,
  handlers,
  mockPending,
  mockTokens,
  tabletBoardFixture,
} from '@oche/mocks'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import { expect, waitFor, within } from 'storybook/test'
import {
  finishedMatch,
  inPlayMatch,
  remainingOf,
  storyEventId,
  visitScored,
} from '../../live/live-match/live-match.story-helpers'
import { TabletLiveScreen } from './tablet-live-screen'
import { boardWaiting, boardWithMatch, forgetBoardToken, holdBoardToken, withBoard2 } from './tablet-live.story-helpers'
import { storyRealtime } from '../../../../../.storybook/story-harness'

const viewports = {
  tabletLandscape: { name: 'Tablet 1280×720', styles: { width: '1280px', height: '720px' }, type: 'tablet' },
  tabletPortrait: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
}

const meta = {
  title: 'screens/Tablet/Tablet live',
  component: TabletLiveScreen,
  parameters: {
    frame: 'column',
    layout: 'fullscreen',
    pathname: '/tablet',
    viewport: { options: viewports },
    msw: { handlers: [...createEventBoardHandlers({ live: boardWaiting }), ...handlers] },
  },
  globals: { viewport: { value: 'tabletLandscape', isRotated: false } },
  beforeEach: holdBoardToken,
} satisfies Meta<typeof TabletLiveScreen>

export default meta
type Story = StoryObj<typeof meta>

const eventChannel = realtimeChannels.event(eventFixtures.upcoming.id)

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tablet/state'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the board'))
  },
}

/** Nothing on the board: its number, huge, the next game and a QR code to the event page. */
export const Waiting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Board 2' })).toBeVisible()
    const next = canvas.getByRole('region', { name: 'Next on this board' })
    await expect(next).toHaveTextContent('Martin Schindler')
    await expect(next).toHaveTextContent('Gabriel Clemens')
    await expect(next).toHaveTextContent('Brabant Open Singles · Groups · Group A')
    const qr = canvasElement.querySelector('[data-slot="qr-code"]') as HTMLElement
    await expect(qr.dataset.url).toBe(`${location.origin}/events/${eventFixtures.upcoming.id}`)
    await expect(canvas.getByRole('img', { name: 'QR code that opens the event on your phone' })).toBeVisible()
    // Read across a room: the number is far larger than body text.
    const number = canvasElement.querySelector('[data-slot="board-number"]') as HTMLElement
    await expect(parseFloat(getComputedStyle(number).fontSize)).toBeGreaterThan(150)
    // On its side, the QR code stands beside the board's number, and the whole screen needs no scrolling.
    await expect(qr.getBoundingClientRect().left).toBeGreaterThan(number.getBoundingClientRect().right)
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight)
  },
}

/** A game is called to the board while the display waits: `boards.changed` brings the players and "Game on!". */
export const CalledAfterBoardsChanged: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createEventBoardHandlers({
          live: boardWaiting,
          onChange: (live) =>
            storyRealtime().emit(eventChannel, realtimeEvents.boardsChanged, {
              eventId: live.event_id,
              version: live.version,
            }),
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Board 2' })
    // The organiser calls the next game to board 2 (the mocks announce the change on the event's channel).
    await fetch(`/api/events/${eventFixtures.upcoming.id}/calls`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${mockTokens.user}` },
      body: JSON.stringify({ game_id: boardGameFixtures.waitingNext.id, board_id: tabletBoardFixture.id }),
    })
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Game on!' })).toBeVisible()
    await expect(canvas.getByText('Martin Schindler')).toBeVisible()
  },
}

/** The players were called: their names, big, and the prompt to start. */
export const Called: Story = {
  parameters: { msw: { handlers: [...createEventBoardHandlers(), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Game on!' })).toBeVisible()
    await expect(canvas.getByText('Fallon Sherrock')).toBeVisible()
    await expect(canvas.getByText('Beau Greaves')).toBeVisible()
    await expect(canvas.getByText(/step up to board 2/)).toBeVisible()
  },
}

/** The match is played: the TV scoreboard with the board's name, kept current over the match's channel. */
export const Playing: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createEventBoardHandlers({ live: boardWithMatch(inPlayMatch, 'playing'), matches: [inPlayMatch] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const board = await canvas.findByRole('list', { name: 'Scores' })
    await expect(within(board).getByText('Luke Littler')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="board-badge"]')).toHaveTextContent('Board 2')
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('261'))
    storyRealtime().emit(
      realtimeChannels.match(inPlayMatch.id),
      realtimeEvents.visitScored,
      visitScored(inPlayMatch, { type: 'visit', id: storyEventId(13), total: 140 }),
    )
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('121'))
  },
}

/** The match is over and the players confirm it: the result and the statistics. */
export const Confirming: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createEventBoardHandlers({ live: boardWithMatch(finishedMatch, 'confirming'), matches: [finishedMatch] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The players are confirming the result.')).toBeVisible()
    await expect(canvasElement.querySelector('[data-view="tv"]')).toHaveAttribute('data-phase', 'finished')
    await expect(canvas.getByRole('heading', { level: 2, name: /Luke Littler/ })).toBeVisible()
  },
}

/** A walkover awaiting confirmation has no match: the result from the game itself. */
export const ConfirmingWalkover: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createEventBoardHandlers({
          live: withBoard2({
            state: 'confirming',
            game: { ...boardGameFixtures.walkedOver, board: { id: tabletBoardFixture.id, number: 2, name: '' } },
          }),
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Result' })).toBeVisible()
    await expect(canvas.getByText('Won by walkover')).toBeVisible()
  },
}

export const Disabled: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createEventBoardHandlers({ live: withBoard2({ state: 'disabled', enabled: false, game: null }) }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This board is not in use right now' }),
    ).toBeVisible()
  },
}

/** Without a board token the API answers 401: the way to the board login. */
export const NotLoggedIn: Story = {
  beforeEach: () => forgetBoardToken(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This screen is not logged in to a board' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in to a board' })).toHaveAttribute('href', '/tablet/login')
  },
}

export const WaitingPortrait: Story = {
  globals: { viewport: { value: 'tabletPortrait', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Board 2' })
    // Upright, the QR code goes under the board's number instead of beside it.
    const number = canvasElement.querySelector('[data-slot="board-number"]') as HTMLElement
    const qr = canvasElement.querySelector('[data-slot="qr-code"]') as HTMLElement
    await expect(qr.getBoundingClientRect().top).toBeGreaterThan(number.getBoundingClientRect().bottom)
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight)
  },
}

export const PlayingPortrait: Story = {
  ...Playing,
  globals: { viewport: { value: 'tabletPortrait', isRotated: false } },
}

export const CalledPortraitInDutch: Story = {
  ...Called,
  globals: { viewport: { value: 'tabletPortrait', isRotated: false }, locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Game on!' })).toBeVisible()
    await expect(canvas.getByText(/kom naar bord 2/)).toBeVisible()
  },
}

/** The display in a dark room. */
export const WaitingDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Board 2' })).toBeVisible()
    await expect(document.documentElement).toHaveClass('dark')
  },
}

/** A league venue's board (ADR 016): tonight's team matches at the venue with their scores, nothing to press. */
export const VenueBoard: Story = {
  parameters: { msw: { handlers: [...createVenueTabletHandlers(), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'League night at Café De Gouden Pijl' })).toBeVisible()
    const arrows = within(canvas.getByRole('region', { name: 'The Arrows – Bull Busters' }))
    await expect(arrows.getByText('2–1')).toBeVisible()
    await expect(arrows.queryByRole('button')).toBeNull()
    await expect(canvas.getByRole('region', { name: 'Triple Twenty – Checkout Kings' })).toBeVisible()
  },
}
