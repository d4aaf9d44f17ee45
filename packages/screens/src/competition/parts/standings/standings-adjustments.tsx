import type { LeagueStandings, StandingsAdjustment, DivisionParams } from '@oche/api'
import { Button } from '@oche/ui'
import { Scale, Undo2 } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useAdjustmentActions } from './adjustment-actions'

// The admins' dialogs load when one opens: a reader of the standings (the league's public site) gets the list alone,
// without the form's code.
const AdjustDialog = lazy(() => import('./adjust-points-dialog').then((module) => ({ default: module.AdjustDialog })))
const ConfirmActionDialog = lazy(() =>
  import('../../../manage/parts/confirm-action/confirm-action-dialog').then((module) => ({
    default: module.ConfirmActionDialog,
  })),
)

export type StandingsAdjustmentsProps = {
  division: DivisionParams
  standings: Pick<LeagueStandings, 'adjustments' | 'rows'>
  /** The organisation's admins of a season not archived: they add adjustments and take them back. */
  canAdjust: boolean
  /** The level of the section's heading under the page's own (`h3` under a section's `h2` by default). */
  headingLevel?: 'h2' | 'h3'
}

/**
 * The points adjustments of a division's standings (league-rules.md §6) with their reasons, who made them and when,
 * for everyone who reads the standings; the admins add one ("Adjust points") or take one back. Nothing at all for a
 * reader of a division without adjustments.
 */
export function StandingsAdjustments({
  division,
  standings,
  canAdjust,
  headingLevel: Heading = 'h3',
}: StandingsAdjustmentsProps) {
  const intl = useIntl()
  const headingId = useId()
  const actions = useAdjustmentActions(division)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<StandingsAdjustment | null>(null)
  const { adjustments } = standings
  if (adjustments.length === 0 && !canAdjust) return null
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-slot="standings-adjustments">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold">
          <FormattedMessage id="competition.adjustments.title" defaultMessage="Points adjustments" />
        </Heading>
        {canAdjust && standings.rows.length > 0 ? (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Scale aria-hidden />
            <FormattedMessage id="competition.adjustments.add" defaultMessage="Adjust points" />
          </Button>
        ) : null}
      </div>
      {adjustments.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.adjustments.none"
            defaultMessage="No points adjustments: the standings are the results alone."
          />
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {adjustments.map((adjustment) => (
            <li
              key={adjustment.id}
              className="flex flex-wrap items-start justify-between gap-2 p-3"
              data-adjustment={adjustment.id}
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium">
                  <FormattedMessage
                    id="competition.adjustments.item"
                    defaultMessage="{team}: {points, plural, one {{signed} point} other {{signed} points}}"
                    values={{
                      team: adjustment.team.name,
                      points: Math.abs(adjustment.points),
                      signed: intl.formatNumber(adjustment.points, { signDisplay: 'always' }),
                    }}
                  />
                </p>
                <p className="text-sm break-words">{adjustment.reason}</p>
                <p className="text-xs text-muted-foreground">
                  {adjustment.by === null ? (
                    <FormattedMessage
                      id="competition.adjustments.when"
                      defaultMessage="On {date}"
                      values={{
                        date: intl.formatDate(adjustment.at, { day: 'numeric', month: 'long', year: 'numeric' }),
                      }}
                    />
                  ) : (
                    <FormattedMessage
                      id="competition.adjustments.byWhen"
                      defaultMessage="By {name}, {date}"
                      values={{
                        name: adjustment.by,
                        date: intl.formatDate(adjustment.at, { day: 'numeric', month: 'long', year: 'numeric' }),
                      }}
                    />
                  )}
                </p>
              </div>
              {canAdjust ? (
                <Button
                  variant="ghost"
                  onClick={() => setRemoving(adjustment)}
                  aria-label={intl.formatMessage(
                    {
                      id: 'competition.adjustments.removeLabel',
                      defaultMessage: 'Take back the adjustment of {team}: {reason}',
                    },
                    { team: adjustment.team.name, reason: adjustment.reason },
                  )}
                >
                  <Undo2 aria-hidden />
                  <FormattedMessage id="competition.adjustments.remove" defaultMessage="Take back" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {adding ? (
          <AdjustDialog
            teams={standings.rows.map((row) => row.team)}
            add={actions.add}
            onClose={() => setAdding(false)}
          />
        ) : null}
        {removing ? (
          <ConfirmActionDialog
            title={intl.formatMessage({
              id: 'competition.adjustments.removeTitle',
              defaultMessage: 'Take this adjustment back?',
            })}
            description={intl.formatMessage(
              {
                id: 'competition.adjustments.removeDescription',
                defaultMessage:
                  'The standings of {team} no longer count it. The adjustment stays in the organisation’s records.',
              },
              { team: removing.team.name },
            )}
            confirmLabel={intl.formatMessage({
              id: 'competition.adjustments.removeConfirm',
              defaultMessage: 'Take back',
            })}
            cancelLabel={intl.formatMessage(commonMessages.cancel)}
            action={() => actions.remove.mutateAsync(removing.id)}
            successMessage={() =>
              intl.formatMessage({
                id: 'competition.adjustments.removed',
                defaultMessage: 'The adjustment is taken back',
              })
            }
            onClose={() => setRemoving(null)}
          />
        ) : null}
      </Suspense>
    </section>
  )
}
