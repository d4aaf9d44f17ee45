import { ApiRequestError, type AdminOrganisation, type OrganisationAdmin } from '@oche/api'
import { Button } from '@oche/ui'
import { MailCheck, UserMinus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { commonMessages } from '../../../../app/common-messages/common-messages'
import { failureMessage } from '../../../../app/form-errors/show-server-errors'
import { ConfirmActionDialog } from '../../../../manage/parts/confirm-action/confirm-action-dialog'
import { FormSection } from '../../../../manage/parts/form-fields/form-section'
import { InviteAdminForm } from './invite-admin-form'
import { useOrganisationAdmins, type OrganisationAdminMutations } from './use-organisation-admins'

export type OrganisationAdminsSectionProps = {
  organisation: AdminOrganisation
  /** Also invite by e-mail and take away admin roles (the edit page); the detail page resends and withdraws. */
  editable: boolean
}

/** Why the server would not take someone's admin role away, with its own words. */
type Refusal = { name: string; message: string }

function AdminList({
  organisation,
  editable,
  onRemove,
}: {
  organisation: AdminOrganisation
  editable: boolean
  onRemove: (admin: OrganisationAdmin) => void
}) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <div className="flex flex-col gap-3">
      <h3 id={headingId} className="font-medium">
        <FormattedMessage
          id="competition.organisationAdmins.adminsHeading"
          defaultMessage="{count, plural, =0 {No admins yet} one {# admin} other {# admins}}"
          values={{ count: organisation.admins.length }}
        />
      </h3>
      {organisation.admins.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.organisationAdmins.noAdmins"
            defaultMessage="Until someone accepts an invitation, only super admins can run this league."
          />
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col divide-y rounded-md border">
          {organisation.admins.map((admin) => (
            <li key={admin.user_id} className="flex flex-wrap items-center gap-3 p-3">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{admin.name}</span>
                <span className="text-sm break-all text-muted-foreground">{admin.email}</span>
              </span>
              {editable ? (
                <Button
                  variant="outline"
                  onClick={() => onRemove(admin)}
                  aria-label={intl.formatMessage(
                    { id: 'competition.organisationAdmins.removeLabel', defaultMessage: 'Remove {name} as admin' },
                    { name: admin.name },
                  )}
                >
                  <UserMinus aria-hidden />
                  <FormattedMessage id="competition.organisationAdmins.remove" defaultMessage="Remove" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function InvitationList({
  organisation,
  mutations,
}: {
  organisation: AdminOrganisation
  mutations: OrganisationAdminMutations
}) {
  const intl = useIntl()
  const headingId = useId()
  const { resend, cancelInvitation } = mutations
  return (
    <div className="flex flex-col gap-3">
      <h3 id={headingId} className="font-medium">
        <FormattedMessage
          id="competition.organisationAdmins.invitationsHeading"
          defaultMessage="{count, plural, =0 {No pending invitations} one {# pending invitation} other {# pending invitations}}"
          values={{ count: organisation.invitations.length }}
        />
      </h3>
      {organisation.invitations.length > 0 ? (
        <ul aria-labelledby={headingId} className="flex flex-col divide-y rounded-md border">
          {organisation.invitations.map((invitation) => {
            const isResending = resend.isPending && resend.variables.email === invitation.email
            const isCancelling = cancelInvitation.isPending && cancelInvitation.variables === invitation.id
            return (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 p-3">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-all">{invitation.email}</span>
                  <span className="text-sm text-muted-foreground">
                    <FormattedMessage
                      id="competition.organisationAdmins.invitedOn"
                      defaultMessage="Invited {date}"
                      values={{ date: <FormattedDate value={invitation.created_at} dateStyle="medium" /> }}
                    />
                  </span>
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    disabled={isResending}
                    onClick={() => resend.mutate({ email: invitation.email })}
                    aria-label={intl.formatMessage(
                      {
                        id: 'competition.organisationAdmins.resendLabel',
                        defaultMessage: 'Send again to {email}',
                      },
                      { email: invitation.email },
                    )}
                  >
                    <MailCheck aria-hidden />
                    <FormattedMessage id="competition.organisationAdmins.resend" defaultMessage="Send again" />
                  </Button>
                  <Button
                    variant="outline"
                    disabled={isCancelling}
                    onClick={() => cancelInvitation.mutate(invitation.id)}
                    aria-label={intl.formatMessage(
                      {
                        id: 'competition.organisationAdmins.cancelLabel',
                        defaultMessage: 'Withdraw the invitation to {email}',
                      },
                      { email: invitation.email },
                    )}
                  >
                    <X aria-hidden />
                    <FormattedMessage id="competition.organisationAdmins.cancel" defaultMessage="Withdraw" />
                  </Button>
                </span>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * An organisation's admins and the invitations still waiting for an answer (send again, withdraw); on the edit page
 * also inviting someone by e-mail and taking away an admin role. A refusal of the server stays above the list.
 */
export function OrganisationAdminsSection({ organisation, editable }: OrganisationAdminsSectionProps) {
  const intl = useIntl()
  const mutations = useOrganisationAdmins(organisation)
  const [removing, setRemoving] = useState<OrganisationAdmin | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const isLastAdmin = organisation.admins.length === 1

  /** A refusal the server explains (a 4xx with its message) shows above the list; anything else is a toast. */
  const refuse = (admin: OrganisationAdmin, error: unknown) => {
    if (!(error instanceof ApiRequestError && error.fromServer && error.status >= 400 && error.status < 500))
      return false
    setRefusal({ name: admin.name, message: failureMessage(error, intl) })
    return true
  }

  return (
    <FormSection
      title={<FormattedMessage id="competition.organisationAdmins.title" defaultMessage="Admins" />}
      description={
        <FormattedMessage
          id="competition.organisationAdmins.description"
          defaultMessage="Admins run the league: its seasons, teams, venues and fixtures."
        />
      }
    >
      {refusal ? (
        <FormAlert>
          <strong>
            <FormattedMessage
              id="competition.organisationAdmins.refusedTitle"
              defaultMessage="{name} is still an admin"
              values={{ name: refusal.name }}
            />
          </strong>
          <span>{refusal.message}</span>
        </FormAlert>
      ) : null}
      <AdminList
        organisation={organisation}
        editable={editable}
        onRemove={(admin) => {
          setRefusal(null)
          setRemoving(admin)
        }}
      />
      <InvitationList organisation={organisation} mutations={mutations} />
      {editable ? <InviteAdminForm invite={mutations.invite} /> : null}
      {removing ? (
        <ConfirmActionDialog
          variant="danger"
          title={intl.formatMessage(
            { id: 'competition.organisationAdmins.removeTitle', defaultMessage: 'Remove {name} as admin?' },
            { name: removing.name },
          )}
          description={
            isLastAdmin
              ? intl.formatMessage(
                  {
                    id: 'competition.organisationAdmins.removeLastBody',
                    defaultMessage:
                      '{name} is the only admin of {organisation}. Until someone accepts an invitation, only super admins can run the league. Their account stays.',
                  },
                  { name: removing.name, organisation: organisation.name },
                )
              : intl.formatMessage(
                  {
                    id: 'competition.organisationAdmins.removeBody',
                    defaultMessage: '{name} can no longer run {organisation}. Their account stays.',
                  },
                  { name: removing.name, organisation: organisation.name },
                )
          }
          confirmLabel={intl.formatMessage({
            id: 'competition.organisationAdmins.removeConfirm',
            defaultMessage: 'Remove as admin',
          })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => mutations.removeAdmin.mutateAsync(removing.user_id)}
          successMessage={() =>
            intl.formatMessage(
              { id: 'competition.organisationAdmins.removed', defaultMessage: '{name} is no longer an admin' },
              { name: removing.name },
            )
          }
          onFailure={(error) => refuse(removing, error)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </FormSection>
  )
}
