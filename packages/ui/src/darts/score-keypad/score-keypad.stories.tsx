import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { ScoreKeypad } from './score-keypad'

const labels = {
  keypad: 'Score entry',
  display: 'Visit score',
  quickScores: 'Quick scores',
  backspace: 'Delete last digit',
  clear: 'Clear',
  submit: 'OK',
}

const quickScores = [26, 41, 45, 60, 81, 85, 100, 140, 180]

const meta = {
  title: 'ui/ScoreKeypad',
  component: ScoreKeypad,
  args: { labels, onSubmit: fn(), onValueChange: fn(), placeholder: '0' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScoreKeypad>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const display = canvas.getByRole('status', { name: 'Visit score' })
    await expect(canvas.getByRole('group', { name: 'Score entry' })).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByRole('button', { name: 'OK' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(canvas.getByRole('button', { name: '1' }))
    await userEvent.click(canvas.getByRole('button', { name: '4' }))
    await userEvent.click(canvas.getByRole('button', { name: '0' }))
    await expect(display).toHaveTextContent('140')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('140')
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(140)
    await expect(display).toHaveTextContent('0')
    await expect(canvas.getByRole('group', { name: 'Score entry' })).toHaveAttribute('data-state', 'empty')
  },
}

export const Typing: Story = {
  args: { defaultValue: '60' },
  play: async ({ args, canvas }) => {
    const display = canvas.getByRole('status', { name: 'Visit score' })
    await expect(display).toHaveTextContent('60')
    await expect(display).toHaveAttribute('data-state', 'typing')
    await userEvent.click(canvas.getByRole('button', { name: 'Delete last digit' }))
    await expect(display).toHaveTextContent('6')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }))
    await expect(display).toHaveAttribute('data-state', 'empty')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('')
  },
}

export const KeyboardEntry: Story = {
  play: async ({ args, canvas }) => {
    const display = canvas.getByRole('status', { name: 'Visit score' })
    await userEvent.tab()
    await expect(display).toHaveFocus()
    await userEvent.keyboard('140{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith(140)
    await expect(display).toHaveTextContent('0')
    await userEvent.keyboard('1000')
    await expect(display).toHaveTextContent('100')
    await userEvent.keyboard('{Backspace}')
    await expect(display).toHaveTextContent('10')
    await userEvent.keyboard('{Escape}')
    await expect(display).toHaveAttribute('data-state', 'empty')
    // Digits typed while a key has focus go to the display too.
    await userEvent.click(canvas.getByRole('button', { name: '5' }))
    await userEvent.keyboard('7{Enter}')
    await expect(args.onSubmit).toHaveBeenLastCalledWith(57)
    await expect(args.onSubmit).toHaveBeenCalledTimes(2)
  },
}

export const QuickScores: Story = {
  args: { quickScores },
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('group', { name: 'Quick scores' })
    await expect(row).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '180' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(180)
    canvas.getByRole('button', { name: '45' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenLastCalledWith(45)
  },
}

export const QuickScoresFill: Story = {
  args: { quickScores, quickScoreMode: 'fill' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '100' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByRole('status', { name: 'Visit score' })).toHaveTextContent('100')
  },
}

export const Invalid: Story = {
  args: { defaultValue: '179', invalid: true, message: 'Impossible score' },
  play: async ({ args, canvas }) => {
    const display = canvas.getByRole('status', { name: 'Visit score' })
    await expect(display).toHaveAttribute('data-state', 'invalid')
    await expect(display).toHaveAccessibleDescription('Impossible score')
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }))
    display.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The caller validates while the scorer types; the keypad only shows the verdict. */
export const ValidatedByCaller: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('')
    const impossible = Number(value) > 180
    return (
      <ScoreKeypad
        {...args}
        value={value}
        onValueChange={setValue}
        invalid={impossible}
        message={impossible ? 'Impossible score' : 'Lisa Ashton requires 141'}
      />
    )
  },
  play: async ({ args, canvas }) => {
    const display = canvas.getByRole('status', { name: 'Visit score' })
    display.focus()
    await userEvent.keyboard('190')
    await expect(display).toHaveAccessibleDescription('Impossible score')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.keyboard('{Backspace}{Backspace}21{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith(121)
  },
}

