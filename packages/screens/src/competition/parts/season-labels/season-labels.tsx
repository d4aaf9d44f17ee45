import type { Season } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedDate, FormattedMessage } from 'react-intl'

/** A season's first and last day, in the page's language (calendar days, so read as UTC). */
export function SeasonDates({ season }: { season: Pick<Season, 'starts_on' | 'ends_on'> }) {
  return (
    <FormattedMessage
      id="competition.season.dates"
      defaultMessage="{start} to {end}"
      description="A season's first and last day"
      values={{
        start: <FormattedDate value={season.starts_on} dateStyle="medium" timeZone="UTC" />,
        end: <FormattedDate value={season.ends_on} dateStyle="medium" timeZone="UTC" />,
      }}
    />
  )
}

/** "Current" and "Archived", where they apply. */
export function SeasonBadges({ season }: { season: Pick<Season, 'is_current' | 'is_archived'> }) {
  return (
    <>
      {season.is_current ? (
        <Badge variant="success">
          <FormattedMessage id="competition.season.current" defaultMessage="Current" />
        </Badge>
      ) : null}
      {season.is_archived ? (
        <Badge variant="outline">
          <FormattedMessage id="competition.season.archived" defaultMessage="Archived" />
        </Badge>
      ) : null}
    </>
  )
}

/** A season's counts: its divisions and teams. */
export function SeasonCounts({ season }: { season: Pick<Season, 'divisions_count' | 'teams_count'> }) {
  return (
    <FormattedMessage
      id="competition.season.counts"
      defaultMessage="{divisions, plural, one {# division} other {# divisions}} · {teams, plural, one {# team} other {# teams}}"
      values={{ divisions: season.divisions_count, teams: season.teams_count }}
    />
  )
}
