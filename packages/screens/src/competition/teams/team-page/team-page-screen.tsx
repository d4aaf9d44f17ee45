import { Button } from '@oche/ui'
import { ChartColumn, Pencil } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { SeasonBadges } from '../../parts/season-labels'
import { TeamFacts, TeamsDeniedState, TeamsPage, useCurrentTeamSlug, useSeasonPaths } from '../parts'
import { TeamFixtures } from './team-fixtures'
import { TeamPlayers } from './team-players'
import { useTeamPage } from './use-team-page'

export type TeamPageScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The team's slug (a former one leads to the current). */
  team: string
}

function Section({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-md border bg-surface-raised p-4 ${className ?? ''}`}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/teams/{team_slug}` (signed in: the organisation's admins, the team's
 * players and captain): the team's details, its players, and for admins its matches. Admins and its captain edit it.
 */
export function TeamPageScreen({ org, season, team }: TeamPageScreenProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const paths = useSeasonPaths(org, season)
  const page = useTeamPage(org, season, team)
  const ready = page.status === 'ready' ? page : null
  useCurrentTeamSlug(team, ready?.team.slug, paths.team)
  const isAdmin = ready?.organisation.role === 'admin'
  const seasonName = ready?.season.name
  const back =
    isAdmin || !ready
      ? {
          href: paths.teams,
          label: intl.formatMessage({ id: 'competition.teams.backToTeams', defaultMessage: 'Teams' }),
        }
      : {
          href: paths.season,
          label: intl.formatMessage(
            { id: 'competition.teams.backToSeason', defaultMessage: 'Season {season}' },
            { season: seasonName },
          ),
        }
  return (
    <TeamsPage
      contentWidth="wide"
      title={
        ready?.team.name ?? intl.formatMessage({ id: 'competition.teamPage.titleLoading', defaultMessage: 'Team' })
      }
      description={
        ready ? (
          <span className="flex flex-wrap items-center gap-2">
            <span>
              <FormattedMessage
                id="competition.teamPage.season"
                defaultMessage="Season {season}"
                values={{ season: ready.season.name }}
              />
            </span>
            <SeasonBadges season={ready.season} />
          </span>
        ) : undefined
      }
      actions={
        ready ? (
          <>
            <Button asChild variant="outline">
              <Link href={paths.teamStatistics(ready.team.slug)}>
                <ChartColumn aria-hidden />
                <FormattedMessage id="competition.teamPage.statistics" defaultMessage="Statistics" />
              </Link>
            </Button>
            {ready.team.can_edit && !ready.season.is_archived ? (
              <Button asChild variant="outline">
                <Link href={paths.editTeam(ready.team.slug)}>
                  <Pencil aria-hidden />
                  <FormattedMessage id="competition.teamPage.edit" defaultMessage="Edit the team" />
                </Link>
              </Button>
            ) : null}
          </>
        ) : null
      }
      back={back}
      state={page}
      loadingLabel={intl.formatMessage({ id: 'competition.teamPage.loading', defaultMessage: 'Loading the team' })}
      errorTitle={
        <FormattedMessage id="competition.teamPage.errorTitle" defaultMessage="The team could not be loaded" />
      }
      denied={
        <TeamsDeniedState
          title={<FormattedMessage id="competition.teamPage.deniedTitle" defaultMessage="This is not your team" />}
          body={
            <FormattedMessage
              id="competition.teamPage.deniedBody"
              defaultMessage="A team’s page is for its own players and captain and the organisation’s admins."
            />
          }
          back={{
            href: paths.season,
            label: intl.formatMessage({ id: 'competition.teams.backToSeasonLoading', defaultMessage: 'Season' }),
          }}
        />
      }
    >
      {ready ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <Section title={<FormattedMessage id="competition.teamPage.details" defaultMessage="Details" />}>
              <TeamFacts team={ready.team} showDivision divisionHref={isAdmin ? paths.division : undefined} />
            </Section>
            {ready.fixtures ? (
              <Section title={<FormattedMessage id="competition.teamPage.fixtures" defaultMessage="Matches" />}>
                <TeamFixtures team={ready.team} fixtures={ready.fixtures} divisionMatchesHref={paths.divisionMatches} />
              </Section>
            ) : null}
          </div>
          <Section
            className="lg:col-start-3 lg:row-start-1"
            title={
              <FormattedMessage
                id="competition.teamPage.players"
                defaultMessage="Players ({count})"
                values={{ count: ready.players.length }}
              />
            }
          >
            <TeamPlayers players={ready.players} membersHref={paths.teamMembers(ready.team.slug)} />
          </Section>
        </div>
      ) : null}
    </TeamsPage>
  )
}
