import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TieBreakerOrder, type TieBreakerOrderProps } from './tie-breaker-order'

const changed = fn()

/** The order held by the story, as the form's controller holds it. */
function HeldTieBreakerOrder(props: TieBreakerOrderProps) {
  const [value, setValue] = useState(props.value)
  return (
    <TieBreakerOrder
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        props.onValueChange(next)
      }}
    />
  )
}

const meta = {
  title: 'screens/Manage/Tournament form/Tie-breaker order',
  component: TieBreakerOrder,
  args: { value: ['points', 'legDifference', 'headToHead'], onValueChange: changed },
  render: (args) => <HeldTieBreakerOrder {...args} />,
  beforeEach: () => {
    changed.mockClear()
  },
} satisfies Meta<typeof TieBreakerOrder>

export default meta
type Story = StoryObj<typeof meta>

const order = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll<HTMLElement>('li[data-used="true"]')].map((row) => row.dataset.criterion)

/** Three criteria in use, numbered; the two not in use are listed after them, unticked and without arrows. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Order of the table when tied' })).toBeVisible()
    await expect(order(canvasElement)).toEqual(['points', 'legDifference', 'headToHead'])
    await expect(canvas.getByRole('checkbox', { name: 'Legs won' })).not.toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Legs won' })).toHaveAccessibleDescription(
      'More legs won ranks higher.',
    )
    await expect(canvas.queryByRole('button', { name: 'Move Legs won up' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Move Points up' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Move Head-to-head down' })).toBeDisabled()
  },
}

/** By keyboard: moving head-to-head up twice; the focus stays on the arrow and each move is announced. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const up = canvas.getByRole('button', { name: 'Move Head-to-head up' })
    up.focus()
    await userEvent.keyboard('{Enter}')
    await expect(order(canvasElement)).toEqual(['points', 'headToHead', 'legDifference'])
    await expect(canvas.getByRole('status')).toHaveTextContent('Head-to-head: now number 2.')
    await expect(canvas.getByRole('button', { name: 'Move Head-to-head up' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(order(canvasElement)).toEqual(['headToHead', 'points', 'legDifference'])
    await expect(canvas.getByRole('status')).toHaveTextContent('Head-to-head: now number 1.')
    // At the top the up arrow is off, so the focus goes to the down arrow.
    await expect(canvas.getByRole('button', { name: 'Move Head-to-head down' })).toHaveFocus()
    await expect(changed).toHaveBeenLastCalledWith(['headToHead', 'points', 'legDifference'])
  },
}

/** Ticking a criterion adds it at the end; unticking takes it out. */
export const TickAndUntick: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '3-dart average' }))
    await expect(order(canvasElement)).toEqual(['points', 'legDifference', 'headToHead', 'average'])
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Leg difference' }))
    await expect(order(canvasElement)).toEqual(['points', 'headToHead', 'average'])
    await expect(changed).toHaveBeenLastCalledWith(['points', 'headToHead', 'average'])
  },
}

/** None ticked, with the form's error under the list. */
export const WithError: Story = {
  args: { value: [], error: 'Choose at least one.' },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('group', { name: 'Order of the table when tied' })
    await expect(list).toHaveAccessibleDescription('Choose at least one.')
    await expect(order(canvasElement)).toEqual([])
    await expect(within(list).getAllByRole('checkbox')).toHaveLength(5)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('group', { name: 'Order of the table when tied' })).toBeVisible()
  },
}

/**
 * In French, in a form card on a 320 px phone (246 px inside it): the list fits, its long words wrapping, where a
 * fieldset as wide as its widest word had pushed the form past the screen's edge.
 */
export const FrenchInANarrowCard: Story = {
  globals: { locale: 'fr' },
  decorators: [
    (Story) => (
      <div data-testid="card" className="w-[246px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Ordre du classement en cas d’égalité' })
    const card = canvas.getByTestId('card').getBoundingClientRect()
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(card.right)
    for (const row of group.querySelectorAll('li')) {
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(card.right)
    }
  },
}
