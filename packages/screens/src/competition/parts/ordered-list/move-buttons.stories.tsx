import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { MoveDirection } from '../moved-order'
import { MoveButtons } from './move-buttons'

const meta = {
  title: 'screens/Competition/Parts/Ordered list/Move buttons',
  component: MoveButtons,
  args: {
    upLabel: 'Move Secretary up',
    downLabel: 'Move Secretary down',
    isFirst: false,
    isLast: false,
    focusAfterMove: null,
    position: 1,
    onMove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex gap-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoveButtons>

export default meta
type Story = StoryObj<typeof meta>

/** An item in the middle moves either way; each button is named after the item and reports its way. */
export const Middle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move Secretary up' }))
    await expect(args.onMove).toHaveBeenLastCalledWith('up')
    await userEvent.click(canvas.getByRole('button', { name: 'Move Secretary down' }))
    await expect(args.onMove).toHaveBeenLastCalledWith('down')
    await expect(args.onMove).toHaveBeenCalledTimes(2)
  },
}

/** The first item cannot go up: that button is off and the keyboard skips it. */
export const First: Story = {
  args: { isFirst: true, position: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move Secretary up' })).toBeDisabled()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Move Secretary down' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onMove).toHaveBeenCalledOnce()
    await expect(args.onMove).toHaveBeenCalledWith('down')
  },
}

/** The last item cannot go down. */
export const Last: Story = {
  args: { isLast: true, position: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move Secretary down' })).toBeDisabled()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Move Secretary up' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onMove).toHaveBeenCalledOnce()
    await expect(args.onMove).toHaveBeenCalledWith('up')
  },
}

/** The only item of its list goes nowhere. */
export const Only: Story = {
  args: { isFirst: true, isLast: true, position: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move Secretary up' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Move Secretary down' })).toBeDisabled()
  },
}

type Item = { id: string; name: string }

/** Stories only: a list whose rows move at once (no save), giving the focus back to the row that moved. */
function MovingList() {
  const [items, setItems] = useState<Item[]>([
    { id: 'chair', name: 'Chair' },
    { id: 'secretary', name: 'Secretary' },
    { id: 'treasurer', name: 'Treasurer' },
  ])
  const [moved, setMoved] = useState<{ id: string; direction: MoveDirection } | null>(null)
  const move = (index: number, direction: MoveDirection) => {
    const other = direction === 'up' ? index - 1 : index + 1
    const next = [...items]
    const [item] = next.splice(index, 1)
    if (!item) return
    next.splice(other, 0, item)
    setItems(next)
    setMoved({ id: item.id, direction })
  }
  return (
    <ol aria-label="Board" className="flex max-w-md flex-col gap-2">
      {items.map((item, index) => (
        <li key={item.id} className="flex items-center gap-2">
          <span className="flex-1">{item.name}</span>
          <MoveButtons
            upLabel={`Move ${item.name} up`}
            downLabel={`Move ${item.name} down`}
            isFirst={index === 0}
            isLast={index === items.length - 1}
            focusAfterMove={moved?.id === item.id ? moved.direction : null}
            position={index}
            onMove={(direction) => move(index, direction)}
          />
        </li>
      ))}
    </ol>
  )
}

/**
 * Moving the treasurer up twice by keyboard: the row changes place each time and the focus stays with it, on "up"
 * after the first move, and on "down" once it is first (its "up" is then off).
 */
export const FocusFollowsTheRow: Story = {
  render: () => <MovingList />,
  play: async ({ canvas }) => {
    const names = () =>
      within(canvas.getByRole('list', { name: 'Board' }))
        .getAllByRole('listitem')
        .map((row) => row.firstElementChild?.textContent)
    canvas.getByRole('button', { name: 'Move Treasurer up' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(names()[1]).toBe('Treasurer'))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Treasurer up' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(names()[0]).toBe('Treasurer'))
    await expect(canvas.getByRole('button', { name: 'Move Treasurer up' })).toBeDisabled()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Treasurer down' })).toHaveFocus())
  },
}

/** Phones get 40 px touch targets. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(640)
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
  },
}
