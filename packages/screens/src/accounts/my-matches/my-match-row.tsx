import type { MyMatch } from '@oche/api'
import { Badge, Button, toast, type BadgeVariant } from '@oche/ui'
import { Trash2 } from 'lucide-react'
import type { MouseEvent } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { usePlatform } from '../../app/platform/platform-context'
import { MatchFormat } from '../../live/live-match/match-format'
import { myMatchMessages } from './my-match-messages'
import { useMyMatchActions } from './use-my-matches'

export type MyMatchRowProps = {
  match: MyMatch
  /** The address of the match's detail on this page (the filters kept). */
  detailHref: string
  /** Opens the detail in place; a click with a modifier key follows `detailHref` as any link does. */
  onOpen: () => void
}

function outcomeOf(match: MyMatch): { variant: BadgeVariant; label: 'won' | 'lost' | 'drawn' | 'live' | 'scheduled' } {
  if (match.result === 'won') return { variant: 'success', label: 'won' }
  if (match.result === 'lost') return { variant: 'danger', label: 'lost' }
  if (match.result === 'drawn') return { variant: 'info', label: 'drawn' }
  return match.status === 'live' ? { variant: 'live', label: 'live' } : { variant: 'neutral', label: 'scheduled' }
}

/** One match of the user's: opponents, date, kind, format, their result, score and average, and its removal. */
export function MyMatchRow({ match, detailHref, onOpen }: MyMatchRowProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const { remove } = useMyMatchActions()
  const opponents = intl.formatList(match.opponents, { type: 'conjunction' })
  const outcome = outcomeOf(match)
  const handleOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    onOpen()
  }
  // The row leaves the list as soon as the removal refetches it, before a `mutate` callback of this row would run:
  // the promise still settles, so the toast follows it.
  const handleRemove = () =>
    remove.mutateAsync(match.id).then(
      () =>
        toast.success(
          intl.formatMessage({ id: 'accounts.myMatches.removed', defaultMessage: 'Removed from your history' }),
        ),
      (error: unknown) => toast.error(failureMessage(error, intl)),
    )
  return (
    <li
      data-slot="my-match"
      data-result={match.result ?? match.status}
      className="flex flex-col gap-2 rounded-md border border-border px-3 py-2 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          href={detailHref}
          onClick={handleOpen}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          <FormattedMessage
            id="accounts.myMatches.against"
            defaultMessage="Against {opponents}"
            values={{ opponents }}
          />
        </Link>
        <span className="text-sm text-muted-foreground">
          <FormattedDate value={match.played_at} dateStyle="medium" timeStyle="short" />
          <span className="before:mx-1 before:content-['·']">
            {intl.formatMessage(myMatchMessages.kind, { kind: match.kind })}
          </span>
        </span>
        <div className="text-sm text-muted-foreground">
          <MatchFormat config={match.config} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={outcome.variant}>
          <FormattedMessage
            id="accounts.myMatches.outcome"
            defaultMessage="{outcome, select, won {Won} lost {Lost} drawn {Drawn} live {Live} other {Not started}}"
            values={{ outcome: outcome.label }}
          />
        </Badge>
        <span className="tabular-nums" data-slot="my-match-score">
          {match.score.join('–')}
        </span>
        <span className="text-sm tabular-nums" data-slot="my-match-average">
          <FormattedMessage
            id="accounts.myMatches.average"
            defaultMessage="Average {average}"
            values={{
              average:
                match.three_dart_average === null
                  ? '–'
                  : intl.formatNumber(match.three_dart_average, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
            }}
          />
        </span>
        <Button
          size="sm"
          variant="ghost"
          onClick={handleRemove}
          disabled={remove.isPending}
          aria-label={intl.formatMessage(
            { id: 'accounts.myMatches.removeMatchLabel', defaultMessage: 'Remove the match against {opponents}' },
            { opponents },
          )}
        >
          <Trash2 aria-hidden />
          <FormattedMessage id="accounts.myMatches.remove" defaultMessage="Remove" />
        </Button>
      </div>
    </li>
  )
}
