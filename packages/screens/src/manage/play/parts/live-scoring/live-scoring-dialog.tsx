import { matchQueries, tournamentQueries, type Game, type Match } from '@oche/api'
import { resultScore } from '@oche/darts'
import {
  Badge,
  Button,
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
import { CircleCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../../app/platform/platform-context'
import { Scorer } from '../../../../play/parts/scorer/scorer'
import { undoEvents } from '../../../../play/parts/scorer/undo-events'
import { useMatchScorer, type MatchScorer } from '../../../../play/parts/scorer/use-match-scorer'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { gameMessages } from '../game-names/game-messages'
import { useGameNames } from '../game-names/use-game-names'
import { tournamentScorerMatch } from './tournament-match'

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
          <TournamentScorer
            key={query.data.id}
            tournamentId={tournamentId}
            match={query.data}
            onPendingChange={setPending}
            onDone={() => onOpenChange(false)}
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

function TournamentScorer({
  tournamentId,
  match,
  onPendingChange,
  onDone,
}: {
  tournamentId: string
  match: Match
  onPendingChange: (pending: number) => void
  onDone: () => void
}) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  // Taken once: the scorer owns the log from here, and refetches of the match must not restart it.
  const [scored] = useState(() => tournamentScorerMatch(match))
  // The server holds every event, so there is nothing to keep on this device between page loads.
  const scorer = useMatchScorer({ match: scored, onSave: () => undefined, isSynced: true })
  const { pending, status } = scorer.sync
  const isFinished = scorer.state.match.status === 'finished'
  const isRecorded = isFinished && pending === 0 && status === 'saved'

  useEffect(() => onPendingChange(pending), [pending, onPendingChange])
  useEffect(() => {
    if (!isRecorded) return
    void queryClient.invalidateQueries({ queryKey: tournamentQueries.detail(api, tournamentId).queryKey })
  }, [isRecorded, queryClient, api, tournamentId])

  const handleUndo = () => {
    for (const event of undoEvents(scorer.state.match, () => crypto.randomUUID(), null)) scorer.submit(event)
  }

  // A wrong last visit is fixed by correcting the result: the tournament has already moved on with it.
  if (isFinished) return <FinishedGame scorer={scorer} isRecorded={isRecorded} onDone={onDone} />
  return (
    <Scorer
      scorer={scorer}
      onUndo={handleUndo}
      onPlayAgain={onDone}
      onNewMatch={onDone}
      toolbar={<SaveStatus scorer={scorer} />}
    />
  )
}

function SaveStatus({ scorer }: { scorer: MatchScorer }) {
  const { sync } = scorer
  switch (sync.status) {
    case 'off':
    case 'saved':
      return (
        <Badge variant="success" data-sync="saved">
          <FormattedMessage id="manage.playScore.saved" defaultMessage="Saved" />
        </Badge>
      )
    case 'saving':
      return (
        <Badge variant="neutral" data-sync="saving">
          <FormattedMessage id="manage.playScore.saving" defaultMessage="Saving…" />
        </Badge>
      )
    case 'failed':
      return (
        <span className="inline-flex items-center gap-2" data-sync="failed">
          <Badge variant="warning">
            <FormattedMessage
              id="manage.playScore.notSaved"
              defaultMessage="{count, plural, one {# visit} other {# visits}} not saved yet"
              values={{ count: sync.pending }}
            />
          </Badge>
          <Button variant="outline" size="sm" onClick={sync.retry}>
            <FormattedMessage id="manage.playScore.retry" defaultMessage="Retry" />
          </Button>
        </span>
      )
    default:
      return sync.status satisfies never
  }
}

function FinishedGame({
  scorer,
  isRecorded,
  onDone,
}: {
  scorer: MatchScorer
  isRecorded: boolean
  onDone: () => void
}) {
  const intl = useIntl()
  const { match } = scorer.state
  const [first = 0, second = 0] = resultScore(match)
  const score = intl.formatMessage(gameMessages.score, { home: first, away: second })
  const outcome = match.outcome
  return (
    <div
      data-slot="scored-game-finished"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 py-10 text-center"
    >
      <CircleCheck aria-hidden className="size-12 text-success" />
      <p className="text-2xl font-semibold" role="status">
        {outcome?.kind === 'win' ? (
          <FormattedMessage
            id="manage.playScore.winner"
            defaultMessage="{name} wins {score}"
            values={{ name: match.config.sides[outcome.winner], score }}
          />
        ) : (
          <FormattedMessage id="manage.playScore.draw" defaultMessage="A draw, {score}" values={{ score }} />
        )}
      </p>
      <p className="text-muted-foreground">
        {isRecorded ? (
          <FormattedMessage id="manage.playScore.recorded" defaultMessage="The result is recorded in the tournament." />
        ) : (
          <FormattedMessage id="manage.playScore.recording" defaultMessage="Saving the last visit…" />
        )}
      </p>
      <Button size="lg" onClick={onDone} disabled={!isRecorded}>
        <FormattedMessage id="manage.playScore.done" defaultMessage="Back to the games" />
      </Button>
    </div>
  )
}
