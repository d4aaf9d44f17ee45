import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AdminUser } from '@oche/api'
import { adminUserFixtures, adminUserIds, superAdminFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { readCookie, removeCookie } from '../../../app/preferences/cookies'
import { storageKeys } from '../../../app/preferences/storage-keys'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { adminUserHandlers } from '../story-helpers/admin-users.story-helpers'
import { AccessSection, DeleteAccountSection } from './account-actions'
import { useAdminUserActions } from './use-admin-user'

const userOf = (id: string) => adminUserFixtures.find((user) => user.id === id) as AdminUser

/** Stories only: the access and delete sections of one account, with its real actions against the mocks. */
function AccountActions({ user }: { user: AdminUser }) {
  const actions = useAdminUserActions(user.id)
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <AccessSection user={user} actions={actions} />
      <DeleteAccountSection user={user} actions={actions} />
    </div>
  )
}

const meta = {
  title: 'screens/Competition/Admin users/Account actions',
  component: AccountActions,
  args: { user: userOf(adminUserIds.mia) },
  parameters: { user: superAdminFixture, msw: { handlers: adminUserHandlers() } },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof AccountActions>

export default meta
type Story = StoryObj<typeof meta>

/** An account that can sign in: block it, send it a reset link, or delete it. */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This account can sign in.')).toBeVisible()
    await expect(canvas.getByText(/results in finished tournaments \(48 matches played\)/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Block the account' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Block Mia Maximum?' }))
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  },
}

/** A blocked account: unblocking instead of blocking. */
export const Blocked: Story = {
  args: { user: userOf(adminUserIds.bram) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This account is blocked/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Unblock the account' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Block the account' })).not.toBeInTheDocument()
  },
}

const navigation = () => document.querySelector('[data-testid="navigation"]')

/** Impersonating: after the dialog, the impersonation token is kept and the page reloads on the account's profile. */
export const Impersonate: Story = {
  beforeEach: () => {
    forgetStoryToken()
    return () => removeCookie(storageKeys.impersonationToken)
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Impersonate Mia Maximum' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Act as Mia Maximum?' }))
    await expect(dialog.getByText(/The start and the end are listed under “Recent changes”/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Act as them' }))
    await waitFor(() => expect(navigation()).toHaveTextContent('reload:/profile'))
    await expect(readCookie(storageKeys.impersonationToken)).toBeTruthy()
  },
}

/** A super admin is never impersonated (nor is a blocked account): the button is not offered. */
export const SuperAdmin: Story = {
  args: { user: userOf(adminUserIds.ada) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send a password reset link' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Impersonate/ })).not.toBeInTheDocument()
  },
}
