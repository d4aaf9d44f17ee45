import type { Meta, StoryObj } from '@storybook/react-vite'
import { handlers, mockRateLimited, mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { SettingsScreen } from './settings-screen'

const meta = {
  title: 'screens/Accounts/Settings',
  component: SettingsScreen,
  parameters: { page: true, layout: 'fullscreen', user: userFixture, pathname: '/profile/settings' },
} satisfies Meta<typeof SettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

const section = (name: string) => within(screen.getByRole('region', { name }))
const localeCalls = recordRequests('post', '/user/update-locale')
const deleteCalls = recordRequests('delete', '/user')

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    for (const name of ['Name', 'E-mail address', 'Password', 'Language', 'Colour mode', 'Delete account']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible()
    }
    await expect(section('Name').getByLabelText('Name')).toHaveValue(userFixture.name)
    await expect(section('Password').getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    )
    await expect(section('Password').getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password')
    await expect(section('Language').getByRole('combobox', { name: 'Interface language' })).toHaveTextContent('English')
  },
}

export const Loading: Story = {
  parameters: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your settings')
  },
}

export const NameChangeRequested: Story = {
  play: async () => {
    const name = section('Name')
    await userEvent.clear(name.getByLabelText('Name'))
    await userEvent.type(name.getByLabelText('Name'), 'Olly the Organiser{Enter}')
    await expect(await name.findByRole('status')).toHaveTextContent(
      `Check your inbox: we sent a link to ${userFixture.email}. Your name becomes Olly the Organiser once you follow it.`,
    )
    await expect(await screen.findByText('Check your inbox')).toBeInTheDocument()
  },
}

export const NameUnchanged: Story = {
  play: async () => {
    const name = section('Name')
    await userEvent.click(name.getByRole('button', { name: 'Change name' }))
    await waitFor(() => expect(name.getByLabelText('Name')).toHaveAccessibleDescription('This is already your name.'))
  },
}

export const NameServerValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', '/user/request-name-change', {
          name: ['The name may not be longer than 255 characters.'],
        }),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const name = section('Name')
    await userEvent.clear(name.getByLabelText('Name'))
    await userEvent.type(name.getByLabelText('Name'), 'Olly{Enter}')
    await waitFor(() =>
      expect(name.getByLabelText('Name')).toHaveAccessibleDescription(
        'The name may not be longer than 255 characters.',
      ),
    )
    await expect(name.getByLabelText('Name')).toHaveValue('Olly')
  },
}

export const EmailTaken: Story = {
  play: async () => {
    const email = section('E-mail address')
    await userEvent.type(email.getByLabelText('New e-mail address'), 'admin@oche.test')
    await userEvent.type(email.getByLabelText('Current password'), 'double-top-40')
    await userEvent.click(email.getByRole('button', { name: 'Change e-mail address' }))
    await waitFor(() =>
      expect(email.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
        'This e-mail address is already registered.',
      ),
    )
    await expect(email.getByLabelText('New e-mail address')).toHaveValue('admin@oche.test')
  },
}

const emailChangeCalls = recordRequests('post', '/user/request-email-change')

export const EmailChangeRequested: Story = {
  parameters: { msw: { handlers: [emailChangeCalls.handler, ...handlers] } },
  play: async () => {
    const email = section('E-mail address')
    await userEvent.type(email.getByLabelText('New e-mail address'), 'olly@example.com')
    await userEvent.type(email.getByLabelText('Current password'), 'double-top-40{Enter}')
    await expect(await email.findByRole('status')).toHaveTextContent('Check your inbox at olly@example.com')
    await expect(await screen.findByText('Check the new inbox')).toBeInTheDocument()
    await expect(emailChangeCalls.requests.at(-1)?.body).toEqual({
      email: 'olly@example.com',
      current_password: 'double-top-40',
    })
    // The password does not stay in the form.
    await expect(email.getByLabelText('Current password')).toHaveValue('')
  },
}

