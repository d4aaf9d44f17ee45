import {
  participantQueries,
  tournamentMutations,
  tournamentQueries,
  type TournamentDetail,
  type UpdateEntryInput,
} from '@oche/api'
import { toast } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { failureMessage } from '../../app/form-errors/show-server-errors'

/**
 * The changes the players page makes: entries added, changed (optimistically: a check-in shows at once and is
 * put back if the server refuses), removed and imported, and sign-up opened or closed. Every change refetches
 * the tournament and the lists counting its entries; new guests also refetch the participant list.
 */
export function useEntryMutations(id: string) {
  const intl = useIntl()
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const detailKey = tournamentQueries.detail(api, id).queryKey
  const refresh = () => queryClient.invalidateQueries({ queryKey: tournamentQueries.all() })
  const refreshWithParticipants = () =>
    Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: participantQueries.all() })])
  const showFailure = (error: unknown) => toast.error(failureMessage(error, intl))

  const create = useMutation({ ...tournamentMutations.createEntry(api, id), onSuccess: refreshWithParticipants })
  const importCsv = useMutation({ ...tournamentMutations.importEntries(api, id), onSuccess: refreshWithParticipants })
  const remove = useMutation({ ...tournamentMutations.removeEntry(api, id), onSuccess: refresh, onError: showFailure })
  const update = useMutation({
    ...tournamentMutations.updateEntry(api, id),
    onMutate: async ({ entryId, input }: { entryId: string; input: UpdateEntryInput }) => {
      await queryClient.cancelQueries({ queryKey: detailKey })
      const before = queryClient.getQueryData<TournamentDetail>(detailKey)
      if (before)
        queryClient.setQueryData<TournamentDetail>(detailKey, {
          ...before,
          entries: before.entries.map((entry) => (entry.id === entryId ? { ...entry, ...input } : entry)),
        })
      return { before }
    },
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(detailKey, context.before)
      showFailure(error)
    },
    onSettled: refresh,
  })
  const updateTournament = useMutation({
    ...tournamentMutations.update(api, id),
    onSuccess: refresh,
    onError: showFailure,
  })
  return { create, importCsv, remove, update, updateTournament }
}

export type EntryMutations = ReturnType<typeof useEntryMutations>
