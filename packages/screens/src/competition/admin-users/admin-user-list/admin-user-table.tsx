import type { AdminUser } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { TableCell, TableRow } from '@oche/ui'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { ListTable } from '../../../manage/parts/list-table/list-table'
import { routePath } from '../../../routing/route-path'
import { AdminUserBadges } from '../parts/admin-user-badges'

export type AdminUserTableProps = { users: readonly AdminUser[] }

/**
 * One page of accounts: the name (to the account's edit page) with its badges, the e-mail address, when the
 * account was made and when it was last used; stacked rows on phones.
 */
export function AdminUserTable({ users }: AdminUserTableProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const columns = {
    name: intl.formatMessage({ id: 'competition.adminUsers.name', defaultMessage: 'Name' }),
    email: intl.formatMessage({ id: 'competition.adminUsers.email', defaultMessage: 'E-mail address' }),
    created: intl.formatMessage({ id: 'competition.adminUsers.created', defaultMessage: 'Created' }),
    lastActive: intl.formatMessage({ id: 'competition.adminUsers.lastActive', defaultMessage: 'Last active' }),
  }
  return (
    <ListTable
      label={intl.formatMessage({ id: 'competition.adminUsers.tableLabel', defaultMessage: 'Users' })}
      columns={columns}
    >
      {users.map((user) => (
        <TableRow key={user.id} data-user={user.id}>
          <TableCell className="font-medium @max-lg:text-start @max-lg:before:hidden">
            <span className="flex flex-wrap items-center gap-2">
              <Link
                href={localizedPath(routePath('admin-users-user_id-edit', { user_id: user.id }), locale)}
                className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {user.name}
              </Link>
              <AdminUserBadges user={user} />
            </span>
          </TableCell>
          <TableCell label={columns.email} className="break-all">
            {user.email}
          </TableCell>
          <TableCell label={columns.created}>
            <FormattedDate value={user.created_at} dateStyle="medium" />
          </TableCell>
          <TableCell label={columns.lastActive}>
            {user.last_active_at ? (
              <FormattedDate value={user.last_active_at} dateStyle="medium" />
            ) : (
              <span className="text-muted-foreground">
                <FormattedMessage id="competition.adminUsers.neverActive" defaultMessage="Never" />
              </span>
            )}
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  )
}
