import type { Meta, StoryObj } from '@storybook/react-vite'
import { messagesFor } from '@oche/i18n/messages'
import { IconButton } from '@oche/ui'
import { Menu } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyPlatform } from '../../../../../.storybook/decorators'
import { AppProviders } from '../app-providers'
import { usePlatform } from '../platform/platform-context'
import { NavSheet } from './nav-sheet'

// The phone's navigation drawer once its code is there (app-header.tsx loads it when its menu button is first
// reached for), for a visitor who is signed out: the header's links, closed by Escape or its close button, the
// focus going back to the header's menu button.

type NavSheetStoryArgs = {
  /** Open when the story starts, as the first press on the menu button opens it once its code came. */
  defaultOpen: boolean
  onOpenChange: (open: boolean) => void
}

/** A signed-out visitor's links, as the header gives them to the drawer. */
function VisitorLinks() {
  const { Link } = usePlatform()
  return (
    <nav aria-label="Main" className="px-2 py-4">
      <ul className="flex flex-col gap-1">
        <li>
          <Link href="/tournaments" className="flex min-h-11 items-center rounded-md px-3">
            Tournaments
          </Link>
        </li>
        <li>
          <Link href="/play" className="flex min-h-11 items-center rounded-md px-3">
            Play
          </Link>
        </li>
        <li>
          <Link href="/rankings" className="flex min-h-11 items-center rounded-md px-3">
            Rankings
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/** The header's menu button and the drawer it opens, as app-header.tsx draws them. */
function Header({ defaultOpen, onOpenChange }: NavSheetStoryArgs) {
  const [open, setOpen] = useState(defaultOpen)
  const menuButton = useRef<HTMLButtonElement>(null)
  const id = useId()
  const change = (next: boolean) => {
    onOpenChange(next)
    setOpen(next)
  }
  return (
    <header className="flex items-center gap-2">
      <IconButton
        ref={menuButton}
        label="Open menu"
        variant="ghost"
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => change(true)}
      >
        <Menu />
      </IconButton>
      <NavSheet id={id} open={open} onOpenChange={change} menuButton={menuButton}>
        <VisitorLinks />
      </NavSheet>
    </header>
  )
}

function NavSheetStory(args: NavSheetStoryArgs) {
  return (
    <AppProviders locale="en" messages={messagesFor('en')} platform={storyPlatform('/rankings')}>
      <Header {...args} />
    </AppProviders>
  )
}

const meta = {
  title: 'screens/App/Shell/Nav sheet',
  component: NavSheetStory,
  args: { defaultOpen: true, onOpenChange: fn() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof NavSheetStory>

export default meta
type Story = StoryObj<typeof meta>

/** The drawer as a signed-out visitor opens it: titled "Menu", described, the menu button's, with the header's links. */
async function openDrawer() {
  const drawer = await screen.findByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await expect(drawer).toHaveAccessibleDescription('Go to another part of Oche')
  const button = screen.getByRole('button', { name: 'Open menu', hidden: true })
  await expect(button).toHaveAttribute('aria-controls', drawer.id)
  return { drawer, button }
}

/**
 * Open, the drawer lists the visitor's links (no "Manage", no "Admin"); its close button closes it, says so to the
 * header, and gives the focus to the header's menu button, which the tap that opened the drawer never focused.
 */
export const SignedOut: Story = {
  play: async ({ args }) => {
    const { drawer, button } = await openDrawer()
    const nav = within(drawer).getByRole('navigation', { name: 'Main' })
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Tournaments', '/tournaments'],
      ['Play', '/play'],
      ['Rankings', '/rankings'],
    ])
    await expect(button).not.toHaveFocus()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1)
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(button).toHaveFocus()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Escape closes it too, the focus back on the menu button; the button opens it again. */
export const ClosedWithEscape: Story = {
  play: async ({ args }) => {
    const { button } = await openDrawer()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1)
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(button).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    await openDrawer()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())
    await expect(button).toHaveFocus()
  },
}
