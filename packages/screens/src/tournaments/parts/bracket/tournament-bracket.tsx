import type { Game } from '@oche/api'
import { Button, cn, IconButton } from '@oche/ui'
import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, type ComponentProps, type FocusEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { roundName } from '../labels/round-names'
import { BracketGameCard } from './bracket-game-card'
import {
  bracketSections,
  defaultBracketMetrics,
  layoutBracket,
  type BracketLayout,
  type BracketSection,
} from './bracket-layout'
import { maxZoom, minZoom, useBracketZoom, zoomedIn, zoomedOut } from './use-bracket-zoom'

export type TournamentBracketProps = {
  /** The games of one knockout stage (a double elimination's winners, losers and final parts together). */
  games: readonly Game[]
  /** Makes every game a button reporting its id, e.g. to open result entry on a management screen. */
  onGameSelect?: (gameId: string) => void
  /** Makes every game a link to this address (when there is no `onGameSelect`). */
  gameHref?: (gameId: string) => string
  /** The accessible name of the bracket; "Bracket" when not given. */
  label?: string
  /**
   * The level of the bracket's own headings: its parts' ("Losers bracket"), or its rounds' when it has one part
   * (rounds of a part are one level below). 3 when not given, for a bracket under the page's `h2`.
   */
  headingLevel?: 2 | 3 | 4 | 5
  className?: string
}

const metrics = defaultBracketMetrics
const headerHeight = 32
const sectionHeadingHeight = 32
const sectionGap = 24
// An A4 page in landscape, less margins, in CSS pixels: a printed bracket is scaled down to fit its width.
const printableWidth = 1000

type HeadingLevel = 2 | 3 | 4 | 5 | 6

function Heading({ level, ...props }: ComponentProps<'h2'> & { level: HeadingLevel }) {
  const Tag = `h${level}` as const
  return <Tag {...props} />
}

function SectionHeading({ section }: { section: BracketSection }) {
  switch (section.kind) {
    case 'main':
      return null
    case 'thirdPlace':
      return <FormattedMessage id="tournaments.bracket.thirdPlace" defaultMessage="Match for third place" />
    case 'winners':
      return <FormattedMessage id="tournaments.bracket.winners" defaultMessage="Winners bracket" />
    case 'losers':
      return <FormattedMessage id="tournaments.bracket.losers" defaultMessage="Losers bracket" />
    case 'final':
      return <FormattedMessage id="tournaments.bracket.final" defaultMessage="Grand final" />
    default:
      return section.kind satisfies never
  }
}

function BracketSectionView({
  section,
  layout,
  games,
  onGameSelect,
  gameHref,
  headingLevel,
}: {
  section: BracketSection
  layout: BracketLayout
  games: readonly Game[]
  onGameSelect?: (gameId: string) => void
  gameHref?: (gameId: string) => string
  headingLevel: 2 | 3 | 4 | 5
}) {
  const intl = useIntl()
  const id = useId()
  const heading = <SectionHeading section={section} />
  const roundLevel: HeadingLevel = section.kind === 'main' ? headingLevel : ((headingLevel + 1) as HeadingLevel)
  return (
    <section
      data-slot="bracket-section"
      data-section={section.kind}
      aria-labelledby={section.kind === 'main' ? undefined : `${id}-heading`}
      className="flex flex-col gap-2"
    >
      {section.kind === 'main' ? null : (
        <Heading level={headingLevel} id={`${id}-heading`} className="flex h-6 items-center text-sm font-semibold">
          {heading}
        </Heading>
      )}
      <div className="relative" style={{ width: layout.width, height: layout.height + headerHeight }}>
        <svg
          aria-hidden
          className="absolute start-0 top-0 overflow-visible"
          width={layout.width}
          height={layout.height}
          style={{ top: headerHeight }}
        >
          {layout.connectors.map((connector) => (
            <path
              key={`${connector.fromId}-${connector.toId}`}
              d={connector.path}
              data-slot="bracket-connector"
              className="fill-none stroke-input"
              strokeWidth={1.5}
            />
          ))}
        </svg>
        {layout.columns.map((column, index) => {
          const first = column.games[0]
          return (
            <div key={column.round} data-slot="bracket-round">
              {/* A heading, so that a screen reader can go from round to round (#27). */}
              <Heading
                level={roundLevel}
                id={`${id}-round-${index}`}
                data-slot="bracket-round-name"
                className="absolute truncate text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                style={{ left: column.left, top: 0, width: metrics.cardWidth, height: headerHeight }}
              >
                {first ? roundName(intl, first) : null}
              </Heading>
              <ol aria-labelledby={`${id}-round-${index}`}>
                {layout.games
                  .filter((placed) => placed.column === index)
                  .map((placed) => (
                    <li
                      key={placed.game.id}
                      className="absolute"
                      style={{
                        left: placed.left,
                        top: placed.top + headerHeight,
                        width: metrics.cardWidth,
                        height: metrics.cardHeight,
                      }}
                    >
                      <BracketGameCard
                        game={placed.game}
                        games={games}
                        style={{ width: metrics.cardWidth, height: metrics.cardHeight }}
                        onSelect={onGameSelect}
                        href={gameHref?.(placed.game.id)}
                      />
                    </li>
                  ))}
              </ol>
            </div>
          )
        })}
      </div>
    </section>
  )
}

