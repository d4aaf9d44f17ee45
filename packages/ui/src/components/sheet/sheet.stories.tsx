import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button'
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetContentProps,
} from './sheet'

function NavigationSheet({ side, ...args }: Parameters<typeof Sheet>[0] & Pick<SheetContentProps, 'side'>) {
  return (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Menu</Button>
      </SheetTrigger>
      <SheetContent side={side} closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>Oche</SheetTitle>
          <SheetDescription>Spring Open 2025 · Clubhouse De Pijl</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="flex flex-col">
          <a className="flex min-h-10 items-center rounded-md px-2 hover:bg-muted" href="#tournaments">
            Tournaments
          </a>
          <a className="flex min-h-10 items-center rounded-md px-2 hover:bg-muted" href="#boards">
            Boards
          </a>
          <a className="flex min-h-10 items-center rounded-md px-2 hover:bg-muted" href="#players">
            Players
          </a>
        </nav>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Done</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}

const meta = {
  title: 'ui/Sheet',
  component: Sheet,
  args: { onOpenChange: fn() },
  render: (args) => <NavigationSheet {...args} />,
} satisfies Meta<typeof Sheet>

export default meta
type Story = StoryObj<typeof meta>

export const Right: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu' })
    await userEvent.click(trigger)
    const sheet = await screen.findByRole('dialog', { name: 'Oche' })
    await expect(sheet).toHaveAttribute('data-side', 'right')
    await expect(sheet).toHaveAccessibleDescription('Spring Open 2025 · Clubhouse De Pijl')
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    // Radix skips links when it moves focus in, so the first button gets it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(sheet).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const LeftByKeyboard: Story = {
  render: (args) => <NavigationSheet {...args} side="left" />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const sheet = await screen.findByRole('dialog', { name: 'Oche' })
    await expect(sheet).toHaveAttribute('data-side', 'left')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus())
    await userEvent.tab()
    await expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus()
    // The focus trap wraps back to the first link instead of escaping to the page behind.
    await userEvent.tab()
    await expect(screen.getByRole('link', { name: 'Tournaments' })).toHaveFocus()
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(sheet).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const Top: Story = {
  args: { defaultOpen: true },
  render: (args) => <NavigationSheet {...args} side="top" />,
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Oche' })
    await expect(sheet).toHaveAttribute('data-side', 'top')
  },
}

export const BottomFilters: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Sheet {...args}>
      <SheetContent side="bottom" closeLabel="Close filters">
        <SheetHeader>
          <SheetTitle>Filter tournaments</SheetTitle>
          <SheetDescription>Show only the tournaments that match.</SheetDescription>
        </SheetHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Status</legend>
          <label className="flex min-h-10 items-center gap-2">
            <input type="checkbox" defaultChecked /> Live
          </label>
          <label className="flex min-h-10 items-center gap-2">
            <input type="checkbox" /> Scheduled
          </label>
        </fieldset>
        <SheetFooter>
          <SheetClose asChild>
            <Button>Show 12 tournaments</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Filter tournaments' })
    await expect(sheet).toHaveAttribute('data-side', 'bottom')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Scheduled' }))
    await expect(screen.getByRole('checkbox', { name: 'Scheduled' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Show 12 tournaments' }))
    await waitFor(() => expect(sheet).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}
