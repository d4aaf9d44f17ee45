import type { Meta, StoryObj } from '@storybook/react-vite'
import { createMatchHandlers, handlers } from '@oche/mocks'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import { expect, waitFor, within } from 'storybook/test'
import {
  checkoutMomentMatch,
  finishedMatch,
  inPlayMatch,
  liveMatchWith,
  liveStoryMatches,
  movableMatchHandler,
  notStartedMatch,
  storyEventId,
  visitScored,
} from '../live-match/live-match.story-helpers'
import { LiveMatchScreen } from '../live-match/live-match-screen'
import { storyRealtime } from '../../../../../.storybook/story-harness'

// /live/{id}?view=overlay: a compact scoreboard on a transparent page, for OBS's browser source.

const meta = {
  title: 'screens/Live/Live overlay',
  component: LiveMatchScreen,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...createMatchHandlers({ matches: liveStoryMatches }), ...handlers] },
  },
  args: { id: inPlayMatch.id, searchParams: { view: 'overlay' } },
} satisfies Meta<typeof LiveMatchScreen>

export default meta
type Story = StoryObj<typeof meta>

const transparent = 'rgba(0, 0, 0, 0)'

/** The row of a side in the overlay's table. */
function rowOf(canvasElement: HTMLElement, side: number): HTMLElement {
  const row = canvasElement.querySelector<HTMLElement>(`[data-slot="overlay-scoreboard"] tr[data-side="${side}"]`)
  if (!row) throw new Error(`No overlay row for side ${side}`)
  return row
}

function statOf(canvasElement: HTMLElement, side: number, stat: string) {
  return rowOf(canvasElement, side).querySelector(`[data-stat="${stat}"]`)
}

export const DarkInPlay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Scores' })
    // The page itself paints nothing: the video shows through everywhere but the scoreboard.
    await expect(getComputedStyle(document.documentElement).backgroundColor).toBe(transparent)
    await expect(getComputedStyle(document.body).backgroundColor).toBe(transparent)
    const view = canvasElement.querySelector('[data-view="overlay"]') as HTMLElement
    await expect(view).toHaveAttribute('data-theme', 'dark')
    await expect(getComputedStyle(view).backgroundColor).toBe(transparent)
    // Luke throws, on 261 with a 1–0 lead; Michael waits on 375.
    await expect(within(table).getByRole('row', { current: true })).toHaveTextContent('Luke Littler')
    await expect(within(rowOf(canvasElement, 0)).getByText('To throw')).toBeInTheDocument()
    await expect(statOf(canvasElement, 0, 'remaining')).toHaveTextContent('261')
    await expect(statOf(canvasElement, 1, 'remaining')).toHaveTextContent('375')
    await expect(statOf(canvasElement, 0, 'legs')).toHaveTextContent('1')
    await expect(statOf(canvasElement, 1, 'legs')).toHaveTextContent('0')
    await expect(statOf(canvasElement, 0, 'last-visit')).toHaveTextContent('100')
    await expect(statOf(canvasElement, 1, 'last-visit')).toHaveTextContent('26')
    await expect(statOf(canvasElement, 0, 'average')).toHaveTextContent('130.76')
    await expect(canvasElement.querySelector('[data-slot="current-leg"]')).toHaveTextContent('Leg 2')
    await expect(canvas.getByText('First to 2 legs')).toBeVisible()
    // Nothing a stream has no use for: no QR code, no buttons, no connection badge while all is well.
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
}

export const LightOnADarkPage: Story = {
  args: { searchParams: { view: 'overlay', theme: 'light', position: 'bottom-right' } },
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Scores' })
    await expect(document.documentElement).toHaveClass('dark')
    // The overlay keeps the theme of its URL whatever the viewer's colour mode: dark ink on a light panel.
    const panel = canvasElement.querySelector('[data-slot="overlay-scoreboard"]') as HTMLElement
    await expect(getComputedStyle(panel).color).toBe('rgb(17, 24, 39)')
    await expect(getComputedStyle(document.body).backgroundColor).toBe(transparent)
    // In the bottom-right corner of the browser source.
    const box = panel.getBoundingClientRect()
    await expect(innerWidth - box.right).toBeLessThan(40)
    await expect(innerHeight - box.bottom).toBeLessThan(40)
  },
}

