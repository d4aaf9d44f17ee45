import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  confirmedNameChangeFixture,
  handlers,
  mockError,
  mockLinkTokens,
  mockPending,
  recordRequests,
} from '@oche/mocks'
import { expect, waitFor } from 'storybook/test'
import { ConfirmNameChangeScreen } from './confirm-name-change-screen'

const meta = {
  title: 'screens/Accounts/ConfirmNameChange',
  component: ConfirmNameChangeScreen,
  args: { searchParams: { token: mockLinkTokens.nameChange } },
  parameters: { page: true },
} satisfies Meta<typeof ConfirmNameChangeScreen>

export default meta
type Story = StoryObj<typeof meta>

const confirmCalls = recordRequests('post', '/user/confirm-name-change')

export const Confirmed: Story = {
  parameters: { msw: { handlers: [confirmCalls.handler, ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`Your name is now ${confirmedNameChangeFixture.name}.`),
    )
    await expect(confirmCalls.requests).toHaveLength(1)
    await expect(canvas.getByRole('link', { name: 'Go to your settings' })).toHaveAttribute('href', '/profile/settings')
  },
}

export const Confirming: Story = {
  parameters: { msw: { handlers: [mockPending('post', '/user/confirm-name-change'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Confirming your new name…'))
  },
}

export const ExpiredLink: Story = {
  args: { searchParams: { token: 'an-expired-token' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    )
  },
}

export const MissingToken: Story = {
  args: { searchParams: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.')
  },
}

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/user/confirm-name-change', 500, {
          message: 'Something went wrong on our side.',
          requestId: 'req-42',
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side.')
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(confirmedNameChangeFixture.name))
    await expect(canvas.getByRole('link', { name: 'Zu deinen Einstellungen' })).toHaveAttribute(
      'href',
      '/de/profile/settings',
    )
  },
}
