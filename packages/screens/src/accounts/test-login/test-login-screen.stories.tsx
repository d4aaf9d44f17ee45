import type { Meta, StoryObj } from '@storybook/react-vite'
import { handlers, mockError, mockPending, recordRequests, superAdminFixture } from '@oche/mocks'
import { expect, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../story-helpers/account.story-helpers'
import { TestLoginScreen } from './test-login-screen'

const meta = {
  title: 'screens/Accounts/TestLogin',
  component: TestLoginScreen,
  beforeEach: forgetStoryToken,
  args: { searchParams: {} },
  parameters: { page: true },
} satisfies Meta<typeof TestLoginScreen>

export default meta
type Story = StoryObj<typeof meta>

const testLoginCalls = recordRequests('post', '/test-login')

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Test login' })).toBeVisible()
    await expect(canvas.getByText(/only works when Oche does not run in production mode/)).toBeVisible()
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email')
  },
}

export const UnknownAccount: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'nobody@example.com{Enter}')
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription(
        'No account uses this e-mail address.',
      ),
    )
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('nobody@example.com')
  },
}

export const Disabled: Story = {
  parameters: { msw: { handlers: [mockError('post', '/test-login', 404, { message: 'Not found.' }), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), superAdminFixture.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Test login is disabled')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('post', '/test-login'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), `${superAdminFixture.email}{Enter}`)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled())
  },
}

export const Success: Story = {
  args: { searchParams: { redirect: '/manage' } },
  parameters: { msw: { handlers: [testLoginCalls.handler, ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), superAdminFixture.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent('/manage'))
    await expect(testLoginCalls.requests.at(-1)?.body).toEqual({ email: superAdminFixture.email })
  },
}
