import { Lock } from 'lucide-react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { PageState, PageStateLink } from '../../../app/page-states'
import { teamMembersHref, type TeamRef } from './member-links'

/** Why a member page is closed to the caller, who has a role in the organisation. */
export type MembersForbiddenReason = 'seasonList' | 'otherTeam' | 'teamChange' | 'archived'

function Title({ reason }: { reason: MembersForbiddenReason }) {
  switch (reason) {
    case 'seasonList':
      return (
        <FormattedMessage
          id="competition.members.forbidden.seasonListTitle"
          defaultMessage="The season’s player list is for admins and captains"
        />
      )
    case 'otherTeam':
      return (
        <FormattedMessage
          id="competition.members.forbidden.otherTeamTitle"
          defaultMessage="You do not play for this team"
        />
      )
    case 'teamChange':
      return (
        <FormattedMessage
          id="competition.members.forbidden.teamChangeTitle"
          defaultMessage="You cannot change this team’s players"
        />
      )
    case 'archived':
      return (
        <FormattedMessage id="competition.members.forbidden.archivedTitle" defaultMessage="This season is archived" />
      )
    default:
      return reason satisfies never
  }
}

function Body({ reason }: { reason: MembersForbiddenReason }) {
  switch (reason) {
    case 'seasonList':
      return (
        <FormattedMessage
          id="competition.members.forbidden.seasonListBody"
          defaultMessage="Your team’s players are on your team’s page. Ask the organisation’s admins about other teams."
        />
      )
    case 'otherTeam':
      return (
        <FormattedMessage
          id="competition.members.forbidden.otherTeamBody"
          defaultMessage="A team’s players are shown to its own players and captain, and to the organisation’s admins."
        />
      )
    case 'teamChange':
      return (
        <FormattedMessage
          id="competition.members.forbidden.teamChangeBody"
          defaultMessage="Its captain and the organisation’s admins add, change and remove its players. Ask them."
        />
      )
    case 'archived':
      return (
        <FormattedMessage
          id="competition.members.forbidden.archivedBody"
          defaultMessage="Its teams and players are kept as they were and no longer change."
        />
      )
    default:
      return reason satisfies never
  }
}

export type MembersForbiddenStateProps = {
  reason: MembersForbiddenReason
  /** The way back: the team's players, or the season. */
  backHref: string
  backLabel: string
}

/** A member page the caller may not use, though they have a role in the organisation: why, and the way back. */
export function MembersForbiddenState({ reason, backHref, backLabel }: MembersForbiddenStateProps) {
  return (
    <PageState
      className="w-full"
      icon={<Lock />}
      title={<Title reason={reason} />}
      description={<Body reason={reason} />}
      actions={
        <PageStateLink variant="outline" href={backHref}>
          {backLabel}
        </PageStateLink>
      }
    />
  )
}

/** The add and edit pages for a player of the team who is not its captain: who changes its players, and the way back. */
export function TeamChangeForbiddenState({ teamRef }: { teamRef: TeamRef }) {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <MembersForbiddenState
      reason="teamChange"
      backHref={teamMembersHref(teamRef, locale)}
      backLabel={intl.formatMessage({
        id: 'competition.members.toTeamLoading',
        defaultMessage: 'Go to the team’s players',
      })}
    />
  )
}

/** The back link's name on the add and edit pages: the team's players, named once the team is loaded. */
export function teamPlayersLabel(intl: IntlShape, teamName: string | undefined): string {
  return teamName
    ? intl.formatMessage(
        { id: 'competition.members.backToTeam', defaultMessage: 'Players of {team}' },
        { team: teamName },
      )
    : intl.formatMessage({ id: 'competition.members.backLoading', defaultMessage: 'Players' })
}

/** The add and edit pages in an archived season: its players no longer change; the way back to the team's. */
export function ArchivedSeasonState({ teamRef, teamName }: { teamRef: TeamRef; teamName: string }) {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <MembersForbiddenState
      reason="archived"
      backHref={teamMembersHref(teamRef, locale)}
      backLabel={intl.formatMessage(
        { id: 'competition.members.toTeam', defaultMessage: 'Go to the players of {team}' },
        { team: teamName },
      )}
    />
  )
}
