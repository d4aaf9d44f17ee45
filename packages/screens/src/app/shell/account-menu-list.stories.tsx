import type { Meta, StoryObj } from '@storybook/react-vite'
import { messagesFor } from '@oche/i18n/messages'
import { handlers, mockTokens, superAdminFixture, userFixture } from '@oche/mocks'
import { Button } from '@oche/ui'
import { http } from 'msw'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyPlatform } from '../../../../../.storybook/decorators'
import { AppProviders } from '../app-providers'
import { readCookie, removeCookie, writeCookie } from '../preferences/cookies'
import { storageKeys } from '../preferences/storage-keys'
import { AccountMenuList } from './account-menu-list'

// The account menu once its code is there (account-menu.tsx loads it when its button is first reached for): the
// signed-in user's pages, tablet mode and logging out, for a player, a super admin and a super admin impersonating.

type AccountMenuListStoryArgs = {
  /** Who is signed in: a player, a super admin, or a super admin using the player's account. */
  signedIn: 'player' | 'admin' | 'impersonating'
  /** Opened at once, as a press on the button before the menu's code came opens it. */
  defaultOpen: boolean
  navigate: (href: string) => void
  reload: (href?: string) => void
}

/** The account the menu is for: the impersonated player's while impersonating. */
const userOf = (signedIn: AccountMenuListStoryArgs['signedIn']) =>
  signedIn === 'admin' ? superAdminFixture : userFixture

function AccountMenuListStory({ signedIn, defaultOpen, navigate, reload }: AccountMenuListStoryArgs) {
  const user = userOf(signedIn)
  // As a host does: requests carry the token the cookies hold (the impersonation's over the admin's own).
  const platform = { ...storyPlatform('/'), navigate, reload }
  return (
    <AppProviders locale="en" messages={messagesFor('en')} platform={platform} initialUser={user}>
      <AccountMenuList
        user={user}
        defaultOpen={defaultOpen}
        trigger={<Button variant="ghost">{`Account menu of ${user.name}`}</Button>}
      />
    </AppProviders>
  )
}

/** The bearer tokens the stories' logout requests carried, newest last. */
let loggedOutWith: string[] = []

/** Notes each logout's token, then lets the mocks answer it. */
const recordLogout = http.post('*/api/logout', ({ request }) => {
  loggedOutWith.push(request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '')
})

const meta = {
  title: 'screens/App/Shell/Account menu list',
  component: AccountMenuListStory,
  args: { signedIn: 'player', defaultOpen: false, navigate: fn(), reload: fn() },
  parameters: { msw: { handlers: [recordLogout, ...handlers] } },
  // The cookies a host keeps for the signed-in user; an impersonating super admin keeps both tokens.
  beforeEach: ({ args }) => {
    loggedOutWith = []
    localStorage.clear()
    writeCookie(storageKeys.token, args.signedIn === 'player' ? mockTokens.user : mockTokens.superAdmin, 1)
    if (args.signedIn === 'impersonating') writeCookie(storageKeys.impersonationToken, mockTokens.impersonation, 1)
    return () => {
      removeCookie(storageKeys.token)
      removeCookie(storageKeys.impersonationToken)
      localStorage.clear()
    }
  },
} satisfies Meta<typeof AccountMenuListStory>

export default meta
type Story = StoryObj<typeof meta>

const accountButton = (name: string) => screen.getByRole('button', { name: `Account menu of ${name}`, hidden: true })

/** Closes the open menu with Escape: the focus goes back to the account button. */
async function closeMenu(name: string) {
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  await expect(accountButton(name)).toHaveFocus()
}

/**
 * A player's menu, opened at once (pressed before its code came): their name and e-mail address, their pages, tablet
 * mode and logging out; no administration and nothing about impersonating. Choosing a page opens it.
 */
