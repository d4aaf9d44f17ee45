import type { Meta, StoryObj } from '@storybook/react-vite'
import { handlers, mockJson, mockPending, notificationFixtures, recordRequests, userFixture } from '@oche/api/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { withAccountStory } from '../account-story/account-story'
import { NotificationsMenu } from './notifications-menu'

const meta = {
  title: 'screens/Accounts/NotificationsMenu',
  component: NotificationsMenu,
  decorators: [withAccountStory],
  parameters: { user: userFixture },
} satisfies Meta<typeof NotificationsMenu>

export default meta
type Story = StoryObj<typeof meta>

const [unread, read] = notificationFixtures
const readCalls = recordRequests('post', '/notifications/:id/read')

export const WithUnread: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 1 unread' })
    await expect(bell).toHaveTextContent('1')
    await userEvent.click(bell)
    await expect(await screen.findByRole('menuitem', { name: /Your match is called to board 3/ })).toBeVisible()
    await expect(screen.getByRole('menuitem', { name: /Welcome to Oche!/ })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{Escape}')
  },
}

export const MarkOneRead: Story = {
  parameters: {
    msw: {
      handlers: [
        readCalls.handler,
        // After the call the list answers with everything read, as the server would.
        mockJson('post', `/notifications/${unread?.id}/read`, { ...unread, read_at: '2026-11-14T19:06:00.000Z' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 unread' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /Your match is called/ }))
    await waitFor(() => expect(readCalls.requests).toHaveLength(1))
    await expect(readCalls.requests[0]?.url).toContain(`/api/notifications/${unread?.id}/read`)
    await userEvent.keyboard('{Escape}')
  },
}

export const AllRead: Story = {
  parameters: {
    msw: { handlers: [mockJson('get', '/notifications', [{ ...unread, read_at: read?.read_at }, read]), ...handlers] },
  },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications' })
    await waitFor(() => expect(bell.querySelector('[data-slot="notifications-unread-count"]')).toBeNull())
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: [mockJson('get', '/notifications', []), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }))
    await expect(await screen.findByRole('menuitem', { name: 'No notifications yet.' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/notifications'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }))
    await expect(await screen.findByRole('menuitem', { name: 'Loading notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await userEvent.keyboard('{Escape}')
  },
}

export const SignedOut: Story = {
  parameters: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument()
  },
}

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 non lue' }))
    await expect(await screen.findByRole('menuitem', { name: /Bienvenue sur Oche/ })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}
