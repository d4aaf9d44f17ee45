import type { Fixture, Team } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { MatchStateBadge } from '../../parts/match-state'

export type TeamFixturesProps = {
  team: Pick<Team, 'slug' | 'division'>
  /** The team's matches, by week. */
  fixtures: readonly Fixture[]
  /** The division's matches page, where the fixture list is made. */
  divisionMatchesHref: (division: string) => string
}

function FixtureRow({ fixture, team }: { fixture: Fixture; team: string }) {
  const isHome = fixture.home.slug === team
  const opponent = isHome ? fixture.away : fixture.home
  return (
    <li data-state={fixture.state} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="w-28 shrink-0 text-muted-foreground">
        <FormattedMessage
          id="competition.teamPage.week"
          defaultMessage="League night {week}"
          values={{ week: fixture.week }}
        />
      </span>
      <span className="w-32 shrink-0 tabular-nums">
        {fixture.date ? (
          <FormattedDate value={fixture.date} weekday="short" day="numeric" month="short" timeZone="UTC" />
        ) : (
          <FormattedMessage id="competition.teamPage.noDate" defaultMessage="Date to follow" />
        )}
      </span>
      <Badge variant="outline" data-side={isHome ? 'home' : 'away'}>
        {isHome ? (
          <FormattedMessage id="competition.teamPage.home" defaultMessage="Home" />
        ) : (
          <FormattedMessage id="competition.teamPage.away" defaultMessage="Away" />
        )}
      </Badge>
      <span className="min-w-0 flex-1 font-medium">
        <FormattedMessage
          id="competition.teamPage.against"
          defaultMessage="against {opponent}"
          values={{ opponent: opponent.name }}
        />
      </span>
      {fixture.state === 'scheduled' ? null : <MatchStateBadge state={fixture.state} />}
    </li>
  )
}

/** The team's matches of the season in order, home or away, with where the fixture list is made when there is none. */
export function TeamFixtures({ team, fixtures, divisionMatchesHref }: TeamFixturesProps) {
  const { Link } = usePlatform()
  if (fixtures.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {team.division ? (
          <FormattedMessage
            id="competition.teamPage.noFixtures"
            defaultMessage="No matches yet: <link>make the fixture list of {division}</link>."
            values={{
              division: team.division.name,
              link: (chunks) => (
                <Link
                  href={divisionMatchesHref(team.division?.slug ?? '')}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        ) : (
          <FormattedMessage
            id="competition.teamPage.noFixturesNoDivision"
            defaultMessage="No matches: the team plays once it is in a division."
          />
        )}
      </p>
    )
  return (
    <ol className="flex flex-col divide-y">
      {fixtures.map((fixture) => (
        <FixtureRow key={fixture.id} fixture={fixture} team={team.slug} />
      ))}
    </ol>
  )
}
