import type { TeamMember } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { UserPlus, Users } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { MembersForbiddenState } from '../parts/members-forbidden'
import { MembersPage } from '../parts/members-page'
import { MemberName, MemberPeriod } from '../parts/member-labels'
import { memberCreateHref, seasonHref, teamHref, type TeamRef } from '../parts/member-links'
import { TeamMemberTable } from './team-member-table'
import { useTeamMembers, type TeamMembersView } from './use-team-members'

export type TeamMembersScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The team's slug. */
  team: string
}

function AddPlayerLink({ teamRef }: { teamRef: TeamRef }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <Button asChild>
      <Link href={memberCreateHref(teamRef, locale)}>
        <UserPlus aria-hidden />
        <FormattedMessage id="competition.teamMembers.add" defaultMessage="Add a player" />
      </Link>
    </Button>
  )
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function FormerPlayers({ members }: { members: readonly TeamMember[] }) {
  return (
    <Section title={<FormattedMessage id="competition.teamMembers.former" defaultMessage="Former players" />}>
      <ul className="flex flex-col divide-y rounded-md border bg-surface-raised">
        {members.map((member) => (
          <li key={member.id} data-member={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
            <span className="min-w-0 flex-1">
              <MemberName member={member} />
            </span>
            <span className="text-sm text-muted-foreground">
              <MemberPeriod member={member} />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function TeamMembers({ view, teamRef }: { view: TeamMembersView; teamRef: TeamRef }) {
  const isOpen = !view.season.is_archived
  const canEdit = view.team.can_edit && isOpen
  const team = { ...teamRef, team: view.team.slug, name: view.team.name }
  return (
    <div className="flex flex-col gap-8">
      {view.season.is_archived ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.teamMembers.archived"
            defaultMessage="This season is archived: its players are kept as they were and no longer change."
          />
        </p>
      ) : view.team.can_edit ? null : (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.teamMembers.readOnly"
            defaultMessage="The team’s captain and the organisation’s admins add, change and remove its players."
          />
        </p>
      )}
      <Section
        title={
          <FormattedMessage
            id="competition.teamMembers.current"
            defaultMessage="{count, plural, =0 {Players} one {# player} other {# players}}"
            values={{ count: view.current.length }}
          />
        }
      >
        {view.current.length === 0 ? (
          <EmptyState>
            <EmptyStateIcon>
              <Users />
            </EmptyStateIcon>
            <EmptyStateTitle>
              <FormattedMessage id="competition.teamMembers.emptyTitle" defaultMessage="No players yet" />
            </EmptyStateTitle>
            <EmptyStateDescription>
              <FormattedMessage
                id="competition.teamMembers.emptyBody"
                defaultMessage="A team plays with at least four players; its captain is one of them."
              />
            </EmptyStateDescription>
            {canEdit ? (
              <EmptyStateActions>
                <AddPlayerLink teamRef={team} />
              </EmptyStateActions>
            ) : null}
          </EmptyState>
        ) : (
          <TeamMemberTable
            members={view.current}
            team={team}
            canEdit={canEdit}
            canTransfer={view.team.can_manage && isOpen}
            teams={view.teams}
            season={view.season}
          />
        )}
      </Section>
      {view.former.length > 0 ? <FormerPlayers members={view.former} /> : null}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/members` (signed in): a team's players this season,
 * the captain first. Its captain and the organisation's admins add, edit, remove and make a captain; admins transfer
 * players to another team. Contacts show only to them (the API leaves them out for everyone else).
 */
export function TeamMembersScreen({ org, season, team }: TeamMembersScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const teamRef = { org, season, team }
  const state = useTeamMembers(teamRef)
  const ready = state.status === 'ready' ? state : null
  const backLabel =
    ready?.team.name ?? intl.formatMessage({ id: 'competition.teamMembers.backLoading', defaultMessage: 'Team' })
  return (
    <MembersPage
      state={state}
      contentWidth="wide"
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.teamMembers.title', defaultMessage: 'Players of {team}' },
              { team: ready.team.name },
            )
          : intl.formatMessage({ id: 'competition.teamMembers.titleLoading', defaultMessage: 'Players' })
      }
      description={
        ready
          ? intl.formatMessage(
              {
                id: 'competition.teamMembers.description',
                defaultMessage: '{division, select, none {Season {season}} other {Season {season} · {division}}}',
              },
              { season: ready.season.name, division: ready.team.division?.name ?? 'none' },
            )
          : undefined
      }
      actions={
        ready && ready.team.can_edit && !ready.season.is_archived && ready.current.length > 0 ? (
          <AddPlayerLink teamRef={teamRef} />
        ) : undefined
      }
      backHref={teamHref(teamRef, locale)}
      backLabel={backLabel}
      forbidden={
        <MembersForbiddenState
          reason="otherTeam"
          backHref={seasonHref(teamRef, locale)}
          backLabel={intl.formatMessage({ id: 'competition.members.toSeason', defaultMessage: 'Go to the season' })}
        />
      }
      errorTitle={
        <FormattedMessage id="competition.teamMembers.errorTitle" defaultMessage="The players could not be loaded" />
      }
      loadingLabel={intl.formatMessage({
        id: 'competition.teamMembers.loading',
        defaultMessage: 'Loading the players',
      })}
    >
      {(view) => <TeamMembers view={view} teamRef={teamRef} />}
    </MembersPage>
  )
}
