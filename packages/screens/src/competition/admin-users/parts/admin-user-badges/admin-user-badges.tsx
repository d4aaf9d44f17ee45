import type { AdminUser } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

export type AdminUserBadgesProps = {
  user: Pick<AdminUser, 'is_super_admin' | 'blocked' | 'email_verified'>
}

/** What sets an account apart at a glance: super admin, blocked, e-mail address not confirmed; nothing otherwise. */
export function AdminUserBadges({ user }: AdminUserBadgesProps) {
  if (!user.is_super_admin && !user.blocked && user.email_verified) return null
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {user.is_super_admin ? (
        <Badge variant="info">
          <FormattedMessage id="competition.adminUsers.superAdminBadge" defaultMessage="Super admin" />
        </Badge>
      ) : null}
      {user.blocked ? (
        <Badge variant="danger">
          <FormattedMessage id="competition.adminUsers.blockedBadge" defaultMessage="Blocked" />
        </Badge>
      ) : null}
      {user.email_verified ? null : (
        <Badge variant="warning">
          <FormattedMessage id="competition.adminUsers.unconfirmedBadge" defaultMessage="Unconfirmed" />
        </Badge>
      )}
    </span>
  )
}
