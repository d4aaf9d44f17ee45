import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  confirmedEmailChangeFixture,
  handlers,
  mockLinkTokens,
  mockPending,
  recordRequests,
  undoneEmailChangeFixture,
} from '@oche/mocks'
import { expect, waitFor } from 'storybook/test'
import { ConfirmEmailChangeScreen } from './confirm-email-change-screen'

const meta = {
  title: 'screens/Accounts/ConfirmEmailChange',
  component: ConfirmEmailChangeScreen,
  args: { searchParams: { token: mockLinkTokens.emailChange } },
  parameters: { page: true },
} satisfies Meta<typeof ConfirmEmailChangeScreen>

export default meta
type Story = StoryObj<typeof meta>

const confirmCalls = recordRequests('post', '/user/confirm-email-change')

export const Confirmed: Story = {
  parameters: { msw: { handlers: [confirmCalls.handler, ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        `You now sign in with ${confirmedEmailChangeFixture.email}.`,
      ),
    )
    await expect(confirmCalls.requests.at(-1)?.body).toEqual({ token: mockLinkTokens.emailChange })
  },
}

export const Confirming: Story = {
  parameters: { msw: { handlers: [mockPending('post', '/user/confirm-email-change'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Confirming your new e-mail address…'))
  },
}

export const ExpiredLink: Story = {
  args: { searchParams: { token: 'an-expired-token' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    )
    await expect(canvas.getByRole('link', { name: 'Go to your settings' })).toBeVisible()
  },
}

export const MissingToken: Story = {
  args: { searchParams: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.')
  },
}

const undoCalls = recordRequests('post', '/user/undo-email-change')

export const Undone: Story = {
  args: { searchParams: { undo: mockLinkTokens.emailChangeUndo } },
  parameters: { msw: { handlers: [undoCalls.handler, confirmCalls.handler, ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Undo the e-mail change' })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        `Your account uses ${undoneEmailChangeFixture.email} again and every session was signed out.`,
      ),
    )
    await expect(undoCalls.requests.at(-1)?.body).toEqual({ token: mockLinkTokens.emailChangeUndo })
    await expect(canvas.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    )
  },
}

export const Undoing: Story = {
  args: { searchParams: { undo: mockLinkTokens.emailChangeUndo } },
  parameters: { msw: { handlers: [mockPending('post', '/user/undo-email-change'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Restoring your e-mail address…'))
  },
}

export const UndoLinkUsed: Story = {
  args: { searchParams: { undo: 'a-used-undo-token' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link is invalid, was used already or has expired. Undo links work for 7 days after the change.',
    )
  },
}