export const CheckoutVisitArrives: Story = {
  args: { id: checkoutMomentMatch.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Scores' })
    await expect(statOf(canvasElement, 0, 'remaining')).toHaveTextContent('121')
    storyRealtime().emit(
      realtimeChannels.match(checkoutMomentMatch.id),
      realtimeEvents.visitScored,
      visitScored(checkoutMomentMatch, { type: 'darts', id: storyEventId(15), darts: ['T20', 'T11', 'D14'] }),
    )
    // The match is over: the result replaces the leg, and the remaining scores leave the strip.
    await expect(await canvas.findByText('Luke Littler wins the match')).toBeVisible()
    await expect(statOf(canvasElement, 0, 'legs')).toHaveTextContent('2')
    await expect(statOf(canvasElement, 0, 'remaining')).toBeNull()
    await expect(within(rowOf(canvasElement, 0)).getByText('Winner')).toBeInTheDocument()
  },
}

export const Finished: Story = {
  args: { id: finishedMatch.id, searchParams: { view: 'overlay', theme: 'light' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Luke Littler wins the match')).toBeVisible()
    await expect(rowOf(canvasElement, 0)).toHaveAttribute('data-state', 'won')
    await expect(canvas.queryByRole('row', { current: true })).not.toBeInTheDocument()
    await expect(statOf(canvasElement, 0, 'average')).toHaveTextContent('130.70')
    await expect(getComputedStyle(document.body).backgroundColor).toBe(transparent)
  },
}

export const NotStartedInSets: Story = {
  args: { id: notStartedMatch.id },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Scores' })
    await expect(within(table).getByRole('columnheader', { name: 'Sets' })).toBeVisible()
    await expect(statOf(canvasElement, 0, 'sets')).toHaveTextContent('0')
    await expect(statOf(canvasElement, 0, 'remaining')).toHaveTextContent('501')
    await expect(statOf(canvasElement, 0, 'last-visit')).toHaveTextContent('–')
    await expect(canvas.getByText('Not started')).toBeVisible()
  },
}

let server = inPlayMatch
const movable = movableMatchHandler(() => server)

export const ConnectionLost: Story = {
  parameters: { connection: 'unavailable', msw: { handlers: [movable.handler, ...handlers] } },
  beforeEach: () => {
    server = inPlayMatch
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Scores' })
    await expect(canvas.getByRole('status')).toHaveTextContent('Connection lost, reconnecting…')
    // The last scores known stay on screen, and the stream says that they may be behind.
    await expect(statOf(canvasElement, 0, 'remaining')).toHaveTextContent('261')
    // Two visits were thrown meanwhile; the connection comes back and the overlay catches up by itself.
    server = liveMatchWith(checkoutMomentMatch.events)
    storyRealtime().setState('connected')
    storyRealtime().emit(realtimeChannels.match(inPlayMatch.id), 'pusher:subscription_succeeded', {})
    await waitFor(() => expect(statOf(canvasElement, 0, 'remaining')).toHaveTextContent('121'))
    await expect(statOf(canvasElement, 1, 'remaining')).toHaveTextContent('315')
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { id: '7a3e9b1c-2d4f-4e6a-8b0c-000000000404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This match cannot be found')
    await expect(getComputedStyle(document.body).backgroundColor).toBe(transparent)
  },
}

export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Spielstand' })
    await expect(within(table).getByRole('columnheader', { name: 'Ø' })).toBeVisible()
    await expect(statOf(canvasElement, 0, 'average')).toHaveTextContent('130,76')
  },
}
