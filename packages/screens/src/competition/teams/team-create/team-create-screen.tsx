import { FormattedMessage, useIntl } from 'react-intl'
import { AddTeamPage, useSeasonPaths } from '../parts'
import { TeamForm, teamFormValues, toTeamInput } from '../parts/team-form'
import { useCreateTeam, useTeamCreate } from './use-team-create'

export type TeamCreateScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
}

const newTeam = teamFormValues()

/**
 * `/competition/{org_slug}/season/{season_slug}/teams/create` (signed in, the organisation's admins): a new team in
 * the season, with its club, division, home venue and night.
 */
export function TeamCreateScreen({ org, season }: TeamCreateScreenProps) {
  const intl = useIntl()
  const paths = useSeasonPaths(org, season)
  const page = useTeamCreate(org, season)
  const create = useCreateTeam(org, season)
  return (
    <AddTeamPage
      org={org}
      season={season}
      title={intl.formatMessage({ id: 'competition.teamCreate.title', defaultMessage: 'New team' })}
      description={(ready) =>
        intl.formatMessage(
          {
            id: 'competition.teamCreate.description',
            defaultMessage: 'A team that plays in season {season}; add its players on its page once it is made.',
          },
          { season: ready.name },
        )
      }
      state={page}
      loadingLabel={intl.formatMessage({
        id: 'competition.teamCreate.loading',
        defaultMessage: 'Loading the divisions and venues',
      })}
      errorTitle={
        <FormattedMessage
          id="competition.teamCreate.errorTitle"
          defaultMessage="The divisions and venues could not be loaded"
        />
      }
    >
      {page.status === 'ready' ? (
        <TeamForm
          mode="create"
          scope="all"
          defaultValues={newTeam}
          divisions={page.divisions}
          venues={page.venues}
          cancelHref={paths.teams}
          submitLabel={<FormattedMessage id="competition.teamCreate.submit" defaultMessage="Add the team" />}
          onSubmit={(values) => create.mutateAsync(toTeamInput(values))}
        />
      ) : null}
    </AddTeamPage>
  )
}
