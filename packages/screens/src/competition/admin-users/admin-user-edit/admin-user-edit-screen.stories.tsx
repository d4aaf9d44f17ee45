import type { Meta, StoryObj } from '@storybook/react-vite'
import { adminUserIds, mockError, mockPending, superAdminFixture, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { adminUserHandlers } from '../story-helpers/admin-users.story-helpers'
import { AdminUserEditScreen } from './admin-user-edit-screen'

const miaPath = `/admin/users/${adminUserIds.mia}`

const meta = {
  title: 'screens/Competition/Admin users/Edit',
  component: AdminUserEditScreen,
  args: { userId: adminUserIds.mia },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: superAdminFixture,
    pathname: `${miaPath}/edit`,
    msw: { handlers: adminUserHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof AdminUserEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const recentChanges = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Recent changes' }))

/** Mia's account: her fields to change, her access, what was done to her account lately, and deleting it. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mia Maximum' })).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('Mia Maximum')
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('mia@oche.test')
    await expect(canvas.getByRole('switch', { name: 'Super admin' })).not.toBeChecked()
    await expect(canvas.getByText('This account can sign in.')).toBeVisible()
    const log = await recentChanges(canvas)
    await expect(log.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Ada Admin stopped acting as this account',
      'Ada Admin started acting as this account',
    ])
    await expect(canvas.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/admin/users')
  },
}

/** Blocking asks first, saying she is signed out everywhere at once; then her badge and the log say so. */
export const Block: Story = {
  parameters: { msw: { handlers: adminUserHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Block the account' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Block Mia Maximum?' }))
    await expect(dialog.getByText(/signed out everywhere at once/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }))
    await expect(await canvas.findByText('Blocked')).toBeVisible()
    await expect(canvas.getByText(/This account is blocked/)).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Unblock the account' })).toBeVisible()
    await waitFor(async () =>
      expect((await recentChanges(canvas)).getAllByRole('listitem')[0]).toHaveTextContent(
        'Ada Admin blocked the account',
      ),
    )
  },
}

/** Bram is blocked: unblocking lets him sign in again. */
export const Unblock: Story = {
  args: { userId: adminUserIds.bram },
  parameters: { msw: { handlers: adminUserHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Blocked')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock the account' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Unblock Bram Peeters?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Unblock' }))
    await expect(await canvas.findByText('This account can sign in.')).toBeVisible()
    await expect(canvas.queryByText('Blocked')).not.toBeInTheDocument()
  },
}

/** An address another account uses: the server's error on the field, and everything typed stays. */
export const EmailTaken: Story = {
  parameters: { msw: { handlers: adminUserHandlers() } },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' })
    const email = canvas.getByRole('textbox', { name: 'E-mail address' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Mia Max')
    await userEvent.clear(email)
    await userEvent.type(email, userFixture.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('This e-mail address is already registered.')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue(userFixture.email)
    await expect(name).toHaveValue('Mia Max')
  },
}

/** A saved change shows at once, and the log names what changed. */
export const Save: Story = {
  parameters: { msw: { handlers: adminUserHandlers() } },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Mia Maximus')
    await userEvent.click(canvas.getByRole('switch', { name: 'Super admin' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await screen.findByText('Mia Maximus is saved')).toBeInTheDocument()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mia Maximus' })).toBeVisible()
    await expect(canvas.getByText('Super admin', { selector: '[data-variant]' })).toBeVisible()
    await waitFor(async () =>
      expect((await recentChanges(canvas)).getAllByRole('listitem')[0]).toHaveTextContent(
        'Ada Admin changed the name and the super admin role',
      ),
    )
  },
}

/** An empty name is refused before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('Fill in this field.')).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
  },
}

export const PasswordReset: Story = {
  parameters: { msw: { handlers: adminUserHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a password reset link' }))
    await expect(
      await screen.findByText('A password reset link is on its way to the account’s e-mail address'),
    ).toBeInTheDocument()
    await waitFor(async () =>
      expect((await recentChanges(canvas)).getAllByRole('listitem')[0]).toHaveTextContent(
        'Ada Admin sent a password reset link',
      ),
    )
  },
}

/** Deleting asks first, saying what goes and what stays; then the list of users opens. */
export const Delete: Story = {
  parameters: { msw: { handlers: adminUserHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Mia Maximum’s account' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Mia Maximum’s account?' }))
    await expect(dialog.getByText(/results in finished tournaments \(48 matches played\)/)).toBeVisible()
    await expect(dialog.getByText(/stays, anonymised/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }))
    await expect(await screen.findByText('The account is deleted')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent('/admin/users'))
  },
}

/** The admin's own account: the server refuses a block, and says why. */
export const OwnAccount: Story = {
  args: { userId: adminUserIds.ada },
  parameters: { msw: { handlers: adminUserHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Block the account' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Block Ada Admin?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }))
    await expect(await screen.findByText('You cannot block your own account.')).toBeInTheDocument()
    await expect(canvas.queryByText('Blocked')).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { userId: '5e0a9c1d-0000-4000-8000-00000000ffff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This user cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to all users' })).toHaveAttribute('href', '/admin/users')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', miaPath), ...adminUserHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the user')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', miaPath, 500, { message: 'Server Error' }), ...adminUserHandlers()] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The user could not be loaded')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Someone who is not a super admin (the API answers 403). */
export const Forbidden: Story = {
  parameters: { user: userFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only super admins manage users' })).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Block the account' })).toBeVisible()
  },
}

/**
 * French on a phone: the longest labels fit (the password reset button wraps), and a count of none reads as words:
 * French counts 0 as singular, which had made "l’0 organisation de ligue".
 */
export const FrenchOnAPhone: Story = {
  args: { userId: adminUserIds.ada },
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const reset = await canvas.findByRole('button', { name: 'Envoyer un lien de réinitialisation du mot de passe' })
    await expect(reset.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer le compte de Ada Admin' }))
    const dialog = await screen.findByRole('alertdialog')
    await expect(dialog).toHaveTextContent('aucun tournoi créé et aucune organisation de ligue gérée')
    await expect(dialog).not.toHaveTextContent(/\b0\b/)
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Konto sperren' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Letzte Änderungen' })).toBeVisible()
  },
}
