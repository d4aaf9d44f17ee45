import type { LeagueStandings } from '@oche/api'
import { EmptyState, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { CalendarX } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LiveNow } from '../../competition/league-matches/list/league-match-weeks'
import { LeagueStandingsTable } from '../../competition/parts/standings'
import { SiteFrame, SiteLoadError, SiteLoading, useSitePaths, type SitePaths } from '../parts/site-frame'
import { LatestNews } from './home-news'
import { HomeSection, MatchRows, RoundBadge, RoundDays } from './home-sections'
import { useSiteHome, type HomeStandings, type SiteHomePage } from './use-site-home'

export type SiteHomeScreenProps = {
  /** The `{season}` of the path; undefined on `/`, the current season. */
  season?: string
}

/** How many teams the home page's tables show. */
const topTeams = 5

function NoMatches({ hasSeason }: { hasSeason: boolean }) {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <CalendarX />
      </EmptyStateIcon>
      <EmptyStateTitle>
        {hasSeason ? (
          <FormattedMessage id="competitionSite.home.emptyTitle" defaultMessage="No matches yet" />
        ) : (
          <FormattedMessage id="competitionSite.home.noSeasonTitle" defaultMessage="No season yet" />
        )}
      </EmptyStateTitle>
      <EmptyStateDescription>
        {hasSeason ? (
          <FormattedMessage
            id="competitionSite.home.emptyBody"
            defaultMessage="The matches, results and standings show here once the fixture list is out."
          />
        ) : (
          <FormattedMessage
            id="competitionSite.home.noSeasonBody"
            defaultMessage="The league’s matches and standings show here once its first season starts."
          />
        )}
      </EmptyStateDescription>
    </EmptyState>
  )
}

/** A division's top teams, with the way to its whole table. */
function DivisionTable({ table, paths }: { table: LeagueStandings; paths: SitePaths }) {
  const { division, rows } = table
  return (
    <HomeSection
      data-slot="home-standings"
      title={division.name}
      more={{
        href: paths.page('competition-site-season-groups-group-standings', { group: division.slug }),
        label: (
          <FormattedMessage
            id="competitionSite.home.fullTable"
            defaultMessage="Full table of {division}"
            values={{ division: division.name }}
          />
        ),
      }}
    >
      {rows.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">
          <FormattedMessage id="competitionSite.home.noTeams" defaultMessage="No teams in this division yet." />
        </p>
      ) : (
        <LeagueStandingsTable
          rows={rows.slice(0, topTeams)}
          divisionName={division.name}
          zones={table.zones}
          teamCount={rows.length}
          teamHref={(team) =>
            paths.page('competition-site-season-groups-group-teams-team', { group: division.slug, team })
          }
        />
      )}
    </HomeSection>
  )
}

/** Every division's top teams, or what stands in for them while they load or when they failed. */
function HomeStandingsColumn({ standings, paths }: { standings: HomeStandings; paths: SitePaths }) {
  const intl = useIntl()
  switch (standings.status) {
    case 'ready':
      return standings.tables.map((table) => <DivisionTable key={table.division.slug} table={table} paths={paths} />)
    case 'error':
      return (
        <SiteLoadError
          title={
            <FormattedMessage id="competitionSite.home.tableError" defaultMessage="The standings could not be loaded" />
          }
          onRetry={standings.retry}
        />
      )
    case 'loading':
      return (
        <SiteLoading
          rows={2}
          label={intl.formatMessage({
            id: 'competitionSite.home.tableLoading',
            defaultMessage: 'Loading the standings',
          })}
        />
      )
    default:
      return standings satisfies never
  }
}

function HomeContent({ page, paths }: { page: Extract<SiteHomePage, { status: 'ready' }>; paths: SitePaths }) {
  const { matches, standings } = page
  if (page.isEmpty)
    return (
      <div className="flex flex-col gap-6">
        <NoMatches hasSeason />
        <LatestNews news={page.news} paths={paths} />
      </div>
    )
  const matchHref = (match: string) => paths.page('competition-site-season-matches-match', { match })
  const calendarHref = paths.page('competition-site-season-calendar', {})
  const showDivision = page.hasDivisions
  const allMatches = page.showsCalendar
    ? {
        href: calendarHref,
        label: <FormattedMessage id="competitionSite.home.allMatches" defaultMessage="All matches" />,
      }
    : undefined
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        {matches.live.length > 0 ? (
          <LiveNow matches={matches.live} matchHref={matchHref} showDivision={showDivision} />
        ) : null}
        {matches.round ? (
          <HomeSection
            data-slot="home-round"
            title={
              <FormattedMessage
                id="competitionSite.home.round"
                defaultMessage="League night {week}"
                values={{ week: matches.round.week }}
              />
            }
            badge={
              <>
                <RoundBadge matches={matches.round.matches} />
                <RoundDays matches={matches.round.matches} />
              </>
            }
          >
            <MatchRows matches={matches.round.matches} matchHref={matchHref} showDivision={showDivision} />
          </HomeSection>
        ) : null}
        {matches.results.length > 0 ? (
          <HomeSection
            data-slot="home-results"
            title={<FormattedMessage id="competitionSite.home.results" defaultMessage="Latest results" />}
            more={allMatches}
          >
            <MatchRows matches={matches.results} matchHref={matchHref} showWeek showDivision={showDivision} />
          </HomeSection>
        ) : null}
        {matches.upcoming.length > 0 ? (
          <HomeSection
            data-slot="home-upcoming"
            title={<FormattedMessage id="competitionSite.home.upcoming" defaultMessage="Next matches" />}
            more={allMatches}
          >
            <MatchRows matches={matches.upcoming} matchHref={matchHref} showWeek showDivision={showDivision} />
          </HomeSection>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <LatestNews news={page.news} paths={paths} />
        <HomeStandingsColumn standings={standings} paths={paths} />
      </div>
    </div>
  )
}

/**
 * `/` and `/{season}` of a league's site: the league night being played (or next), the matches live now, the latest
 * results and the next matches, the top of each division's table and the latest news (when shown). Live over the
 * season's realtime channel while a match is played.
 */
export function SiteHomeScreen({ season }: SiteHomeScreenProps) {
  const intl = useIntl()
  const page = useSiteHome(season)
  const paths = useSitePaths(season)
  const names = page.status === 'frame' ? null : page
  // The banner above names the league: the page's title is the season it shows.
  return (
    <SiteFrame
      season={season}
      title={
        names?.seasonName ? (
          <FormattedMessage
            id="competitionSite.home.title"
            defaultMessage="Season {season}"
            values={{ season: names.seasonName }}
          />
        ) : (
          names?.name
        )
      }
    >
      {page.status === 'ready' ? (
        <HomeContent page={page} paths={paths} />
      ) : page.status === 'noSeason' ? (
        <div className="flex flex-col gap-6">
          <NoMatches hasSeason={false} />
          <LatestNews news={page.news} paths={paths} />
        </div>
      ) : page.status === 'error' ? (
        <SiteLoadError
          title={
            <FormattedMessage id="competitionSite.home.errorTitle" defaultMessage="The matches could not be loaded" />
          }
          onRetry={page.retry}
        />
      ) : (
        <SiteLoading
          label={intl.formatMessage({ id: 'competitionSite.home.loading', defaultMessage: 'Loading the matches' })}
        />
      )}
    </SiteFrame>
  )
}
