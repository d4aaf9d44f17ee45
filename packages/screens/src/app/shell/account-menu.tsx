import type { User } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Avatar, Button } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../language/use-locale'
import { usePlatform } from '../platform/platform-context'
import { useSession } from '../session/session-provider'
import { routePath } from '../../routing/route-path'
import { deferredMenu } from './deferred-menu'

const AccountMenuList = deferredMenu<{ user: User }>(() =>
  import('./account-menu-list').then((module) => module.AccountMenuList),
)

/** Sign-in state at the top right: sign in / register, or the account menu (its code comes when first reached for). */
export function AccountMenu() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const session = useSession()

  if (session.status !== 'authenticated' || !session.user) {
    return (
      <div className="flex items-center gap-2" aria-busy={session.status === 'loading'}>
        <Button asChild variant="ghost" size="md">
          <Link href={localizedPath(routePath('auth-login'), locale)}>
            <FormattedMessage id="shell.account.signIn" defaultMessage="Sign in" />
          </Link>
        </Button>
        <Button asChild size="md" className="hidden sm:inline-flex">
          <Link href={localizedPath(routePath('auth-register'), locale)}>
            <FormattedMessage id="shell.account.register" defaultMessage="Register" />
          </Link>
        </Button>
      </div>
    )
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
