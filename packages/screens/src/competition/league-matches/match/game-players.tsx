import type { LeagueGame, LeagueMatch, LeagueSide } from '@oche/api'
import { FormattedMessage } from 'react-intl'
import { playerNames } from './league-match-labels'

/**
 * A team's players in a game, or why there are none to show: the team has not submitted its lineup, named this
 * pair or team game for later, or the lineup stays hidden until both teams submitted theirs.
 */
export function GamePlayers({ match, game, side }: { match: LeagueMatch; game: LeagueGame; side: LeagueSide }) {
  const players = game[side]
  if (players.length > 0) return <span>{playerNames(players)}</span>
  const other: LeagueSide = side === 'home' ? 'away' : 'home'
  const isHidden = match.lineups_submitted[side] && !match.lineups_submitted[other] && !match.can.lineup.includes(side)
  return (
    <span className="text-muted-foreground" data-players={isHidden ? 'hidden' : 'unnamed'}>
      {!match.lineups_submitted[side] ? (
        <FormattedMessage id="competition.leagueMatch.notNamed" defaultMessage="Not named yet" />
      ) : isHidden ? (
        <FormattedMessage id="competition.leagueMatch.hidden" defaultMessage="Shown once both lineups are in" />
      ) : (
        <FormattedMessage id="competition.leagueMatch.namedLater" defaultMessage="Named later" />
      )}
    </span>
  )
}
