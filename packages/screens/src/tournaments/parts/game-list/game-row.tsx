import type { Game } from '@oche/api'
import { cn } from '@oche/ui'
import { Check } from 'lucide-react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { GameStateBadge } from '../game-state/game-state-badge'
import { gameInWords } from '../labels/game-in-words'
import { gameLabel, gameTitle } from '../labels/round-names'
import { sideDisplay } from '../labels/side-labels'
import { useLiveGameSummary } from './use-live-game-summary'

export type GameRowProps = {
  game: Game
  /** The tournament's games, to name where a side not known yet comes from. */
  games: readonly Game[]
  /** The game's page. */
  href: string
}

/** A group game is known by its group ("Group A"), a knockout game by its short name ("QF 2"). */
function rowLabel(intl: IntlShape, game: Game): string {
  return game.stage === 'groups' && game.group
    ? intl.formatMessage({ id: 'tournaments.games.group', defaultMessage: 'Group {group}' }, { group: game.group })
    : gameLabel(intl, game)
}

/**
 * One game in a list: its name, both sides with the legs won, its state (and board), a link to its page. The link
 * reads its game in words ("Group A: Ines Janssens 501, Dieter Doppel 501, legs 0–0, live on board 3"), not its
 * numbers one after the other (#27).
 */
export function GameRow({ game, games, href }: GameRowProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const hasScore = game.state === 'live' || game.state === 'finished'
  // A game on the oche shows its match's score as it happens, remaining scores included.
  const live = useLiveGameSummary(game)
  const liveScore = (index: number) => (game.format.kind === 'sets' ? live?.setsWon : live?.legsWon)?.[index]
  return (
    <li
      data-slot="game-row"
      data-state={game.state}
      data-game-id={game.id}
      className={cn(
        'relative grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-md border border-border bg-surface-raised px-3 py-2',
        'focus-within:ring-2 focus-within:ring-ring hover:border-foreground/40 @xl:grid-cols-[6rem_1fr_auto]',
        'data-[state=live]:border-danger',
      )}
    >
      <span className="col-span-2 text-xs font-medium text-muted-foreground @xl:col-span-1">
        {rowLabel(intl, game)}
      </span>
      <Link
        href={href}
        className="flex min-w-0 flex-col gap-0.5 outline-none after:absolute after:inset-0 after:rounded-md"
      >
        {game.sides.map((side, index) => {
          const display = sideDisplay(intl, side, games)
          return (
            <span
              key={index}
              aria-hidden
              data-slot="game-row-side"
              data-winner={side.is_winner || undefined}
              className={cn('flex items-center gap-2 text-sm', side.is_winner && 'font-semibold')}
            >
              <span className={cn('min-w-0 truncate', display.kind !== 'entry' && 'text-muted-foreground italic')}>
                {display.name}
              </span>
              {side.is_winner ? (
                <>
                  <Check aria-hidden className="size-3.5 shrink-0 text-success" />
                  <span className="sr-only">
                    <FormattedMessage id="tournaments.games.winner" defaultMessage="(winner)" />
                  </span>
                </>
              ) : null}
              {live && display.kind === 'entry' ? (
                <span data-slot="game-row-remaining" className="ms-auto text-xs text-muted-foreground tabular-nums">
                  <FormattedMessage
                    id="tournaments.games.remaining"
                    defaultMessage="{remaining} left"
                    values={{ remaining: live.currentLeg.remaining[index] ?? 0 }}
                  />
                </span>
              ) : null}
              {hasScore && display.kind === 'entry' ? (
                <span data-slot="game-row-score" className={cn('font-mono tabular-nums', !live && 'ms-auto')}>
                  {liveScore(index) ?? side.score}
                </span>
              ) : null}
            </span>
          )
        })}
        <span className="sr-only">
          {gameInWords(intl, {
            game,
            games,
            title: game.stage === 'groups' && game.group ? rowLabel(intl, game) : gameTitle(intl, game),
            live,
          })}
        </span>
      </Link>
      <span className="justify-self-end">
        <GameStateBadge state={game.state} board={game.board} />
      </span>
    </li>
  )
}
