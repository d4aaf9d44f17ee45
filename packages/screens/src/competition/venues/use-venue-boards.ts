import { venueBoardMutations, venueBoardQueries, type CompetitionVenueParams } from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import type { BoardChanges } from '../../manage/parts/board-admin'

/**
 * A league venue's boards (ADR 016) as its organisation's admins manage them: the list, and the changes to it, each
 * refetching the list. The section toasts itself; a board's code is only in the answers of `create` and
 * `regenerateCode`.
 */
export function useVenueBoards(ref: CompetitionVenueParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const list = useQuery(venueBoardQueries.list(api, ref))
  const refresh = () => queryClient.invalidateQueries({ queryKey: venueBoardQueries.list(api, ref).queryKey })
  const create = useMutation({ ...venueBoardMutations.create(api, ref), onSuccess: refresh })
  const update = useMutation({ ...venueBoardMutations.update(api, ref), onSuccess: refresh })
  const remove = useMutation({ ...venueBoardMutations.remove(api, ref), onSuccess: refresh })
  const regenerateCode = useMutation({ ...venueBoardMutations.regenerateCode(api, ref), onSuccess: refresh })
  const changes: BoardChanges = {
    create: create.mutateAsync,
    update: (board, input) => update.mutateAsync({ board, input }),
    remove: remove.mutateAsync,
    regenerateCode: regenerateCode.mutateAsync,
  }
  return { list, changes }
}
