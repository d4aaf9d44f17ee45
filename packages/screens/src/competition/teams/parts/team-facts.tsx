import type { Team } from '@oche/api'
import { Building2, Layers, MapPin, Shield, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { weekdayName } from './team-form/weekday-name'

function Fact({ icon, term, children }: { icon: ReactNode; term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-3.5">
        <span aria-hidden>{icon}</span>
        {term}
      </dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

const missing = (text: ReactNode) => <span className="text-muted-foreground italic">{text}</span>

export type TeamFactsProps = {
  team: Team
  /** Whether to show the team's division (the list shows it in its headings). */
  showDivision?: boolean
  /** Where the division links to (its page is the admins'); plain text without. */
  divisionHref?: (division: string) => string
  className?: string
}

/** What a team is: its club, division, home venue and night, captain and number of players. */
export function TeamFacts({ team, showDivision = false, divisionHref, className }: TeamFactsProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  return (
    <dl className={className ?? 'grid gap-3 text-sm sm:grid-cols-2'}>
      <Fact icon={<Building2 />} term={<FormattedMessage id="competition.teams.club" defaultMessage="Club" />}>
        {team.club_name || missing(<FormattedMessage id="competition.teams.noClub" defaultMessage="No club given" />)}
      </Fact>
      {showDivision ? (
        <Fact icon={<Layers />} term={<FormattedMessage id="competition.teams.division" defaultMessage="Division" />}>
          {team.division && !divisionHref ? (
            team.division.name
          ) : team.division && divisionHref ? (
            <Link href={divisionHref(team.division.slug)} className="text-primary underline-offset-4 hover:underline">
              {team.division.name}
            </Link>
          ) : (
            missing(<FormattedMessage id="competition.teams.noDivision" defaultMessage="In no division yet" />)
          )}
        </Fact>
      ) : null}
      <Fact icon={<MapPin />} term={<FormattedMessage id="competition.teams.venue" defaultMessage="Home venue" />}>
        {team.venue
          ? team.home_weekday
            ? intl.formatMessage(
                { id: 'competition.teams.venueNight', defaultMessage: '{venue}, on {weekday}' },
                { venue: team.venue.name, weekday: weekdayName(intl, team.home_weekday) },
              )
            : team.venue.name
          : missing(<FormattedMessage id="competition.teams.noVenue" defaultMessage="No home venue yet" />)}
      </Fact>
      <Fact icon={<Shield />} term={<FormattedMessage id="competition.teams.captain" defaultMessage="Captain" />}>
        {team.captain?.name ??
          missing(<FormattedMessage id="competition.teams.noCaptain" defaultMessage="No captain yet" />)}
      </Fact>
      <Fact icon={<Users />} term={<FormattedMessage id="competition.teams.players" defaultMessage="Players" />}>
        <FormattedMessage
          id="competition.teams.playerCount"
          defaultMessage="{count, plural, =0 {none yet} one {# player} other {# players}}"
          values={{ count: team.members_count }}
        />
      </Fact>
    </dl>
  )
}
