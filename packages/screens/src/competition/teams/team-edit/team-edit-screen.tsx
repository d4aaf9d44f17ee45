import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { SeasonArchivedState, TeamsDeniedState, TeamsPage, useCurrentTeamSlug, useSeasonPaths } from '../parts'
import { TeamForm, teamFormValues, toTeamChanges, type TeamFormScope } from '../parts/team-form'
import { useTeamEdit, useUpdateTeam, type TeamEdit } from './use-team-edit'

export type TeamEditScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The team's slug (a former one leads to the current). */
  team: string
}

function EditForm({
  org,
  season,
  page,
}: {
  org: string
  season: string
  page: Extract<TeamEdit, { status: 'ready' }>
}) {
  const paths = useSeasonPaths(org, season)
  const update = useUpdateTeam(org, season, page.team.slug)
  const scope: TeamFormScope = page.team.can_manage ? 'all' : 'captain'
  const saved = useMemo(() => teamFormValues(page.team), [page.team])
  return (
    <TeamForm
      mode="edit"
      scope={scope}
      defaultValues={saved}
      divisions={page.divisions}
      venues={page.venues}
      cancelHref={paths.team(page.team.slug)}
      submitLabel={<FormattedMessage id="competition.teamEdit.submit" defaultMessage="Save the team" />}
      onSubmit={(values) => update.mutateAsync(toTeamChanges(values, saved, scope))}
    />
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/edit` (signed in: the organisation's admins and the
 * team's captain): the team's name, web address, club, division, home venue and night; its captain sees only what
 * captains may change (the name and the club).
 */
export function TeamEditScreen({ org, season, team }: TeamEditScreenProps) {
  const intl = useIntl()
  const paths = useSeasonPaths(org, season)
  const page = useTeamEdit(org, season, team)
  const ready = page.status === 'ready' ? page : null
  useCurrentTeamSlug(team, ready?.team.slug, paths.editTeam)
  const name = ready?.team.name
  const back = {
    href: paths.team(ready?.team.slug ?? team),
    label: name ?? intl.formatMessage({ id: 'competition.teamPage.titleLoading', defaultMessage: 'Team' }),
  }
  return (
    <TeamsPage
      contentWidth="narrow"
      title={
        name
          ? intl.formatMessage({ id: 'competition.teamEdit.title', defaultMessage: 'Edit {team}' }, { team: name })
          : intl.formatMessage({ id: 'competition.teamEdit.titleLoading', defaultMessage: 'Edit the team' })
      }
      back={back}
      state={page}
      loadingLabel={intl.formatMessage({ id: 'competition.teamPage.loading', defaultMessage: 'Loading the team' })}
      errorTitle={
        <FormattedMessage id="competition.teamPage.errorTitle" defaultMessage="The team could not be loaded" />
      }
      denied={
        <TeamsDeniedState
          title={
            <FormattedMessage
              id="competition.teamEdit.deniedTitle"
              defaultMessage="Only the captain and the admins change this team"
            />
          }
          body={
            <FormattedMessage
              id="competition.teamEdit.deniedBody"
              defaultMessage="Ask your captain, or an admin of the organisation, to make the change."
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
        ready.season.is_archived ? (
          <SeasonArchivedState back={back} />
        ) : (
          <EditForm key={ready.team.updated_at} org={org} season={season} page={ready} />
        )
      ) : null}
    </TeamsPage>
  )
}
