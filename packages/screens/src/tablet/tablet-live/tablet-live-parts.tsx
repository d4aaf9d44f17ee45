import type { BoardGame, TabletState } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { cn, QRCode, qrCodeDefaults } from '@oche/ui'
import { useSyncExternalStore, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { boardGameWhere } from '../../tournaments/parts/labels/board-game-where'

// The spectator display is read from across a room: sizes follow the smaller side of the screen (vmin), so the
// same layout fills a 1280×720 tablet on its side and a 768×1024 one upright.

/** The board's name as the display shows it: "Board 2", "Board 1 · Stage". */
export function BoardName({ board }: { board: Pick<TabletState['board'], 'number' | 'name'> }) {
  return board.name ? (
    <FormattedMessage
      id="tablet.live.boardNamed"
      defaultMessage="Board {number} · {name}"
      values={{ number: board.number, name: board.name }}
    />
  ) : (
    <FormattedMessage id="tablet.live.board" defaultMessage="Board {number}" values={{ number: board.number }} />
  )
}

/** Where a game belongs: "Brabant Open Singles · Groups · Group A", "… · Consolation · Final". */
export function GameLabel({ game, className }: { game: BoardGame; className?: string }) {
  const intl = useIntl()
  return (
    <p data-slot="game-label" className={cn('text-muted-foreground', className)}>
      {boardGameWhere(intl, game)}
    </p>
  )
}

/** The two players facing each other, large: one above the other, "vs" between. */
export function Players({ game, className }: { game: BoardGame; className?: string }) {
  return (
    <p data-slot="players" className={cn('flex flex-col items-center gap-[1vmin] text-center font-bold', className)}>
      <span className="break-words">{game.sides[0].name}</span>
      <span className="text-[0.5em] font-medium text-muted-foreground">
        <FormattedMessage id="tablet.live.versus" defaultMessage="vs" />
      </span>
      <span className="break-words">{game.sides[1].name}</span>
    </p>
  )
}

const subscribeNever = () => () => {}

/** The page's own origin; on the server the configured host stands in until hydration. */
function useOrigin(host: string): string {
  return useSyncExternalStore(
    subscribeNever,
    () => location.origin,
    () => `https://${host}`,
  )
}

/** A QR code to the public event page: the schedule, every board and the results on a spectator's phone. */
export function EventQrCode({ eventId, className }: { eventId: string; className?: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const { config } = usePlatform()
  const origin = useOrigin(config.host)
  const url = new URL(localizedPath(routePath('events-event', { event: eventId }), locale), origin).href
  return (
    <QRCode
      className={cn('[&_figcaption]:text-[2.5vmin] [&_svg]:w-[28vmin]', className)}
      data-url={url}
      value={url}
      size={qrCodeDefaults.size}
      level={qrCodeDefaults.level}
      marginSize={qrCodeDefaults.marginSize}
      aria-label={intl.formatMessage({
        id: 'tablet.live.qrCodeLabel',
        defaultMessage: 'QR code that opens the event on your phone',
      })}
      caption={
        <FormattedMessage id="tablet.live.qrCodeCaption" defaultMessage="Scan for the schedule and all results" />
      }
    />
  )
}

/** The frame of every display state: the board's name on top, the state's content filling the screen. */
export function TabletLiveFrame({
  tablet,
  state,
  children,
}: {
  tablet: TabletState
  state: string
  children: ReactNode
}) {
  return (
    <main
      data-view="tablet-live"
      data-state={state}
      className="flex min-h-0 flex-1 flex-col gap-[3vmin] px-[4vmin] pt-[2vmin] pb-[4vmin]"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-[3vmin] text-[3vmin] text-muted-foreground">
        <span className="font-semibold text-foreground">
          <BoardName board={tablet.board} />
        </span>
        <span>{tablet.board.event?.name ?? tablet.board.venue?.name}</span>
      </header>
      {children}
    </main>
  )
}
