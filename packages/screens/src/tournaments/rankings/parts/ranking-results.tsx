import type { RankingResult, RankingTournament } from '@oche/api'
import { cn } from '@oche/ui'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { placeLabel } from '../../parts/labels/place-label'

/**
 * A player's results in a ranking: each tournament's place and points, the counting ones first; the dropped ones
 * (beyond the best N) struck through and said so.
 */
export function RankingResults({
  results,
  tournaments,
  label,
}: {
  results: readonly RankingResult[]
  tournaments: readonly RankingTournament[]
  /** The list's accessible name where no column header gives it ("Results of Anna de Boer"); "Results" if left out. */
  label?: string
}) {
  const intl = useIntl()
  const nameOf = (id: string) => tournaments.find((tournament) => tournament.id === id)?.name ?? ''
  return (
    <ul
      className="flex flex-wrap gap-1.5"
      aria-label={label ?? intl.formatMessage({ id: 'tournaments.ranking.resultsLabel', defaultMessage: 'Results' })}
    >
      {results.map((result) => (
        <li
          key={result.tournament_id}
          data-counts={result.counts}
          className={cn(
            'inline-flex items-baseline gap-1 rounded-md border px-2 py-0.5 text-xs',
            result.counts
              ? 'border-border bg-surface'
              : 'border-dashed border-border text-muted-foreground line-through decoration-1',
          )}
        >
          <span className="max-w-40 truncate">{nameOf(result.tournament_id)}</span>
          <span className="tabular-nums">
            <FormattedMessage
              id="tournaments.ranking.resultPlace"
              defaultMessage="{place} · {points} pts"
              values={{ place: placeLabel(result), points: <FormattedNumber value={result.points} /> }}
            />
          </span>
          {result.counts ? null : (
            <span className="sr-only">
              <FormattedMessage id="tournaments.ranking.resultDropped" defaultMessage="(dropped: not among the best)" />
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
