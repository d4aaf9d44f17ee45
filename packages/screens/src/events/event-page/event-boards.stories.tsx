import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardMatchIds, publicEventBoardsLiveFixture } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import { EventBoards } from './event-boards'
import { boardsBeforeStart } from './event.story-helpers'

const meta = {
  title: 'screens/Events/Event page/Event boards',
  component: EventBoards,
  decorators: [
    (Story) => (
      <div className="@container">
        <Story />
      </div>
    ),
  ],
  args: { boards: publicEventBoardsLiveFixture.boards },
} satisfies Meta<typeof EventBoards>

export default meta
type Story = StoryObj<typeof meta>

const board = (canvasElement: HTMLElement, number: number) =>
  canvasElement.querySelector(`[data-slot="live-board"][data-board="${number}"]`) as HTMLElement

/** Every state: busy boards as cards (live, called, just finished), free and unused ones in a compact row. */
export const EveryBoardState: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'On the boards' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Board 1 · Stage' })).toBeVisible()
    await expect(within(board(canvasElement, 1)).getByText('Live')).toBeVisible()
    await expect(board(canvasElement, 1)).toHaveTextContent('141 left')
    await expect(within(board(canvasElement, 2)).getByText('Players called')).toBeVisible()
    await expect(within(board(canvasElement, 3)).getByText('Just finished')).toBeVisible()
    await expect(board(canvasElement, 3)).not.toHaveTextContent('left')
    const idle = canvasElement.querySelector('[data-slot="idle-boards"]') as HTMLElement
    await expect(within(idle).getAllByText('Free')).toHaveLength(3)
    await expect(within(idle).getByText('Not in use')).toBeVisible()
  },
}

/** A visitor follows a game to its live page; a called game has no live match yet, so no link. */
export const FollowLive: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Follow live: Luke Humphries – Gian van Veen' })
    await expect(link).toHaveAttribute('href', `/live/${boardMatchIds.stage}`)
    await userEvent.click(link)
    await expect(within(board(canvasElement, 2)).queryByRole('link')).not.toBeInTheDocument()
  },
}

/** Nothing on the boards: said so, the free boards still listed. */
export const NoGames: Story = {
  args: { boards: boardsBeforeStart.boards },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No games on the boards right now.')).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-slot="idle-boards"] [data-slot="live-board"]')).toHaveLength(8)
  },
}

/** Every board busy: no compact row. */
export const AllBusy: Story = {
  args: { boards: publicEventBoardsLiveFixture.boards.filter((each) => each.game) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="live-board"]')).toHaveLength(4)
    await expect(canvasElement.querySelector('[data-slot="idle-boards"]')).toBeNull()
  },
}
