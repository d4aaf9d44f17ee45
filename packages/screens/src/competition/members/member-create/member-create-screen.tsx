import { ApiRequestError, competitionQueries, defaultJoinDate, isoDay } from '@oche/api'
import { toast } from '@oche/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { MemberForm } from '../parts/member-form'
import { newMemberValues, toMemberInput, type MemberFormValues } from '../parts/member-form-values'
import { teamMembersHref, type TeamRef } from '../parts/member-links'
import { ArchivedSeasonState, TeamChangeForbiddenState, teamPlayersLabel } from '../parts/members-forbidden'
import { MembersPage } from '../parts/members-page'
import { useMemberMutations } from '../parts/use-member-mutations'
import { useMemberCreate, type MemberCreateView } from './use-member-create'

export type MemberCreateScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The team's slug. */
  team: string
}

/**
 * A known player the server refuses (a 422 on `participant_id`) plays for a team this season, unless the list was
 * out of date: look again, and name the team, so the user knows where the player is.
 */
function useExplainRefusal(ref: TeamRef) {
  const intl = useIntl()
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return async (caught: unknown, values: MemberFormValues): Promise<unknown> => {
    const picked = values.member
    if (!(caught instanceof ApiRequestError) || caught.status !== 422 || !caught.errors.participant_id) return caught
    if (picked?.kind !== 'participant') return caught
    const members = await queryClient.fetchQuery(competitionQueries.seasonMembers(api, ref)).catch((): null => null)
    const playing = members?.find((member) => member.participant_id === picked.participant.id && !member.left_on)
    if (!playing) return caught
    const message = intl.formatMessage(
      {
        id: 'competition.memberCreate.alreadyInTeam',
        defaultMessage:
          '{name} already plays for {team} this season. A player is in one team per season: an admin can transfer them.',
      },
      { name: playing.name, team: playing.team.name },
    )
    return new ApiRequestError(422, caught.message, { participant_id: [message] })
  }
}

function CreateForm({ view, teamRef }: { view: MemberCreateView; teamRef: TeamRef }) {
  const intl = useIntl()
  const locale = useLocale()
  const { navigate } = usePlatform()
  const mutations = useMemberMutations(teamRef)
  const explain = useExplainRefusal(teamRef)
  const [defaultValues] = useState(() => newMemberValues(defaultJoinDate(view.season, isoDay(new Date()))))
  if (view.season.is_archived) return <ArchivedSeasonState teamRef={teamRef} teamName={view.team.name} />

  const submit = async (values: MemberFormValues) => {
    try {
      const added = await mutations.add.mutateAsync(toMemberInput(values))
      toast.success(
        intl.formatMessage(
          { id: 'competition.memberCreate.added', defaultMessage: '{name} plays for {team} now' },
          { name: added.name, team: view.team.name },
        ),
      )
      navigate(teamMembersHref(teamRef, locale))
    } catch (caught) {
      throw await explain(caught, values)
    }
  }

  return (
    <MemberForm
      mode="create"
      defaultValues={defaultValues}
      season={view.season}
      knownPlayers={view.knownPlayers}
      submitLabel={<FormattedMessage id="competition.memberCreate.submit" defaultMessage="Add the player" />}
      cancelHref={teamMembersHref(teamRef, locale)}
      onSubmit={submit}
    />
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/members/create` (signed in): adds a player to the
 * team, for its captain and the organisation's admins: someone who played in one of the league's seasons, found by
 * name, or a new guest. A player already in a team this season is refused, naming that team.
 */
export function MemberCreateScreen({ org, season, team }: MemberCreateScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const teamRef = { org, season, team }
  const state = useMemberCreate(teamRef)
  const ready = state.status === 'ready' ? state : null
  return (
    <MembersPage
      state={state}
      contentWidth="narrow"
      title={intl.formatMessage({ id: 'competition.memberCreate.title', defaultMessage: 'Add a player' })}
      description={ready?.team.name}
      backHref={teamMembersHref(teamRef, locale)}
      backLabel={teamPlayersLabel(intl, ready?.team.name)}
      forbidden={<TeamChangeForbiddenState teamRef={teamRef} />}
      errorTitle={
        <FormattedMessage id="competition.memberCreate.errorTitle" defaultMessage="The team could not be loaded" />
      }
      loadingLabel={intl.formatMessage({ id: 'competition.memberCreate.loading', defaultMessage: 'Loading the team' })}
    >
      {(view) => <CreateForm view={view} teamRef={teamRef} />}
    </MembersPage>
  )
}
