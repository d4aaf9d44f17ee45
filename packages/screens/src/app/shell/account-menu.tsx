import type { User } from '@oche/api'
import { Avatar } from '@oche/ui'
import { useIntl } from 'react-intl'
import { useLocale } from '../language/use-locale'
import { usePlatform } from '../platform/platform-context'
import { useSession } from '../session/session-context'
import { AccountLinksView } from './app-header-view'
import { deferredMenu } from './deferred-menu'

const AccountMenuList = deferredMenu<{ user: User }>(() =>
  import('./account-menu-list').then((module) => module.AccountMenuList),
)

/** Sign-in state at the top right: sign in / register (`AccountLinksView`), or the account menu (its code comes when first reached for). */
export function AccountMenu() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const session = useSession()

  if (session.status !== 'authenticated' || !session.user) {
    return <AccountLinksView intl={intl} locale={locale} Link={Link} isBusy={session.status === 'loading'} />
  }

  const { user } = session
  return (
    <AccountMenuList
      user={user}
      button={(props) => (
        <button
          type="button"
          className="flex min-h-11 items-center gap-2 rounded-full p-1"
          data-testid="account-menu"
          {...props}
        >
          <span className="sr-only">
            {intl.formatMessage(
              { id: 'shell.account.menu', defaultMessage: 'Account menu of {name}' },
              { name: user.name },
            )}
          </span>
          <span aria-hidden="true">
            <Avatar name={user.name} decorative />
          </span>
        </button>
      )}
    />
  )
}
