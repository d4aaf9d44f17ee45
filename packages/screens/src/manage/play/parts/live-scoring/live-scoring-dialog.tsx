import { matchQueries, tournamentQueries, type Game } from '@oche/api'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  SkeletonGroup,
  toast,
} from '@oche/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../../app/platform/platform-context'
import { ServerMatchScorer } from '../../../../play/parts/server-match-scorer'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { useGameNames } from '../game-names/use-game-names'

export type LiveScoringDialogProps = {
  tournamentId: string
  game: Game
  /** The live match the game is scored on. */
  matchId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Scores a tournament game live on this device, full screen: the scorer of `/play` on the game's match, each visit
 * stored through `POST /matches/{id}/events`. When the match ends the server records the result in the tournament;
 * the page shows who won and goes back to the games.
 */
export function LiveScoringDialog({ tournamentId, game, matchId, open, onOpenChange }: LiveScoringDialogProps) {
  const intl = useIntl()
  const names = useGameNames()
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const query = useQuery({ ...matchQueries.detail(api, matchId), staleTime: Infinity, refetchOnWindowFocus: false })
  const [pending, setPending] = useState(0)

  const handleOpenChange = (next: boolean) => {
    // Visits not stored yet would be lost with the page: the dialog stays until the server has them.
    if (!next && pending > 0) {
      toast.warning(
        intl.formatMessage({
          id: 'manage.playScore.waitForSave',
          defaultMessage: 'Wait until the last visit is saved before closing the scorer.',
        }),
        { id: `score-${matchId}-pending` },
      )
      return
    }
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        closeLabel={intl.formatMessage({ id: 'manage.playScore.close', defaultMessage: 'Close the scorer' })}
        className="top-0 left-0 h-dvh max-h-dvh w-dvw max-w-none translate-x-0 translate-y-0 content-start rounded-none border-0 p-4 sm:p-6"
      >
        <DialogHeader>
          <DialogTitle>{names.full(game)}</DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="manage.playScore.description"
              defaultMessage="Live scoring: every visit is saved at once and shown on the live page."
            />
          </DialogDescription>
        </DialogHeader>
        {query.data ? (
          <ServerMatchScorer
            key={query.data.id}
            match={query.data}
            onPendingChange={setPending}
            onRecorded={() =>
              void queryClient.invalidateQueries({ queryKey: tournamentQueries.detail(api, tournamentId).queryKey })
            }
            onDone={() => onOpenChange(false)}
            labels={{
              recorded: (
                <FormattedMessage
                  id="manage.playScore.recorded"
                  defaultMessage="The result is recorded in the tournament."
                />
              ),
              done: <FormattedMessage id="manage.playScore.done" defaultMessage="Back to the games" />,
            }}
          />
        ) : query.isError ? (
          <FormAlert>
            <FormattedMessage
              id="manage.playScore.loadError"
              defaultMessage="The match could not be loaded. Close the scorer and try again."
            />
          </FormAlert>
        ) : (
          <SkeletonGroup
            label={intl.formatMessage({ id: 'manage.playScore.loading', defaultMessage: 'Loading the match' })}
          >
            <Skeleton shape="block" className="h-40" />
            <Skeleton shape="block" className="h-64" />
          </SkeletonGroup>
        )}
      </DialogContent>
    </Dialog>
  )
}
