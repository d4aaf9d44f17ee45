import type { LeagueGame, LeagueMatch } from '@oche/api'
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@oche/ui'
import { Eye, Pencil, Play, Target } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { gameActions, type GameAction } from './game-actions'
import { GamePlayers } from './game-players'
import { GameFormat, GameHandicap, GameStateBadge, GameTitle, NoValue, useGameName } from './league-match-labels'

/** How a result is typed in: a first entry, a change before sign-off, or an admin's correction after it. */
export type ResultMode = Extract<GameAction, 'enter' | 'change' | 'correct'>

/** What a captain, scorer or admin does with a game: start or go on scoring it, or type its result in. */
export type GameActionHandlers = {
  /** A game's scorer, by the match's slug and the game's number. */
  playHref: (match: string, game: number) => string
  /** The game being started, whose "Score" button is busy. */
  startingGame: number | null
  onScore: (game: LeagueGame) => void
  onResult: (game: LeagueGame, mode: ResultMode) => void
}

export type GamesTableProps = {
  match: LeagueMatch
  /** A game's public live page, by its engine match: "Watch live" on a game being scored; no such link without it. */
  liveHref?: (matchId: string) => string
  /** The caller's actions (by `match.can`); without them the table is only read (the league's public site). */
  actions?: GameActionHandlers
}

function GameLegs({ game }: { game: LeagueGame }) {
  if (!game.legs)
    return (
      <span className="text-muted-foreground">
        <NoValue />
      </span>
    )
  return (
    <span className="font-mono tabular-nums" data-legs={game.state === 'live' ? 'live' : 'final'}>
      <FormattedMessage
        id="competition.leagueMatch.legs"
        defaultMessage="{home}–{away}"
        values={{ home: game.legs[0], away: game.legs[1] }}
      />
    </span>
  )
}

function GameResult({ match, game }: { match: LeagueMatch; game: LeagueGame }) {
  if (game.state !== 'finished') return <GameStateBadge state={game.state} />
  const team = (side: 'home' | 'away') => match[side].name
  return (
    <span className="flex flex-col items-end gap-0.5 lg:items-start" data-winner={game.winner ?? 'none'}>
      <span className="font-medium">
        {game.winner === 'draw' || game.winner === null ? (
          <FormattedMessage id="competition.leagueMatch.draw" defaultMessage="Draw" />
        ) : (
          team(game.winner)
        )}
      </span>
      <span className="text-xs text-muted-foreground">
        {game.forfeited_by ? (
          <FormattedMessage
            id="competition.leagueMatch.forfeitBy"
            defaultMessage="Forfeit by {team}"
            values={{ team: team(game.forfeited_by) }}
          />
        ) : (
          <FormattedMessage
            id="competition.leagueMatch.source"
            defaultMessage="{source, select, scored {Scored dart by dart} other {Typed in}}"
            values={{ source: game.source ?? 'entered' }}
          />
        )}
      </span>
    </span>
  )
}

/** The actions a game offers: the caller's own where `actions` are given, and "Watch live" where `liveHref` is. */
function shownActions(game: LeagueGame, { match, actions, liveHref }: GamesTableProps): GameAction[] {
  return gameActions(game, match.can).filter((action) => (action === 'watch' ? Boolean(liveHref) : Boolean(actions)))
}

