import { tournamentQueries, type Game, type TournamentAuditEntry } from '@oche/api'
import { Button, Skeleton, SkeletonGroup } from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { usePlatform } from '../../../app/platform/platform-context'
import { useGameNames } from '../parts/game-names/use-game-names'
import { commonMessages } from '../../../app/common-messages/common-messages'

export type AuditTrailProps = {
  tournamentId: string
  /** Every game of the tournament, to name the game an entry is about. */
  games: readonly Game[]
  labelledBy: string
}

/** ICU select keys cannot hold dots: `result.entered` → `resultEntered`. */
function actionKey(action: TournamentAuditEntry['action']): string {
  switch (action) {
    case 'result.entered':
      return 'resultEntered'
    case 'result.corrected':
      return 'resultCorrected'
    case 'result.removed':
      return 'resultRemoved'
    case 'draw.made':
      return 'drawMade'
    case 'entry.withdrawn':
      return 'entryWithdrawn'
    case 'decider.set':
      return 'deciderSet'
    case 'decider.drawn':
      return 'deciderDrawn'
    default:
      return action satisfies never
  }
}

function AuditEntry({ entry, games }: { entry: TournamentAuditEntry; games: readonly Game[] }) {
  const intl = useIntl()
  const names = useGameNames()
  const none = intl.formatMessage({ id: 'manage.playAudit.none', defaultMessage: '–' })
  const game = entry.game_id ? games.find((each) => each.id === entry.game_id) : undefined
  return (
    <li
      data-slot="audit-entry"
      data-action={entry.action}
      className="flex flex-col gap-1 border-b py-3 last:border-b-0"
    >
      <p>
        <FormattedMessage
          id="manage.playAudit.action"
          defaultMessage="{actor} {action, select, resultEntered {entered a result} resultCorrected {corrected a result} resultRemoved {removed a result} drawMade {made the draw} entryWithdrawn {withdrew a player} deciderDrawn {had Oche draw lots} other {set a decider}}"
          values={{
            actor: <strong className="font-semibold">{entry.actor.name}</strong>,
            action: actionKey(entry.action),
          }}
        />
      </p>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
        <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        {game ? <span>{names.full(game)}</span> : null}
      </p>
      {entry.before !== null || entry.after !== null ? (
        <p className="flex flex-wrap items-center gap-2 font-mono tabular-nums" data-slot="audit-change">
          <span>{entry.before ?? none}</span>
          <ArrowRight
            aria-label={intl.formatMessage({ id: 'manage.playAudit.becomes', defaultMessage: 'becomes' })}
            role="img"
            className="size-4"
          />
          <span>{entry.after ?? none}</span>
        </p>
      ) : null}
      {entry.note ? (
        <blockquote className="border-s-2 ps-3 text-sm italic" data-slot="audit-note">
          {entry.note}
        </blockquote>
      ) : null}
    </li>
  )
}

/** Who changed what and when, newest first: results entered, corrected and removed, the draw and deciders. */
export function AuditTrail({ tournamentId, games, labelledBy }: AuditTrailProps) {
  const intl = useIntl()
  const { api } = usePlatform()
  const query = useQuery(tournamentQueries.audit(api, tournamentId))
  if (query.isPending)
    return (
      <SkeletonGroup
        label={intl.formatMessage({ id: 'manage.playAudit.loading', defaultMessage: 'Loading the audit trail' })}
      >
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </SkeletonGroup>
    )
  if (query.isError)
    return (
      <FormAlert>
        <FormattedMessage id="manage.playAudit.error" defaultMessage="The audit trail could not be loaded." />
        <Button variant="outline" size="sm" className="self-start" onClick={() => void query.refetch()}>
          <FormattedMessage {...commonMessages.tryAgain} />
        </Button>
      </FormAlert>
    )
  if (query.data.length === 0)
    return (
      <p className="text-muted-foreground">
        <FormattedMessage id="manage.playAudit.empty" defaultMessage="Nothing has been entered or changed yet." />
      </p>
    )
  return (
    <ol aria-labelledby={labelledBy} data-slot="audit-trail" className="flex flex-col">
      {query.data.map((entry) => (
        <AuditEntry key={entry.id} entry={entry} games={games} />
      ))}
    </ol>
  )
}
