import { ApiRequestError, rankingMutations, rankingQueries, tournamentQueries, type RankingDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { failureMessage } from '../../../../app/form-errors/show-server-errors'
import { useLocale } from '../../../../app/language/use-locale'
import { usePlatform } from '../../../../app/platform/platform-context'
import { routePath } from '../../../../routing/route-path'

export type ManagedRanking =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden'; ranking: RankingDetail | null }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; ranking: RankingDetail }

export const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null)

/**
 * A ranking as its organiser manages it: `notFound` for an unknown (or private) ranking and an id that is not one
 * (422), `forbidden` when the caller may see the ranking but does not manage it.
 */
export function useManagedRanking(id: string): ManagedRanking {
  const { api } = usePlatform()
  const ranking = useQuery(rankingQueries.detail(api, id))
  const status = statusOf(ranking.error)
  if (status === 404 || status === 422) return { status: 'notFound' }
  if (status === 403) return { status: 'forbidden', ranking: null }
  if (ranking.data && !ranking.data.can_manage) return { status: 'forbidden', ranking: ranking.data }
  if (ranking.error) return { status: 'error', retry: () => void ranking.refetch() }
  if (ranking.data) return { status: 'ready', ranking: ranking.data }
  return { status: 'loading' }
}

/** The organiser's tournaments a ranking may be made of (`GET /me/tournaments`, those they organise). */
export function useMyTournaments() {
  const { api } = usePlatform()
  return useQuery({ ...tournamentQueries.mine(api), select: (mine) => mine.organising })
}

/** Stores the saved ranking, has every ranking list fetched again and opens the ranking's page. */
function useOpenSaved() {
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  return async (ranking: RankingDetail) => {
    queryClient.setQueryData(rankingQueries.detail(api, ranking.id).queryKey, ranking)
    await queryClient.invalidateQueries({ queryKey: rankingQueries.all(), refetchType: 'none' })
    navigate(localizedPath(routePath('manage-rankings-id', { id: ranking.id }), locale))
  }
}

/** Creates the ranking and opens its page; the form shows a 422 on its fields. */
export function useCreateRanking() {
  const intl = useIntl()
  const { api } = usePlatform()
  const open = useOpenSaved()
  return useMutation({
    ...rankingMutations.create(api),
    onSuccess: async (ranking: RankingDetail) => {
      toast.success(
        intl.formatMessage(
          { id: 'manage.rankingForm.created', defaultMessage: '{name} is created' },
          { name: ranking.name },
        ),
      )
      await open(ranking)
    },
  })
}

/** Saves the ranking's settings and opens its page; the form shows a 422 on its fields. */
export function useUpdateRanking(id: string) {
  const intl = useIntl()
  const { api } = usePlatform()
  const open = useOpenSaved()
  return useMutation({
    ...rankingMutations.update(api, id),
    onSuccess: async (ranking: RankingDetail) => {
      toast.success(intl.formatMessage({ id: 'manage.rankingForm.saved', defaultMessage: 'Changes saved' }))
      await open(ranking)
    },
  })
}

/** Deletes the ranking and goes to the organiser's rankings; a failure is a toast and the dialog stays open. */
export function useDeleteRanking(id: string, name: string) {
  const intl = useIntl()
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...rankingMutations.remove(api, id),
    onSuccess: () => {
      toast.success(
        intl.formatMessage({ id: 'manage.rankingForm.deleted', defaultMessage: '{name} is deleted' }, { name }),
      )
      navigate(localizedPath(routePath('manage-rankings'), locale))
      queryClient.removeQueries({ queryKey: rankingQueries.detail(api, id).queryKey })
      void queryClient.invalidateQueries({ queryKey: rankingQueries.all() })
    },
    onError: (error) => toast.error(failureMessage(error, intl)),
  })
}
