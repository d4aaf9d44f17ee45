import { FormattedDate, FormattedMessage } from 'react-intl'
import type { LeagueNight } from './next-league-night'

/** The next league night: its number, how many matches, and each match with its day, home team first. */
export function NextLeagueNightCard({ night }: { night: LeagueNight | null }) {
  if (!night)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="competition.seasonOverview.noNextNight" defaultMessage="No matches are left to play." />
      </p>
    )
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-surface-raised p-4">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">
          <FormattedMessage
            id="competition.seasonOverview.nightNumber"
            defaultMessage="League night {week}"
            values={{ week: night.week }}
          />
        </span>
        <span className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.seasonOverview.matchCount"
            defaultMessage="{count, plural, one {# match} other {# matches}}"
            values={{ count: night.fixtures.length }}
          />
        </span>
      </p>
      <ul className="flex flex-col divide-y text-sm">
        {night.fixtures.map((fixture) => (
          <li key={fixture.id} className="flex flex-col py-2">
            {fixture.date ? (
              <span className="text-muted-foreground">
                <FormattedDate value={fixture.date} weekday="long" day="numeric" month="long" timeZone="UTC" />
              </span>
            ) : null}
            <span className="font-medium">
              <FormattedMessage
                id="competition.seasonOverview.fixture"
                defaultMessage="{home} – {away}"
                description="A league match: the home team, then the away team"
                values={{ home: fixture.home.name, away: fixture.away.name }}
              />
            </span>
            <span className="flex flex-wrap gap-x-3 text-muted-foreground">
              <span>{fixture.division.name}</span>
              {fixture.venue ? <span>{fixture.venue.name}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