export const Player: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getByText(userFixture.name)).toBeVisible()
    await expect(within(menu).getByText(userFixture.email)).toBeVisible()
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Profile',
      'My tournaments',
      'My matches',
      'Settings',
      'Manage tournaments',
      'Your leagues',
      'Use as board tablet',
      'Log out',
    ])
    await expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Show administration' })).toBeNull()
    await expect(within(menu).queryByRole('menuitem', { name: 'Stop impersonating' })).toBeNull()
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My matches' }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/profile/my-matches'))
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/**
 * A super admin's menu has "Show administration": off at first, ticked once chosen (kept for the next visit), and
 * off again.
 */
export const SuperAdmin: Story = {
  args: { signedIn: 'admin' },
  play: async ({ canvas }) => {
    const name = superAdminFixture.name
    await userEvent.click(canvas.getByRole('button', { name: `Account menu of ${name}` }))
    const toggle = await screen.findByRole('menuitemcheckbox', { name: 'Show administration' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(screen.queryByRole('menuitem', { name: 'Stop impersonating' })).toBeNull()
    await userEvent.click(toggle)
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(localStorage.getItem(storageKeys.showManage)).toBe('true')

    await userEvent.click(accountButton(name))
    const ticked = await screen.findByRole('menuitemcheckbox', { name: 'Show administration' })
    await expect(ticked).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(ticked)
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(localStorage.getItem(storageKeys.showManage)).toBeNull()

    await userEvent.click(accountButton(name))
    await expect(await screen.findByRole('menuitemcheckbox', { name: 'Show administration' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    await closeMenu(name)
  },
}

/**
 * A super admin using a player's account: the menu is the player's, with "Stop impersonating" first. It ends the
 * impersonation on the server (the request carries the impersonation's token, not the admin's), drops that token,
 * keeps the admin's own and reloads the page as the admin.
 */
export const Impersonating: Story = {
  args: { signedIn: 'impersonating' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Account menu of ${userFixture.name}` }))
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getByText(userFixture.email)).toBeVisible()
    const stop = within(menu).getByRole('menuitem', { name: 'Stop impersonating' })
    await expect(within(menu).getAllByRole('menuitem')[0]).toBe(stop)
    await userEvent.click(stop)
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1))
    await expect(loggedOutWith).toEqual([mockTokens.impersonation])
    await expect(readCookie(storageKeys.impersonationToken)).toBeUndefined()
    await expect(readCookie(storageKeys.token)).toBe(mockTokens.superAdmin)
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** "Log out" signs the player out on the server, forgets their token and reloads the page. */
export const LogOut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Account menu of ${userFixture.name}` }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1))
    await expect(loggedOutWith).toEqual([mockTokens.user])
    await expect(readCookie(storageKeys.token)).toBeUndefined()
    await expect(args.navigate).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/**
 * "Use as board tablet" asks first: cancelled, nothing changes; confirmed, the device signs out, keeps tablet mode and
 * opens the board tablet.
 */
export const UseAsBoardTablet: Story = {
  play: async ({ args, canvas }) => {
    const name = userFixture.name
    await userEvent.click(canvas.getByRole('button', { name: `Account menu of ${name}` }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Use as board tablet' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn this device into a board tablet?' })
    await expect(dialog).toHaveAccessibleDescription(
      'You will be signed out on this device and it will only show the board tablet. Tap the Oche logo five times to leave tablet mode.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(localStorage.getItem(storageKeys.tabletMode)).toBeNull()
    await expect(readCookie(storageKeys.token)).toBe(mockTokens.user)
    await expect(args.reload).not.toHaveBeenCalled()

    await userEvent.click(accountButton(name))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Use as board tablet' }))
    const again = await screen.findByRole('alertdialog', { name: 'Turn this device into a board tablet?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Start tablet mode' }))
    await waitFor(() => expect(args.reload).toHaveBeenCalledWith('/tablet'))
    await expect(localStorage.getItem(storageKeys.tabletMode)).toBe('true')
    await expect(readCookie(storageKeys.token)).toBeUndefined()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}
