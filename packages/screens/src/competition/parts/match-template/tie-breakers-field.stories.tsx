import { defaultLeagueTieBreakers, type LeagueTieBreaker } from '@oche/darts'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TieBreakersField } from './tie-breakers-field'

// The tie-break chain of the team standings on its own: the criteria in use in order, moved, removed and added back.

type ChainProps = {
  value: readonly LeagueTieBreaker[]
  error?: string
  readOnly?: boolean
  onValueChange: (value: LeagueTieBreaker[]) => void
}

/** Stories only: the field holding its own value, reporting every change. */
function Chain({ value: initial, error, readOnly, onValueChange }: ChainProps) {
  const [value, setValue] = useState<readonly LeagueTieBreaker[]>(initial)
  return (
    <div className="max-w-xl">
      <TieBreakersField
        value={value}
        error={error}
        readOnly={readOnly}
        onValueChange={(next) => {
          setValue(next)
          onValueChange(next)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'screens/Competition/Match template/Tie-breakers field',
  component: Chain,
  args: { value: defaultLeagueTieBreakers, onValueChange: fn() },
} satisfies Meta<typeof Chain>

export default meta
type Story = StoryObj<typeof meta>

/** The criteria in use, in the order the list shows them. */
const order = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('ol > li[data-criterion]'), (item) => item.getAttribute('data-criterion'))

/** The league's default chain: the first cannot go up, the last cannot go down, the others can be added. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('group', { name: 'Order of the standings when tied' })).toBeVisible()
    await expect(order(canvasElement)).toEqual([...defaultLeagueTieBreakers])
    await expect(canvas.getByRole('button', { name: 'Move Points up' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Move Leg difference down' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Add Game difference' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add Legs won' })).toBeVisible()
  },
}

/** Moving a criterion up by keyboard: the order changes, the change is announced and the focus stays on it. */
export const MoveByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const up = await canvas.findByRole('button', { name: 'Move Games won up' })
    up.focus()
    await userEvent.keyboard('{Enter}')
    await expect(order(canvasElement)).toEqual(['points', 'matchesWon', 'gamesWon', 'headToHead', 'legDifference'])
    await expect(canvas.getByRole('status')).toHaveTextContent('Games won: now number 3.')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Games won up' })).toHaveFocus())
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'points',
      'matchesWon',
      'gamesWon',
      'headToHead',
      'legDifference',
    ])
  },
}

/** Removing a criterion offers it back at the end; adding it puts it last. */
export const RemoveAndAdd: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Head to head' }))
    await expect(order(canvasElement)).toEqual(['points', 'matchesWon', 'gamesWon', 'legDifference'])
    await expect(canvas.getByRole('status')).toHaveTextContent('Head to head no longer counts.')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Games won' })).toHaveFocus())
    await userEvent.click(canvas.getByRole('button', { name: 'Add Head to head' }))
    await expect(order(canvasElement)).toEqual(['points', 'matchesWon', 'gamesWon', 'legDifference', 'headToHead'])
    await expect(canvas.getByRole('status')).toHaveTextContent('Head to head: now number 5.')
    await expect(canvas.queryByRole('button', { name: 'Add Head to head' })).not.toBeInTheDocument()
  },
}

/** Every criterion in use: nothing is left to add. */
export const AllInUse: Story = {
  args: {
    value: ['points', 'matchesWon', 'headToHead', 'gamesWon', 'gameDifference', 'legDifference', 'legsWon'],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Remove Legs won' })).toBeVisible()
    await expect(canvas.queryByText('Not used:')).not.toBeInTheDocument()
  },
}

/** An empty chain with the form's error: the group describes itself by it. */
export const Empty: Story = {
  args: { value: [], error: 'Choose at least one criterion.' },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Order of the standings when tied' })
    await expect(group).toHaveAccessibleDescription(expect.stringContaining('Choose at least one criterion.'))
    await expect(canvas.getByText('Choose at least one criterion.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add Points' }))
    await expect(within(group).getByRole('button', { name: 'Remove Points' })).toBeVisible()
  },
}

/** Shown only: the criteria without buttons. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Head to head')).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** In German. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Direkter Vergleich')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Spieldifferenz hinzufügen' }))
    await expect(canvas.getByRole('button', { name: 'Spieldifferenz entfernen' })).toBeVisible()
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByText('Head to head')).toBeVisible()
  },
}
