import { tournamentMutations, tournamentQueries } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { failureMessage } from '../../app/form-errors/show-server-errors'

/** Saves the tournament's settings; the detail and every list showing it are fetched again. */
export function useUpdateTournament(id: string) {
  const intl = useIntl()
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...tournamentMutations.update(api, id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tournamentQueries.all() })
      toast.success(intl.formatMessage({ id: 'manage.overview.saved', defaultMessage: 'Changes saved' }))
    },
  })
}

/** Deletes the tournament and goes back to the organiser's list; a failure is a toast and the dialog stays. */
export function useDeleteTournament(id: string, name: string) {
  const intl = useIntl()
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...tournamentMutations.remove(api, id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tournamentQueries.detail(api, id).queryKey })
      void queryClient.invalidateQueries({ queryKey: tournamentQueries.all() })
      toast.success(
        intl.formatMessage({ id: 'manage.overview.deleted', defaultMessage: '{name} is deleted' }, { name }),
      )
      navigate(localizedPath(routePath('manage-tournaments'), locale))
    },
    onError: (error) => toast.error(failureMessage(error, intl)),
  })
}
