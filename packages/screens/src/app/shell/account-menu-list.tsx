import type { User } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@oche/ui'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../language/use-locale'
import { useLocalFlag } from '../preferences/local-flag'
import { storageKeys } from '../preferences/storage-keys'
import { usePlatform } from '../platform/platform-context'
import { useSession } from '../session/session-provider'
import { useTabletMode } from '../tablet-mode/use-tablet-mode'
import { routePath } from '../../routing/route-path'
import { commonMessages } from '../common-messages/common-messages'
import type { LoadedMenuProps } from './deferred-menu'

/**
 * A signed-in user's account menu (account-menu.tsx draws its button and passes the signed-in `user`): their pages,
 * tablet mode and logging out.
 */
export function AccountMenuList({ user, trigger, defaultOpen }: LoadedMenuProps & { user: User }) {
  const intl = useIntl()
  const locale = useLocale()
  const { navigate } = usePlatform()
  const session = useSession()
  const tablet = useTabletMode()
  const [showManage, setShowManage] = useLocalFlag(storageKeys.showManage)
  const [isConfirmingTablet, setConfirmingTablet] = useState(false)
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-56">
          <DropdownMenuLabel>
            <span className="block font-semibold">{user.name}</span>
            <span className="block text-xs font-normal text-muted-foreground">{user.email}</span>
          </DropdownMenuLabel>
          {session.isImpersonating && (
            <DropdownMenuItem onSelect={() => void session.stopImpersonation()}>
              <FormattedMessage id="shell.account.stopImpersonating" defaultMessage="Stop impersonating" />
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate(localizedPath(routePath('profile'), locale))}>
            <FormattedMessage id="shell.account.profile" defaultMessage="Profile" />
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(localizedPath(routePath('profile-my-tournaments'), locale))}>
            <FormattedMessage id="shell.account.myTournaments" defaultMessage="My tournaments" />
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(localizedPath(routePath('profile-my-matches'), locale))}>
            <FormattedMessage id="shell.account.myMatches" defaultMessage="My matches" />
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(localizedPath(routePath('profile-settings'), locale))}>
            <FormattedMessage id="shell.account.settings" defaultMessage="Settings" />
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(localizedPath(routePath('manage'), locale))}>
            <FormattedMessage id="shell.account.manage" defaultMessage="Manage tournaments" />
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(localizedPath(routePath('competition'), locale))}>
            <FormattedMessage id="shell.account.leagues" defaultMessage="Your leagues" />
          </DropdownMenuItem>
          {user.is_super_admin && (
            <DropdownMenuCheckboxItem
              checked={showManage}
              onCheckedChange={(checked) => setShowManage(checked === true)}
            >
              <FormattedMessage id="shell.account.showManage" defaultMessage="Show administration" />
            </DropdownMenuCheckboxItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setConfirmingTablet(true)}>
            <FormattedMessage id="shell.account.tabletMode" defaultMessage="Use as board tablet" />
          </DropdownMenuItem>
          <DropdownMenuItem variant="danger" onSelect={() => void session.logOut()}>
            <FormattedMessage id="shell.account.logOut" defaultMessage="Log out" />
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={isConfirmingTablet}
        onOpenChange={setConfirmingTablet}
        title={intl.formatMessage({
          id: 'shell.tabletMode.confirmTitle',
          defaultMessage: 'Turn this device into a board tablet?',
        })}
        description={intl.formatMessage({
          id: 'shell.tabletMode.confirmText',
          defaultMessage:
            'You will be signed out on this device and it will only show the board tablet. Tap the Oche logo five times to leave tablet mode.',
        })}
        confirmLabel={intl.formatMessage({ id: 'shell.tabletMode.confirm', defaultMessage: 'Start tablet mode' })}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        onConfirm={() => tablet.enter()}
      />
    </>
  )
}
