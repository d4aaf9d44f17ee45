import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardGameFixtures, eventFixtures, tabletStateFixtures } from '@oche/mocks'
import { expect } from 'storybook/test'
import { BoardBadge, CalledView, DisabledView, ResultView, WaitingView } from './tablet-live-states'

const viewports = {
  tabletLandscape: { name: 'Tablet 1280×720', styles: { width: '1280px', height: '720px' }, type: 'tablet' },
  tabletPortrait: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
}
const portrait = { viewport: { value: 'tabletPortrait', isRotated: false } }

const meta = {
  title: 'screens/Tablet/Tablet live/States',
  component: WaitingView,
  parameters: {
    frame: 'column',
    layout: 'fullscreen',
    pathname: '/tablet',
    viewport: { options: viewports },
  },
  globals: { viewport: { value: 'tabletLandscape', isRotated: false } },
  args: { tablet: tabletStateFixtures.waiting },
} satisfies Meta<typeof WaitingView>

export default meta
type Story = StoryObj<typeof meta>

const fitsTheScreen = (canvasElement: HTMLElement) => {
  const root = canvasElement.ownerDocument.documentElement
  return root.scrollHeight <= root.clientHeight && root.scrollWidth <= root.clientWidth
}

/** Nothing on the board: its number from across the room, the next game and a QR code to the event. */
export const Waiting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Board 2' })).toBeVisible()
    const next = canvas.getByRole('region', { name: 'Next on this board' })
    await expect(next).toHaveTextContent('Martin SchindlervsGabriel Clemens')
    await expect(next).toHaveTextContent('Brabant Open Singles · Groups · Group A')
    await expect(canvas.getByRole('img', { name: 'QR code that opens the event on your phone' })).toBeVisible()
    await expect(canvasElement.querySelector('main')).toHaveAttribute('data-state', 'waiting')
    await expect(fitsTheScreen(canvasElement)).toBe(true)
  },
}

/** Nothing waiting for the board yet. */
export const WaitingNothingNext: Story = {
  args: { tablet: { ...tabletStateFixtures.waiting, next: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No game is waiting for this board yet.')).toBeVisible()
  },
}

/** Upright: the QR code below the number, still without scrolling. */
export const WaitingPortrait: Story = {
  globals: portrait,
  play: async ({ canvas, canvasElement }) => {
    const number = canvasElement.querySelector('[data-slot="board-number"]') as HTMLElement
    const qr = canvas.getByRole('img', { name: 'QR code that opens the event on your phone' })
    await expect(qr.getBoundingClientRect().top).toBeGreaterThan(number.getBoundingClientRect().bottom - 1)
    await expect(fitsTheScreen(canvasElement)).toBe(true)
  },
}

/** A game called: "Game on!", the players big, and where to start it. */
export const Called: Story = {
  render: () => <CalledView tablet={tabletStateFixtures.called} game={boardGameFixtures.called} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Game on!' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="players"]')).toHaveTextContent(
      'Fallon SherrockvsBeau Greaves',
    )
    await expect(
      canvas.getByText('Players, step up to board 2 and start the game on the scoring tablet.'),
    ).toBeVisible()
  },
}

/** A walkover awaiting confirmation: the winner marked with the legs, and that it was a walkover. */
export const ResultWalkover: Story = {
  render: () => <ResultView tablet={tabletStateFixtures.called} game={boardGameFixtures.walkedOver} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Result' })).toBeVisible()
    const [winner, loser] = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="result-side"]')]
    await expect(winner).toHaveTextContent('Jermaine Wattimena(winner)3')
    await expect(winner).toHaveAttribute('data-winner', 'true')
    await expect(loser).toHaveTextContent('Gabriel Clemens0')
    await expect(canvas.getByText('Won by walkover')).toBeVisible()
    await expect(canvas.getByText('The players are confirming the result.')).toBeVisible()
  },
}

/** A played result (no walkover): no walkover line. */
export const ResultPlayed: Story = {
  render: () => <ResultView tablet={tabletStateFixtures.called} game={boardGameFixtures.confirming} />,
  play: async ({ canvas, canvasElement }) => {
    const winner = canvasElement.querySelector('[data-winner]')
    await expect(winner).toHaveTextContent('Dimitri Van den Bergh(winner)3')
    await expect(canvas.queryByText('Won by walkover')).not.toBeInTheDocument()
  },
}

/** The board switched off: where the games are, on a phone. */
export const Disabled: Story = {
  render: () => <DisabledView tablet={tabletStateFixtures.disabled} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This board is not in use right now' })).toBeVisible()
    const qr = canvasElement.querySelector('[data-slot="qr-code"]') as HTMLElement
    await expect(qr.dataset.url).toBe(`${location.origin}/events/${eventFixtures.upcoming.id}`)
  },
}

/** The board's badge in a match view's scoreboard header, with the confirming note once the game is over. */
export const Badge: Story = {
  render: () => (
    <div className="flex flex-col gap-6 p-6">
      <BoardBadge tablet={tabletStateFixtures.called} isConfirming={false} />
      <BoardBadge
        tablet={{ ...tabletStateFixtures.called, board: { ...tabletStateFixtures.called.board, name: 'Stage' } }}
        isConfirming
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-slot="board-badge"]')]
    await expect(badges.map((badge) => badge.textContent)).toEqual(['Board 2', 'Board 2 · Stage'])
    await expect(canvas.getAllByText('The players are confirming the result.')).toHaveLength(1)
  },
}
