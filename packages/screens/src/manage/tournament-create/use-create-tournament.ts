import { tournamentMutations, tournamentQueries } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'

/** Creates the tournament, then opens its players page: entering players is what comes next. */
export function useCreateTournament() {
  const intl = useIntl()
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...tournamentMutations.create(api),
    onSuccess: async (tournament) => {
      await queryClient.invalidateQueries({ queryKey: tournamentQueries.all() })
      toast.success(
        intl.formatMessage(
          { id: 'manage.createTournament.created', defaultMessage: '{name} is created. Add the players next.' },
          { name: tournament.name },
        ),
      )
      navigate(localizedPath(routePath('manage-tournaments-id-players', { id: tournament.id }), locale))
    },
  })
}
