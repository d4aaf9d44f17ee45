import { EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { History } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageStateLink } from '../../../app/page-states'
import { AddTeamPage, useSeasonPaths } from '../parts'
import { AddExistingForm } from './add-existing-form'
import { useAddExistingTeam, useTeamAddExisting } from './use-team-add-existing'

export type TeamAddExistingScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
}

function NothingToBring({ newTeamHref }: { newTeamHref: string }) {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <History />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage
          id="competition.teamAddExisting.emptyTitle"
          defaultMessage="Every earlier team already plays this season"
        />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.teamAddExisting.emptyBody"
          defaultMessage="No team of an earlier season is left to bring. A team that has never played here is a new team."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <PageStateLink href={newTeamHref}>
          <FormattedMessage id="competition.teamList.newTeam" defaultMessage="New team" />
        </PageStateLink>
      </EmptyStateActions>
    </EmptyState>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/teams/create/existing` (signed in, the organisation's admins): a team
 * of an earlier season joins this one, in a division, with its players if the admin wants.
 */
export function TeamAddExistingScreen({ org, season }: TeamAddExistingScreenProps) {
  const intl = useIntl()
  const paths = useSeasonPaths(org, season)
  const page = useTeamAddExisting(org, season)
  const add = useAddExistingTeam(org, season)
  return (
    <AddTeamPage
      org={org}
      season={season}
      title={intl.formatMessage({
        id: 'competition.teamAddExisting.title',
        defaultMessage: 'Bring a team from an earlier season',
      })}
      description={(ready) =>
        intl.formatMessage(
          {
            id: 'competition.teamAddExisting.description',
            defaultMessage: 'The team keeps its name and web address, and plays in season {season}.',
          },
          { season: ready.name },
        )
      }
      state={page}
      loadingLabel={intl.formatMessage({
        id: 'competition.teamAddExisting.loading',
        defaultMessage: 'Loading the teams of earlier seasons',
      })}
      errorTitle={
        <FormattedMessage
          id="competition.teamAddExisting.errorTitle"
          defaultMessage="The teams of earlier seasons could not be loaded"
        />
      }
    >
      {page.status !== 'ready' ? null : page.teams.length === 0 ? (
        <NothingToBring newTeamHref={paths.createTeam} />
      ) : (
        <AddExistingForm
          org={org}
          season={season}
          teams={page.teams}
          divisions={page.divisions}
          cancelHref={paths.teams}
          onSubmit={(input) => add.mutateAsync(input)}
        />
      )}
    </AddTeamPage>
  )
}
