import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardGameFixtures, eventFixtures, tabletStateFixtures } from '@oche/mocks'
import { expect } from 'storybook/test'
import { BoardName, EventQrCode, GameLabel, Players, TabletLiveFrame } from './tablet-live-parts'

const meta = {
  title: 'screens/Tablet/Tablet live/Parts',
  component: TabletLiveFrame,
  parameters: { frame: 'column', layout: 'fullscreen', pathname: '/tablet' },
  args: {
    tablet: tabletStateFixtures.called,
    state: 'called',
    children: null,
  },
} satisfies Meta<typeof TabletLiveFrame>

export default meta
type Story = StoryObj<typeof meta>

/** The frame of every display state: the board and the event on top, the state's content below. */
export const Frame: Story = {
  args: {
    children: (
      <div className="flex flex-col items-center gap-[3vmin]">
        <Players game={boardGameFixtures.called} className="text-[6vmin]" />
        <GameLabel game={boardGameFixtures.called} className="text-[3vmin]" />
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main')
    await expect(main).toHaveAttribute('data-view', 'tablet-live')
    await expect(main).toHaveAttribute('data-state', 'called')
    const header = main.querySelector('header') as HTMLElement
    await expect(header).toHaveTextContent('Board 2')
    await expect(header).toHaveTextContent('Brabant Open Night')
    await expect(canvasElement.querySelector('[data-slot="players"]')).toHaveTextContent(
      'Fallon SherrockvsBeau Greaves',
    )
    await expect(canvasElement.querySelector('[data-slot="game-label"]')).toHaveTextContent(
      'Brabant Open Singles · Groups · Group A',
    )
  },
}

/** Board names with and without the organiser's name. */
export const BoardNames: Story = {
  render: () => (
    <ul className="p-6 text-2xl">
      <li>
        <BoardName board={{ number: 2, name: '' }} />
      </li>
      <li>
        <BoardName board={{ number: 1, name: 'Stage' }} />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Board 2',
      'Board 1 · Stage',
    ])
  },
}

/** Where a game belongs: its group in the group stage, its round in the knockouts. */
export const GameLabels: Story = {
  render: () => (
    <div className="p-6 text-2xl">
      <GameLabel game={boardGameFixtures.noShow} />
      <GameLabel
        game={{ ...boardGameFixtures.waitingNext, stage: 'winnersKo', round_code: 'semiFinal', group: null }}
      />
      <GameLabel game={{ ...boardGameFixtures.waitingNext, stage: 'winnersKo', round_code: 'final', group: null }} />
      <GameLabel
        game={{ ...boardGameFixtures.waitingNext, stage: 'consolationKo', round_code: 'final', group: null }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('[data-slot="game-label"]')]
    await expect(labels.map((label) => label.textContent)).toEqual([
      'Brabant Open Pairs · Groups · Group A',
      'Brabant Open Singles · Winners · Semi-finals',
      'Brabant Open Singles · Winners · Final',
      'Brabant Open Singles · Consolation · Final',
    ])
  },
}

/** The QR code a spectator scans for the event page, in the display's language. */
export const QrCode: Story = {
  globals: { locale: 'fr' },
  render: () => (
    <div className="p-6">
      <EventQrCode eventId={eventFixtures.upcoming.id} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const qr = canvasElement.querySelector('[data-slot="qr-code"]') as HTMLElement
    await expect(qr.dataset.url).toBe(`${location.origin}/fr/events/${eventFixtures.upcoming.id}`)
    await expect(qr.querySelector('svg')).not.toBeNull()
  },
}
