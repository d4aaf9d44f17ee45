import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@oche/ui'
import { useState } from 'react'
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test'
import { deferredMenu, type LoadedMenuProps } from './deferred-menu'

// A header menu whose code comes when it is first reached for (the language, colour mode, account and season menus).
// Each story holds the menu's code back until its play lets it through, as a slow phone network would.

/** The code of the stories' menu, let through when the play calls `release`. */
let code = held()

function held() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, released }
}

function BoardMenuList({ trigger, defaultOpen, onPick }: LoadedMenuProps & { onPick: (board: number) => void }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {[1, 2, 3].map((board) => (
          <DropdownMenuItem key={board} onSelect={() => onPick(board)}>
            Board {board}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** Stories only: a menu of boards, its code held back by `code`. */
function BoardMenu({ onPick }: { onPick: (board: number) => void }) {
  const [Menu] = useState(() =>
    deferredMenu<{ onPick: (board: number) => void }>(() => code.released.then(() => BoardMenuList)),
  )
  return (
    <Menu
      onPick={onPick}
      button={(props) => (
        <Button variant="outline" {...props}>
          Boards
        </Button>
      )}
    />
  )
}

const meta = {
  title: 'screens/App/Deferred menu',
  component: BoardMenu,
  args: { onPick: fn() },
  beforeEach: () => {
    code = held()
  },
} satisfies Meta<typeof BoardMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Radix's trigger draws an id; the button drawn before the menu's code is there has none. */
const isLoaded = (button: HTMLElement) => button.id.startsWith('radix-')

/**
 * Before its code is there the button is a closed menu's button; reached by Tab it starts loading, keeps the focus
 * when the menu's own button takes its place, and Enter opens the menu; Escape gives the focus back.
 */
export const KeepsTheFocus: Story = {
  play: async ({ args, canvas }) => {
    const before = canvas.getByRole('button', { name: 'Boards' })
    await expect(before).toHaveAttribute('aria-haspopup', 'menu')
    await expect(before).toHaveAttribute('aria-expanded', 'false')
    await userEvent.tab()
    await expect(before).toHaveFocus()
    code.release()
    await waitFor(() => expect(isLoaded(canvas.getByRole('button', { name: 'Boards' }))).toBe(true))
    const loaded = canvas.getByRole('button', { name: 'Boards' })
    await expect(loaded).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByRole('menu')).toBeVisible()
    // Opened by a key, the menu's first item has the focus.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Board 1' })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(args.onPick).toHaveBeenCalledWith(2))
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(loaded).toHaveFocus()
  },
}

/** A press before the code is there is not lost: the menu opens as soon as its code comes. */
export const PressedBeforeItsCodeCame: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Boards' }))
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    code.release()
    const menu = await screen.findByRole('menu')
    await expect(menu).toBeVisible()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Board 2' }))
    await waitFor(() => expect(args.onPick).toHaveBeenCalledWith(2))
  },
}

/** Enter on the button before the code is there opens the menu too, once it comes. */
export const EnterBeforeItsCodeCame: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Boards' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    code.release()
    await expect(await screen.findByRole('menu')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(canvas.getByRole('button', { name: 'Boards' })).toHaveFocus()
  },
}

/** A screen reader presses a button with a click alone (no pointer, no key): the menu opens once its code comes. */
export const ClickedByAScreenReader: Story = {
  play: async ({ canvas }) => {
    fireEvent.click(canvas.getByRole('button', { name: 'Boards' }))
    code.release()
    await expect(await screen.findByRole('menu')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}
