import type { Division, SeasonParams } from '@oche/api'
import { Badge, toast } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { usePlatform } from '../../../app/platform/platform-context'
import type { MoveDirection } from '../../parts/moved-order'
import { MoveButtons, RowDeleteButton, RowEditLink } from '../../parts/ordered-list'
import { divisionMessages, type DivisionPaths } from '../parts'
import { useMoveDivision } from './use-division-list'

export type DivisionRowProps = {
  division: Division
  season: SeasonParams
  /** How many divisions the season has: the last cannot move down. */
  count: number
  /** Whether the season still changes (not archived): moving, editing and deleting are offered. */
  canChange: boolean
  /** The move button to focus once this division has moved (it changes place in the list), or null. */
  focusAfterMove: MoveDirection | null
  paths: DivisionPaths
  /** The division has moved and the list is fetched again. */
  onMoved: (direction: MoveDirection) => void
  onDelete: () => void
}

/** One division of the season's order: its place, name and counts, and the admin's buttons. */
export function DivisionRow({
  division,
  season,
  count,
  canChange,
  focusAfterMove,
  paths,
  onMoved,
  onDelete,
}: DivisionRowProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const isFirst = division.position === 1
  const isLast = division.position >= count
  const name = division.name
  const move = useMoveDivision(season, division.slug)

  const handleMove = async (direction: MoveDirection) => {
    // The buttons stay enabled (a disabled button drops the focus): a second press waits for the first.
    if (move.isPending) return
    try {
      await move.mutateAsync({ position: division.position + (direction === 'up' ? -1 : 1) })
      onMoved(direction)
    } catch (error) {
      toast.error(failureMessage(error, intl))
    }
  }

  return (
    <li
      data-results={division.has_results || undefined}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border bg-surface-raised p-4"
    >
      <span aria-hidden className="w-6 text-right font-semibold text-muted-foreground tabular-nums">
        {division.position}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <Link
            href={paths.division(division.slug)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {name}
          </Link>
          {division.has_results ? (
            <Badge variant="outline">
              <FormattedMessage {...divisionMessages.resultsEntered} />
            </Badge>
          ) : null}
        </span>
        <span className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.divisionList.counts"
            defaultMessage="{teams} · {matches}"
            values={{
              teams: intl.formatMessage(divisionMessages.teamCount, { count: division.teams_count }),
              matches: intl.formatMessage(divisionMessages.matchCount, { count: division.fixtures_count }),
            }}
          />
        </span>
      </div>
      {canChange ? (
        <div className="flex flex-wrap items-center gap-2">
          <MoveButtons
            upLabel={intl.formatMessage(
              { id: 'competition.divisionList.moveUp', defaultMessage: 'Move {name} up' },
              { name },
            )}
            downLabel={intl.formatMessage(
              { id: 'competition.divisionList.moveDown', defaultMessage: 'Move {name} down' },
              { name },
            )}
            isFirst={isFirst}
            isLast={isLast}
            focusAfterMove={focusAfterMove}
            position={division.position}
            onMove={(direction) => void handleMove(direction)}
          />
          <RowEditLink
            href={paths.edit(division.slug)}
            label={intl.formatMessage(
              { id: 'competition.divisionList.editLabel', defaultMessage: 'Edit {name}' },
              { name },
            )}
          >
            <FormattedMessage id="competition.divisionList.edit" defaultMessage="Edit" />
          </RowEditLink>
          <RowDeleteButton
            label={intl.formatMessage(
              { id: 'competition.divisionList.deleteLabel', defaultMessage: 'Delete {name}' },
              { name },
            )}
            onClick={onDelete}
          >
            <FormattedMessage id="competition.divisionList.delete" defaultMessage="Delete" />
          </RowDeleteButton>
        </div>
      ) : null}
    </li>
  )
}
