import type { CompetitionSiteContext, CompetitionSiteRef, LeagueMatchList } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { CalendarPlus, CalendarX, SearchX } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import {
  applyMatchFilters,
  keepTeamInDivision,
  matchFilterOptions,
  noMatchFilters,
} from '../../competition/league-matches/list/match-filters'
import { SeasonLine } from '../parts/site-page/season-line'
import { SiteFrame, SiteLoadError, SiteLoading, SiteNotFound, useSitePaths } from '../parts/site-frame'
import { calendarFeedsId, CalendarFeeds } from './calendar-feeds'
import { CalendarWeekList } from './calendar-week-list'
import { noCalendarFilters, readCalendarFilters, writeCalendarFilters, type CalendarFilters } from './calendar-filters'
import { CalendarToolbar } from './calendar-toolbar'
import { useSiteCalendar } from './use-site-calendar'

export type SiteCalendarScreenProps = {
  /** The `{season}` of the path; undefined for the current season. */
  season?: string
  /** The page's query string: `division` and `team`. */
  searchParams?: Record<string, string>
}

const asMatchFilters = (filters: CalendarFilters) => ({ ...noMatchFilters, ...filters })

function NoMatches() {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <CalendarX />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competitionSite.calendar.emptyTitle" defaultMessage="The fixture list is not out yet" />
      </EmptyStateTitle>
    </EmptyState>
  )
}

function NoneFit({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <SearchX />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competitionSite.calendar.noneFitTitle" defaultMessage="No match fits these filters" />
      </EmptyStateTitle>
      <EmptyStateActions>
        <Button variant="outline" onClick={onClear}>
          <FormattedMessage id="competitionSite.calendar.clearFilters" defaultMessage="Show every match" />
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

function FixtureList({
  season,
  siteRef,
  context,
  matches,
  filters,
  onFiltersChange,
}: {
  season: string | undefined
  siteRef: CompetitionSiteRef
  context: CompetitionSiteContext
  matches: LeagueMatchList
  filters: CalendarFilters
  onFiltersChange: (filters: CalendarFilters) => void
}) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  if (matches.length === 0) return <NoMatches />
  const options = matchFilterOptions(matches, filters.division)
  const shown = applyMatchFilters(matches, asMatchFilters(filters))
  const nameOf = (list: readonly { slug: string; name: string }[], slug: string | null) =>
    list.find((item) => item.slug === slug)?.name
  const scope =
    nameOf(context.teams, filters.team) ??
    nameOf(context.divisions, filters.division) ??
    intl.formatMessage({ id: 'competitionSite.calendar.wholeSeason', defaultMessage: 'The whole season' })
  const leagueDivisions = new Set(
    context.divisions.filter((division) => division.kind === 'league').map((division) => division.slug),
  )
  return (
    <div className="flex flex-col gap-6">
      <CalendarToolbar value={filters} onValueChange={onFiltersChange} options={options} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] print:block">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p role="status" className="text-sm text-muted-foreground print:text-base print:text-foreground">
              <FormattedMessage
                id="competitionSite.calendar.count"
                defaultMessage="{scope}: {count, plural, one {# match} other {# matches}}"
                values={{ scope, count: shown.length }}
              />
            </p>
            {/* On a phone the feeds come after the list: a way down to them. */}
            <Button asChild variant="link" className="px-0 lg:hidden print:hidden">
              <a href={`#${calendarFeedsId}`}>
                <CalendarPlus aria-hidden />
                <FormattedMessage id="competitionSite.calendar.toFeeds" defaultMessage="Add to your calendar" />
              </a>
            </Button>
          </div>
          {shown.length === 0 ? (
            <NoneFit onClear={() => onFiltersChange(noCalendarFilters)} />
          ) : (
            <CalendarWeekList
              matches={shown}
              leagueDivisions={leagueDivisions}
              matchHref={(match) => paths.page('competition-site-season-matches-match', { match })}
              showDivision={options.divisions.length > 1 && filters.division === null}
            />
          )}
        </div>
        <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
          <CalendarFeeds context={context} siteRef={siteRef} filters={filters} scope={scope} />
        </div>
      </div>
    </div>
  )
}

/**
 * `/{season?}/calendar` of a league's site: every match of the season by league night, filtered by division and
 * team (kept in the address, so a link shares the view), the iCal feeds to subscribe to, and a clean printout.
 */
export function SiteCalendarScreen({ season, searchParams = {} }: SiteCalendarScreenProps) {
  const intl = useIntl()
  const { navigate } = usePlatform()
  const paths = useSitePaths(season)
  const page = useSiteCalendar(season)
  const [filters, setFilters] = useState<CalendarFilters>(() => readCalendarFilters(searchParams))
  const changeFilters = (next: CalendarFilters) => {
    const kept = page.status === 'ready' ? keepTeamInDivision(page.matches, asMatchFilters(next)) : next
    const chosen = { division: kept.division, team: kept.team }
    setFilters(chosen)
    navigate(`${paths.page('competition-site-season-calendar', {})}${writeCalendarFilters(chosen)}`, { replace: true })
  }
  return (
    <SiteFrame
      season={season}
      isNotFound={page.status === 'notShown'}
      title={intl.formatMessage({ id: 'competitionSite.calendar.title', defaultMessage: 'Matches' })}
      description={<SeasonLine season={season} />}
    >
      {page.status === 'ready' ? (
        <FixtureList
          season={season}
          siteRef={page.ref}
          context={page.context}
          matches={page.matches}
          filters={filters}
          onFiltersChange={changeFilters}
        />
      ) : page.status === 'noSeason' ? (
        <NoMatches />
      ) : page.status === 'notShown' ? (
        <SiteNotFound
          season={season}
          title={
            <FormattedMessage
              id="competitionSite.calendar.notShownTitle"
              defaultMessage="This league has no fixture list here"
            />
          }
          description={
            <FormattedMessage
              id="competitionSite.calendar.notShownBody"
              defaultMessage="Its matches are on the home page and on each division’s page."
            />
          }
        />
      ) : page.status === 'error' ? (
        <SiteLoadError
          title={
            <FormattedMessage
              id="competitionSite.calendar.errorTitle"
              defaultMessage="The matches could not be loaded"
            />
          }
          onRetry={page.retry}
        />
      ) : (
        <SiteLoading
          label={intl.formatMessage({ id: 'competitionSite.calendar.loading', defaultMessage: 'Loading the matches' })}
        />
      )}
    </SiteFrame>
  )
}
