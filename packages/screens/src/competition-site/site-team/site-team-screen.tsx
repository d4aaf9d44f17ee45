import type { LeagueMatchSummary } from '@oche/api'
import { Button } from '@oche/ui'
import { ListOrdered, MapPin } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { LeagueMatchRow } from '../../competition/parts/league-match-row'
import { IndividualStandingsTable, LeagueStandingsTable } from '../../competition/parts/standings'
import { DivisionNav } from '../parts/site-division'
import { SeasonLine, SitePage } from '../parts/site-page'
import { useSitePaths, type SitePaths } from '../parts/site-paths'
import { usePlayerSort } from '../parts/site-players'
import { TeamCalendar } from './team-calendar'
import { useSiteTeam } from './use-site-team'

export type SiteTeamScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The team's division (`groups/{group}`). */
  group: string
  /** The team's slug. */
  team: string
  /** The page's query string: the players' order (`?sort=average&order=desc`). */
  searchParams?: Record<string, string>
}

function Section({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-md border bg-surface-raised p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>
}

function MatchList({
  matches,
  paths,
  label,
  group,
  showDivision,
}: {
  matches: LeagueMatchSummary[]
  paths: SitePaths
  label: string
  /** The team's division: its league nights are named. */
  group: string
  /** The team plays cup matches too: each match names its competition. */
  showDivision: boolean
}) {
  return (
    <ul className="flex flex-col divide-y" aria-label={label}>
      {matches.map((match) => (
        <LeagueMatchRow
          key={match.id}
          match={match}
          href={paths.page('competition-site-season-matches-match', { match: match.slug })}
          // A cup numbers its rounds, not the league's nights.
          showWeek={match.division.slug === group}
          showDivision={showDivision}
        />
      ))}
    </ul>
  )
}

/**
 * `/{season?}/groups/{group}/teams/{team}`: a team on the league's site: its place in the division (with why it is
 * above the next team) and its venue, a calendar of its matches to subscribe to, its matches to come and its
 * results, and its players' figures this season, sortable and kept in the address.
 */
export function SiteTeamScreen({ season, group, team, searchParams = {} }: SiteTeamScreenProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const paths = useSitePaths(season)
  const [sort, setSort] = usePlayerSort(searchParams)
  const { page, division, name, ref } = useSiteTeam(season, group, team)
  return (
    <SitePage
      season={season}
      state={page}
      title={name ?? intl.formatMessage({ id: 'competitionSite.team.titleUnknown', defaultMessage: 'Team' })}
      description={
        division ? (
          <FormattedMessage
            id="competitionSite.team.description"
            defaultMessage="{division} · {season}"
            values={{ division: division.name, season: <SeasonLine season={season} /> }}
          />
        ) : undefined
      }
      nav={division ? <DivisionNav season={season} group={group} divisionName={division.name} current="team" /> : null}
      loadingLabel={intl.formatMessage({ id: 'competitionSite.team.loading', defaultMessage: 'Loading the team' })}
      errorTitle={
        <FormattedMessage id="competitionSite.team.errorTitle" defaultMessage="The team could not be loaded" />
      }
      notFoundTitle={
        <FormattedMessage id="competitionSite.team.notFoundTitle" defaultMessage="This team cannot be found" />
      }
    >
      {({ context, statistics, venue, upcoming, results }) => {
        const showDivision = new Set(statistics.matches.map((match) => match.division.slug)).size > 1
        return (
          <div className="flex flex-col gap-6">
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <Section
                title={<FormattedMessage id="competitionSite.team.standing" defaultMessage="Place in the division" />}
                action={
                  <Button asChild variant="outline" size="sm">
                    <Link href={paths.page('competition-site-season-groups-group-standings', { group })}>
                      <ListOrdered aria-hidden />
                      <FormattedMessage id="competitionSite.team.fullStandings" defaultMessage="Full standings" />
                    </Link>
                  </Button>
                }
              >
                {statistics.standing ? (
                  <LeagueStandingsTable
                    rows={[statistics.standing]}
                    divisionName={division?.name ?? statistics.team.name}
                    highlightTeam={statistics.team.slug}
                  />
                ) : (
                  <Quiet>
                    <FormattedMessage
                      id="competitionSite.team.noStanding"
                      defaultMessage="The team has no place in the table yet."
                    />
                  </Quiet>
                )}
                <p className="flex items-center gap-1.5 text-sm">
                  <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  {venue ? (
                    <FormattedMessage
                      id="competitionSite.team.venue"
                      defaultMessage="Plays at home at {venue}"
                      values={{ venue }}
                    />
                  ) : (
                    <FormattedMessage id="competitionSite.team.noVenue" defaultMessage="Venue not known yet" />
                  )}
                </p>
              </Section>
              <Section title={<FormattedMessage id="competitionSite.team.calendar" defaultMessage="Match calendar" />}>
                <TeamCalendar siteRef={ref} team={statistics.team} baseUrl={context.base_url} />
              </Section>
            </div>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <Section title={<FormattedMessage id="competitionSite.team.upcoming" defaultMessage="Next matches" />}>
                {upcoming.length > 0 ? (
                  <MatchList
                    matches={upcoming}
                    paths={paths}
                    group={group}
                    showDivision={showDivision}
                    label={intl.formatMessage({
                      id: 'competitionSite.team.upcomingLabel',
                      defaultMessage: 'Next matches',
                    })}
                  />
                ) : (
                  <Quiet>
                    <FormattedMessage id="competitionSite.team.noUpcoming" defaultMessage="No matches left to play." />
                  </Quiet>
                )}
              </Section>
              <Section title={<FormattedMessage id="competitionSite.team.results" defaultMessage="Results" />}>
                {results.length > 0 ? (
                  <MatchList
                    matches={results}
                    paths={paths}
                    group={group}
                    showDivision={showDivision}
                    label={intl.formatMessage({ id: 'competitionSite.team.resultsLabel', defaultMessage: 'Results' })}
                  />
                ) : (
                  <Quiet>
                    <FormattedMessage id="competitionSite.team.noResults" defaultMessage="No results yet." />
                  </Quiet>
                )}
              </Section>
            </div>
            <Section title={<FormattedMessage id="competitionSite.team.players" defaultMessage="Players" />}>
              {statistics.players.length > 0 ? (
                <IndividualStandingsTable
                  rows={statistics.players}
                  label={intl.formatMessage(
                    { id: 'competitionSite.team.playersLabel', defaultMessage: 'Players of {team}' },
                    { team: statistics.team.name },
                  )}
                  sort={sort}
                  onSortChange={setSort}
                />
              ) : (
                <Quiet>
                  <FormattedMessage
                    id="competitionSite.team.noPlayers"
                    defaultMessage="No player of the team has played a game yet."
                  />
                </Quiet>
              )}
            </Section>
          </div>
        )
      }}
    </SitePage>
  )
}
