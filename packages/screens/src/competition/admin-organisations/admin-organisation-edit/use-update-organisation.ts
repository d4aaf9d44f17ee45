import { adminOrganisationMutations } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import { useStoreAdminOrganisation } from '../parts/admin-organisation'

/**
 * Saves the organisation's settings and opens its page, under its new slug when that changed; the form shows a
 * refusal (a slug or domain already taken) on its field.
 */
export function useUpdateOrganisation(org: string) {
  const intl = useIntl()
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const store = useStoreAdminOrganisation()
  return useMutation({
    ...adminOrganisationMutations.update(api, { org }),
    onSuccess: async (organisation) => {
      await store(organisation)
      toast.success(
        intl.formatMessage(
          { id: 'competition.adminOrganisationEdit.saved', defaultMessage: '{name} is saved' },
          { name: organisation.name },
        ),
      )
      navigate(localizedPath(routePath('admin-organisations-org_slug', { org_slug: organisation.slug }), locale))
    },
  })
}
