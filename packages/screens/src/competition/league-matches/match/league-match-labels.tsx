import type { LeagueGame, LeagueGameState, LeagueMatch, LeagueMatchAuditEntry } from '@oche/api'
import { Badge, type BadgeVariant } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'

const gameStateVariants: Record<LeagueGameState, BadgeVariant> = {
  waiting: 'outline',
  ready: 'neutral',
  live: 'live',
  finished: 'success',
}

/** Where a game stands: its lineups to come, ready, live or finished. */
export function GameStateBadge({ state }: { state: LeagueGameState }) {
  return (
    <Badge variant={gameStateVariants[state]} data-game-state={state}>
      <FormattedMessage
        id="competition.leagueMatch.gameState"
        defaultMessage="{state, select, waiting {Players to come} ready {Ready} live {Live} other {Finished}}"
        values={{ state }}
      />
    </Badge>
  )
}

/** A game's number and kind: "Game 3 · Singles". */
export function GameTitle({ game }: { game: Pick<LeagueGame, 'number' | 'slot'> }) {
  return (
    <FormattedMessage
      id="competition.leagueMatch.gameTitle"
      defaultMessage="Game {number} · {kind, select, singles {Singles} pairs {Pairs} other {Team game}}"
      values={{ number: game.number, kind: game.slot.kind }}
    />
  )
}

/** An empty cell or figure: nothing to show yet. */
export function NoValue() {
  return (
    <FormattedMessage
      id="competition.leagueMatch.noValue"
      defaultMessage="–"
      description="An empty cell of a table: no legs, no game, no reason"
    />
  )
}

/** How a game is played: "501 · best of 5 legs", or "result only · best of 3 legs" for a game not scored here. */
export function GameFormat({ slot }: { slot: LeagueGame['slot'] }) {
  return (
    <FormattedMessage
      id="competition.leagueMatch.gameFormat"
      defaultMessage="{start, select, none {Result only} other {{start}}} · {mode, select, bestOf {best of {count, plural, one {# leg} other {# legs}}} other {{count, plural, one {# leg} other {# legs, all played}}}}"
      values={{ start: slot.x01 ? String(slot.x01.startScore) : 'none', mode: slot.legs.mode, count: slot.legs.count }}
    />
  )
}

/**
 * The start-score handicap a game is played with (league-rules.md §3): "The Arrows start on 351 (handicap 150)";
 * nothing for a game without one.
 */
export function GameHandicap({ match, game }: { match: Pick<LeagueMatch, 'home' | 'away'>; game: LeagueGame }) {
  if (!game.handicaps || !game.slot.x01) return null
  const { startScore } = game.slot.x01
  return (
    <>
      {(['home', 'away'] as const).map((side, index) => {
        const points = game.handicaps?.[index] ?? 0
        if (points === 0) return null
        const players = game[side]
        return (
          <span key={side} className="block" data-slot="game-handicap">
            <FormattedMessage
              id="competition.leagueMatch.handicap"
              defaultMessage="{name} starts on {start} (handicap {points})"
              values={{
                name: players.length > 0 ? playerNames(players) : match[side].name,
                start: startScore - points,
                points,
              }}
            />
          </span>
        )
      })}
    </>
  )
}

/** A game's name: "Game 3". */
export function useGameName() {
  const intl = useIntl()
  return (number: number) =>
    intl.formatMessage({ id: 'competition.leagueMatch.gameName', defaultMessage: 'Game {number}' }, { number })
}

/** The names of a game's players for one team, joined: "Ann & Bob". */
export function playerNames(players: LeagueGame['home']): string {
  return players.map((player) => player.name).join(' & ')
}

/** What happened in an audit entry, in the interface language. */
export function AuditAction({ entry, team }: { entry: LeagueMatchAuditEntry; team: string | null }) {
  return (
    <FormattedMessage
      id="competition.leagueMatch.auditAction"
      defaultMessage="{action, select, lineupSubmitted {Submitted the lineup of {team}} substitution {Changed a player of {team}} gameStarted {Started the game} resultEntered {Entered the result} gameScored {Scored the game to its end} confirmed {Confirmed the match report for {team}} disputed {Disputed the match report for {team}} corrected {Corrected the result} reopened {Reopened the match} other {Changed the match}}"
      values={{ action: entry.action, team: team ?? '' }}
    />
  )
}
