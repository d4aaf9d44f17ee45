import type { Meta, StoryObj } from '@storybook/react-vite'
import { Undo2 } from 'lucide-react'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { IconButton } from '../icon-button/icon-button'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip'

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: { onOpenChange: fn() },
  decorators: [
    (Story) => (
      // No delay, so hover tests need not wait; the app default is 300ms.
      <TooltipProvider delayDuration={0}>
        <div className="flex min-h-40 items-center justify-center gap-4">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <IconButton label="Undo last dart" variant="outline" size="lg">
          <Undo2 />
        </IconButton>
      </TooltipTrigger>
      <TooltipContent>Removes the last dart of this visit</TooltipContent>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Hover: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Undo last dart' })
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    await userEvent.hover(trigger)
    const tooltip = await screen.findByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Removes the last dart of this visit')
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    // The tooltip adds a description; the button keeps its own name.
    await expect(trigger).toHaveAccessibleName('Undo last dart')
    await expect(trigger).toHaveAccessibleDescription('Removes the last dart of this visit')
    await userEvent.unhover(trigger)
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Undo last dart' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    const tooltip = await screen.findByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Removes the last dart of this visit')
    await expect(trigger).toHaveAttribute('data-state', 'instant-open')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await expect(trigger).toHaveAttribute('data-state', 'closed')
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await userEvent.tab()
    await expect(trigger).not.toHaveFocus()
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  },
}

export const EscapeAfterHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Undo last dart' })
    await userEvent.hover(trigger)
    await screen.findByRole('tooltip')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const tooltip = await screen.findByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Removes the last dart of this visit')
    await expect(canvas.getByRole('button', { name: 'Undo last dart' })).toHaveAttribute('data-state', 'instant-open')
  },
}

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <button type="button" className="rounded-md border border-border px-4 py-2">
          Checkout 170
        </button>
      </TooltipTrigger>
      <TooltipContent side="bottom">
        T20, T20, Bull. The highest checkout in darts; ask the referee to confirm before recording the leg.
      </TooltipContent>
    </Tooltip>
  ),
  play: async () => {
    const content = document.querySelector('[data-slot="tooltip-content"]')
    await waitFor(() => expect(content).toHaveAttribute('data-side', 'bottom'))
    await expect(content?.getBoundingClientRect().width).toBeLessThanOrEqual(320)
  },
}

export const Controlled: Story = {
  args: { open: false },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Undo last dart' })
    await userEvent.hover(trigger)
    await expect(args.onOpenChange).toHaveBeenCalledWith(true)
    // The parent kept `open` false, so nothing shows.
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  },
}

export const KeyboardFocusWithAppDelay: Story = {
  render: (args) => (
    <TooltipProvider delayDuration={60_000}>
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <IconButton label="Undo last dart" variant="outline" size="lg">
            <Undo2 />
          </IconButton>
        </TooltipTrigger>
        <TooltipContent>Removes the last dart of this visit</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Undo last dart' })
    // Hovering waits for the (here very long) delay…
    await userEvent.hover(trigger)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    await userEvent.unhover(trigger)
    // …but keyboard focus shows the hint at once.
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Removes the last dart of this visit')
  },
}
