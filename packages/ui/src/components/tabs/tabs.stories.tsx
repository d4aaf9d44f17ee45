import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsVariant } from './tabs'

function MatchTabs({ variant, ...args }: Parameters<typeof Tabs>[0] & { variant?: TabsVariant }) {
  return (
    <Tabs {...args}>
      <TabsList variant={variant} aria-label="Match details">
        <TabsTrigger value="legs">Legs</TabsTrigger>
        <TabsTrigger value="stats">Statistics</TabsTrigger>
        <TabsTrigger value="history" disabled>
          History
        </TabsTrigger>
        <TabsTrigger value="board">Board</TabsTrigger>
      </TabsList>
      <TabsContent value="legs">Leg 3: Gerwyn Price 2 – 0 Rob Cross</TabsContent>
      <TabsContent value="stats">Three-dart average: 98.42</TabsContent>
      <TabsContent value="history">Previous meetings</TabsContent>
      <TabsContent value="board">Board 7, Main stage</TabsContent>
    </Tabs>
  )
}

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { defaultValue: 'legs', onValueChange: fn() },
  render: (args) => <MatchTabs {...args} />,
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Underline: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Match details' })).toHaveAttribute('data-variant', 'underline')
    const legs = canvas.getByRole('tab', { name: 'Legs' })
    await expect(legs).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: 'Legs' })).toHaveTextContent(
      'Leg 3: Gerwyn Price 2 – 0 Rob Cross',
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'Statistics' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('stats')
    await expect(canvas.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: 'Statistics' })).toHaveTextContent('Three-dart average: 98.42')
    await expect(legs).toHaveAttribute('aria-selected', 'false')
  },
}

/** The tab bar never scrolls up and down: no 1-px vertical scrollbar under the tabs on Linux or Windows. */
export const NoVerticalScrollbar: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Match details' })
    await expect(list.scrollHeight).toBe(list.clientHeight)
    await expect(getComputedStyle(list).overflowY).toBe('hidden')
  },
}

export const ArrowKeys: Story = {
  render: (args) => <MatchTabs {...args} variant="pills" />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('data-variant', 'pills')
    await userEvent.tab()
    const legs = canvas.getByRole('tab', { name: 'Legs' })
    await expect(legs).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Statistics' })).toHaveFocus()
    await expect(canvas.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true')
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}')
    const board = canvas.getByRole('tab', { name: 'Board' })
    await expect(board).toHaveFocus()
    await expect(board).toHaveAttribute('data-state', 'active')
    await userEvent.keyboard('{ArrowRight}')
    await expect(legs).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(board).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: 'Statistics' })).toHaveFocus()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('stats')
    // Tab leaves the list and lands on the active panel.
    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel', { name: 'Statistics' })).toHaveFocus()
  },
}

export const Pills: Story = {
  render: (args) => <MatchTabs {...args} variant="pills" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Legs' })).toHaveAttribute('data-variant', 'pills')
    await expect(canvas.getByRole('tab', { name: 'History' })).toBeDisabled()
  },
}

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('board')
    return (
      <div className="flex flex-col gap-3">
        <MatchTabs
          {...args}
          defaultValue={undefined}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next)
            setValue(next)
          }}
        />
        <p>Showing: {value}</p>
      </div>
    )
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Board' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(canvas.getByRole('tab', { name: 'Legs' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('legs')
    await expect(canvas.getByText('Showing: legs')).toBeInTheDocument()
    await expect(canvas.getByRole('tab', { name: 'Legs' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ args, canvas }) => {
    canvas.getByRole('tab', { name: 'Legs' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    const stats = canvas.getByRole('tab', { name: 'Statistics' })
    await expect(stats).toHaveFocus()
    await expect(stats).toHaveAttribute('aria-selected', 'false')
    await userEvent.keyboard('{Enter}')
    await expect(stats).toHaveAttribute('aria-selected', 'true')
    await expect(args.onValueChange).toHaveBeenCalledTimes(1)
  },
}
