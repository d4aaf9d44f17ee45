import type { LeagueMatchSummary } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { CalendarX, SearchX } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { LeaguePage, useLeaguePaths, type LeaguePaths } from '../../parts/league-page'
import { LeagueMatchFilters } from './league-match-filters'
import { LeagueMatchWeeks, LiveNow } from './league-match-weeks'
import {
  applyMatchFilters,
  keepTeamInDivision,
  matchFilterOptions,
  noMatchFilters,
  readMatchFilters,
  writeMatchFilters,
  type MatchFilters,
} from './match-filters'
import { useLeagueMatchList } from './use-league-match-list'

export type LeagueMatchListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The page's query string: `division`, `team`, `week` and `state` filters. */
  searchParams?: Record<string, string>
}

/** The season has no matches yet: its admins make the fixture lists per division. */
function NoMatches({ isAdmin, paths }: { isAdmin: boolean; paths: LeaguePaths }) {
  const { Link } = usePlatform()
  return (
    <EmptyState>
      <EmptyStateIcon>
        <CalendarX />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competition.leagueMatches.emptyTitle" defaultMessage="No matches yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.leagueMatches.emptyBody"
          defaultMessage="The season’s matches show here once its fixture lists are made."
        />
      </EmptyStateDescription>
      {isAdmin ? (
        <EmptyStateActions>
          <Button asChild variant="outline">
            <Link href={paths.divisions}>
              <FormattedMessage id="competition.leagueMatches.toDivisions" defaultMessage="Go to the divisions" />
            </Link>
          </Button>
        </EmptyStateActions>
      ) : null}
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
        <FormattedMessage id="competition.leagueMatches.noneFitTitle" defaultMessage="No match fits these filters" />
      </EmptyStateTitle>
      <EmptyStateActions>
        <Button variant="outline" onClick={onClear}>
          <FormattedMessage id="competition.leagueMatches.showAll" defaultMessage="Show every match" />
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

function MatchList({
  matches,
  filters,
  onFiltersChange,
  isAdmin,
  paths,
}: {
  matches: LeagueMatchSummary[]
  filters: MatchFilters
  onFiltersChange: (filters: MatchFilters) => void
  isAdmin: boolean
  paths: LeaguePaths
}) {
  if (matches.length === 0) return <NoMatches isAdmin={isAdmin} paths={paths} />
  const options = matchFilterOptions(matches, filters.division)
  const shown = applyMatchFilters(matches, filters)
  const live = shown.filter((match) => match.state === 'live')
  const showDivision = options.divisions.length > 1 && filters.division === null
  return (
    <div className="flex flex-col gap-6">
      <LeagueMatchFilters value={filters} onValueChange={onFiltersChange} options={options} />
      <p role="status" className="text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.leagueMatches.count"
          defaultMessage="{shown, plural, one {# match} other {# matches}} of {total}"
          values={{ shown: shown.length, total: matches.length }}
        />
      </p>
      {shown.length === 0 ? (
        <NoneFit onClear={() => onFiltersChange(noMatchFilters)} />
      ) : (
        <>
          {live.length > 0 ? <LiveNow matches={live} matchHref={paths.match} showDivision={showDivision} /> : null}
          <LeagueMatchWeeks matches={shown} matchHref={paths.match} showDivision={showDivision} />
        </>
      )}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/matches` (the organisation's admins and the season's players): every
 * match of the season by league night with its score in games, state and venue, linking to its page; the live ones
 * first. Filters by division, team, league night and state are kept in the address, so a link shares the view. The
 * list follows the season's `league.updated`.
 */
export function LeagueMatchListScreen({ org, season, searchParams = {} }: LeagueMatchListScreenProps) {
  const intl = useIntl()
  const { navigate } = usePlatform()
  const paths = useLeaguePaths(org, season)
  const page = useLeagueMatchList(org, season)
  const [filters, setFilters] = useState<MatchFilters>(() => readMatchFilters(searchParams))
  const ready = page.status === 'ready' ? page : null
  const changeFilters = (next: MatchFilters) => {
    const kept = ready ? keepTeamInDivision(ready.matches, next) : next
    setFilters(kept)
    navigate(paths.matches(writeMatchFilters(kept)), { replace: true })
  }
  return (
    <LeaguePage
      contentWidth="wide"
      state={page}
      title={intl.formatMessage({ id: 'competition.leagueMatches.title', defaultMessage: 'Matches' })}
      description={
        ready ? (
          <FormattedMessage
            id="competition.leagueMatches.description"
            defaultMessage="Season {season}"
            values={{ season: ready.season.name }}
          />
        ) : undefined
      }
      backHref={paths.season}
      backLabel={
        ready
          ? intl.formatMessage(
              { id: 'competition.leagueMatches.backToSeason', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage({ id: 'competition.leagueMatches.backToSeasonLoading', defaultMessage: 'Season' })
      }
      loadingLabel={intl.formatMessage({
        id: 'competition.leagueMatches.loading',
        defaultMessage: 'Loading the matches',
      })}
      errorTitle={
        <FormattedMessage id="competition.leagueMatches.errorTitle" defaultMessage="The matches could not be loaded" />
      }
    >
      {ready ? (
        <MatchList
          matches={ready.matches}
          filters={filters}
          onFiltersChange={changeFilters}
          isAdmin={ready.organisation.role === 'admin'}
          paths={paths}
        />
      ) : null}
    </LeaguePage>
  )
}
