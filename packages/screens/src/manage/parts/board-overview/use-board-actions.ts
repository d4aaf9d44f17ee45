import {
  eventBoardMutations,
  eventBoardQueries,
  type EventBoardsLive,
  type UpdateCallingSettingsInput,
} from '@oche/api'
import { toast } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { storeNewer, versionOf } from '../../../app/realtime/keep-newer'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import type { BoardCardActions } from './board-card'
import type { QueueActions } from './queue-panel'
import { useBoardLabels } from './use-board-labels'

/**
 * The organiser's changes to an event's boards at play. Each answers the new `EventBoardsLive`, which goes into
 * the query cache as it is (the realtime announcement of the same change then finds nothing newer to fetch).
 */
export function useBoardMutations(eventId: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const { queryKey } = eventBoardQueries.live(api, eventId)
  // A realtime refetch may have brought a newer state while the change was on its way.
  const store = (live: EventBoardsLive) => storeNewer(queryClient, queryKey, versionOf.boards, live)
  return {
    updateCalling: useMutation({ ...eventBoardMutations.updateCalling(api, eventId), onSuccess: store }),
    call: useMutation({ ...eventBoardMutations.call(api, eventId), onSuccess: store }),
    uncall: useMutation({ ...eventBoardMutations.uncall(api, eventId), onSuccess: store }),
    reorder: useMutation({ ...eventBoardMutations.reorder(api, eventId), onSuccess: store }),
    hold: useMutation({ ...eventBoardMutations.hold(api, eventId), onSuccess: store }),
    walkover: useMutation({ ...eventBoardMutations.walkover(api, eventId), onSuccess: store }),
    confirm: useMutation({ ...eventBoardMutations.confirm(api, eventId), onSuccess: store }),
  }
}

export type BoardMutations = ReturnType<typeof useBoardMutations>

/**
 * Runs a change and toasts how it went: `success` on success, the server's message on failure. The promise
 * rejects on failure, so a confirm dialog stays open.
 */
export function useToastedChange() {
  const intl = useIntl()
  return async <T>(change: Promise<T>, success: string): Promise<T> => {
    try {
      const value = await change
      toast.success(success)
      return value
    } catch (error) {
      toast.error(failureMessage(error, intl))
      throw error
    }
  }
}

/** The overview's buttons wired to the changes, each toasting its outcome in the organiser's words. */
export function useBoardActions(eventId: string) {
  const intl = useIntl()
  const labels = useBoardLabels()
  const mutations = useBoardMutations(eventId)
  const run = useToastedChange()

  const board: BoardCardActions = {
    walkover: (game, winner) =>
      run(
        mutations.walkover.mutateAsync({ gameId: game.id, input: { winner } }),
        intl.formatMessage(
          {
            id: 'manage.boardOverview.walkoverDone',
            description: 'Toast after a walkover was given',
            defaultMessage: 'Walkover given to {name}',
          },
          { name: game.sides[winner].name },
        ),
      ),
    confirm: (game) =>
      run(
        mutations.confirm.mutateAsync(game.id),
        intl.formatMessage(
          {
            id: 'manage.boardOverview.confirmDone',
            description: 'Toast after the organiser confirmed a result',
            defaultMessage: 'Result of {players} confirmed',
          },
          { players: labels.players(game) },
        ),
      ),
    uncall: (game) =>
      run(
        mutations.uncall.mutateAsync(game.id),
        intl.formatMessage(
          {
            id: 'manage.boardOverview.uncallDone',
            description: 'Toast after a called game was taken off its board',
            defaultMessage: '{players} is back in the queue, held',
          },
          { players: labels.players(game) },
        ),
      ),
  }

  const queue: QueueActions = {
    call: (queued, target) =>
      run(
        mutations.call.mutateAsync({ game_id: queued.game.id, board_id: target.id }),
        intl.formatMessage(
          {
            id: 'manage.boardOverview.callDone',
            description: 'Toast after a waiting game was called to a board',
            defaultMessage: '{players} called to {board}',
          },
          { players: labels.players(queued.game), board: labels.board(target) },
        ),
      ),
    hold: (queued, held) =>
      run(
        mutations.hold.mutateAsync({ gameId: queued.game.id, input: { held } }),
        held
          ? intl.formatMessage(
              {
                id: 'manage.boardOverview.holdDone',
                description: 'Toast after a waiting game was held back',
                defaultMessage: '{players} is held: not called automatically',
              },
              { players: labels.players(queued.game) },
            )
          : intl.formatMessage(
              {
                id: 'manage.boardOverview.releaseDone',
                description: 'Toast after a held game was released',
                defaultMessage: '{players} is released',
              },
              { players: labels.players(queued.game) },
            ),
      ),
    reorder: (gameIds, moved) =>
      run(
        mutations.reorder.mutateAsync({ game_ids: gameIds }),
        intl.formatMessage(
          {
            id: 'manage.boardOverview.reorderDone',
            description: 'Toast after a waiting game was moved in the calling order',
            defaultMessage: '{players} moved in the calling order',
          },
          { players: labels.players(moved.game) },
        ),
      ),
  }

  const saveSettings = (input: UpdateCallingSettingsInput) =>
    run(
      mutations.updateCalling.mutateAsync(input),
      intl.formatMessage({
        id: 'manage.boardOverview.settingsDone',
        description: 'Toast after the calling settings were saved',
        defaultMessage: 'Calling settings saved',
      }),
    )

  return { board, queue, saveSettings }
}
