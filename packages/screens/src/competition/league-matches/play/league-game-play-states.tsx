import { Ban, ClipboardCheck, Lock, Users } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { PageState, PageStateLink } from '../../../app/page-states'
import type { PlayRefusal } from './use-league-game-play'

export type PlayRefusedStateProps = {
  reason: PlayRefusal
  /** The server's refusal to start the game. */
  error?: unknown
  matchHref: string
  /** The game's live page, for a reader of a live game. */
  liveHref: string | null
}

/** Why this game is not scored here, and the way back to the match (or to its live page). */
export function PlayRefusedState({ reason, error, matchHref, liveHref }: PlayRefusedStateProps) {
  const intl = useIntl()
  const icon = { notScorer: <Lock />, notReady: <Users />, resultOnly: <ClipboardCheck />, entered: <ClipboardCheck /> }
  return (
    <PageState
      className="w-full"
      icon={reason === 'startFailed' ? <Ban /> : icon[reason]}
      title={
        <FormattedMessage
          id="competition.leagueGamePlay.refusedTitle"
          defaultMessage="{reason, select, notScorer {You do not score this game} notReady {This game is not ready} resultOnly {This game is not scored here} entered {This game has its result} other {This game cannot be started}}"
          values={{ reason }}
        />
      }
      description={
        reason === 'startFailed' ? (
          failureMessage(error, intl)
        ) : (
          <FormattedMessage
            id="competition.leagueGamePlay.refusedBody"
            defaultMessage="{reason, select, notScorer {The captains of the two teams and the organisation’s admins score the games, until the match report is signed off.} notReady {Both teams name its players first, in their lineups on the match page.} resultOnly {Its result is entered on the match page: the winner and the legs.} other {Its result was typed in on the match page, where it can be changed.}}"
            values={{ reason }}
          />
        )
      }
      actions={
        <>
          {liveHref ? (
            <PageStateLink href={liveHref}>
              <FormattedMessage id="competition.leagueGamePlay.watch" defaultMessage="Watch it live" />
            </PageStateLink>
          ) : null}
          <PageStateLink variant="outline" href={matchHref}>
            <FormattedMessage id="competition.leagueGamePlay.toMatch" defaultMessage="Back to the match" />
          </PageStateLink>
        </>
      }
    />
  )
}
