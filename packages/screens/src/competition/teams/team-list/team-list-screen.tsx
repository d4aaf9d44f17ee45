import type { Division, Season, Team } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { History, Plus, SearchX, Users } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { SeasonBadges } from '../../parts/season-labels'
import { TeamFacts, TeamsDeniedState, TeamsPage, useSeasonPaths, type SeasonPaths } from '../parts'
import { groupTeams, type TeamFilter, type TeamGroup } from './group-teams'
import { TeamFilters } from './team-filters'
import { useTeamList } from './use-team-list'

export type TeamListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
}

/** "New team" and "Bring a team from an earlier season": while the season is not archived. */
function AddTeamLinks({ paths }: { paths: SeasonPaths }) {
  const { Link } = usePlatform()
  return (
    <>
      <Button asChild variant="outline" multiline>
        <Link href={paths.addExistingTeam}>
          <History aria-hidden />
          <FormattedMessage
            id="competition.teamList.addExisting"
            defaultMessage="Bring a team from an earlier season"
          />
        </Link>
      </Button>
      <Button asChild>
        <Link href={paths.createTeam}>
          <Plus aria-hidden />
          <FormattedMessage id="competition.teamList.newTeam" defaultMessage="New team" />
        </Link>
      </Button>
    </>
  )
}

function TeamCard({ team, paths }: { team: Team; paths: SeasonPaths }) {
  const { Link } = usePlatform()
  return (
    <li className="flex flex-col gap-3 rounded-md border bg-surface-raised p-4" data-captain={Boolean(team.captain)}>
      <h3 className="font-semibold">
        <Link href={paths.team(team.slug)} className="text-primary underline-offset-4 hover:underline">
          {team.name}
        </Link>
      </h3>
      <TeamFacts team={team} />
    </li>
  )
}

function TeamGroupSection({ group, paths }: { group: TeamGroup; paths: SeasonPaths }) {
  const headingId = useId()
  const { Link } = usePlatform()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {group.division ? (
            <Link href={paths.division(group.division.slug)} className="underline-offset-4 hover:underline">
              {group.division.name}
            </Link>
          ) : (
            <FormattedMessage id="competition.teamList.noDivision" defaultMessage="Not in a division" />
          )}
        </h2>
        <span className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.teamList.teamCount"
            defaultMessage="{count, plural, one {# team} other {# teams}}"
            values={{ count: group.teams.length }}
          />
        </span>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {group.teams.map((team) => (
          <TeamCard key={team.id} team={team} paths={paths} />
        ))}
      </ul>
    </section>
  )
}

function NoTeams({ season, paths }: { season: Season; paths: SeasonPaths }) {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <Users />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competition.teamList.emptyTitle" defaultMessage="No teams in this season yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.teamList.emptyBody"
          defaultMessage="Add a new team, or bring one that played an earlier season, with its players if you like."
        />
      </EmptyStateDescription>
      {season.is_archived ? null : (
        <EmptyStateActions>
          <AddTeamLinks paths={paths} />
        </EmptyStateActions>
      )}
    </EmptyState>
  )
}

function TeamGroups({ teams, divisions, paths }: { teams: Team[]; divisions: Division[]; paths: SeasonPaths }) {
  const [filter, setFilter] = useState<TeamFilter>({ search: '', division: null })
  const groups = groupTeams(teams, divisions, filter)
  return (
    <div className="flex flex-col gap-6">
      <TeamFilters divisions={divisions} value={filter} onValueChange={setFilter} />
      {groups.length === 0 ? (
        <EmptyState role="status">
          <EmptyStateIcon>
            <SearchX />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="competition.teamList.noMatchTitle" defaultMessage="No team matches" />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="competition.teamList.noMatchBody"
              defaultMessage="Try another name or club, or show all divisions."
            />
          </EmptyStateDescription>
        </EmptyState>
      ) : (
        groups.map((group) => <TeamGroupSection key={group.division?.slug ?? 'none'} group={group} paths={paths} />)
      )}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/teams` (signed in, the organisation's admins): the season's teams by
 * division with their club, home venue, captain and players, a search, and the ways to add a team.
 */
export function TeamListScreen({ org, season }: TeamListScreenProps) {
  const intl = useIntl()
  const paths = useSeasonPaths(org, season)
  const list = useTeamList(org, season)
  const ready = list.status === 'ready' ? list : null
  const back = {
    href: paths.season,
    label: ready
      ? intl.formatMessage(
          { id: 'competition.teams.backToSeason', defaultMessage: 'Season {season}' },
          { season: ready.season.name },
        )
      : intl.formatMessage({ id: 'competition.teams.backToSeasonLoading', defaultMessage: 'Season' }),
  }
  return (
    <TeamsPage
      contentWidth="wide"
      title={intl.formatMessage({ id: 'competition.teamList.title', defaultMessage: 'Teams' })}
      description={
        ready ? (
          <span className="flex flex-wrap items-center gap-2">
            <span>
              <FormattedMessage
                id="competition.teamList.description"
                defaultMessage="{count, plural, =0 {No teams} one {# team} other {# teams}} in season {season}"
                values={{ count: ready.teams.length, season: ready.season.name }}
              />
            </span>
            <SeasonBadges season={ready.season} />
          </span>
        ) : undefined
      }
      actions={ready && !ready.season.is_archived && ready.teams.length > 0 ? <AddTeamLinks paths={paths} /> : null}
      back={back}
      state={list}
      loadingLabel={intl.formatMessage({ id: 'competition.teamList.loading', defaultMessage: 'Loading the teams' })}
      errorTitle={
        <FormattedMessage id="competition.teamList.errorTitle" defaultMessage="The teams could not be loaded" />
      }
      denied={
        <TeamsDeniedState
          title={
            <FormattedMessage
              id="competition.teamList.deniedTitle"
              defaultMessage="Only the organisation’s admins see every team"
            />
          }
          body={
            <FormattedMessage
              id="competition.teamList.deniedBody"
              defaultMessage="As a captain or player you see your own team. Ask an admin of the organisation about the other teams."
            />
          }
          back={back}
        />
      }
    >
      {ready ? (
        ready.teams.length === 0 ? (
          <NoTeams season={ready.season} paths={paths} />
        ) : (
          <TeamGroups teams={ready.teams} divisions={ready.divisions} paths={paths} />
        )
      ) : null}
    </TeamsPage>
  )
}
