import type { MatchStatus } from '@oche/darts'
import { Badge, Button, ConfirmDialog } from '@oche/ui'
import { CloudOff, LogOut } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { BotThrowPanel } from '../bot-player/bot-throw-panel'
import { useBotTurn } from '../bot-player/use-bot-turn'
import type { LocalMatch } from '../match-storage/local-match'
import type { MatchSync } from '../match-sync/use-match-sync'
import { Scorer } from './scorer'
import { undoEvents } from './undo-events'
import { useMatchScorer } from './use-match-scorer'

export type ScoredMatchProps = {
  match: LocalMatch
  onSave: (match: LocalMatch, status: MatchStatus) => void
  isSynced: boolean
  onPlayAgain: () => void
  onNewMatch: () => void
  /** Leaves the match before it is over. */
  onLeave: () => void
  /** Milliseconds between the bot's darts (bot matches). */
  botDartDelayMs?: number
}

/** A match at the oche: the scorer over the engine's state, the bot's turns, saving and the server's copy. */
export function ScoredMatch({
  match,
  onSave,
  isSynced,
  onPlayAgain,
  onNewMatch,
  onLeave,
  botDartDelayMs,
}: ScoredMatchProps) {
  const scorer = useMatchScorer({ match, onSave, isSynced })
  const bot = match.bot
  const turn = useBotTurn(scorer, bot, botDartDelayMs)
  const isFinished = scorer.state.match.status === 'finished'

  function handleUndo() {
    for (const event of undoEvents(scorer.state.match, () => crypto.randomUUID(), bot?.side ?? null)) {
      scorer.submit(event)
    }
  }

  return (
    <Scorer
      scorer={scorer}
      onUndo={handleUndo}
      onPlayAgain={onPlayAgain}
      onNewMatch={onNewMatch}
      botSide={bot?.side ?? null}
      botDarts={turn?.darts.map((dart) => dart.dart)}
      botPanel={turn && bot ? <BotThrowPanel name={match.config.sides[bot.side]?.name ?? ''} turn={turn} /> : null}
      toolbar={
        <>
          <SyncStatus sync={scorer.sync} />
          {!isFinished && (
            <ConfirmDialog
              title={<FormattedMessage id="play.leave.title" defaultMessage="Leave this match?" />}
              description={
                isSynced ? (
                  <FormattedMessage
                    id="play.leave.descriptionSynced"
                    defaultMessage="The visits so far stay in your account, but you cannot go on with this match."
                  />
                ) : (
                  <FormattedMessage
                    id="play.leave.description"
                    defaultMessage="The match is removed from this device and cannot be finished."
                  />
                )
              }
              confirmLabel={<FormattedMessage id="play.leave.confirm" defaultMessage="Leave match" />}
              cancelLabel={<FormattedMessage id="play.leave.cancel" defaultMessage="Keep playing" />}
              variant="danger"
              onConfirm={onLeave}
            >
              <Button variant="ghost" size="sm">
                <LogOut aria-hidden />
                <FormattedMessage id="play.leave.open" defaultMessage="Leave" />
              </Button>
            </ConfirmDialog>
          )}
        </>
      }
    />
  )
}

function SyncStatus({ sync }: { sync: MatchSync }) {
  switch (sync.status) {
    case 'off':
      return null
    case 'saved':
      return (
        <Badge variant="success" data-sync="saved">
          <FormattedMessage id="play.sync.saved" defaultMessage="Saved to your account" />
        </Badge>
      )
    case 'saving':
      return (
        <Badge variant="neutral" data-sync="saving">
          <FormattedMessage id="play.sync.saving" defaultMessage="Saving…" />
        </Badge>
      )
    case 'failed':
      return (
        <span className="inline-flex items-center gap-2" data-sync="failed">
          <Badge variant="warning">
            <CloudOff aria-hidden />
            <FormattedMessage
              id="play.sync.waiting"
              defaultMessage="{count, plural, one {# change} other {# changes}} not saved yet"
              values={{ count: sync.pending }}
            />
          </Badge>
          <Button variant="outline" size="sm" onClick={sync.retry}>
            <FormattedMessage id="play.sync.retry" defaultMessage="Retry" />
          </Button>
        </span>
      )
    default:
      return sync.status satisfies never
  }
}
