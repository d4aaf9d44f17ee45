import type { Meta, StoryObj } from '@storybook/react-vite'
import { handlers, mockPending, mockValidationError, recordRequests } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../story-helpers/account.story-helpers'
import { RegisterScreen } from './register-screen'

const meta = {
  title: 'screens/Accounts/Register',
  component: RegisterScreen,
  beforeEach: forgetStoryToken,
  parameters: { page: true },
} satisfies Meta<typeof RegisterScreen>

export default meta
type Story = StoryObj<typeof meta>

const registerCalls = recordRequests('post', '/register')

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name')
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email')
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password')
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English')
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login')
    // Sent before the page is interactive, the form posts: the password never lands in the address bar.
    await expect(canvas.getByLabelText('Password').closest('form')).toHaveAttribute('method', 'post')
  },
}

export const LanguageDefaultsToThePage: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Langue' })).toHaveTextContent('Français')
  },
}

export const Filled: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Mia Maximum')
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'mia@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'treble-twenty')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Language' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Nederlands' }))
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Nederlands')
  },
}

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'short')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Fill in this field.')
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters.',
    )
  },
}

export const EmailAlreadyRegistered: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Olly Again')
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'organiser@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), 'oche-demo-2{Enter}')
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription(
        'This e-mail address is already registered.',
      ),
    )
    await expect(canvas.getByLabelText('Name')).toHaveValue('Olly Again')
    await expect(canvas.getByLabelText('Password')).toHaveValue('oche-demo-2')
  },
}

export const ServerValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', '/register', {
          name: ['The name contains characters we cannot show.'],
          password: ['This password appeared in a data breach; choose another.'],
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Mia')
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'mia@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'password1')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('The name contains characters we cannot show.'),
    )
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. This password appeared in a data breach; choose another.',
    )
    await expect(canvas.getByLabelText('Password')).toHaveValue('password1')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('post', '/register'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Mia')
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'mia@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'treble-twenty{Enter}')
    await expect(await canvas.findByRole('button', { name: 'Creating your account…' })).toBeDisabled()
  },
}

export const Success: Story = {
  parameters: { msw: { handlers: [registerCalls.handler, ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Mia Maximum')
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'mia@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'treble-twenty{Enter}')
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(/^\/$/))
    await expect(registerCalls.requests.at(-1)?.body).toEqual({
      name: 'Mia Maximum',
      email: 'mia@example.com',
      password: 'treble-twenty',
      langcode: 'en',
    })
  },
}
