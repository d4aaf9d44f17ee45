import type { TeamStatistics } from '@oche/api'
import { Button } from '@oche/ui'
import { CalendarDays, Trophy } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { LeagueMatchRow } from '../../parts/league-match-row'
import { LeaguePage, useLeaguePaths, type LeaguePaths } from '../../parts/league-page'
import { IndividualStandingsTable, LeagueStandingsTable } from '../../parts/standings'
import { useCurrentTeamSlug } from '../parts'
import { useTeamStatistics } from './use-team-statistics'

export type TeamStatisticsScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The team's slug (a former one leads to the current). */
  team: string
}

function Section({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border bg-surface-raised p-4">
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

function TeamStatisticsContent({ statistics, paths }: { statistics: TeamStatistics; paths: LeaguePaths }) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const { team, standing, players, matches } = statistics
  // The team's division, as its matches name it (the statistics carry the row, not the division).
  const division = matches[0]?.division ?? null
  return (
    <div className="flex flex-col gap-6">
      <Section
        title={<FormattedMessage id="competition.teamStatistics.standing" defaultMessage="Place in the division" />}
        action={
          division ? (
            <Button asChild variant="outline" size="sm">
              <Link href={paths.division(division.slug)}>
                <Trophy aria-hidden />
                <FormattedMessage
                  id="competition.teamStatistics.fullStandings"
                  defaultMessage="Standings of {division}"
                  values={{ division: division.name }}
                />
              </Link>
            </Button>
          ) : null
        }
      >
        {standing ? (
          <LeagueStandingsTable
            rows={[standing]}
            divisionName={division?.name ?? team.name}
            highlightTeam={team.slug}
          />
        ) : (
          <Quiet>
            <FormattedMessage
              id="competition.teamStatistics.noStanding"
              defaultMessage="The team is in no division, so it has no place in a table."
            />
          </Quiet>
        )}
      </Section>
      <Section title={<FormattedMessage id="competition.teamStatistics.players" defaultMessage="Players" />}>
        {players.length > 0 ? (
          <IndividualStandingsTable
            rows={players}
            label={intl.formatMessage(
              { id: 'competition.teamStatistics.playersLabel', defaultMessage: 'Players of {team}' },
              { team: team.name },
            )}
          />
        ) : (
          <Quiet>
            <FormattedMessage
              id="competition.teamStatistics.noPlayers"
              defaultMessage="No player of the team has played a game yet."
            />
          </Quiet>
        )}
      </Section>
      <Section
        title={<FormattedMessage id="competition.teamStatistics.matches" defaultMessage="Matches" />}
        action={
          matches.length > 0 ? (
            <Button asChild variant="outline" size="sm">
              <Link href={paths.matches(`?team=${encodeURIComponent(team.slug)}`)}>
                <CalendarDays aria-hidden />
                <FormattedMessage id="competition.teamStatistics.inMatchList" defaultMessage="In the match list" />
              </Link>
            </Button>
          ) : null
        }
      >
        {matches.length > 0 ? (
          <ul className="flex flex-col divide-y">
            {matches.map((match) => (
              <LeagueMatchRow key={match.id} match={match} href={paths.match(match.slug)} showWeek />
            ))}
          </ul>
        ) : (
          <Quiet>
            <FormattedMessage
              id="competition.teamStatistics.noMatches"
              defaultMessage="No matches yet: they show here once the division’s fixture list is made."
            />
          </Quiet>
        )}
      </Section>
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/statistics` (the organisation's admins and the
 * season's players): a team's season in figures. Its place in its division with why it stands above the next team,
 * its players' figures (games, legs, averages, 180s, checkouts, best legs) and its matches with their scores. The
 * page follows the season's `league.updated`.
 */
export function TeamStatisticsScreen({ org, season, team }: TeamStatisticsScreenProps) {
  const intl = useIntl()
  const paths = useLeaguePaths(org, season)
  const page = useTeamStatistics(org, season, team)
  const ready = page.status === 'ready' ? page : null
  useCurrentTeamSlug(team, ready?.statistics.team.slug, paths.teamStatistics)
  return (
    <LeaguePage
      contentWidth="wide"
      state={page}
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.teamStatistics.title', defaultMessage: 'Statistics of {team}' },
              { team: ready.statistics.team.name },
            )
          : intl.formatMessage({ id: 'competition.teamStatistics.titleLoading', defaultMessage: 'Team statistics' })
      }
      description={
        ready ? (
          <FormattedMessage
            id="competition.teamStatistics.description"
            defaultMessage="Season {season}"
            values={{ season: ready.season.name }}
          />
        ) : undefined
      }
      backHref={paths.season}
      backLabel={
        ready
          ? intl.formatMessage(
              { id: 'competition.teamStatistics.backToSeason', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage({ id: 'competition.teamStatistics.backToSeasonLoading', defaultMessage: 'Season' })
      }
      loadingLabel={intl.formatMessage({
        id: 'competition.teamStatistics.loading',
        defaultMessage: 'Loading the team’s statistics',
      })}
      errorTitle={
        <FormattedMessage
          id="competition.teamStatistics.errorTitle"
          defaultMessage="The team’s statistics could not be loaded"
        />
      }
    >
      {ready ? <TeamStatisticsContent statistics={ready.statistics} paths={paths} /> : null}
    </LeaguePage>
  )
}
