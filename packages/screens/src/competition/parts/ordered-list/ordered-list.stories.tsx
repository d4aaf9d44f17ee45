import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { movedOrder } from '../moved-order'
import { MoveAnnouncement } from './move-announcement'
import { MoveButtons } from './move-buttons'
import { OrderedRow } from './ordered-row'
import { RowDeleteButton, RowEditLink } from './row-actions'
import { useOrderedMoves } from './use-ordered-moves'

type Item = { id: string; name: string; position: number }

const board: Item[] = [
  { id: 'chair', name: 'Chair', position: 0 },
  { id: 'secretary', name: 'Secretary', position: 1 },
  { id: 'treasurer', name: 'Treasurer', position: 2 },
]

type OrderedListStoryProps = {
  /** Saves the new order (every id); a rejection leaves the list as it was. */
  onSave: (ids: string[]) => Promise<void>
  onDelete: (id: string) => void
}

/** An admin's ordered list as the documents and board members use it: rows, move buttons, edit and delete. */
function OrderedListStory({ onSave, onDelete }: OrderedListStoryProps) {
  const [items, setItems] = useState(board)
  const { moved, move, focusAfterMove } = useOrderedMoves({
    isPending: false,
    movedIds: (item: Item, direction) => movedOrder(items, item.id, direction),
    save: async (ids) => {
      await onSave(ids)
      setItems(ids.map((id, position) => ({ ...(items.find((item) => item.id === id) as Item), position })))
    },
    announce: (item, ids) => `${item.name} is now number ${ids.indexOf(item.id) + 1} of ${ids.length}.`,
  })
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <ol aria-label="Board" className="flex flex-col gap-3">
        {items.map((item, index) => (
          <OrderedRow
            key={item.id}
            actions={
              <>
                <MoveButtons
                  upLabel={`Move ${item.name} up`}
                  downLabel={`Move ${item.name} down`}
                  isFirst={index === 0}
                  isLast={index === items.length - 1}
                  focusAfterMove={focusAfterMove(item.id)}
                  position={item.position}
                  onMove={(direction) => void move(item, direction)}
                />
                <RowEditLink href={`/board/${item.id}/edit`} label={`Edit ${item.name}`}>
                  Edit
                </RowEditLink>
                <RowDeleteButton label={`Delete ${item.name}`} onClick={() => onDelete(item.id)}>
                  Delete
                </RowDeleteButton>
              </>
            }
          >
            <span className="min-w-0 flex-1 font-semibold">{item.name}</span>
          </OrderedRow>
        ))}
      </ol>
      <MoveAnnouncement moved={moved} />
    </div>
  )
}

const meta = {
  title: 'screens/Competition/Parts/Ordered list',
  component: OrderedListStory,
  args: { onSave: fn(async () => {}), onDelete: fn() },
} satisfies Meta<typeof OrderedListStory>

export default meta
type Story = StoryObj<typeof meta>

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent)

/** The first cannot move up, the last not down; each row's edit link and delete button name the item. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move Chair up' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Move Chair down' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Move Treasurer down' })).toBeDisabled()
    await expect(canvas.getByRole('link', { name: 'Edit Secretary' })).toHaveAttribute('href', '/board/secretary/edit')
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Treasurer' }))
    await expect(args.onDelete).toHaveBeenCalledWith('treasurer')
  },
}

/**
 * The admin moves the secretary down by keyboard: the new order is saved, screen readers hear the new place, and the
 * focus stays on the row, on "up" now that it is last.
 */
export const MoveDown: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Board' })
    canvas.getByRole('button', { name: 'Move Secretary down' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSave).toHaveBeenCalledWith(['chair', 'treasurer', 'secretary'])
    await waitFor(() => expect(names(list)[2]).toContain('Secretary'))
    await expect(canvas.getByRole('status')).toHaveTextContent('Secretary is now number 3 of 3.')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Secretary up' })).toHaveFocus())
    await expect(canvas.getByRole('button', { name: 'Move Secretary down' })).toBeDisabled()
  },
}

/** Saving fails: the list keeps its order and nothing is announced (the caller's toast says why). */
export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Server Error'))) },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Board' })
    await userEvent.click(canvas.getByRole('button', { name: 'Move Treasurer up' }))
    await expect(args.onSave).toHaveBeenCalledWith(['chair', 'treasurer', 'secretary'])
    await expect(names(list)[2]).toContain('Treasurer')
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
  },
}

/** On a phone the actions go below the item, with touch targets of 40 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(640)
    const name = canvas.getByText('Chair')
    const up = canvas.getByRole('button', { name: 'Move Chair up' })
    await expect(up.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom)
    for (const control of [up, canvas.getByRole('link', { name: 'Edit Chair' })])
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
