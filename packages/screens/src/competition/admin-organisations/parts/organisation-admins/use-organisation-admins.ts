import { adminOrganisationMutations, type AdminOrganisation } from '@oche/api'
import { toast } from '@oche/ui'
import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { failureMessage } from '../../../../app/form-errors/show-server-errors'
import { usePlatform } from '../../../../app/platform/platform-context'
import { useRefreshAdminOrganisation, useStoreAdminOrganisation } from '../admin-organisation'

/**
 * What a super admin does to an organisation's admins: invite someone by e-mail (the form shows a failure), send an
 * open invitation again (the account holder gets a new notification; someone who has made an account since gets
 * their first), withdraw one, and take away someone's admin role (the confirmation shows a failure).
 */
export function useOrganisationAdmins(organisation: AdminOrganisation) {
  const intl = useIntl()
  const { api } = usePlatform()
  const ref = { org: organisation.slug }
  const store = useStoreAdminOrganisation()
  const refresh = useRefreshAdminOrganisation(organisation.slug)
  const fail = (error: unknown) => void toast.error(failureMessage(error, intl))
  return {
    invite: useMutation({ ...adminOrganisationMutations.inviteAdmin(api, ref), onSuccess: store }),
    resend: useMutation({
      ...adminOrganisationMutations.inviteAdmin(api, ref),
      onSuccess: async (answer, { email }) => {
        await store(answer)
        toast.success(
          intl.formatMessage(
            { id: 'competition.organisationAdmins.resent', defaultMessage: 'The invitation to {email} is sent again' },
            { email },
          ),
        )
      },
      onError: fail,
    }),
    cancelInvitation: useMutation({
      ...adminOrganisationMutations.cancelInvitation(api, ref),
      onSuccess: async () => {
        await refresh()
        toast.success(
          intl.formatMessage({
            id: 'competition.organisationAdmins.cancelled',
            defaultMessage: 'The invitation is withdrawn',
          }),
        )
      },
      onError: fail,
    }),
    removeAdmin: useMutation({ ...adminOrganisationMutations.removeAdmin(api, ref), onSuccess: refresh }),
  }
}

export type OrganisationAdminMutations = ReturnType<typeof useOrganisationAdmins>
