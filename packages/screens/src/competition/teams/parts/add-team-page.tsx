import type { Season } from '@oche/api'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PageWaiting } from './page-status'
import { useSeasonPaths } from './season-paths'
import { SeasonArchivedState, TeamsDeniedState, TeamsPage, type PageLink } from './teams-page'

/** A captain or player on a page that adds a team to the season. */
function AddTeamDeniedState({ back }: { back: PageLink }) {
  return (
    <TeamsDeniedState
      title={
        <FormattedMessage
          id="competition.teams.adminsOnlyTitle"
          defaultMessage="Only the organisation’s admins add teams"
        />
      }
      body={
        <FormattedMessage
          id="competition.teams.adminsOnlyBody"
          defaultMessage="Ask an admin of the organisation to add the team to the season."
        />
      }
      back={back}
    />
  )
}

export type AddTeamPageProps = {
  org: string
  season: string
  title: string
  /** One line on what the page does, once the season is known. */
  description: (season: Season) => string
  state: PageWaiting | { status: 'ready'; season: Season }
  loadingLabel: string
  errorTitle: ReactNode
  /** The form, shown once ready while the season is not archived. */
  children: ReactNode
}

/**
 * The frame of the pages that add a team to a season (new, or from an earlier season): back to the teams, for the
 * organisation's admins only, and closed while the season is archived.
 */
export function AddTeamPage({
  org,
  season,
  title,
  description,
  state,
  loadingLabel,
  errorTitle,
  children,
}: AddTeamPageProps) {
  const intl = useIntl()
  const paths = useSeasonPaths(org, season)
  const back = {
    href: paths.teams,
    label: intl.formatMessage({ id: 'competition.teams.backToTeams', defaultMessage: 'Teams' }),
  }
  const ready = state.status === 'ready' ? state : null
  return (
    <TeamsPage
      contentWidth="narrow"
      title={title}
      description={ready ? description(ready.season) : undefined}
      back={back}
      state={state}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      denied={<AddTeamDeniedState back={back} />}
    >
      {ready?.season.is_archived ? <SeasonArchivedState back={back} /> : children}
    </TeamsPage>
  )
}
