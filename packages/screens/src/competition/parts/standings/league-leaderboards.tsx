import type { LeagueLeaderboards as Boards } from '@oche/api'
import { Tabs, TabsContent, TabsList, TabsTrigger, type TableSort } from '@oche/ui'
import { useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { formatWinPercentage } from './format-figures'
import { LeaderboardTable } from './leaderboard-table'

export type LeaderboardName = 'maxima' | 'lowVisits' | 'gamesPlayed' | 'highCheckouts'
export const leaderboardNames: readonly LeaderboardName[] = ['maxima', 'lowVisits', 'gamesPlayed', 'highCheckouts']

/** A board's name: its tab and its table's accessible name. */
export function leaderboardLabel(intl: IntlShape, name: LeaderboardName): string {
  return intl.formatMessage(
    {
      id: 'competition.leaderboards.tableLabel',
      defaultMessage:
        '{board, select, maxima {180s and 171s} lowVisits {Short legs} gamesPlayed {Games played} other {High checkouts}}',
    },
    { board: name },
  )
}

export type LeagueLeaderboardsProps = {
  leaderboards: Boards
  /** The page of a team match, for the legs and checkouts the boards list. */
  matchHref: (match: string) => string
  teamHref?: (team: string) => string
  /** Rows each board shows before "Show all" (10 when not given). */
  limit?: number
}

/** The link to the match a leg or a checkout was thrown in, named by its day. */
function MatchLink({ match, href }: { match: { slug: string; date: string | null }; href: string }) {
  const { Link } = usePlatform()
  return (
    <Link href={href} className="text-primary underline-offset-4 hover:underline">
      {match.date ? (
        <FormattedMessage
          id="competition.leaderboards.matchOn"
          defaultMessage="Match of {date}"
          values={{ date: <FormattedDate value={match.date} dateStyle="medium" timeZone="UTC" /> }}
        />
      ) : (
        <FormattedMessage id="competition.leaderboards.match" defaultMessage="The match" />
      )}
    </Link>
  )
}

export type LeagueLeaderboardProps = Omit<LeagueLeaderboardsProps, 'limit'> & {
  board: LeaderboardName
  /** Rows shown before "Show all"; every row when not given. */
  limit?: number
  /** A board that sorts by its headings (`LeaderboardTable`'s `sort`); not sortable without `onSortChange`. */
  sort?: TableSort | null
  onSortChange?: (sort: TableSort) => void
}

/** The match column of short legs and high checkouts, sorted by the match's day. */
const matchColumn = {
  key: 'match',
  heading: <FormattedMessage id="competition.leaderboards.matchColumn" defaultMessage="Match" />,
  align: 'start',
  firstDirection: 'ascending',
} as const

/**
 * One leaderboard of the season (league-rules.md §7) with what it counts: 180s and 171s, short legs with their darts
 * and match, games played with the win percentage, or high checkouts with their match.
 */
export function LeagueLeaderboard({
  board,
  leaderboards,
  matchHref,
  teamHref,
  limit,
  sort,
  onSortChange,
}: LeagueLeaderboardProps) {
  const intl = useIntl()
  const label = leaderboardLabel(intl, board)
  const shared = { label, teamHref, limit, sort, onSortChange }
  switch (board) {
    case 'maxima':
      return (
        <LeaderboardTable
          {...shared}
          rows={leaderboards.maxima}
          rankKey={(row) => `${row.one_eighties}-${row.one_seventy_ones}`}
          empty={<FormattedMessage id="competition.leaderboards.noMaxima" defaultMessage="No 180s or 171s yet." />}
          columns={[
            {
              key: '180',
              heading: '180',
              cell: (row) => intl.formatNumber(row.one_eighties),
              sortValue: (row) => row.one_eighties,
            },
            {
              key: '171',
              heading: '171',
              cell: (row) => intl.formatNumber(row.one_seventy_ones),
              sortValue: (row) => row.one_seventy_ones,
            },
          ]}
        />
      )
    case 'lowVisits':
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competition.leaderboards.lowVisitsNote"
              defaultMessage="Legs won in {darts} darts or fewer."
              values={{ darts: leaderboards.low_visit_max_darts }}
            />
          </p>
          <LeaderboardTable
            {...shared}
            rows={leaderboards.low_visits}
            rankKey={(row) => String(row.darts)}
            empty={<FormattedMessage id="competition.leaderboards.noLowVisits" defaultMessage="No short legs yet." />}
            columns={[
              {
                key: 'darts',
                heading: <FormattedMessage id="competition.leaderboards.darts" defaultMessage="Darts" />,
                cell: (row) => intl.formatNumber(row.darts),
                sortValue: (row) => row.darts,
                firstDirection: 'ascending',
              },
              {
                ...matchColumn,
                cell: (row) => <MatchLink match={row.match} href={matchHref(row.match.slug)} />,
                sortValue: (row) => row.match.date,
              },
            ]}
          />
        </div>
      )
    case 'gamesPlayed':
      return (
        <LeaderboardTable
          {...shared}
          rows={leaderboards.games_played}
          rankKey={(row) => `${row.played}-${row.won}`}
          empty={<FormattedMessage id="competition.leaderboards.noGames" defaultMessage="No games played yet." />}
          columns={[
            {
              key: 'played',
              heading: <FormattedMessage id="competition.leaderboards.played" defaultMessage="Played" />,
              cell: (row) => intl.formatNumber(row.played),
              sortValue: (row) => row.played,
            },
            {
              key: 'won',
              heading: <FormattedMessage id="competition.leaderboards.won" defaultMessage="Won" />,
              cell: (row) => intl.formatNumber(row.won),
              sortValue: (row) => row.won,
            },
            {
              key: 'lost',
              heading: <FormattedMessage id="competition.leaderboards.lost" defaultMessage="Lost" />,
              cell: (row) => intl.formatNumber(row.lost),
              sortValue: (row) => row.lost,
            },
            {
              key: 'winPercentage',
              heading: <FormattedMessage id="competition.leaderboards.winPercentage" defaultMessage="Win %" />,
              cell: (row) => formatWinPercentage(intl, row.win_percentage),
              sortValue: (row) => row.win_percentage,
            },
          ]}
        />
      )
    case 'highCheckouts':
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competition.leaderboards.highCheckoutsNote"
              defaultMessage="Checkouts of {minimum} or more."
              values={{ minimum: leaderboards.high_checkout_minimum }}
            />
          </p>
          <LeaderboardTable
            {...shared}
            rows={leaderboards.high_checkouts}
            rankKey={(row) => String(row.checkout)}
            empty={
              <FormattedMessage id="competition.leaderboards.noHighCheckouts" defaultMessage="No high checkouts yet." />
            }
            columns={[
              {
                key: 'checkout',
                heading: <FormattedMessage id="competition.leaderboards.checkout" defaultMessage="Checkout" />,
                cell: (row) => intl.formatNumber(row.checkout),
                sortValue: (row) => row.checkout,
              },
              {
                ...matchColumn,
                cell: (row) => <MatchLink match={row.match} href={matchHref(row.match.slug)} />,
                sortValue: (row) => row.match.date,
              },
            ]}
          />
        </div>
      )
    default:
      return board satisfies never
  }
}

/**
 * The season's leaderboards (league-rules.md §7) in tabs: 180s and 171s, short legs with their darts and match,
 * games played with the win percentage, and high checkouts with their match. Figures in the page's number format.
 */
export function LeagueLeaderboards({ leaderboards, matchHref, teamHref, limit = 10 }: LeagueLeaderboardsProps) {
  const intl = useIntl()
  const [board, setBoard] = useState<LeaderboardName>('maxima')
  return (
    <Tabs value={board} onValueChange={(value) => setBoard(value as LeaderboardName)} data-slot="league-leaderboards">
      <TabsList
        aria-label={intl.formatMessage({ id: 'competition.leaderboards.tabs', defaultMessage: 'Leaderboards' })}
      >
        {leaderboardNames.map((name) => (
          <TabsTrigger key={name} value={name}>
            {leaderboardLabel(intl, name)}
          </TabsTrigger>
        ))}
      </TabsList>
      {leaderboardNames.map((name) => (
        <TabsContent key={name} value={name}>
          <LeagueLeaderboard
            board={name}
            leaderboards={leaderboards}
            matchHref={matchHref}
            teamHref={teamHref}
            limit={limit}
          />
        </TabsContent>
      ))}
    </Tabs>
  )
}
