import type { Game } from '@oche/api'
import { cn } from '@oche/ui'
import { Check } from 'lucide-react'
import type { CSSProperties, ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { GameStateBadge } from '../game-state/game-state-badge'
import { gameLabel, gameTitle } from '../labels/round-names'
import { groupPlace, sideDisplay } from '../labels/side-labels'
import { gameInWords } from '../labels/game-in-words'

export type BracketGameCardProps = {
  game: Game
  /** Every game of the stage, to name where a side not known yet comes from. */
  games: readonly Game[]
  style?: CSSProperties
  /** Makes the card a button that reports the game. */
  onSelect?: (gameId: string) => void
  /** Makes the card a link (when there is no `onSelect`). */
  href?: string
}

function showsScore(game: Game): boolean {
  return game.state === 'live' || game.state === 'finished'
}

/**
 * One game of a bracket: its short name and state, both sides with their legs, the winner marked. A card to choose
 * is named in words ("Quarter-final 2: Luke Littler 2, Gerwyn Price 1, live"), not by its text ("QF 2 Live Luke
 * Littler 2 Gerwyn Price 1", #27): the words are its screen-reader text and the card's text is hidden from it (an
 * `aria-label` would be a name that leaves out the text on screen).
 */
export function BracketGameCard({ game, games, style, onSelect, href }: BracketGameCardProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const isControl = onSelect !== undefined || href !== undefined
  const content: ReactNode = (
    <>
      <span
        aria-hidden={isControl || undefined}
        className="flex h-6 items-center justify-between gap-2 px-2 text-xs text-muted-foreground"
      >
        <span className="font-medium">{gameLabel(intl, game)}</span>
        <GameStateBadge state={game.state} board={game.board} compact />
      </span>
      {game.sides.map((side, index) => {
        const display = sideDisplay(intl, side, games)
        return (
          <span
            key={index}
            aria-hidden={isControl || undefined}
            data-slot="bracket-side"
            data-winner={side.is_winner || undefined}
            data-kind={display.kind}
            className={cn(
              'flex h-7 items-center gap-2 border-t border-border px-2 text-sm',
              side.is_winner && 'bg-success/10 font-semibold',
            )}
          >
            <span
              className={cn('min-w-0 flex-1 truncate', display.kind !== 'entry' && 'text-muted-foreground italic')}
              title={display.name}
            >
              {display.name}
            </span>
            {display.kind === 'entry' && side.parent_group && side.parent_group_position !== null ? (
              <span className="text-xs text-muted-foreground">
                {groupPlace(side.parent_group, side.parent_group_position)}
              </span>
            ) : null}
            {side.is_winner ? (
              <>
                <Check aria-hidden className="size-3.5 shrink-0 text-success" />
                <span className="sr-only">
                  <FormattedMessage id="tournaments.bracket.winner" defaultMessage="(winner)" />
                </span>
              </>
            ) : null}
            {showsScore(game) && display.kind === 'entry' ? (
              <span data-slot="bracket-score" className="min-w-5 text-end font-mono tabular-nums">
                {side.score}
              </span>
            ) : null}
          </span>
        )
      })}
      {isControl ? (
        <span className="sr-only">{gameInWords(intl, { game, games, title: gameTitle(intl, game) })}</span>
      ) : null}
    </>
  )
  const shared = {
    'data-slot': 'bracket-game',
    'data-state': game.state,
    'data-game-id': game.id,
    style,
    className: cn(
      'flex flex-col overflow-hidden rounded-md border border-border bg-surface-raised text-start shadow-xs',
      'data-[state=live]:border-danger data-[state=live]:ring-1 data-[state=live]:ring-danger',
      (onSelect || href) &&
        'transition-colors hover:border-foreground/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    ),
  }
  if (onSelect) {
    return (
      <button type="button" onClick={() => onSelect(game.id)} {...shared}>
        {content}
      </button>
    )
  }
  if (href) {
    return (
      <Link href={href} {...shared}>
        {content}
      </Link>
    )
  }
  return <div {...shared}>{content}</div>
}
