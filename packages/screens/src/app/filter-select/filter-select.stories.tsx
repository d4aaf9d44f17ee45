import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { FilterSelect, type FilterOption } from './filter-select'

const boards = ['1', '2', '3'].map((number) => ({ value: number, label: `Board ${number}` }))

/** Stories only: a "Board" filter holding its value, as a list screen does, and reporting each choice. */
function BoardFilter({
  initial,
  onValueChange,
  options = boards,
}: {
  initial: string | null
  onValueChange: (value: string | null) => void
  options?: readonly FilterOption[]
}) {
  const [value, setValue] = useState(initial)
  return (
    <div className="max-w-xs">
      <FilterSelect
        label="Board"
        anyLabel="Every board"
        value={value}
        onValueChange={(next) => {
          onValueChange(next)
          setValue(next)
        }}
        options={options}
      />
    </div>
  )
}

const meta = {
  title: 'screens/App/Filter select',
  component: BoardFilter,
  args: { initial: null, onValueChange: fn() },
} satisfies Meta<typeof BoardFilter>

export default meta
type Story = StoryObj<typeof meta>

/** No filter: the select shows its "any" option, labelled by the filter's name. */
export const Any: Story = {
  play: async ({ canvas }) => {
    const board = canvas.getByRole('combobox', { name: 'Board' })
    await expect(board).toHaveTextContent('Every board')
    await userEvent.click(board)
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual(['Every board', 'Board 1', 'Board 2', 'Board 3'])
    await expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Escape}')
  },
}

/** A chosen value shows as itself; choosing "any" again reports null, not the word "any". */
export const Chosen: Story = {
  args: { initial: '2' },
  play: async ({ canvas, args }) => {
    const board = canvas.getByRole('combobox', { name: 'Board' })
    await expect(board).toHaveTextContent('Board 2')
    await userEvent.click(board)
    await userEvent.click(await screen.findByRole('option', { name: 'Every board' }))
    await expect(args.onValueChange).toHaveBeenCalledOnce()
    await expect(args.onValueChange).toHaveBeenCalledWith(null)
    await expect(board).toHaveTextContent('Every board')
  },
}

/** By keyboard: Space opens it on the current option, the arrows move, Enter chooses, the focus comes back. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const board = canvas.getByRole('combobox', { name: 'Board' })
    board.focus()
    await userEvent.keyboard(' ')
    await expect(await screen.findByRole('option', { name: 'Every board' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledOnce()
    await expect(args.onValueChange).toHaveBeenCalledWith('3')
    await expect(board).toHaveTextContent('Board 3')
    await waitFor(() => expect(board).toHaveFocus())
  },
}

/** Escape leaves the filter as it was. */
export const KeyboardCancel: Story = {
  args: { initial: '1' },
  play: async ({ canvas, args }) => {
    const board = canvas.getByRole('combobox', { name: 'Board' })
    board.focus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByRole('option', { name: 'Board 1' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(board).toHaveTextContent('Board 1')
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

/** An option may be called "Any" or "All" (a team's slug): choosing it picks it, not "every board". */
export const OptionCalledAny: Story = {
  args: {
    options: [
      { value: 'any', label: 'Any' },
      { value: 'all', label: 'All' },
    ],
  },
  play: async ({ canvas, args }) => {
    const board = canvas.getByRole('combobox', { name: 'Board' })
    await userEvent.click(board)
    await userEvent.click(await screen.findByRole('option', { name: 'Any' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('any')
    await expect(board).toHaveTextContent('Any')
    await userEvent.click(board)
    await userEvent.click(await screen.findByRole('option', { name: 'All' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('all')
    await userEvent.click(board)
    await userEvent.click(await screen.findByRole('option', { name: 'Every board' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null)
  },
}
