import type { Meta, StoryObj } from '@storybook/react-vite'
import { liveBoardFixtures, queueFixtures } from '@oche/mocks'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { QueuePanel } from './queue-panel'

const freeBoards = liveBoardFixtures.filter((board) => board.state === 'free')
const [busy, resting, held, next] = queueFixtures as [
  (typeof queueFixtures)[0],
  (typeof queueFixtures)[0],
  (typeof queueFixtures)[0],
  (typeof queueFixtures)[0],
]

const meta = {
  title: 'screens/Manage/Board overview/Queue panel',
  component: QueuePanel,
  args: {
    queue: queueFixtures,
    freeBoards,
    actions: { call: fn(async () => undefined), hold: fn(async () => undefined), reorder: fn(async () => undefined) },
  },
} satisfies Meta<typeof QueuePanel>

export default meta
type Story = StoryObj<typeof meta>

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)

/** Four waiting games, each with what holds it back; the organiser calls the free one to a board. */
export const Waiting: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting games (4)' })).toBeVisible()
    const list = canvas.getByRole('list', { name: 'Calling order' })
    await expect(names(list)).toEqual([
      'Luke Humphries v Kim Huybrechts',
      'Mike De Decker v Ryan Joyce',
      'Jermaine Wattimena v Danny Noppert',
      'Martin Schindler v Gabriel Clemens',
    ])
    await expect(within(list).getByText('Luke Humphries is still playing')).toBeVisible()
    await expect(within(list).getByText(/^Mike De Decker rests until \d\d:34/)).toBeVisible()
    await expect(within(list).getByText('Held by you')).toBeVisible()
    await expect(within(list).getByText('Ready for the next free board')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Call Martin Schindler v Gabriel Clemens to a board' }))
    const menu = within(await screen.findByRole('menu'))
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Board 5',
      'Board 6',
      'Board 7',
    ])
    await userEvent.click(menu.getByRole('menuitem', { name: 'Board 6' }))
    await expect(args.actions?.call).toHaveBeenCalledWith(next, freeBoards[1])
  },
}

/** Holding a game back and releasing a held one. */
export const HoldAndRelease: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hold Martin Schindler v Gabriel Clemens' }))
    await expect(args.actions?.hold).toHaveBeenCalledWith(next, true)
    await userEvent.click(canvas.getByRole('button', { name: 'Release Jermaine Wattimena v Danny Noppert' }))
    await expect(args.actions?.hold).toHaveBeenLastCalledWith(held, false)
  },
}

/** Moving games in the calling order, by keyboard; the first cannot go up, the last not down. */
export const Reorder: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move Luke Humphries v Kim Huybrechts up' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Move Martin Schindler v Gabriel Clemens down' })).toBeDisabled()
    canvas.getByRole('button', { name: 'Move Martin Schindler v Gabriel Clemens up' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.actions?.reorder).toHaveBeenCalledWith(
      [busy.game.id, resting.game.id, next.game.id, held.game.id],
      next,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Move Luke Humphries v Kim Huybrechts down' }))
    await expect(args.actions?.reorder).toHaveBeenLastCalledWith(
      [resting.game.id, busy.game.id, held.game.id, next.game.id],
      busy,
    )
  },
}

/** A game the organiser moved carries a badge. */
export const PlacedByHand: Story = {
  args: { queue: [{ ...next, manual_position: 1 }, busy] },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('listitem', { name: 'Martin Schindler v Gabriel Clemens' })
    await expect(first).toHaveTextContent('Placed by you')
  },
}

/** No board is free: nothing can be called by hand. */
export const NoFreeBoard: Story = {
  args: { freeBoards: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Call Martin Schindler v Gabriel Clemens to a board' }),
    ).toBeDisabled()
  },
}

/** The public view: why each game waits, without buttons; held games are held by "the organisers". */
export const PublicView: Story = {
  args: { actions: null, queue: [{ ...held, manual_position: 2 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Held by the organisers')).toBeVisible()
    await expect(canvas.queryByText('Placed by you')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** Nothing waiting. */
export const Empty: Story = {
  args: { queue: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting games (0)' })).toBeVisible()
    await expect(canvas.getByText('No games waiting')).toBeVisible()
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
  },
}
