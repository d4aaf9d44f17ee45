import type { FixtureReschedule } from '@oche/api'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { CalendarDay } from '../parts'

function Day({ day }: { day: string | null }) {
  return day ? (
    <CalendarDay day={day} />
  ) : (
    <FormattedMessage id="competition.divisionFixtures.noDate" defaultMessage="no date" />
  )
}

/** Every move of a match, oldest first: from which day to which, when, and why. */
export function FixtureHistory({ id, moves }: { id: string; moves: readonly FixtureReschedule[] }) {
  return (
    <ol id={id} className="flex flex-col gap-2 border-l-2 pl-3 text-sm">
      {moves.map((move) => (
        <li key={move.at} className="flex flex-col">
          <span>
            {move.to_date === null ? (
              <FormattedMessage
                id="competition.divisionFixtures.historyPostponed"
                defaultMessage="Postponed from {from}, date to follow"
                values={{ from: <Day day={move.from_date} /> }}
              />
            ) : (
              <FormattedMessage
                id="competition.divisionFixtures.historyMoved"
                defaultMessage="Moved from {from} to {to}"
                values={{ from: <Day day={move.from_date} />, to: <Day day={move.to_date} /> }}
              />
            )}
          </span>
          <span className="text-muted-foreground">
            <FormattedMessage
              id="competition.divisionFixtures.historyReason"
              defaultMessage="Reason: {reason}"
              values={{ reason: move.reason }}
            />
          </span>
          <span className="text-xs text-muted-foreground">
            <FormattedDate value={move.at} dateStyle="medium" timeStyle="short" />
          </span>
        </li>
      ))}
    </ol>
  )
}