export const Disabled: Story = {
  args: { disabled: true, quickScores: [60, 100, 140, 180], defaultValue: '26' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: '7' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: '180' })).toBeDisabled()
    await expect(canvas.getByRole('group', { name: 'Score entry' })).toHaveAttribute('data-disabled', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }), { pointerEventsCheck: 0 })
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByRole('status', { name: 'Visit score' })).not.toHaveAttribute('tabindex', '0')
  },
}

const onBust = fn()
const onNoScore = fn()
const onUndo = fn()

export const WithActions: Story = {
  args: {
    quickScores,
    actions: [
      { id: 'bust', label: 'Bust', onSelect: onBust, variant: 'danger' },
      { id: 'no-score', label: 'No score', onSelect: onNoScore },
      { id: 'undo', label: 'Undo', onSelect: onUndo },
    ],
  },
  play: async ({ canvas }) => {
    onBust.mockClear()
    onUndo.mockClear()
    await userEvent.click(canvas.getByRole('button', { name: 'Bust' }))
    await expect(onBust).toHaveBeenCalledTimes(1)
    canvas.getByRole('button', { name: 'Undo' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(onUndo).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('button', { name: 'Bust' })).toHaveAttribute('data-action', 'bust')
  },
}

/**
 * German and French labels on a tablet's keypad column (about 390 px wide): every action keeps its label inside
 * its key, wrapping rather than spilling over its neighbour ("Rückgängig", "Punkte eintragen").
 */
export const LongLabelsFit: Story = {
  args: {
    labels: { ...labels, submit: 'Punkte eintragen' },
    actions: [
      { id: 'bust', label: 'Bust', variant: 'danger', onSelect: fn() },
      { id: 'undo', label: 'Rückgängig machen', onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 392 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Punkte eintragen' })).toBeVisible()
    const keys = canvasElement.querySelectorAll<HTMLElement>(
      '[data-slot="score-keypad-action"], [data-slot="score-keypad-submit"]',
    )
    await expect(keys).toHaveLength(3)
    for (const key of keys) {
      await expect(key.scrollWidth, key.textContent ?? '').toBeLessThanOrEqual(key.clientWidth)
      await expect(key.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
    const [bust, undo, submit] = [...keys].map((key) => key.getBoundingClientRect())
    await expect(bust!.right).toBeLessThanOrEqual(undo!.left)
    await expect(undo!.right).toBeLessThanOrEqual(submit!.left)
  },
}

/** The same German keys on a 320 px phone (the scorer's column is 288 px): Bust and Undo share a row, Enter has its own. */
export const LongLabelsOnANarrowPhone: Story = {
  args: LongLabelsFit.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The pictures are taken in an 800 px wide window, where the phone's smaller label does not apply.
  parameters: { visual: { skip: true } },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const submit = canvas.getByRole('button', { name: 'Punkte eintragen' })
    await expect(submit).toBeVisible()
    for (const key of canvasElement.querySelectorAll<HTMLElement>(
      '[data-slot="score-keypad-action"], [data-slot="score-keypad-submit"]',
    )) {
      await expect(key.scrollWidth, key.textContent ?? '').toBeLessThanOrEqual(key.clientWidth)
      await expect(key.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
    const [bust, undo] = [...canvasElement.querySelectorAll('[data-slot="score-keypad-action"]')].map((key) =>
      key.getBoundingClientRect(),
    )
    const enter = submit.getBoundingClientRect()
    await expect(bust!.top).toBe(undo!.top)
    await expect(enter.top).toBeGreaterThanOrEqual(undo!.bottom)
    await expect(enter.width).toBeGreaterThan(250)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
