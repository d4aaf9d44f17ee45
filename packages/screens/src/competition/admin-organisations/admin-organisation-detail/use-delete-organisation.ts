import { adminOrganisationMutations, adminOrganisationQueries, competitionQueries } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'

/** Deletes an organisation and goes back to the list; the dialog shows a failure itself. */
export function useDeleteOrganisation(name: string) {
  const intl = useIntl()
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...adminOrganisationMutations.remove(api),
    onSuccess: (_, org) => {
      toast.success(
        intl.formatMessage(
          { id: 'competition.adminOrganisation.deleted', defaultMessage: '{name} is deleted' },
          { name },
        ),
      )
      navigate(localizedPath(routePath('admin-organisations'), locale))
      queryClient.removeQueries({ queryKey: adminOrganisationQueries.detail(api, { org }).queryKey })
      void queryClient.invalidateQueries({ queryKey: adminOrganisationQueries.list(api).queryKey })
      void queryClient.invalidateQueries({ queryKey: competitionQueries.all() })
    },
  })
}
