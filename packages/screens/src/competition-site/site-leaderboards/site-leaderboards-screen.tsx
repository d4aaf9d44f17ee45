import { cn, type TableSort } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { LeagueLeaderboard, leaderboardLabel } from '../../competition/parts/standings'
import { boardRankColumn } from '../../competition/parts/standings'
import { siteTeamHref } from '../parts/site-division'
import { SeasonLine, SitePage } from '../parts/site-page'
import { useSitePaths } from '../parts/site-paths'
import { readSortQuery, sortQueryChanges, useSiteQuery, writeSiteQuery } from '../parts/site-query'
import { SiteSectionNav } from '../parts/site-section-nav'
import { DivisionFilter } from './division-filter'
import {
  firstBoardDirection,
  leaderboardOf,
  leaderboardPages,
  sortColumns,
  type LeaderboardPage,
} from './leaderboard-pages'
import { useSiteLeaderboards } from './use-site-leaderboards'

/** Rows a board shows before "Show all": a season's short legs run into the hundreds. */
const boardLimit = 25

export type SiteLeaderboardsScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The board of the path (`individual/{board}`). */
  board: LeaderboardPage
  /** The page's query string: a division (`?division=first-division`) and the board's order (`&sort=171&order=desc`). */
  searchParams?: Record<string, string>
}

/**
 * `/{season?}/individual/180-171`, `low-visits`, `games-played` and `high-checkouts`: the season's leaderboards on
 * the league's site (league-rules.md §7), one page per board with tabs between them, of the whole season or of one
 * division or cup. Every heading sorts the board; the division and the order stay in the address, so a view can be
 * shared (the tabs keep the division).
 */
export function SiteLeaderboardsScreen({ season, board, searchParams = {} }: SiteLeaderboardsScreenProps) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  const [query, change] = useSiteQuery(searchParams)
  const division = query.division || undefined
  const { page, isUpdating } = useSiteLeaderboards(season, division)
  const { board: name } = leaderboardOf[board]
  const sort = readSortQuery(query, sortColumns(name), firstBoardDirection)
  const handleSortChange = (next: TableSort) =>
    change(sortQueryChanges(next, next.column === boardRankColumn && next.direction === 'ascending'))
  const keepDivision = division ? writeSiteQuery({ division }) : ''
  return (
    <SitePage
      season={season}
      state={page}
      title={intl.formatMessage({
        id: 'competitionSite.leaderboards.title',
        defaultMessage: 'Individual leaderboards',
      })}
      description={<SeasonLine season={season} />}
      nav={
        <SiteSectionNav
          label={intl.formatMessage({ id: 'competitionSite.leaderboards.navigation', defaultMessage: 'Leaderboards' })}
          links={leaderboardPages.map((candidate) => ({
            key: candidate,
            href: `${paths.page(leaderboardOf[candidate].route, {})}${keepDivision}`,
            label: leaderboardLabel(intl, leaderboardOf[candidate].board),
            current: candidate === board ? 'page' : null,
          }))}
        />
      }
      loadingLabel={intl.formatMessage({
        id: 'competitionSite.leaderboards.loading',
        defaultMessage: 'Loading the leaderboards',
      })}
      errorTitle={
        <FormattedMessage
          id="competitionSite.leaderboards.errorTitle"
          defaultMessage="The leaderboards could not be loaded"
        />
      }
      notFoundTitle={
        <FormattedMessage
          id="competitionSite.leaderboards.notFoundTitle"
          defaultMessage="This division cannot be found"
        />
      }
    >
      {({ context, leaderboards }) => (
        <div className="flex flex-col gap-4">
          {context.divisions.length > 1 ? (
            <DivisionFilter
              divisions={context.divisions}
              value={division ?? null}
              // Another division's board has other players: its order starts over.
              onValueChange={(next) => change({ division: next, sort: null, order: null })}
            />
          ) : null}
          <div
            aria-busy={isUpdating || undefined}
            className={cn('transition-opacity', isUpdating && 'opacity-60')}
            data-slot="site-leaderboard"
          >
            <LeagueLeaderboard
              board={name}
              leaderboards={leaderboards}
              matchHref={(match) => paths.page('competition-site-season-matches-match', { match })}
              teamHref={siteTeamHref(paths, context)}
              limit={boardLimit}
              sort={sort}
              onSortChange={handleSortChange}
            />
          </div>
        </div>
      )}
    </SitePage>
  )
}
