import type { Game, GameSide } from '@oche/api'
import { cn } from '@oche/ui'
import { Trophy } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useGameNames, type GameNames } from '../game-names/use-game-names'

export type GameSidesProps = {
  game: Game
  /** Every game of the tournament, to say where a player not known yet comes from. */
  games: readonly Game[]
}

function SideOrigin({ side, games, names }: { side: GameSide; games: readonly Game[]; names: GameNames }) {
  const source = side.source
  if (side.is_bye) return <FormattedMessage id="manage.playGame.bye" defaultMessage="Bye" />
  if (!source) return <FormattedMessage id="manage.playGame.unknown" defaultMessage="To be decided" />
  switch (source.kind) {
    case 'winnerOf':
    case 'loserOf': {
      const from = games.find((game) => game.id === source.game_id)
      const title = from ? names.title(from) : ''
      return source.kind === 'winnerOf' ? (
        <FormattedMessage id="manage.playGame.winnerOf" defaultMessage="Winner of {game}" values={{ game: title }} />
      ) : (
        <FormattedMessage id="manage.playGame.loserOf" defaultMessage="Loser of {game}" values={{ game: title }} />
      )
    }
    case 'groupPosition':
      return (
        <FormattedMessage
          id="manage.playGame.groupPosition"
          defaultMessage="{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of group {group}"
          values={{ position: source.position, group: source.group }}
        />
      )
    case 'bestPlaced':
      return (
        <FormattedMessage
          id="manage.playGame.bestPlaced"
          defaultMessage="{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} best {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}-placed across the groups"
          values={{ position: source.position, rank: source.rank }}
        />
      )
    default:
      return source satisfies never
  }
}

/** The two sides of a game: names (or where a player will come from), legs won, and the winner marked. */
export function GameSides({ game, games }: GameSidesProps) {
  const names = useGameNames()
  const hasScore = game.result !== null && !game.result.walkover
  return (
    <ul data-slot="game-sides" className="flex flex-col gap-1">
      {game.sides.map((side, index) => {
        const isKnown = side.id !== null
        return (
          <li
            key={index}
            data-side={index}
            data-winner={side.is_winner ? '' : undefined}
            className="flex min-h-8 items-center justify-between gap-3"
          >
            <span
              className={cn(
                'flex min-w-0 items-center gap-1.5',
                side.is_winner && 'font-semibold',
                !isKnown && 'text-muted-foreground italic',
              )}
            >
              {side.is_winner ? <Trophy aria-hidden className="size-4 shrink-0 text-warning" /> : null}
              <span className="truncate">
                {isKnown ? side.name : <SideOrigin side={side} games={games} names={names} />}
              </span>
              {side.is_winner ? (
                <span className="sr-only">
                  <FormattedMessage id="manage.playGame.winner" defaultMessage="(winner)" />
                </span>
              ) : null}
            </span>
            {hasScore ? (
              <span data-slot="game-side-score" className="font-mono text-lg font-semibold tabular-nums">
                {game.result?.legs[index]}
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
