import type { BoardGame, TabletState } from '@oche/api'
import { cn } from '@oche/ui'
import { Check, PowerOff } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { BoardName, EventQrCode, GameLabel, Players, TabletLiveFrame } from './tablet-live-parts'

/** Nothing on the board: its number for the players looking for it, the next game, and the event on a phone. */
export function WaitingView({ tablet }: { tablet: TabletState }) {
  const next = tablet.next
  return (
    <TabletLiveFrame tablet={tablet} state="waiting">
      <div className="grid min-h-0 flex-1 items-center gap-[4vmin] landscape:grid-cols-[1fr_auto]">
        <div className="flex flex-col items-center gap-[4vmin] text-center">
          <h1 className="flex flex-col items-center leading-none">
            <span className="text-[5vmin] font-medium text-muted-foreground">
              <FormattedMessage id="tablet.live.boardLabel" defaultMessage="Board" />
            </span>
            <span data-slot="board-number" className="text-[32vmin] font-black tabular-nums">
              {tablet.board.number}
            </span>
          </h1>
          <section aria-labelledby="tablet-live-next" className="flex flex-col items-center gap-[1.5vmin]">
            <h2
              id="tablet-live-next"
              className="text-[3.5vmin] font-semibold tracking-wide text-muted-foreground uppercase"
            >
              <FormattedMessage id="tablet.live.nextOnBoard" defaultMessage="Next on this board" />
            </h2>
            {next ? (
              <>
                <Players game={next} className="text-[6vmin] leading-tight" />
                <GameLabel game={next} className="text-[3vmin]" />
              </>
            ) : (
              <p className="text-[4vmin] text-muted-foreground">
                <FormattedMessage id="tablet.live.noNext" defaultMessage="No game is waiting for this board yet." />
              </p>
            )}
          </section>
        </div>
        {tablet.board.event ? (
          <div className="flex justify-center">
            <EventQrCode eventId={tablet.board.event.id} />
          </div>
        ) : null}
      </div>
    </TabletLiveFrame>
  )
}

/** A game was called to the board: the players, big, and the prompt to step up. */
export function CalledView({ tablet, game }: { tablet: TabletState; game: BoardGame }) {
  return (
    <TabletLiveFrame tablet={tablet} state="called">
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-[4vmin] text-center">
        <h1 className="text-[12vmin] leading-none font-black text-primary">
          <FormattedMessage id="tablet.live.gameOn" defaultMessage="Game on!" />
        </h1>
        <Players game={game} className="text-[9vmin] leading-tight" />
        <GameLabel game={game} className="text-[3.5vmin]" />
        <p className="text-[4vmin]">
          <FormattedMessage
            id="tablet.live.stepUp"
            defaultMessage="Players, step up to board {number} and start the game on the scoring tablet."
            values={{ number: tablet.board.number }}
          />
        </p>
      </div>
    </TabletLiveFrame>
  )
}

/** A finished game without a scored match (a walkover): who won, and by how much. */
export function ResultView({ tablet, game }: { tablet: TabletState; game: BoardGame }) {
  const result = game.result
  return (
    <TabletLiveFrame tablet={tablet} state="confirming">
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-[4vmin] text-center">
        <h1 className="text-[8vmin] leading-none font-black">
          <FormattedMessage id="tablet.live.result" defaultMessage="Result" />
        </h1>
        <ul className="flex w-full max-w-[120vmin] flex-col gap-[2vmin]">
          {game.sides.map((side, index) => {
            const isWinner = result?.winner === index
            return (
              <li
                key={side.entry_id}
                data-slot="result-side"
                data-winner={isWinner || undefined}
                className={cn(
                  'flex items-center gap-[3vmin] rounded-[2vmin] bg-surface-raised px-[4vmin] py-[2vmin] text-[7vmin]',
                  isWinner && 'font-bold ring-[0.6vmin] ring-success',
                )}
              >
                <span className="min-w-0 flex-1 truncate text-start">{side.name}</span>
                {isWinner ? (
                  <>
                    <Check aria-hidden className="size-[6vmin] shrink-0 text-success" />
                    <span className="sr-only">
                      <FormattedMessage id="tablet.live.winner" defaultMessage="(winner)" />
                    </span>
                  </>
                ) : null}
                {result ? <span className="font-mono tabular-nums">{result.legs[index]}</span> : null}
              </li>
            )
          })}
        </ul>
        {result?.walkover ? (
          <p className="text-[4vmin] text-muted-foreground">
            <FormattedMessage id="tablet.live.walkover" defaultMessage="Won by walkover" />
          </p>
        ) : null}
        <GameLabel game={game} className="text-[3.5vmin]" />
        <ConfirmingNote />
      </div>
    </TabletLiveFrame>
  )
}

/** While the players confirm the result on the scoring tablet. */
export function ConfirmingNote({ className }: { className?: string }) {
  return (
    <p data-slot="confirming-note" className={cn('text-[3.5vmin] text-muted-foreground', className)}>
      <FormattedMessage id="tablet.live.confirming" defaultMessage="The players are confirming the result." />
    </p>
  )
}

/** The organiser switched the board off. */
export function DisabledView({ tablet }: { tablet: TabletState }) {
  return (
    <TabletLiveFrame tablet={tablet} state="disabled">
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-[4vmin] text-center">
        <PowerOff aria-hidden className="size-[14vmin] text-muted-foreground" />
        <h1 className="text-[7vmin] leading-tight font-bold">
          <FormattedMessage id="tablet.live.disabled" defaultMessage="This board is not in use right now" />
        </h1>
        <p className="text-[4vmin] text-muted-foreground">
          <FormattedMessage
            id="tablet.live.disabledHint"
            defaultMessage="Games are played on the other boards. See where on your phone:"
          />
        </p>
        {tablet.board.event ? <EventQrCode eventId={tablet.board.event.id} /> : null}
      </div>
    </TabletLiveFrame>
  )
}

/** The name of the board in the scoreboard's header, for the match views. */
export function BoardBadge({ tablet, isConfirming }: { tablet: TabletState; isConfirming: boolean }) {
  return (
    <span className="flex flex-col items-end gap-1 text-end">
      <span data-slot="board-badge" className="rounded-xl bg-primary px-5 py-1 font-bold text-primary-foreground">
        <BoardName board={tablet.board} />
      </span>
      {isConfirming ? <ConfirmingNote className="text-[1.5rem]" /> : null}
    </span>
  )
}
