import type { Meta, StoryObj } from '@storybook/react-vite'
import { handlers, mockPending, mockRateLimited, mockValidationError, recordRequests } from '@oche/mocks'
import { expect, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../story-helpers/account.story-helpers'
import { LoginScreen } from './login-screen'

const meta = {
  title: 'screens/Accounts/Login',
  component: LoginScreen,
  beforeEach: forgetStoryToken,
  args: { searchParams: {} },
  parameters: { page: true },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

const loginCalls = recordRequests('post', '/login')

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('')
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email')
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/reset-password')
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register')
    // Sent before the page is interactive, the form posts: the password never lands in the address bar.
    await expect(canvas.getByLabelText('Password').closest('form')).toHaveAttribute('method', 'post')
  },
}

export const Filled: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'organiser@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), 'oche-demo')
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'not-an-address{Enter}')
    await expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com.',
    )
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Fill in this field.')
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('not-an-address')
  },
}

export const ServerValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', '/login', { password: ['The password may not be longer than 200 characters.'] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'organiser@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), 'a-long-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
        'The password may not be longer than 200 characters.',
      ),
    )
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('organiser@oche.test')
    await expect(canvas.getByLabelText('Password')).toHaveValue('a-long-password')
  },
}

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'organiser@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong{Enter}')
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription(
        'These credentials do not match our records.',
      ),
    )
    await expect(canvas.getByLabelText('E-mail address')).toHaveFocus()
    await expect(canvas.getByLabelText('Password')).toHaveValue('wrong')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

export const RateLimited: Story = {
  parameters: { msw: { handlers: [mockRateLimited('post', '/login'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'organiser@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), 'guess-again{Enter}')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a few minutes, then try again.',
    )
    await expect(canvas.getByLabelText('Password')).toHaveValue('guess-again')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('post', '/login'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'organiser@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), 'oche-demo{Enter}')
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeDisabled()
  },
}

export const Success: Story = {
  args: { searchParams: { redirect: '/profile/settings' } },
  parameters: { msw: { handlers: [loginCalls.handler, ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), '  Organiser@Oche.test ')
    await userEvent.type(canvas.getByLabelText('Password'), 'oche-demo')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent('/profile/settings'))
    await expect(loginCalls.requests.at(-1)?.body).toEqual({ email: 'organiser@oche.test', password: 'oche-demo' })
  },
}

export const SuccessIgnoresForeignRedirect: Story = {
  args: { searchParams: { redirect: '//evil.example/steal' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'organiser@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), 'oche-demo{Enter}')
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(/^\/manage$/))
  },
}

/** Without a `redirect`, signing in leads to the organiser's own pages, not the marketing home. */
export const SuccessWithoutRedirect: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'organiser@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), 'oche-demo{Enter}')
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(/^\/manage$/))
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/nl/auth/register')
  },
}
