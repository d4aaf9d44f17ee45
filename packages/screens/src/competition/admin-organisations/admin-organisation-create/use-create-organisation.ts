import {
  adminOrganisationMutations,
  createOrganisation,
  inviteOrganisationAdmin,
  type AdminOrganisation,
  type OrganisationInput,
} from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import { useStoreAdminOrganisation } from '../parts/admin-organisation'

type CreateOrganisation = { input: OrganisationInput; adminEmail: string }
type CreatedOrganisation = { organisation: AdminOrganisation; invitationError: unknown }

/**
 * Adds the organisation, then invites its first admin (the API makes organisations without admins), and opens its
 * page. A refused organisation rejects, so the form shows why; a failed invitation does not undo the organisation:
 * the toast says so, and the organisation's page offers inviting again.
 */
export function useCreateOrganisation() {
  const intl = useIntl()
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const store = useStoreAdminOrganisation()
  return useMutation({
    mutationKey: adminOrganisationMutations.create(api).mutationKey,
    mutationFn: async ({ input, adminEmail }: CreateOrganisation): Promise<CreatedOrganisation> => {
      const created = await createOrganisation(api, input)
      try {
        const invited = await inviteOrganisationAdmin(api, { org: created.slug }, { email: adminEmail })
        return { organisation: invited, invitationError: null }
      } catch (error) {
        return { organisation: created, invitationError: error }
      }
    },
    onSuccess: async ({ organisation, invitationError }, { adminEmail }) => {
      await store(organisation)
      const values = { name: organisation.name, email: adminEmail }
      if (invitationError)
        toast.error(
          intl.formatMessage(
            {
              id: 'competition.adminOrganisationCreate.createdNotInvited',
              defaultMessage: '{name} is created, but the invitation to {email} could not be sent: {reason}',
            },
            { ...values, reason: failureMessage(invitationError, intl) },
          ),
        )
      else
        toast.success(
          intl.formatMessage(
            {
              id: 'competition.adminOrganisationCreate.created',
              defaultMessage: '{name} is created and {email} is invited to run it',
            },
            values,
          ),
        )
      navigate(localizedPath(routePath('admin-organisations-org_slug', { org_slug: organisation.slug }), locale))
    },
  })
}
