import type { Notification } from '@oche/api'
import { FormattedMessage } from 'react-intl'

/** What a notification says, by its type; a type this version does not know shows as it is. */
export function NotificationText({ notification }: { notification: Notification }) {
  switch (notification.type) {
    case 'match.called':
      return typeof notification.data.board === 'number' || typeof notification.data.board === 'string' ? (
        <FormattedMessage
          id="accounts.notifications.matchCalledOnBoard"
          defaultMessage="Your match is called to board {board}"
          values={{ board: notification.data.board }}
        />
      ) : (
        <FormattedMessage id="accounts.notifications.matchCalled" defaultMessage="Your match is called" />
      )
    case 'welcome':
      return <FormattedMessage id="accounts.notifications.welcome" defaultMessage="Welcome to Oche!" />
    default:
      return <>{notification.type}</>
  }
}
