import type { Meta, StoryObj } from '@storybook/react-vite'
import { handlers, mockLinkTokens, mockPending, mockRateLimited, recordRequests } from '@oche/mocks'
import { expect, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../story-helpers/account.story-helpers'
import { ResetPasswordScreen } from './reset-password-screen'

const meta = {
  title: 'screens/Accounts/ResetPassword',
  component: ResetPasswordScreen,
  beforeEach: forgetStoryToken,
  args: { searchParams: {} },
  parameters: { page: true },
} satisfies Meta<typeof ResetPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

const forgotCalls = recordRequests('post', '/password/forgot')
const resetCalls = recordRequests('post', '/password/reset')

export const RequestEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email')
    await expect(canvas.getByLabelText('E-mail address').closest('form')).toHaveAttribute('method', 'post')
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login')
  },
}

export const RequestInvalidEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'olly{Enter}')
    await expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com.',
    )
  },
}

export const RequestSent: Story = {
  parameters: { msw: { handlers: [forgotCalls.handler, ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'nobody@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Check your inbox')
    await expect(canvas.getByRole('status')).toHaveTextContent('If an account uses nobody@example.com')
    await expect(forgotCalls.requests.at(-1)?.body).toEqual({ email: 'nobody@example.com' })
  },
}

export const RequestRateLimited: Story = {
  parameters: { msw: { handlers: [mockRateLimited('post', '/password/forgot'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'organiser@oche.test{Enter}')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts')
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('organiser@oche.test')
  },
}

export const NewPasswordEmpty: Story = {
  args: { searchParams: { token: mockLinkTokens.passwordReset } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password')
    // Sent before the page is interactive, the form posts: the password never lands in the address bar.
    await expect(canvas.getByLabelText('New password').closest('form')).toHaveAttribute('method', 'post')
  },
}

export const NewPasswordTooShort: Story = {
  args: { searchParams: { token: mockLinkTokens.passwordReset } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'short{Enter}')
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters.',
    )
  },
}

export const NewPasswordLoading: Story = {
  args: { searchParams: { token: mockLinkTokens.passwordReset } },
  parameters: { msw: { handlers: [mockPending('post', '/password/reset'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'double-top-40{Enter}')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save password and sign in' })).toBeDisabled())
  },
}

export const NewPasswordSuccess: Story = {
  args: { searchParams: { token: mockLinkTokens.passwordReset } },
  parameters: { msw: { handlers: [resetCalls.handler, ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'double-top-40')
    await userEvent.click(canvas.getByRole('button', { name: 'Save password and sign in' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(/^\/$/))
    await expect(resetCalls.requests.at(-1)?.body).toEqual({
      token: mockLinkTokens.passwordReset,
      password: 'double-top-40',
    })
  },
}

export const ExpiredLink: Story = {
  args: { searchParams: { token: 'an-expired-token' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'double-top-40{Enter}')
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('This link has expired or was already used')
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    )
    await expect(canvas.getByLabelText('New password')).toHaveValue('double-top-40')
  },
}
