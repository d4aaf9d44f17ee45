import type { Notification } from '@oche/api'
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  linkInvitationNotificationFixture,
  notificationFixtures,
  tabletOfflineNotificationFixtures,
  userFixture,
} from '@oche/mocks'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { NotificationLinkItem } from './notification-link'
import { NotificationText } from './notification-text'

/**
 * Stories only: one notification in an open menu, as the bell's menu lays it out: its text, then the item that leads
 * to where it happened. `onOpen` is where the menu marks the notification read.
 */
function NotificationLinkStory({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  return (
    // Not modal, so the story’s trigger stays in the accessibility tree while the menu is open.
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Notifications</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-80">
        <DropdownMenuItem
          disabled
          data-read={notification.read_at === null ? 'false' : 'true'}
          className="data-[disabled]:opacity-100"
        >
          <NotificationText notification={notification} />
        </DropdownMenuItem>
        <NotificationLinkItem notification={notification} onOpen={onOpen} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

const { event, venue } = tabletOfflineNotificationFixtures
const eventId = String(event.data.event_id)

const meta = {
  title: 'screens/Accounts/NotificationsMenu/Notification link',
  component: NotificationLinkStory,
  args: { notification: event, onOpen: fn() },
  parameters: { user: userFixture },
} satisfies Meta<typeof NotificationLinkStory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * An unread "tablet went offline" at an event: the item under it opens the event's boards. The keyboard reaches it
 * with one arrow press (the text above is not a stop); Enter follows it, tells the menu, and closes the menu.
 */
export const EventBoardsUnread: Story = {
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu')
    await expect(menu).toHaveTextContent('Brabant Open Night: the tablet on board 3 went offline during Pia Player')
    const link = screen.getByRole('menuitem', { name: 'Open the event’s boards' })
    await expect(link).toHaveAttribute('href', `/manage/events/${eventId}/boards`)
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(link).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await expect(args.onOpen).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/**
 * An offline tablet on a league venue's board, already read: the link to the league match stays (reading it does
 * not take away where it leads), and following it tells the menu all the same.
 */
export const LeagueMatchRead: Story = {
  args: { notification: venue },
  play: async ({ args }) => {
    const link = await screen.findByRole('menuitem', { name: 'Open the league match' })
    await expect(link).toHaveAttribute(
      'href',
      '/competition/kempen-dartsbond/season/2026-27/matches/the-arrows-bull-busters',
    )
    await userEvent.click(link)
    await expect(args.onOpen).toHaveBeenCalledOnce()
  },
}

/** Other kinds of notification lead nowhere: a game called to a board, an invitation, the welcome. */
export const OtherKinds: Story = {
  args: { notification: notificationFixtures[0] },
  play: async ({ args }) => {
    await expect(await screen.findByRole('menu')).toHaveTextContent('Your match is called to board 3')
    await expect(screen.queryByRole('menuitem', { name: /^Open/ })).not.toBeInTheDocument()
    await expect(args.onOpen).not.toHaveBeenCalled()
  },
}

export const InvitationHasNoLink: Story = {
  args: { notification: linkInvitationNotificationFixture },
  play: async () => {
    await expect(await screen.findByRole('menu')).toHaveTextContent('Sanne de Vries invites you')
    await expect(screen.queryByRole('menuitem', { name: /^Open/ })).not.toBeInTheDocument()
  },
}

/** A tablet notification whose data this version cannot read (no event id) offers no broken link. */
export const UnreadableData: Story = {
  args: { notification: { ...event, data: { ...event.data, event_id: undefined } } },
  play: async () => {
    await expect(await screen.findByRole('menu')).toHaveTextContent('Brabant Open Night')
    await expect(screen.queryByRole('menuitem', { name: /^Open/ })).not.toBeInTheDocument()
  },
}

/** In Dutch the link says so, and leads to the Dutch page. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async () => {
    const link = await screen.findByRole('menuitem', { name: 'Open de borden van het evenement' })
    await expect(link).toHaveAttribute('href', `/nl/manage/events/${eventId}/boards`)
  },
}
