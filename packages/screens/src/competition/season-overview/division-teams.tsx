import type { Team } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Shield } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import type { DivisionTeams } from './use-season-overview'

type SeasonRef = { org: string; season: string }

function TeamRows({ teams }: { teams: Team[] }) {
  const intl = useIntl()
  if (teams.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="competition.seasonOverview.noTeamsInDivision" defaultMessage="No teams yet." />
      </p>
    )
  return (
    <ul className="flex flex-col divide-y">
      {teams.map((team) => (
        <li key={team.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
          <span className="font-medium">{team.name}</span>
          {team.captain ? (
            <span
              className="flex items-center gap-1 text-muted-foreground"
              title={intl.formatMessage({ id: 'competition.seasonOverview.captain', defaultMessage: 'Captain' })}
            >
              <Shield aria-hidden className="size-4" />
              <FormattedMessage
                id="competition.seasonOverview.captainName"
                defaultMessage="Captain: {name}"
                values={{ name: team.captain.name }}
              />
            </span>
          ) : null}
          {team.venue ? <span className="text-muted-foreground">{team.venue.name}</span> : null}
        </li>
      ))}
    </ul>
  )
}

function DivisionCard({ title, count, children }: { title: ReactNode; count: number; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md border bg-surface-raised p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <span className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.seasonOverview.teamCount"
            defaultMessage="{count, plural, one {# team} other {# teams}}"
            values={{ count }}
          />
        </span>
      </div>
      {children}
    </section>
  )
}

/** The season's divisions in order, each with its teams, and the teams in no division after them. */
export function DivisionTeamsList({
  divisions,
  unassigned,
  org,
  season,
}: { divisions: DivisionTeams[]; unassigned: Team[] } & SeasonRef) {
  const locale = useLocale()
  const { Link } = usePlatform()
  if (divisions.length === 0 && unassigned.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.seasonOverview.noDivisions"
          defaultMessage="This season has no divisions or teams yet."
        />
      </p>
    )
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {divisions.map(({ division, teams }) => (
        <DivisionCard
          key={division.id}
          count={teams.length}
          title={
            <Link
              href={localizedPath(
                routePath('competition-org_slug-season-season_slug-groups-group_slug', {
                  org_slug: org,
                  season_slug: season,
                  group_slug: division.slug,
                }),
                locale,
              )}
              className="text-primary underline-offset-4 hover:underline"
            >
              {division.name}
            </Link>
          }
        >
          <TeamRows teams={teams} />
        </DivisionCard>
      ))}
      {unassigned.length > 0 ? (
        <DivisionCard
          count={unassigned.length}
          title={<FormattedMessage id="competition.seasonOverview.unassigned" defaultMessage="Not in a division" />}
        >
          <TeamRows teams={unassigned} />
        </DivisionCard>
      ) : null}
    </div>
  )
}
