import type { BoardGame } from '@oche/api'
import { FormattedMessage, useIntl } from 'react-intl'
import { boardGameWhere } from '../../tournaments/parts/labels/board-game-where'

/** "501 · Best of 5 legs": how the game is played. */
export function GameFormat({ game }: { game: Pick<BoardGame, 'start_score' | 'format'> }) {
  const { format } = game
  return (
    <FormattedMessage
      id="tablet.game.format"
      defaultMessage="{startScore} · {kind, select, firstTo {first to {legs, plural, one {# leg} other {# legs}}} bestOf {best of {legs, plural, one {# leg} other {# legs}}} playAll {{legs, plural, one {# leg} other {# legs}}, all played} other {first to {sets, plural, one {# set} other {# sets}} of {legs, plural, one {# leg} other {# legs}}}}"
      description="How a called game is played: its start score and its format"
      values={{
        startScore: game.start_score,
        kind: format.kind,
        legs: format.kind === 'sets' ? format.legsPerSet : format.legs,
        sets: format.kind === 'sets' ? format.sets : 0,
      }}
    />
  )
}

/** "Brabant Open Singles · Groups · Group A", "… · Consolation · Final": where the game belongs. */
export function GameContext({ game }: { game: BoardGame }) {
  const intl = useIntl()
  return <>{boardGameWhere(intl, game)}</>
}

export type GamePlayersProps = {
  game: BoardGame
  /** `large` for the game at the oche, `small` for what comes next. */
  size?: 'large' | 'small'
}

/** The two players of a game, big enough to read from the oche. */
export function GamePlayers({ game, size = 'large' }: GamePlayersProps) {
  const [home, away] = game.sides
  return (
    <p
      data-slot="game-players"
      className={
        size === 'large'
          ? 'flex flex-wrap items-baseline justify-center gap-x-4 gap-y-1 text-center text-4xl font-bold md:text-5xl'
          : 'flex flex-wrap items-baseline gap-x-2 text-xl font-semibold'
      }
    >
      <span>{home.name}</span>
      <span className="text-muted-foreground text-[0.6em] font-medium">
        <FormattedMessage id="tablet.game.versus" defaultMessage="vs" description="Between the two players' names" />
      </span>
      <span>{away.name}</span>
    </p>
  )
}
