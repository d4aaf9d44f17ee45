import type { LeagueStandings, LeagueStandingsRow } from '@oche/api'
import { cn, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@oche/ui'
import { ArrowDown, ArrowUp, TriangleAlert } from 'lucide-react'
import { Fragment, useId, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { ColumnName } from '../../../app/column-name/column-name'
import { formatWonLost } from './format-figures'
import { StandingsOrder, WhyAboveRow, WhyAboveToggle } from './why-above'
import { StandingsZonesLegend, zoneOf, type StandingsZones, type Zone } from './standings-zones'

export type LeagueStandingsTableProps = {
  /** The table's rows in order: a division's, or a team's own row alone (its statistics page). */
  rows: readonly LeagueStandingsRow[]
  /** The division's name: the table's accessible name. */
  divisionName: string
  /** How the table is ordered, said under it; nothing when not given. */
  order?: Pick<LeagueStandings, 'points' | 'tie_breakers'>
  /** The page of a team, to link its name; plain names without it. */
  teamHref?: (team: string) => string
  /** A team's slug to mark (the viewer's own team). */
  highlightTeam?: string | null
  /**
   * The places that go up and down a division at the end of the season: their positions are marked, with a legend
   * under the table. Nothing is marked without it, or when both are 0.
   */
  zones?: LeagueStandings['zones']
  /** How many teams the division has, when `rows` shows only the top of its table (the site's home page). */
  teamCount?: number
  className?: string
}

// A phone's table keeps what decides the order (played, won, games, points): drawn and lost follow from them.
const narrowHidden = 'hidden @md:table-cell'
// Tighter cells on a phone, so the table fits without scrolling.
const tight = 'px-1.5 @md:px-3'

function Heading({ short, full, className }: { short: ReactNode; full: string; className?: string }) {
  return (
    <TableHead className={cn('text-end', tight, className)}>
      <ColumnName short={short} full={full} />
    </TableHead>
  )
}

/** The arrow on a position that goes up or down at the end of the season, named for screen readers. */
function ZoneMarker({ zone }: { zone: Zone }) {
  const intl = useIntl()
  const Icon = zone === 'promotion' ? ArrowUp : ArrowDown
  const label =
    zone === 'promotion'
      ? intl.formatMessage({ id: 'competition.standings.promotionMarker', defaultMessage: 'Promotion place' })
      : intl.formatMessage({ id: 'competition.standings.relegationMarker', defaultMessage: 'Relegation place' })
  return (
    <Icon
      role="img"
      aria-label={label}
      className={cn('me-1 inline size-3.5', zone === 'promotion' ? 'text-success' : 'text-danger')}
    />
  )
}

/**
 * A division's team table (league-rules.md §6): position, team, matches played, won, drawn and lost, games won and
 * lost, points and any adjustment. The places that go up or down a division at the end of the season (§10) are marked
 * on the team's position, with a legend under the table. Each row opens why the team stands above the next one
 * ("Above on matches won (5 vs 4)"), in the words of the tournament group tables; teams level on every tie-breaker
 * are marked.
 */
export function LeagueStandingsTable({
  rows,
  divisionName,
  order,
  teamHref,
  highlightTeam,
  zones,
  teamCount,
  className,
}: LeagueStandingsTableProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const hasAdjustments = rows.some((row) => row.adjustment !== 0)
  const columns = hasAdjustments ? 10 : 9
  const toggle = (team: string, isOpen: boolean) =>
    setOpen((previous) => {
      const next = new Set(previous)
      if (isOpen) next.add(team)
      else next.delete(team)
      return next
    })
  const nextOf = (index: number) => rows[index + 1]?.team.name ?? null
  const places: StandingsZones | null = zones ? { ...zones, teams: teamCount ?? rows.length } : null
  const label = intl.formatMessage(
    { id: 'competition.standings.tableLabel', defaultMessage: 'Standings of {division}' },
    { division: divisionName },
  )
  return (
    <div data-slot="league-standings" className={cn('flex flex-col gap-3', className)}>
      <Table scrollAreaLabel={label}>
        <TableCaption className="sr-only">{label}</TableCaption>
        <TableHeader>
          <TableRow>
            <Heading
              className="w-10"
              short="#"
              full={intl.formatMessage({ id: 'competition.standings.position', defaultMessage: 'Position' })}
            />
            <TableHead className={tight}>
              <FormattedMessage id="competition.standings.team" defaultMessage="Team" />
            </TableHead>
            <Heading
              short={<FormattedMessage id="competition.standings.playedShort" defaultMessage="P" />}
              full={intl.formatMessage({ id: 'competition.standings.played', defaultMessage: 'Matches played' })}
            />
            <Heading
              short={<FormattedMessage id="competition.standings.wonShort" defaultMessage="W" />}
              full={intl.formatMessage({ id: 'competition.standings.won', defaultMessage: 'Won' })}
            />
            <Heading
              className={narrowHidden}
              short={<FormattedMessage id="competition.standings.drawnShort" defaultMessage="D" />}
              full={intl.formatMessage({ id: 'competition.standings.drawn', defaultMessage: 'Drawn' })}
            />
            <Heading
              className={narrowHidden}
              short={<FormattedMessage id="competition.standings.lostShort" defaultMessage="L" />}
              full={intl.formatMessage({ id: 'competition.standings.lost', defaultMessage: 'Lost' })}
            />
            <Heading
              short={<FormattedMessage id="competition.standings.gamesShort" defaultMessage="Games" />}
              full={intl.formatMessage({
                id: 'competition.standings.games',
                defaultMessage: 'Games won and lost',
              })}
            />
            <Heading
              short={<FormattedMessage id="competition.standings.pointsShort" defaultMessage="Pts" />}
              full={intl.formatMessage({ id: 'competition.standings.points', defaultMessage: 'Points' })}
            />
            {hasAdjustments ? (
              <Heading
                short={<FormattedMessage id="competition.standings.adjustmentShort" defaultMessage="Adj." />}
                full={intl.formatMessage({
                  id: 'competition.standings.adjustment',
                  defaultMessage: 'Points adjustment',
                })}
              />
            ) : null}
            <TableHead className={tight}>
              <span className="sr-only">
                <FormattedMessage id="competition.standings.whyColumn" defaultMessage="Why above the next" />
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => {
            const explanationId = `${baseId}-${row.team.slug}`
            const isOpen = open.has(row.team.slug) && row.above_next !== null
            const isTied = row.above_next?.criterion === 'tied'
            const zone = places ? zoneOf(row.position, places) : null
            return (
              <Fragment key={row.team.slug}>
                <TableRow
                  data-team={row.team.slug}
                  data-tied={isTied || undefined}
                  aria-current={row.team.slug === highlightTeam ? 'true' : undefined}
                  className={cn(row.team.slug === highlightTeam && 'bg-info/10')}
                >
                  <TableCell
                    data-zone={zone ?? undefined}
                    className={cn(
                      'text-end font-mono whitespace-nowrap tabular-nums',
                      tight,
                      zone && 'border-s-4',
                      zone === 'promotion' && 'border-s-success',
                      zone === 'relegation' && 'border-s-danger',
                    )}
                  >
                    {zone ? <ZoneMarker zone={zone} /> : null}
                    {row.position}
                    {isTied ? (
                      <TriangleAlert
                        role="img"
                        aria-label={intl.formatMessage({
                          id: 'competition.standings.tiedMarker',
                          defaultMessage: 'Level with the next team, needs a decider',
                        })}
                        className="ms-1 inline size-3.5 text-warning"
                      />
                    ) : null}
                  </TableCell>
                  <TableCell className={cn('font-medium', tight)}>
                    {teamHref ? (
                      <Link href={teamHref(row.team.slug)} className="text-primary underline-offset-4 hover:underline">
                        {row.team.name}
                      </Link>
                    ) : (
                      row.team.name
                    )}
                  </TableCell>
                  <TableCell className={cn('text-end tabular-nums', tight)}>{row.played}</TableCell>
                  <TableCell className={cn('text-end tabular-nums', tight)}>{row.won}</TableCell>
                  <TableCell className={cn('text-end tabular-nums', tight, narrowHidden)}>{row.drawn}</TableCell>
                  <TableCell className={cn('text-end tabular-nums', tight, narrowHidden)}>{row.lost}</TableCell>
                  <TableCell className={cn('text-end whitespace-nowrap tabular-nums', tight)}>
                    {formatWonLost(intl, row.games_won, row.games_lost)}
                  </TableCell>
                  <TableCell className={cn('text-end font-semibold tabular-nums', tight)}>
                    {intl.formatNumber(row.points)}
                  </TableCell>
                  {hasAdjustments ? (
                    <TableCell className={cn('text-end tabular-nums', tight)} data-slot="standings-adjustment">
                      {row.adjustment === 0 ? '' : intl.formatNumber(row.adjustment, { signDisplay: 'exceptZero' })}
                    </TableCell>
                  ) : null}
                  <TableCell className={cn('w-0 text-end', tight)}>
                    {row.above_next ? (
                      <WhyAboveToggle
                        team={row.team.name}
                        next={nextOf(index)}
                        explanationId={explanationId}
                        isOpen={isOpen}
                        onOpenChange={(next) => toggle(row.team.slug, next)}
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
                {isOpen && row.above_next ? (
                  <WhyAboveRow id={explanationId} separation={row.above_next} columns={columns} />
                ) : null}
              </Fragment>
            )
          })}
        </TableBody>
      </Table>
      {places ? <StandingsZonesLegend zones={places} /> : null}
      {order ? <StandingsOrder standings={order} /> : null}
    </div>
  )
}
