import { adminUserQueries, type AuditLogAction, type AuditLogEntry } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { defineMessages, FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'

/** How many of the account's latest entries the page shows. */
export const recentAuditEntries = 10

const actionMessages: Record<AuditLogAction, MessageDescriptor> = defineMessages({
  'user.impersonated': {
    id: 'competition.adminUserAudit.impersonated',
    defaultMessage: '{actor} started acting as this account',
  },
  'user.impersonationEnded': {
    id: 'competition.adminUserAudit.impersonationEnded',
    defaultMessage: '{actor} stopped acting as this account',
  },
  'user.updated': { id: 'competition.adminUserAudit.updated', defaultMessage: '{actor} changed {fields}' },
  'user.blocked': { id: 'competition.adminUserAudit.blocked', defaultMessage: '{actor} blocked the account' },
  'user.unblocked': { id: 'competition.adminUserAudit.unblocked', defaultMessage: '{actor} unblocked the account' },
  'user.passwordResetSent': {
    id: 'competition.adminUserAudit.passwordResetSent',
    defaultMessage: '{actor} sent a password reset link',
  },
  'user.deleted': { id: 'competition.adminUserAudit.deleted', defaultMessage: '{actor} deleted the account' },
  'user.nameChanged': { id: 'competition.adminUserAudit.nameChanged', defaultMessage: '{actor} changed the name' },
  'user.emailChanged': {
    id: 'competition.adminUserAudit.emailChanged',
    defaultMessage: '{actor} changed the e-mail address',
  },
  'user.emailChangeUndone': {
    id: 'competition.adminUserAudit.emailChangeUndone',
    defaultMessage: '{actor} undid a change of e-mail address',
  },
  'setup.superAdminCreated': {
    id: 'competition.adminUserAudit.superAdminCreated',
    defaultMessage: '{actor} made the account the first super admin',
  },
})

const fieldMessages = defineMessages({
  name: { id: 'competition.adminUserAudit.fieldName', defaultMessage: 'the name' },
  email: { id: 'competition.adminUserAudit.fieldEmail', defaultMessage: 'the e-mail address' },
  langcode: { id: 'competition.adminUserAudit.fieldLanguage', defaultMessage: 'the language' },
  is_super_admin: { id: 'competition.adminUserAudit.fieldSuperAdmin', defaultMessage: 'the super admin role' },
})

const isField = (key: string): key is keyof typeof fieldMessages => key in fieldMessages

/** One entry in words: who did what, when; during an impersonation, as whom. */
function AuditLogItem({ entry }: { entry: AuditLogEntry }) {
  const intl = useIntl()
  const someone = intl.formatMessage({ id: 'competition.adminUserAudit.someone', defaultMessage: 'A deleted account' })
  const actor = entry.actor?.name ?? someone
  const fields = Object.keys(entry.after ?? {})
    .filter(isField)
    .map((key) => intl.formatMessage(fieldMessages[key]))
  const asOther =
    entry.action !== 'user.impersonated' &&
    entry.action !== 'user.impersonationEnded' &&
    entry.acting_as !== null &&
    entry.actor !== null &&
    entry.acting_as.id !== entry.actor.id
  return (
    <li className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
      <span>
        {intl.formatMessage(actionMessages[entry.action], {
          actor,
          fields:
            fields.length > 0
              ? intl.formatList(fields, { type: 'conjunction' })
              : intl.formatMessage({ id: 'competition.adminUserAudit.fieldAccount', defaultMessage: 'the account' }),
        })}
      </span>
      <span className="text-sm text-muted-foreground">
        <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
        {asOther ? (
          <>
            <span aria-hidden className="mx-1.5 inline-block size-1 rounded-full bg-current align-middle" />
            <span>
              <FormattedMessage
                id="competition.adminUserAudit.actingAs"
                defaultMessage="while acting as {name}"
                values={{ name: entry.acting_as?.name ?? someone }}
              />
            </span>
          </>
        ) : null}
      </span>
    </li>
  )
}

export type AuditLogListProps = { entries: readonly AuditLogEntry[] }

/** The entries, newest first, each in words. */
export function AuditLogList({ entries }: AuditLogListProps) {
  const intl = useIntl()
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'competition.adminUserAudit.listLabel', defaultMessage: 'Recent changes' })}
      className="flex flex-col divide-y divide-border"
    >
      {entries.map((entry) => (
        <AuditLogItem key={entry.id} entry={entry} />
      ))}
    </ul>
  )
}

/** The account's latest audit log entries (`GET /admin/audit-log?user_id=`): what super admins and the holder did. */
export function AuditLogSection({ userId }: { userId: string }) {
  const intl = useIntl()
  const { api } = usePlatform()
  const query = useQuery(adminUserQueries.auditLog(api, { user_id: userId, per_page: recentAuditEntries }))
  return (
    <FormSection
      title={<FormattedMessage id="competition.adminUserAudit.title" defaultMessage="Recent changes" />}
      description={
        <FormattedMessage
          id="competition.adminUserAudit.description"
          defaultMessage="What super admins and the account holder did to this account, newest first."
        />
      }
    >
      {query.data ? (
        query.data.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="competition.adminUserAudit.empty" defaultMessage="Nothing has been changed yet." />
          </p>
        ) : (
          <AuditLogList entries={query.data.data} />
        )
      ) : query.error ? (
        <LoadErrorState
          title={
            <FormattedMessage
              id="competition.adminUserAudit.errorTitle"
              defaultMessage="The changes could not be loaded"
            />
          }
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState
          rows={2}
          label={intl.formatMessage({
            id: 'competition.adminUserAudit.loading',
            defaultMessage: 'Loading the changes',
          })}
        />
      )}
    </FormSection>
  )
}
