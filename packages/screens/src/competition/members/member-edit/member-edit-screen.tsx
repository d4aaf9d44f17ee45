import { toast } from '@oche/ui'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { MemberForm } from '../parts/member-form'
import { memberValuesOf, toMemberChanges, type MemberFormValues } from '../parts/member-form-values'
import { LeagueDay, MemberBadges, MemberName } from '../parts/member-labels'
import { teamMembersHref, type TeamRef } from '../parts/member-links'
import { ArchivedSeasonState, TeamChangeForbiddenState, teamPlayersLabel } from '../parts/members-forbidden'
import { MembersPage } from '../parts/members-page'
import { useMemberMutations } from '../parts/use-member-mutations'
import { MembershipHistory } from './membership-history'
import { useMemberEdit, type MemberEditView } from './use-member-edit'

export type MemberEditScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The team's slug. */
  team: string
  /** The membership's id. */
  member: string
}

function EditForm({ view, teamRef }: { view: MemberEditView; teamRef: TeamRef }) {
  const intl = useIntl()
  const locale = useLocale()
  const { navigate } = usePlatform()
  const mutations = useMemberMutations(teamRef)
  const [defaultValues] = useState(() => memberValuesOf(view.member))
  const { member } = view

  const submit = async (values: MemberFormValues) => {
    const saved = await mutations.update.mutateAsync({ member: member.id, input: toMemberChanges(values) })
    toast.success(
      intl.formatMessage(
        { id: 'competition.memberEdit.saved', defaultMessage: 'The changes to {name} are saved' },
        { name: saved.name },
      ),
    )
    navigate(teamMembersHref(teamRef, locale))
  }

  return (
    <MemberForm
      mode="edit"
      defaultValues={defaultValues}
      season={view.season}
      submitLabel={<FormattedMessage id="competition.memberEdit.submit" defaultMessage="Save the changes" />}
      cancelHref={teamMembersHref(teamRef, locale)}
      onSubmit={submit}
    />
  )
}

function MemberEdit({ view, teamRef }: { view: MemberEditView; teamRef: TeamRef }) {
  const { member } = view
  if (view.season.is_archived) return <ArchivedSeasonState teamRef={teamRef} teamName={view.team.name} />
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-md border bg-surface-raised p-4">
        <span className="flex flex-wrap items-center gap-3">
          <MemberName member={member} />
          <MemberBadges member={member} />
        </span>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.memberEdit.nameNote"
            defaultMessage="The player’s name is the same in every team of the organisation; it is not changed here."
          />
        </p>
      </div>
      {member.left_on === null ? (
        <EditForm view={view} teamRef={teamRef} />
      ) : (
        <p role="status" className="rounded-md border bg-surface p-4 text-sm">
          <FormattedMessage
            id="competition.memberEdit.left"
            defaultMessage="{name} left {team} on {date}. A former membership stays as it was."
            values={{ name: member.name, team: view.team.name, date: <LeagueDay day={member.left_on} /> }}
          />
        </p>
      )}
      <MembershipHistory history={view.history} memberId={member.id} />
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/members/{member_id}/edit` (signed in): a player's
 * role, first day and contact in the team, for its captain and the organisation's admins, with the teams the player
 * played for this season (transfers kept with their days).
 */
export function MemberEditScreen({ org, season, team, member }: MemberEditScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const teamRef = { org, season, team }
  const state = useMemberEdit(teamRef, member)
  const ready = state.status === 'ready' ? state : null
  return (
    <MembersPage
      state={state}
      contentWidth="narrow"
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.memberEdit.title', defaultMessage: 'Edit {name}' },
              { name: ready.member.name },
            )
          : intl.formatMessage({ id: 'competition.memberEdit.titleLoading', defaultMessage: 'Edit a player' })
      }
      description={ready?.team.name}
      backHref={teamMembersHref(teamRef, locale)}
      backLabel={teamPlayersLabel(intl, ready?.team.name)}
      forbidden={<TeamChangeForbiddenState teamRef={teamRef} />}
      errorTitle={
        <FormattedMessage id="competition.memberEdit.errorTitle" defaultMessage="The player could not be loaded" />
      }
      loadingLabel={intl.formatMessage({ id: 'competition.memberEdit.loading', defaultMessage: 'Loading the player' })}
    >
      {(view) => <MemberEdit view={view} teamRef={teamRef} />}
    </MembersPage>
  )
}
