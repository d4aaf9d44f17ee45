import type { AdminUser } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { routePath } from '../../../routing/route-path'
import { AdminOrganisationsPage } from '../../admin-organisations/parts/admin-organisation'
import { AdminUserBadges } from '../parts/admin-user-badges'
import { AdminUserNotFoundState, AdminUsersForbiddenState } from '../parts/admin-user-states'
import { AccessSection, DeleteAccountSection } from './account-actions'
import { AdminUserForm, adminUserFormValues } from './admin-user-form'
import { AuditLogSection } from './audit-log-section'
import { useAdminUser, useAdminUserActions, type AdminUserPage } from './use-admin-user'

export type AdminUserEditScreenProps = {
  /** The account's id from `/admin/users/{user_id}/edit`. */
  userId: string
}

/** The account at a glance: its badges, when it was made and last used. */
function AccountSummary({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-col gap-2">
      <AdminUserBadges user={user} />
      <p className="text-sm text-muted-foreground">
        {user.last_active_at ? (
          <FormattedMessage
            id="competition.adminUserEdit.summary"
            defaultMessage="Created on {created}, last active on {active}."
            values={{
              created: <FormattedDate value={user.created_at} dateStyle="long" />,
              active: <FormattedDate value={user.last_active_at} dateStyle="long" />,
            }}
          />
        ) : (
          <FormattedMessage
            id="competition.adminUserEdit.summaryNeverActive"
            defaultMessage="Created on {created}, never signed in."
            values={{ created: <FormattedDate value={user.created_at} dateStyle="long" /> }}
          />
        )}
      </p>
    </div>
  )
}

function AdminUserEditor({ user }: { user: AdminUser }) {
  const actions = useAdminUserActions(user.id)
  // The form starts again from the saved account when its fields change (after a save), not after a block.
  const formKey = JSON.stringify(adminUserFormValues(user))
  return (
    <div className="flex flex-col gap-6">
      <AccountSummary user={user} />
      <AdminUserForm key={formKey} user={user} onSubmit={(input) => actions.update.mutateAsync(input)} />
      <AccessSection user={user} actions={actions} />
      <AuditLogSection userId={user.id} />
      <DeleteAccountSection user={user} actions={actions} />
    </div>
  )
}

function AdminUserBody({ page }: { page: AdminUserPage }) {
  const intl = useIntl()
  switch (page.status) {
    case 'loading':
      return (
        <LoadingState
          label={intl.formatMessage({ id: 'competition.adminUserEdit.loading', defaultMessage: 'Loading the user' })}
        />
      )
    case 'notFound':
      return <AdminUserNotFoundState />
    case 'forbidden':
      return <AdminUsersForbiddenState />
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage id="competition.adminUserEdit.errorTitle" defaultMessage="The user could not be loaded" />
          }
          onRetry={page.retry}
        />
      )
    case 'ready':
      return <AdminUserEditor user={page.user} />
    default:
      return page satisfies never
  }
}

/**
 * `/admin/users/{user_id}/edit` (super admins): an account's name, e-mail address, language and super admin role;
 * blocking and unblocking it, sending it a password reset link, deleting it, and what was done to it lately.
 */
export function AdminUserEditScreen({ userId }: AdminUserEditScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const page = useAdminUser(userId)
  return (
    <AdminOrganisationsPage
      contentWidth="narrow"
      title={
        page.status === 'ready'
          ? page.user.name
          : intl.formatMessage({ id: 'competition.adminUserEdit.titleLoading', defaultMessage: 'Edit user' })
      }
      backHref={localizedPath(routePath('admin-users'), locale)}
      backLabel={intl.formatMessage({ id: 'competition.adminUserEdit.back', defaultMessage: 'All users' })}
    >
      <AdminUserBody page={page} />
    </AdminOrganisationsPage>
  )
}
