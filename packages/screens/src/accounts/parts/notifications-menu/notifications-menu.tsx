import {
  ApiRequestError,
  LINK_INVITATION_NOTIFICATION,
  ORGANISATION_INVITATION_NOTIFICATION,
  type Notification,
} from '@oche/api'
import {
  Badge,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  Skeleton,
  toast,
} from '@oche/ui'
import { Bell, BellOff, Check, X } from 'lucide-react'
import { Fragment } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { NotificationLinkItem } from './notification-link'
import { NotificationText } from './notification-text'
import {
  useAnswerLinkInvitation,
  useAnswerOrganisationInvitation,
  useMarkNotificationRead,
  useNotifications,
} from './use-notifications'

export type NotificationsMenuProps = {
  /** Where the menu opens, relative to the bell. */
  align?: 'start' | 'center' | 'end'
}

/** The bell in the header: unread count, and the notifications with a way to mark each one read. */
export function NotificationsMenu({ align = 'end' }: NotificationsMenuProps) {
  const intl = useIntl()
  const notifications = useNotifications()
  const markRead = useMarkNotificationRead()
  if (notifications.fetchStatus === 'idle' && notifications.status === 'pending') return null

  const label = intl.formatMessage(
    {
      id: 'accounts.notifications.label',
      defaultMessage:
        '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
    },
    { count: notifications.unreadCount },
  )
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={label} variant="ghost" size="lg" className="relative" data-testid="notifications-menu">
          <Bell />
          {notifications.unreadCount > 0 ? (
            <Badge
              variant="danger"
              aria-hidden
              data-slot="notifications-unread-count"
              className="absolute -top-0.5 -right-0.5 min-w-5 justify-center px-1.5"
            >
              {notifications.unreadCount}
            </Badge>
          ) : null}
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>
          <FormattedMessage id="accounts.notifications.title" defaultMessage="Notifications" />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {notifications.status === 'pending' ? (
          <DropdownMenuItem disabled aria-busy className="flex flex-col items-stretch gap-2 py-3">
            <span className="sr-only">
              <FormattedMessage id="accounts.notifications.loading" defaultMessage="Loading notifications" />
            </span>
            <Skeleton />
            <Skeleton className="w-2/3" />
          </DropdownMenuItem>
        ) : notifications.status === 'error' ? (
          <DropdownMenuItem disabled className="py-3 data-[disabled]:opacity-100">
            <FormattedMessage
              id="accounts.notifications.error"
              defaultMessage="Your notifications could not be loaded."
            />
          </DropdownMenuItem>
        ) : notifications.data.length === 0 ? (
          <DropdownMenuItem
            disabled
            className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground data-[disabled]:opacity-100"
          >
            <BellOff aria-hidden className="size-5" />
            <FormattedMessage id="accounts.notifications.empty" defaultMessage="No notifications yet." />
          </DropdownMenuItem>
        ) : (
          notifications.data.map((notification) => {
            if (isOpenInvitation(notification))
              return <InvitationItems key={notification.id} notification={notification} />
            const isUnread = notification.read_at === null
            return (
              <Fragment key={notification.id}>
                <DropdownMenuItem
                  data-read={isUnread ? 'false' : 'true'}
                  disabled={!isUnread}
                  className="flex min-h-12 flex-col items-start gap-0.5 data-[disabled]:opacity-100"
                  onSelect={(event) => {
                    // Stay open, so the user sees the item turn read.
                    event.preventDefault()
                    markRead.mutate(notification.id)
                  }}
                >
                  <span className={isUnread ? 'font-semibold' : undefined}>
                    <NotificationText notification={notification} />
                  </span>
                  <span className="text-xs text-muted-foreground">
                    <time dateTime={notification.created_at}>
                      <FormattedDate value={notification.created_at} dateStyle="medium" timeStyle="short" />
                    </time>
                    {isUnread ? (
                      <span className="before:mx-1 before:content-['·']">
                        <FormattedMessage id="accounts.notifications.markRead" defaultMessage="Mark as read" />
                      </span>
                    ) : null}
                  </span>
                </DropdownMenuItem>
                <NotificationLinkItem
                  notification={notification}
                  onOpen={() => {
                    if (isUnread) markRead.mutate(notification.id)
                  }}
                />
              </Fragment>
            )
          })
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** An invitation the user has not answered yet: to link a participant, or to run a league organisation. */
function isOpenInvitation(notification: Notification): boolean {
  return (
    (notification.type === LINK_INVITATION_NOTIFICATION ||
      notification.type === ORGANISATION_INVITATION_NOTIFICATION) &&
    notification.data.answer === undefined
  )
}

/** Sends the answer to an invitation of either kind; `id` is the participant's or the organisation invitation's. */
function useAnswerInvitation(notification: Notification) {
  const link = useAnswerLinkInvitation()
  const organisation = useAnswerOrganisationInvitation()
  const isOrganisation = notification.type === ORGANISATION_INVITATION_NOTIFICATION
  const id = String((isOrganisation ? notification.data.invitation_id : notification.data.participant_id) ?? '')
  return {
    id,
    isOrganisation,
    isPending: isOrganisation ? organisation.isPending : link.isPending,
    // Through the promise, not `mutate`'s callbacks: the refetch after the answer turns the invitation into a plain
    // notification, unmounting these items, and callbacks given to `mutate` are dropped once their component is gone.
    answer: (answer: 'accept' | 'decline', callbacks: { onSuccess: () => void; onError: (error: Error) => void }) =>
      void (
        isOrganisation ? organisation.mutateAsync({ id, answer }) : link.mutateAsync({ participantId: id, answer })
      ).then(callbacks.onSuccess, callbacks.onError),
  }
}

/**
 * An invitation (an organiser's to link one of their participants to this account, or a super admin's to run a
 * league organisation): the text, then "Accept" and "Decline" as items of their own, so each is one keyboard stop
 * of the menu.
 */
function InvitationItems({ notification }: { notification: Notification }) {
  const intl = useIntl()
  const invitation = useAnswerInvitation(notification)
  const accepted = invitation.isOrganisation
    ? intl.formatMessage(
        {
          id: 'accounts.notifications.organisationInvitationAccepted',
          defaultMessage: 'You are an admin of {organisation} now: it is under Your leagues',
        },
        { organisation: String(notification.data.organisation_name ?? '') },
      )
    : intl.formatMessage({
        id: 'accounts.notifications.invitationAccepted',
        defaultMessage: 'Linked: its tournaments now show on your profile',
      })
  const respond = (choice: 'accept' | 'decline') => (event: Event) => {
    // Stay open, so the user sees the invitation take the answer.
    event.preventDefault()
    invitation.answer(choice, {
      onSuccess: () =>
        toast.success(
          choice === 'accept'
            ? accepted
            : intl.formatMessage({
                id: 'accounts.notifications.invitationDeclined',
                defaultMessage: 'Invitation declined',
              }),
        ),
      onError: (error) =>
        toast.error(
          error instanceof ApiRequestError
            ? failureMessage(error, intl)
            : intl.formatMessage({
                id: 'accounts.notifications.invitationFailed',
                defaultMessage: 'Your answer could not be sent. Try again.',
              }),
        ),
    })
  }
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'accounts.notifications.invitation', defaultMessage: 'Invitation' })}
      data-invitation={invitation.id}
    >
      <DropdownMenuItem
        disabled
        data-read="false"
        className="flex min-h-12 flex-col items-start gap-0.5 data-[disabled]:opacity-100"
      >
        <span className="font-semibold">
          <NotificationText notification={notification} />
        </span>
        <span className="text-xs text-muted-foreground">
          <time dateTime={notification.created_at}>
            <FormattedDate value={notification.created_at} dateStyle="medium" timeStyle="short" />
          </time>
        </span>
      </DropdownMenuItem>
      <div className="flex gap-1 ps-2 pb-2">
        <DropdownMenuItem disabled={invitation.isPending} onSelect={respond('accept')} className="gap-1.5">
          <Check aria-hidden className="size-4" />
          <FormattedMessage id="accounts.notifications.accept" defaultMessage="Accept" />
        </DropdownMenuItem>
        <DropdownMenuItem disabled={invitation.isPending} onSelect={respond('decline')} className="gap-1.5">
          <X aria-hidden className="size-4" />
          <FormattedMessage id="accounts.notifications.decline" defaultMessage="Decline" />
        </DropdownMenuItem>
      </div>
    </div>
  )
}
