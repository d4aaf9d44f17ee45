import { Badge } from '@oche/ui'
import { ArrowDown, ArrowUp, Minus } from 'lucide-react'
import { FormattedMessage } from 'react-intl'

/** How a position moved since the latest tournament: up, down, level, or new in the ranking. */
export function RankingMovement({ position, previous }: { position: number; previous: number | null }) {
  if (previous === null)
    return (
      <Badge variant="neutral" data-movement="new">
        <FormattedMessage id="tournaments.ranking.movementNew" defaultMessage="New" />
      </Badge>
    )
  const moved = previous - position
  if (moved === 0)
    return (
      <span data-movement="level" className="inline-flex items-center text-muted-foreground">
        <Minus aria-hidden className="size-4" />
        <span className="sr-only">
          <FormattedMessage id="tournaments.ranking.movementLevel" defaultMessage="No change" />
        </span>
      </span>
    )
  const up = moved > 0
  return (
    <span
      data-movement={up ? 'up' : 'down'}
      className={up ? 'inline-flex items-center gap-0.5 text-success' : 'inline-flex items-center gap-0.5 text-danger'}
    >
      {up ? <ArrowUp aria-hidden className="size-4" /> : <ArrowDown aria-hidden className="size-4" />}
      <span aria-hidden className="tabular-nums">
        {Math.abs(moved)}
      </span>
      <span className="sr-only">
        {up ? (
          <FormattedMessage
            id="tournaments.ranking.movementUp"
            defaultMessage="Up {places, plural, one {# place} other {# places}}"
            values={{ places: moved }}
          />
        ) : (
          <FormattedMessage
            id="tournaments.ranking.movementDown"
            defaultMessage="Down {places, plural, one {# place} other {# places}}"
            values={{ places: -moved }}
          />
        )}
      </span>
    </span>
  )
}
