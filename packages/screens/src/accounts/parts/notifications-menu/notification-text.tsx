import { TABLET_OFFLINE_NOTIFICATION, type Notification } from '@oche/api'
import { FormattedMessage } from 'react-intl'

/** What a notification says, by its type; a type this version does not know shows as it is. */
export function NotificationText({ notification }: { notification: Notification }) {
  switch (notification.type) {
    case 'match.called': {
      const tournament = String(notification.data.tournament_name ?? '')
      const board = notification.data.board
      if (typeof board === 'number' || (typeof board === 'string' && board !== ''))
        return tournament ? (
          <FormattedMessage
            id="accounts.notifications.gameCalledOnBoard"
            defaultMessage="{tournament}: your game is called to board {board}"
            values={{ board, tournament }}
          />
        ) : (
          <FormattedMessage
            id="accounts.notifications.matchCalledOnBoard"
            defaultMessage="Your match is called to board {board}"
            values={{ board }}
          />
        )
      return tournament ? (
        <FormattedMessage
          id="accounts.notifications.gameCalled"
          defaultMessage="{tournament}: your game is called"
          values={{ tournament }}
        />
      ) : (
        <FormattedMessage id="accounts.notifications.matchCalled" defaultMessage="Your match is called" />
      )
    }
    case 'tournament.entered':
      return (
        <FormattedMessage
          id="accounts.notifications.tournamentEntered"
          defaultMessage="You are entered in {tournament}"
          values={{ tournament: String(notification.data.tournament_name ?? '') }}
        />
      )
    case 'result.corrected':
      return (
        <FormattedMessage
          id="accounts.notifications.resultCorrected"
          defaultMessage="{tournament}: the result of your game was corrected to {home} {result} {away}"
          values={{
            tournament: String(notification.data.tournament_name ?? ''),
            home: String(notification.data.home ?? ''),
            away: String(notification.data.away ?? ''),
            result: String(notification.data.result ?? ''),
          }}
        />
      )
    case 'participant.linkInvitation': {
      const organiser = String(notification.data.organiser_name ?? '')
      const participant = String(notification.data.participant_name ?? '')
      if (notification.data.answer === 'accepted')
        return (
          <FormattedMessage
            id="accounts.notifications.linkInvitationAccepted"
            defaultMessage="You linked “{participant}” of {organiser} to your account"
            values={{ organiser, participant }}
          />
        )
      if (notification.data.answer === 'declined')
        return (
          <FormattedMessage
            id="accounts.notifications.linkInvitationDeclined"
            defaultMessage="You declined to link “{participant}” of {organiser}"
            values={{ organiser, participant }}
          />
        )
      return (
        <FormattedMessage
          id="accounts.notifications.linkInvitation"
          defaultMessage="{organiser} invites you to link the player “{participant}” to your account"
          values={{ organiser, participant }}
        />
      )
    }
    case 'organisation.adminInvitation': {
      const organisation = String(notification.data.organisation_name ?? '')
      if (notification.data.answer === 'accepted')
        return (
          <FormattedMessage
            id="accounts.notifications.organisationInvitationAcceptedText"
            defaultMessage="You are an admin of {organisation}"
            values={{ organisation }}
          />
        )
      if (notification.data.answer === 'declined')
        return (
          <FormattedMessage
            id="accounts.notifications.organisationInvitationDeclined"
            defaultMessage="You declined to run {organisation}"
            values={{ organisation }}
          />
        )
      return (
        <FormattedMessage
          id="accounts.notifications.organisationInvitation"
          defaultMessage="You are invited to run the league organisation {organisation} as its admin"
          values={{ organisation }}
        />
      )
    }
    case 'match.invited':
      return (
        <FormattedMessage
          id="accounts.notifications.matchInvited"
          defaultMessage="{name} put you in their match: accept or decline it under My matches"
          values={{ name: String(notification.data.invited_by ?? '') }}
        />
      )
    case TABLET_OFFLINE_NOTIFICATION: {
      const name = String(notification.data.name ?? '')
      const board = String(notification.data.board_number ?? '')
      const players = Array.isArray(notification.data.players)
        ? notification.data.players.filter((player) => typeof player === 'string' && player !== '').join(' – ')
        : ''
      return players ? (
        <FormattedMessage
          id="accounts.notifications.tabletOfflineDuring"
          defaultMessage="{name}: the tablet on board {board} went offline during {players}"
          values={{ name, board, players }}
        />
      ) : (
        <FormattedMessage
          id="accounts.notifications.tabletOffline"
          defaultMessage="{name}: the tablet on board {board} went offline during a game"
          values={{ name, board }}
        />
      )
    }
    case 'welcome':
      return <FormattedMessage id="accounts.notifications.welcome" defaultMessage="Welcome to Oche!" />
    default:
      return <>{notification.type}</>
  }
}
