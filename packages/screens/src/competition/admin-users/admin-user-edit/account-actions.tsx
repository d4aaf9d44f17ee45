import { ApiRequestError, type AdminUser } from '@oche/api'
import { Button, ConfirmDialog, toast } from '@oche/ui'
import { Ban, KeyRound, LockOpen, Trash2, UserRoundSearch } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import type { useAdminUserActions } from './use-admin-user'

type Actions = ReturnType<typeof useAdminUserActions>

export type AccountActionsProps = {
  user: AdminUser
  actions: Pick<Actions, 'block' | 'unblock' | 'sendPasswordReset' | 'remove' | 'impersonate'>
}

/** Runs a change and says in a toast why it failed; the dialog that asked for it closes either way. */
function useRun() {
  const intl = useIntl()
  return (action: () => Promise<unknown>) =>
    action().catch((caught: unknown) => {
      // A refusal (422) says why on `_root`: blocking or deleting one's own account.
      const refusal =
        caught instanceof ApiRequestError && caught.status === 422 ? Object.values(caught.errors).flat()[0] : undefined
      toast.error(refusal ?? failureMessage(caught, intl))
    })
}

/** Blocking (everywhere signed out at once, no new sign-in) or unblocking, a password reset link, impersonation. */
export function AccessSection({ user, actions }: AccountActionsProps) {
  const intl = useIntl()
  const run = useRun()
  return (
    <FormSection
      title={<FormattedMessage id="competition.adminUserEdit.accessTitle" defaultMessage="Access" />}
      description={
        user.blocked ? (
          <FormattedMessage
            id="competition.adminUserEdit.blockedState"
            defaultMessage="This account is blocked: it cannot sign in, and it cannot be impersonated."
          />
        ) : (
          <FormattedMessage id="competition.adminUserEdit.activeState" defaultMessage="This account can sign in." />
        )
      }
    >
      <div className="flex flex-wrap gap-3">
        {user.blocked ? (
          <ConfirmDialog
            title={
              <FormattedMessage
                id="competition.adminUserEdit.unblockTitle"
                defaultMessage="Unblock {name}?"
                values={{ name: user.name }}
              />
            }
            description={
              <FormattedMessage
                id="competition.adminUserEdit.unblockBody"
                defaultMessage="They can sign in again with their password."
              />
            }
            confirmLabel={<FormattedMessage id="competition.adminUserEdit.unblockConfirm" defaultMessage="Unblock" />}
            cancelLabel={intl.formatMessage(commonMessages.cancel)}
            onConfirm={() => run(() => actions.unblock.mutateAsync())}
          >
            <Button variant="outline">
              <LockOpen aria-hidden />
              <FormattedMessage id="competition.adminUserEdit.unblockOpen" defaultMessage="Unblock the account" />
            </Button>
          </ConfirmDialog>
        ) : (
          <ConfirmDialog
            variant="danger"
            title={
              <FormattedMessage
                id="competition.adminUserEdit.blockTitle"
                defaultMessage="Block {name}?"
                values={{ name: user.name }}
              />
            }
            description={
              <FormattedMessage
                id="competition.adminUserEdit.blockBody"
                defaultMessage="They are signed out everywhere at once, on every device, and cannot sign in again until you unblock the account. Their matches and results stay."
              />
            }
            confirmLabel={<FormattedMessage id="competition.adminUserEdit.blockConfirm" defaultMessage="Block" />}
            cancelLabel={intl.formatMessage(commonMessages.cancel)}
            onConfirm={() => run(() => actions.block.mutateAsync())}
          >
            <Button variant="danger">
              <Ban aria-hidden />
              <FormattedMessage id="competition.adminUserEdit.blockOpen" defaultMessage="Block the account" />
            </Button>
          </ConfirmDialog>
        )}
        {/* Its label is long in French and German: on a phone it wraps rather than running off the screen. */}
        <Button
          variant="outline"
          multiline
          disabled={actions.sendPasswordReset.isPending}
          onClick={() => void run(() => actions.sendPasswordReset.mutateAsync())}
        >
          <KeyRound aria-hidden />
          <FormattedMessage id="competition.adminUserEdit.sendReset" defaultMessage="Send a password reset link" />
        </Button>
        {/* The server refuses both: a blocked account's tokens do not work, and a super admin is not acted as. */}
        {!user.blocked && !user.is_super_admin && (
          <ConfirmDialog
            title={
              <FormattedMessage
                id="competition.adminUserEdit.impersonateTitle"
                defaultMessage="Act as {name}?"
                values={{ name: user.name }}
              />
            }
            description={
              <FormattedMessage
                id="competition.adminUserEdit.impersonateBody"
                defaultMessage="You see Oche as they do, and what you change is changed in their name, for up to 8 hours. A banner on every page says so and takes you back. The start and the end are listed under “Recent changes”."
              />
            }
            confirmLabel={
              <FormattedMessage id="competition.adminUserEdit.impersonateConfirm" defaultMessage="Act as them" />
            }
            cancelLabel={intl.formatMessage(commonMessages.cancel)}
            onConfirm={() => run(() => actions.impersonate.mutateAsync())}
          >
            <Button variant="outline" multiline>
              <UserRoundSearch aria-hidden />
              <FormattedMessage
                id="competition.adminUserEdit.impersonateOpen"
                defaultMessage="Impersonate {name}"
                values={{ name: user.name }}
              />
            </Button>
          </ConfirmDialog>
        )}
      </div>
    </FormSection>
  )
}

/** What goes with the account and what stays, said the same way on the page and in the dialog. */
function WhatIsDeleted({ user }: { user: AdminUser }) {
  return (
    <FormattedMessage
      id="competition.adminUserEdit.deleteWhat"
      defaultMessage="The account goes: its name, e-mail address, password and settings, and it is signed out everywhere. What it took part in stays, anonymised: its results in finished tournaments ({matches, plural, one {# match} other {# matches}} played), the {tournaments, plural, one {# tournament} other {# tournaments}} it made and the {organisations, plural, one {# league organisation} other {# league organisations}} it runs. This cannot be undone."
      values={{
        matches: user.counts.matches_played,
        tournaments: user.counts.tournaments_created,
        organisations: user.counts.organisations_managed,
      }}
    />
  )
}

/** Deleting the account, after a dialog that says what goes and what stays. */
export function DeleteAccountSection({ user, actions }: AccountActionsProps) {
  const intl = useIntl()
  const run = useRun()
  return (
    <FormSection
      tone="danger"
      title={<FormattedMessage id="competition.adminUserEdit.deleteSection" defaultMessage="Delete the account" />}
      description={<WhatIsDeleted user={user} />}
    >
      <ConfirmDialog
        variant="danger"
        title={
          <FormattedMessage
            id="competition.adminUserEdit.deleteTitle"
            defaultMessage="Delete {name}’s account?"
            values={{ name: user.name }}
          />
        }
        description={<WhatIsDeleted user={user} />}
        confirmLabel={
          <FormattedMessage id="competition.adminUserEdit.deleteConfirm" defaultMessage="Delete for good" />
        }
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        onConfirm={() => run(() => actions.remove.mutateAsync())}
      >
        {/* The account's name is in the label: a long one wraps on a phone. */}
        <Button variant="danger" multiline className="self-start">
          <Trash2 aria-hidden />
          <FormattedMessage
            id="competition.adminUserEdit.deleteOpen"
            defaultMessage="Delete {name}’s account"
            values={{ name: user.name }}
          />
        </Button>
      </ConfirmDialog>
    </FormSection>
  )
}