export const EmailChangeNeedsPassword: Story = {
  play: async () => {
    const email = section('E-mail address')
    await userEvent.type(email.getByLabelText('New e-mail address'), 'olly@example.com{Enter}')
    await waitFor(() => expect(email.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'))
    await userEvent.type(email.getByLabelText('Current password'), 'wrong{Enter}')
    await waitFor(() =>
      expect(email.getByLabelText('Current password')).toHaveAccessibleDescription(
        expect.stringContaining('The password is incorrect.'),
      ),
    )
    await expect(email.queryByRole('status')).not.toBeInTheDocument()
  },
}

export const WrongCurrentPassword: Story = {
  play: async () => {
    const password = section('Password')
    await userEvent.type(password.getByLabelText('Current password'), 'wrong')
    await userEvent.type(password.getByLabelText('New password'), 'double-top-40{Enter}')
    await waitFor(() =>
      expect(password.getByLabelText('Current password')).toHaveAccessibleDescription('The password is incorrect.'),
    )
    await expect(password.getByLabelText('New password')).toHaveValue('double-top-40')
  },
}

export const PasswordRateLimited: Story = {
  parameters: { msw: { handlers: [mockRateLimited('post', '/user/change-password'), ...handlers] } },
  play: async () => {
    const password = section('Password')
    await userEvent.type(password.getByLabelText('Current password'), 'maybe-this')
    await userEvent.type(password.getByLabelText('New password'), 'double-top-40{Enter}')
    await expect(await password.findByRole('alert')).toHaveTextContent('Too many attempts')
  },
}

export const PasswordChanged: Story = {
  play: async () => {
    const password = section('Password')
    await userEvent.type(password.getByLabelText('Current password'), 'oche-demo')
    await userEvent.type(password.getByLabelText('New password'), 'double-top-40')
    await userEvent.click(password.getByRole('button', { name: 'Change password' }))
    await expect(await screen.findByText('Your password is changed')).toBeInTheDocument()
    await expect(password.getByLabelText('Current password')).toHaveValue('')
  },
}

export const LanguageSaved: Story = {
  parameters: { msw: { handlers: [localeCalls.handler, ...handlers] } },
  play: async ({ canvas }) => {
    const language = section('Language')
    await userEvent.click(language.getByRole('combobox', { name: 'Interface language' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Nederlands' }))
    await userEvent.click(language.getByRole('button', { name: 'Save language' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent('/nl/profile/settings'))
    await expect(localeCalls.requests.at(-1)?.body).toEqual({ langcode: 'nl' })
  },
}

export const ColourMode: Story = {
  beforeEach: () => () => localStorage.removeItem('nuxt-color-mode'),
  play: async () => {
    const colourMode = section('Colour mode')
    await expect(colourMode.getByRole('radio', { name: 'System' })).toBeChecked()
    await userEvent.click(colourMode.getByRole('radio', { name: 'Light' }))
    await expect(colourMode.getByRole('radio', { name: 'Light' })).toBeChecked()
    await expect(localStorage.getItem('nuxt-color-mode')).toBe('light')
  },
}

export const DeleteWithWrongPassword: Story = {
  play: async () => {
    const danger = section('Delete account')
    await userEvent.type(danger.getByLabelText('Your password'), 'wrong')
    await userEvent.click(danger.getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }))
    await waitFor(() =>
      expect(danger.getByLabelText('Your password')).toHaveAccessibleDescription('The password is incorrect.'),
    )
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  },
}

export const DeleteCancelled: Story = {
  parameters: { msw: { handlers: [deleteCalls.handler, ...handlers] } },
  play: async () => {
    const danger = section('Delete account')
    await userEvent.type(danger.getByLabelText('Your password'), 'oche-demo{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(deleteCalls.requests).toHaveLength(0)
  },
}

export const Deleted: Story = {
  play: async ({ canvas }) => {
    const danger = section('Delete account')
    await userEvent.type(danger.getByLabelText('Your password'), 'oche-demo')
    await userEvent.click(danger.getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent('/ reload:/profile/settings'))
  },
}