function GameActions({ game, ...props }: GamesTableProps & { game: LeagueGame }) {
  const { Link } = usePlatform()
  const gameName = useGameName()(game.number)
  const actions = shownActions(game, props)
  const handlers = props.actions
  if (actions.length === 0) return null
  const button = (action: GameAction) => {
    switch (action) {
      case 'score':
        return (
          <Button
            key={action}
            size="sm"
            disabled={(handlers?.startingGame ?? null) !== null}
            aria-busy={handlers?.startingGame === game.number}
            onClick={() => handlers?.onScore(game)}
          >
            <Target aria-hidden />
            <FormattedMessage id="competition.leagueMatch.score" defaultMessage="Score" />
            <span className="sr-only">{gameName}</span>
          </Button>
        )
      case 'continue':
        return (
          <Button key={action} size="sm" asChild>
            <Link href={handlers?.playHref(props.match.slug, game.number) ?? ''}>
              <Play aria-hidden />
              <FormattedMessage id="competition.leagueMatch.continue" defaultMessage="Go on scoring" />
              <span className="sr-only">{gameName}</span>
            </Link>
          </Button>
        )
      case 'watch':
        return game.match_id && props.liveHref ? (
          <Button key={action} size="sm" variant="outline" asChild>
            <Link href={props.liveHref(game.match_id)}>
              <Eye aria-hidden />
              <FormattedMessage id="competition.leagueMatch.watch" defaultMessage="Watch live" />
              <span className="sr-only">{gameName}</span>
            </Link>
          </Button>
        ) : null
      case 'enter':
      case 'change':
      case 'correct':
        return (
          <Button key={action} size="sm" variant="outline" onClick={() => handlers?.onResult(game, action)}>
            <Pencil aria-hidden />
            <FormattedMessage
              id="competition.leagueMatch.resultAction"
              defaultMessage="{action, select, enter {Enter result} change {Change result} other {Correct result}}"
              values={{ action }}
            />
            <span className="sr-only">{gameName}</span>
          </Button>
        )
      default:
        return action satisfies never
    }
  }
  return <div className="flex flex-wrap justify-end gap-2 lg:justify-start">{actions.map(button)}</div>
}

/**
 * The games of the match in order: kind and format, each team's players, the legs (live while scored), the
 * winner with a forfeit or how the result came in, and what the caller may do with each game (with `actions`). Each
 * game is a card on a phone.
 */
export function GamesTable(props: GamesTableProps) {
  const intl = useIntl()
  const { match } = props
  const hasActions = match.games.some((game) => shownActions(game, props).length > 0)
  const labels = {
    game: intl.formatMessage({ id: 'competition.leagueMatch.columnGame', defaultMessage: 'Game' }),
    legs: intl.formatMessage({ id: 'competition.leagueMatch.columnLegs', defaultMessage: 'Legs' }),
    result: intl.formatMessage({ id: 'competition.leagueMatch.columnResult', defaultMessage: 'Result' }),
    actions: intl.formatMessage({ id: 'competition.leagueMatch.columnActions', defaultMessage: 'Actions' }),
  }
  return (
    <Table
      stackOnMobile
      scrollAreaLabel={intl.formatMessage({
        id: 'competition.leagueMatch.gamesTable',
        // The scroll area is a landmark of its own: not the same name as the section around it ("Games").
        defaultMessage: 'The match’s games',
      })}
    >
      <TableHeader>
        <TableRow>
          <TableHead>{labels.game}</TableHead>
          <TableHead>{match.home.name}</TableHead>
          <TableHead>{match.away.name}</TableHead>
          <TableHead>{labels.legs}</TableHead>
          <TableHead>{labels.result}</TableHead>
          {hasActions ? <TableHead>{labels.actions}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {match.games.map((game) => (
          <TableRow key={game.number} data-game={game.number} data-game-state={game.state}>
            <TableCell label={labels.game}>
              <span className="flex flex-col items-end gap-0.5 lg:items-start">
                <span className="font-medium">
                  <GameTitle game={game} />
                </span>
                <span className="text-xs text-muted-foreground">
                  <GameFormat slot={game.slot} />
                  <GameHandicap match={match} game={game} />
                </span>
              </span>
            </TableCell>
            <TableCell label={match.home.name}>
              <GamePlayers match={match} game={game} side="home" />
            </TableCell>
            <TableCell label={match.away.name}>
              <GamePlayers match={match} game={game} side="away" />
            </TableCell>
            <TableCell label={labels.legs}>
              <GameLegs game={game} />
            </TableCell>
            <TableCell label={labels.result}>
              <GameResult match={match} game={game} />
            </TableCell>
            {hasActions ? (
              <TableCell label={labels.actions}>
                <GameActions {...props} game={game} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
