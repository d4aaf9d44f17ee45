import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DartboardInput } from './dartboard-input'
import type { DartboardDart } from './dartboard-types'

const labels = {
  board: 'Dartboard',
  visit: 'Darts this visit',
  removeLast: 'Remove last dart',
  grid: 'Enter a dart',
  multiplier: 'Ring',
  single: 'Single',
  double: 'Double',
  treble: 'Treble',
}

const ringNames = { 1: 'Single', 2: 'Double', 3: 'Treble' } as const
const ringCodes = { 1: 'S', 2: 'D', 3: 'T' } as const

function segmentLabel(dart: DartboardDart) {
  if (dart.multiplier === 0) return 'Miss'
  if (dart.value === 25) return dart.multiplier === 2 ? 'Bull' : 'Outer bull'
  return `${ringNames[dart.multiplier]} ${dart.value}`
}

function dartCode(dart: DartboardDart) {
  if (dart.multiplier === 0) return 'M'
  if (dart.value === 25) return dart.multiplier === 2 ? 'DB' : 'SB'
  return `${ringCodes[dart.multiplier]}${dart.value}`
}

const meta = {
  title: 'ui/DartboardInput',
  component: DartboardInput,
  args: { labels, segmentLabel, dartCode, onDart: fn(), onRemoveLast: fn() },
  decorators: [
    (Story) => (
      <div className="w-[44rem] max-w-none">
        <Story />
      </div>
    ),
  ],
  // The scorer keeps the visit; the input only shows it and reports darts.
  render: function Render(args) {
    const [darts, setDarts] = useState<DartboardDart[]>([...(args.darts ?? [])])
    return (
      <DartboardInput
        {...args}
        darts={darts}
        disabled={args.disabled || darts.length === 3}
        onDart={(dart) => {
          args.onDart(dart)
          setDarts((current) => [...current, dart])
        }}
        onRemoveLast={() => {
          args.onRemoveLast?.()
          setDarts((current) => current.slice(0, -1))
        }}
      />
    )
  },
} satisfies Meta<typeof DartboardInput>

export default meta
type Story = StoryObj<typeof meta>

export const Board: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const visit = canvas.getByRole('list', { name: 'Darts this visit' })
    await expect(canvas.getByRole('group', { name: 'Dartboard' })).toHaveAttribute('data-darts', '0')
    const treble20 = canvasElement.querySelector('[data-ring="treble"][data-value="20"]')
    if (!treble20) throw new Error('The board has no treble 20 bed')
    await userEvent.click(treble20)
    await expect(args.onDart).toHaveBeenCalledWith({ multiplier: 3, value: 20 })
    await expect(within(visit).getByText('Treble 20')).toBeInTheDocument()
    const bull = canvasElement.querySelector('[data-ring="bull"]')
    if (!bull) throw new Error('The board has no bull')
    await userEvent.click(bull)
    await expect(args.onDart).toHaveBeenLastCalledWith({ multiplier: 2, value: 25 })
    await userEvent.click(canvas.getByRole('button', { name: 'Remove last dart' }))
    await expect(args.onRemoveLast).toHaveBeenCalledTimes(1)
    await expect(within(visit).queryByText('Bull')).not.toBeInTheDocument()
  },
}

export const Grid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Double' }))
    await expect(canvas.getByRole('button', { name: 'Double' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Double 16' }))
    await expect(args.onDart).toHaveBeenCalledWith({ multiplier: 2, value: 16 })
    // The ring goes back to single after each dart.
    await expect(canvas.getByRole('button', { name: 'Single' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Miss' }))
    await expect(args.onDart).toHaveBeenLastCalledWith({ multiplier: 0, value: 0 })
    await userEvent.click(canvas.getByRole('button', { name: 'Outer bull' }))
    await expect(args.onDart).toHaveBeenLastCalledWith({ multiplier: 1, value: 25 })
    // Three darts make a visit here, so the scorer disables the input.
    await expect(canvas.getByRole('button', { name: 'Single 20' })).toBeDisabled()
    const visit = canvas.getByRole('list', { name: 'Darts this visit' })
    await expect(within(visit).getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Single' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Treble' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(canvas.getByRole('button', { name: 'Treble' })).toHaveAttribute('aria-pressed', 'true')
    // The targets are one tab stop, walked with the arrow keys.
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Treble 1' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('button', { name: 'Miss' })).toHaveFocus()
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('button', { name: 'Treble 20' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onDart).toHaveBeenCalledWith({ multiplier: 3, value: 20 })
    await expect(canvas.getByRole('button', { name: 'Single 20' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft} ')
    await expect(args.onDart).toHaveBeenLastCalledWith({ multiplier: 1, value: 19 })
  },
}

export const WithDarts: Story = {
  args: {
    darts: [
      { multiplier: 3, value: 20 },
      { multiplier: 1, value: 5 },
    ],
  },
  play: async ({ args, canvas }) => {
    const visit = canvas.getByRole('list', { name: 'Darts this visit' })
    await expect(within(visit).getAllByRole('listitem')).toHaveLength(2)
    await expect(visit).toHaveTextContent('T20')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove last dart' }))
    await expect(args.onRemoveLast).toHaveBeenCalledTimes(1)
    await expect(within(visit).getAllByRole('listitem')).toHaveLength(1)
  },
}

export const VisitComplete: Story = {
  args: {
    darts: [
      { multiplier: 3, value: 20 },
      { multiplier: 3, value: 20 },
      { multiplier: 2, value: 25 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Single 20' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Remove last dart' })).toBeEnabled()
    await expect(canvas.getByRole('group', { name: 'Dartboard' })).toHaveAttribute('data-disabled', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Miss' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Remove last dart' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Single 20' }), { pointerEventsCheck: 0 })
    await expect(args.onDart).not.toHaveBeenCalled()
  },
}

export const GridOnly: Story = {
  args: { showBoard: false },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="dartboard-svg"]')).toBeNull()
    await expect(canvas.getByRole('group', { name: 'Enter a dart' })).toBeVisible()
  },
}

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div className="w-[22rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="dartboard-svg"]')).not.toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Single 20' })).toBeVisible()
  },
}
