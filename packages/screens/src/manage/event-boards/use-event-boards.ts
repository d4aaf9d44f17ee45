import { ApiRequestError, eventMutations, eventQueries, type Board, type EventDetail } from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import type { BoardChanges } from '../parts/board-admin'

export type ManagedEventBoards =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden'; event: EventDetail | null }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; event: EventDetail; boards: Board[] }

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null)

/**
 * An event and its boards as its organiser manages them: `notFound` for an unknown (or private) event and an id
 * that is not one (422), `forbidden` when the caller may see the event but does not organise it.
 */
export function useEventBoards(id: string): ManagedEventBoards {
  const { api } = usePlatform()
  const event = useQuery(eventQueries.detail(api, id))
  const boards = useQuery({ ...eventQueries.boards(api, id), enabled: event.data?.can_manage === true })
  const eventStatus = statusOf(event.error)
  if (eventStatus === 404 || eventStatus === 422) return { status: 'notFound' }
  if (event.data && !event.data.can_manage) return { status: 'forbidden', event: event.data }
  const boardsStatus = statusOf(boards.error)
  if (boardsStatus === 404) return { status: 'notFound' }
  if (boardsStatus === 403) return { status: 'forbidden', event: event.data ?? null }
  if (event.error || boards.error)
    return {
      status: 'error',
      retry: () => void (event.error ? event.refetch() : boards.refetch()),
    }
  if (event.data && boards.data) return { status: 'ready', event: event.data, boards: boards.data }
  return { status: 'loading' }
}

/** The changes to an event's boards; each refetches the event's boards and events. Screens toast themselves. */
export function useBoardMutations(eventId: string): BoardChanges {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventQueries.all() })
  const create = useMutation({ ...eventMutations.createBoard(api, eventId), onSuccess: refresh })
  const update = useMutation({ ...eventMutations.updateBoard(api, eventId), onSuccess: refresh })
  const remove = useMutation({ ...eventMutations.removeBoard(api, eventId), onSuccess: refresh })
  const regenerateCode = useMutation({ ...eventMutations.regenerateCode(api, eventId), onSuccess: refresh })
  return {
    create: create.mutateAsync,
    update: (boardId, input) => update.mutateAsync({ boardId, input }),
    remove: remove.mutateAsync,
    regenerateCode: regenerateCode.mutateAsync,
  }
}
