import { cva } from 'class-variance-authority'
import { CircleDot, Play, Trophy } from 'lucide-react'
import { Children, createContext, use, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

export type ScoreboardLabels = {
  /** Name of the scoreboard, e.g. "Scores". */
  scoreboard: string
  remaining: ReactNode
  legs: ReactNode
  sets: ReactNode
  average: ReactNode
  darts: ReactNode
  lastVisit: ReactNode
  /** Read out with the current thrower, e.g. "To throw". */
  throwing: ReactNode
  /** Read out with the player who threw first in this leg, e.g. "Started the leg". */
  startedLeg: ReactNode
  winner: ReactNode
}

export type ScoreboardSize = 'regular' | 'large'
export type ScoreboardSideState = 'waiting' | 'throwing' | 'won'

const ScoreboardContext = createContext<{ labels: ScoreboardLabels; size: ScoreboardSize } | null>(null)

// Narrow containers (a phone) stack the sides; wider ones (tablet, venue screen) put them side by side.
const columns: Record<number, string> = {
  1: 'grid-cols-1',
  2: '@xl:grid-cols-2',
  3: '@xl:grid-cols-3',
  4: '@xl:grid-cols-2 @5xl:grid-cols-4',
}

export type ScoreboardProps = ComponentProps<'div'> & {
  labels: ScoreboardLabels
  /** `large` is for a venue screen or TV across the room. */
  size?: ScoreboardSize
}

/**
 * The sides of a match (1–4 `ScoreboardSide`s) with their remaining scores. It shows what it is given: the
 * caller works out remaining scores, averages and who throws next.
 */
export function Scoreboard({ labels, size = 'regular', className, children, ...props }: ScoreboardProps) {
  const count = Math.min(Math.max(Children.count(children), 1), 4)
  return (
    <ScoreboardContext value={{ labels, size }}>
      <div
        data-slot="scoreboard"
        data-size={size}
        data-sides={count}
        className={cn('@container w-full', className)}
        {...props}
      >
        <ul aria-label={labels.scoreboard} className={cn('grid gap-3', size === 'large' && 'gap-6', columns[count])}>
          {children}
        </ul>
      </div>
    </ScoreboardContext>
  )
}

const side = cva(
  [
    'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 rounded-xl border-2 border-border bg-surface',
    '@xl:grid-cols-1 @xl:content-start @xl:items-stretch',
    'data-[state=throwing]:border-primary data-[state=throwing]:bg-surface-raised data-[state=throwing]:shadow-md',
    'data-[state=won]:border-success data-[state=won]:bg-success/10',
  ],
  { variants: { size: { regular: 'p-3 @xl:p-4', large: 'p-4 @xl:gap-y-4 @xl:p-8' } } },
)

const remainingText = cva(
  [
    'col-start-2 row-span-2 row-start-1 text-end font-mono leading-none font-bold tabular-nums',
    '@xl:col-start-1 @xl:row-span-1 @xl:row-start-auto @xl:text-center',
  ],
  { variants: { size: { regular: 'text-6xl @xl:text-7xl', large: 'text-7xl @xl:text-[9rem]' } } },
)

export type ScoreboardSideProps = Omit<ComponentProps<'li'>, 'children'> & {
  name: ReactNode
  remaining: ReactNode
  legs: ReactNode
  /** Sets won; leave out in a legs-only match. */
  sets?: ReactNode
  /** The 3-dart average, formatted by the caller. */
  average?: ReactNode
  /** Darts thrown in this leg. */
  darts?: ReactNode
  /** The last visit's score (or the caller's "Bust"). */
  lastVisit?: ReactNode
  state?: ScoreboardSideState
  /** This side threw first in the current leg. */
  hasStarted?: boolean
  /** A slot for the side's checkout hint. */
  checkout?: ReactNode
}

/** One player or team on the `Scoreboard`. The current thrower gets `aria-current` and `data-state="throwing"`. */
export function ScoreboardSide({
  name,
  remaining,
  legs,
  sets,
  average,
  darts,
  lastVisit,
  state = 'waiting',
  hasStarted = false,
  checkout,
  className,
  ...props
}: ScoreboardSideProps) {
  const context = use(ScoreboardContext)
  if (!context) throw new Error('ScoreboardSide must be inside a Scoreboard.')
  const { labels, size } = context
  const stats = [
    ['legs', labels.legs, legs],
    ['sets', labels.sets, sets],
    ['average', labels.average, average],
    ['darts', labels.darts, darts],
    ['last-visit', labels.lastVisit, lastVisit],
  ] as const
  return (
    <li
      data-slot="scoreboard-side"
      data-state={state}
      data-started={hasStarted || undefined}
      aria-current={state === 'throwing' ? 'true' : undefined}
      className={cn(side({ size }), className)}
      {...props}
    >
      <div
        data-slot="scoreboard-side-header"
        className={cn('flex min-w-0 items-center gap-2 font-semibold', size === 'large' ? 'text-3xl' : 'text-lg')}
      >
        {state === 'throwing' && (
          <span data-slot="scoreboard-side-throwing" className="shrink-0 text-primary">
            <Play aria-hidden className="size-[0.8em] fill-current" />
            <span className="sr-only">{labels.throwing}</span>
          </span>
        )}
        <span className="truncate">{name}</span>
        {hasStarted && (
          <span data-slot="scoreboard-side-starter" className="shrink-0 text-muted-foreground">
            <CircleDot aria-hidden className="size-[0.7em]" />
            <span className="sr-only">{labels.startedLeg}</span>
          </span>
        )}
        {state === 'won' && (
          <span
            data-slot="scoreboard-side-winner"
            className="ms-auto inline-flex shrink-0 items-center gap-1 rounded-full bg-success px-2 py-0.5 text-sm text-success-foreground"
          >
            <Trophy aria-hidden className="size-4" />
            {labels.winner}
          </span>
        )}
      </div>
      <p data-slot="scoreboard-side-remaining" className={remainingText({ size })}>
        <span className="sr-only">{labels.remaining} </span>
        {remaining}
      </p>
      <dl
        data-slot="scoreboard-side-stats"
        className={cn(
          'flex flex-wrap gap-x-4 gap-y-1 @xl:justify-center',
          size === 'large' ? 'text-xl @xl:text-2xl' : 'text-sm',
        )}
      >
        {stats.map(([key, label, value]) =>
          value === undefined || value === null ? null : (
            <div key={key} data-stat={key} className="flex items-baseline gap-1.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-mono font-semibold tabular-nums">{value}</dd>
            </div>
          ),
        )}
      </dl>
      {checkout && (
        <div data-slot="scoreboard-side-checkout" className="col-span-2 @xl:col-span-1">
          {checkout}
        </div>
      )}
    </li>
  )
}