/**
 * Scrolls a game reached by Tab wholly into the bracket's view, or its start when a zoomed-in card is wider than the
 * view: the browser centres such a card and cuts off the name of the game (#27, the "Final" at 200 %).
 */
function revealFocusedGame(event: FocusEvent<HTMLElement>) {
  const { target, currentTarget: area } = event
  if (target === area) return
  const isWiderThanView = target.getBoundingClientRect().width > area.clientWidth
  target.scrollIntoView({ block: 'nearest', inline: isWiderThanView ? 'start' : 'nearest' })
}

/**
 * A knockout drawn as a bracket: rounds as columns joined by lines, byes and placeholders with where their player
 * comes from, the winner of each game marked and live games outlined. Zoom with the buttons, + and - on the focused
 * bracket, Ctrl + wheel or a pinch; it scrolls sideways on a phone and prints on one page's width.
 */
export function TournamentBracket({
  games,
  onGameSelect,
  gameHref,
  label,
  headingLevel = 3,
  className,
}: TournamentBracketProps) {
  const intl = useIntl()
  const area = useRef<HTMLDivElement>(null)
  const parts = useMemo(
    () => bracketSections(games).map((section) => ({ section, layout: layoutBracket(section.games, metrics) })),
    [games],
  )
  const contentWidth = Math.max(0, ...parts.map(({ layout }) => layout.width))
  // Every height is fixed, so the scaled size is known on the server too.
  const contentHeight = parts.reduce(
    (sum, { section, layout }, index) =>
      sum +
      layout.height +
      headerHeight +
      (section.kind === 'main' ? 0 : sectionHeadingHeight) +
      (index > 0 ? sectionGap : 0),
    0,
  )
  const { zoom, zoomIn, zoomOut, reset, fit, onKeyDown } = useBracketZoom(area, contentWidth)
  const zoomInButton = useRef<HTMLButtonElement>(null)
  const zoomOutButton = useRef<HTMLButtonElement>(null)
  // A zoom button turns disabled at its end, which would drop the focus to the page: it goes to the other one (#27).
  const handleZoomIn = () => {
    zoomIn()
    if (zoomedIn(zoom) >= maxZoom) zoomOutButton.current?.focus()
  }
  const handleZoomOut = () => {
    zoomOut()
    if (zoomedOut(zoom) <= minZoom) zoomInButton.current?.focus()
  }
  const bracketLabel = label ?? intl.formatMessage({ id: 'tournaments.bracket.label', defaultMessage: 'Bracket' })
  const keysHintId = useId()

  useEffect(() => {
    const element = area.current
    if (!element) return
    const handleBeforePrint = () =>
      element.style.setProperty('--bracket-print-zoom', String(Math.min(1, printableWidth / Math.max(contentWidth, 1))))
    window.addEventListener('beforeprint', handleBeforePrint)
    handleBeforePrint()
    return () => window.removeEventListener('beforeprint', handleBeforePrint)
  }, [contentWidth])

  return (
    <div
      data-slot="tournament-bracket"
      // Printing a bracket prints the bracket: the app's header and footer and the page's navigation stay off paper.
      className={cn('flex flex-col gap-3 print:[:root:has(&)_:is(header,footer,nav)]:hidden', className)}
    >
      <div
        role="toolbar"
        aria-label={intl.formatMessage({ id: 'tournaments.bracket.zoomToolbar', defaultMessage: 'Bracket zoom' })}
        className="flex items-center gap-1 self-end print:hidden"
      >
        <IconButton
          variant="outline"
          size="sm"
          label={intl.formatMessage({ id: 'tournaments.bracket.zoomOut', defaultMessage: 'Zoom out' })}
          ref={zoomOutButton}
          onClick={handleZoomOut}
          disabled={zoom <= minZoom}
        >
          <ZoomOut />
        </IconButton>
        <Button variant="ghost" size="sm" onClick={reset} className="min-w-16 tabular-nums" data-slot="bracket-zoom">
          <span className="sr-only">
            <FormattedMessage id="tournaments.bracket.zoomReset" defaultMessage="Reset zoom" />
          </span>
          {intl.formatNumber(zoom, { style: 'percent' })}
        </Button>
        <IconButton
          variant="outline"
          size="sm"
          label={intl.formatMessage({ id: 'tournaments.bracket.zoomIn', defaultMessage: 'Zoom in' })}
          ref={zoomInButton}
          onClick={handleZoomIn}
          disabled={zoom >= maxZoom}
        >
          <ZoomIn />
        </IconButton>
        <IconButton
          variant="outline"
          size="sm"
          label={intl.formatMessage({ id: 'tournaments.bracket.fit', defaultMessage: 'Fit to width' })}
          onClick={fit}
        >
          <Maximize2 />
        </IconButton>
      </div>
      {/* The bracket scrolls and zooms: keyboard users reach it to scroll with the arrows and zoom with + and -. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={area}
        role="region"
        aria-label={bracketLabel}
        aria-roledescription={intl.formatMessage({
          id: 'tournaments.bracket.roleDescription',
          defaultMessage: 'zoomable bracket',
        })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={revealFocusedGame}
        aria-describedby={keysHintId}
        data-slot="bracket-area"
        className={cn(
          'peer touch-pan-x touch-pan-y overflow-auto overscroll-x-contain rounded-lg border border-border bg-surface p-4',
          'print:overflow-visible print:border-0 print:bg-transparent print:p-0',
        )}
      >
        <div
          data-slot="bracket-size"
          style={{ width: contentWidth * zoom, height: contentHeight * zoom }}
          className="print:h-auto! print:w-auto!"
        >
          <div
            data-slot="bracket-content"
            className="flex origin-top-left flex-col gap-6 print:transform-none! print:[zoom:var(--bracket-print-zoom)]"
            style={{ transform: `scale(${zoom})`, width: contentWidth }}
          >
            {parts.map(({ section, layout }) => (
              <BracketSectionView
                key={section.kind}
                section={section}
                layout={layout}
                games={games}
                onGameSelect={onGameSelect}
                gameHref={gameHref}
                headingLevel={headingLevel}
              />
            ))}
          </div>
        </div>
      </div>
      {/* The keys, for screen readers and, while the bracket has the keyboard focus, on screen. */}
      <p
        id={keysHintId}
        data-slot="bracket-keys"
        className="sr-only text-sm text-muted-foreground peer-focus-visible:not-sr-only print:hidden"
      >
        <FormattedMessage
          id="tournaments.bracket.keys"
          defaultMessage="Arrow keys scroll the bracket, + and - zoom in and out, 0 resets the zoom."
        />
      </p>
    </div>
  )
}
