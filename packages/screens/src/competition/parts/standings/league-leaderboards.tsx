import type { LeagueLeaderboards as Boards } from '@oche/api'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@oche/ui'
import { useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { formatWinPercentage } from './format-figures'
import { LeaderboardTable } from './leaderboard-table'

export type LeaderboardName = 'maxima' | 'lowVisits' | 'gamesPlayed' | 'highCheckouts'
const boards: readonly LeaderboardName[] = ['maxima', 'lowVisits', 'gamesPlayed', 'highCheckouts']

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

/**
 * The season's leaderboards (league-rules.md §7) in tabs: 180s and 171s, short legs with their darts and match,
 * games played with the win percentage, and high checkouts with their match. Figures in the page's number format.
 */
export function LeagueLeaderboards({ leaderboards, matchHref, teamHref, limit = 10 }: LeagueLeaderboardsProps) {
  const intl = useIntl()
  const [board, setBoard] = useState<LeaderboardName>('maxima')
  const label = (name: LeaderboardName) =>
    intl.formatMessage(
      {
        id: 'competition.leaderboards.tableLabel',
        defaultMessage:
          '{board, select, maxima {180s and 171s} lowVisits {Short legs} gamesPlayed {Games played} other {High checkouts}}',
      },
      { board: name },
    )
  return (
    <Tabs value={board} onValueChange={(value) => setBoard(value as LeaderboardName)} data-slot="league-leaderboards">
      <TabsList
        aria-label={intl.formatMessage({ id: 'competition.leaderboards.tabs', defaultMessage: 'Leaderboards' })}
      >
        {boards.map((name) => (
          <TabsTrigger key={name} value={name}>
            {label(name)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="maxima">
        <LeaderboardTable
          rows={leaderboards.maxima}
          label={label('maxima')}
          rankKey={(row) => `${row.one_eighties}-${row.one_seventy_ones}`}
          teamHref={teamHref}
          limit={limit}
          empty={<FormattedMessage id="competition.leaderboards.noMaxima" defaultMessage="No 180s or 171s yet." />}
          columns={[
            { key: '180', heading: '180', cell: (row) => intl.formatNumber(row.one_eighties) },
            { key: '171', heading: '171', cell: (row) => intl.formatNumber(row.one_seventy_ones) },
          ]}
        />
      </TabsContent>
      <TabsContent value="lowVisits" className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.leaderboards.lowVisitsNote"
            defaultMessage="Legs won in {darts} darts or fewer."
            values={{ darts: leaderboards.low_visit_max_darts }}
          />
        </p>
        <LeaderboardTable
          rows={leaderboards.low_visits}
          label={label('lowVisits')}
          rankKey={(row) => String(row.darts)}
          teamHref={teamHref}
          limit={limit}
          empty={<FormattedMessage id="competition.leaderboards.noLowVisits" defaultMessage="No short legs yet." />}
          columns={[
            {
              key: 'darts',
              heading: <FormattedMessage id="competition.leaderboards.darts" defaultMessage="Darts" />,
              cell: (row) => intl.formatNumber(row.darts),
            },
            {
              key: 'match',
              heading: <FormattedMessage id="competition.leaderboards.matchColumn" defaultMessage="Match" />,
              cell: (row) => <MatchLink match={row.match} href={matchHref(row.match.slug)} />,
              align: 'start',
            },
          ]}
        />
      </TabsContent>
      <TabsContent value="gamesPlayed">
        <LeaderboardTable
          rows={leaderboards.games_played}
          label={label('gamesPlayed')}
          rankKey={(row) => `${row.played}-${row.won}`}
          teamHref={teamHref}
          limit={limit}
          empty={<FormattedMessage id="competition.leaderboards.noGames" defaultMessage="No games played yet." />}
          columns={[
            {
              key: 'played',
              heading: <FormattedMessage id="competition.leaderboards.played" defaultMessage="Played" />,
              cell: (row) => intl.formatNumber(row.played),
            },
            {
              key: 'won',
              heading: <FormattedMessage id="competition.leaderboards.won" defaultMessage="Won" />,
              cell: (row) => intl.formatNumber(row.won),
            },
            {
              key: 'lost',
              heading: <FormattedMessage id="competition.leaderboards.lost" defaultMessage="Lost" />,
              cell: (row) => intl.formatNumber(row.lost),
            },
            {
              key: 'winPercentage',
              heading: <FormattedMessage id="competition.leaderboards.winPercentage" defaultMessage="Win %" />,
              cell: (row) => formatWinPercentage(intl, row.win_percentage),
            },
          ]}
        />
      </TabsContent>
      <TabsContent value="highCheckouts" className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.leaderboards.highCheckoutsNote"
            defaultMessage="Checkouts of {minimum} or more."
            values={{ minimum: leaderboards.high_checkout_minimum }}
          />
        </p>
        <LeaderboardTable
          rows={leaderboards.high_checkouts}
          label={label('highCheckouts')}
          rankKey={(row) => String(row.checkout)}
          teamHref={teamHref}
          limit={limit}
          empty={
            <FormattedMessage id="competition.leaderboards.noHighCheckouts" defaultMessage="No high checkouts yet." />
          }
          columns={[
            {
              key: 'checkout',
              heading: <FormattedMessage id="competition.leaderboards.checkout" defaultMessage="Checkout" />,
              cell: (row) => intl.formatNumber(row.checkout),
            },
            {
              key: 'match',
              heading: <FormattedMessage id="competition.leaderboards.matchColumn" defaultMessage="Match" />,
              cell: (row) => <MatchLink match={row.match} href={matchHref(row.match.slug)} />,
              align: 'start',
            },
          ]}
        />
      </TabsContent>
    </Tabs>
  )
}
