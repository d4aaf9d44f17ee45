import type { MatchOutcome } from '@oche/darts'
import { Trophy } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { cn } from '@oche/ui'
import type { LiveSide } from './describe-live-match'

export type MatchResultProps = {
  outcome: MatchOutcome
  sides: readonly LiveSide[]
  /** Legs won per side in legs play, sets won in set play. */
  scores: readonly number[]
  isTv: boolean
  className?: string
}

/** The winner (or the draw) and the final score of a finished match. */
export function MatchResult({ outcome, sides, scores, isTv, className }: MatchResultProps) {
  const winner = outcome.kind === 'win' ? sides[outcome.winner] : undefined
  return (
    <section
      aria-labelledby="live-result"
      data-slot="match-result"
      data-outcome={outcome.kind}
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border-2 border-success bg-success/10 p-6 text-center',
        className,
      )}
    >
      <h2 id="live-result" className={cn('flex items-center gap-3 font-bold', isTv ? 'text-5xl' : 'text-2xl')}>
        <Trophy aria-hidden className="size-[1em] text-success" />
        {winner ? (
          <FormattedMessage
            id="live.result.win"
            defaultMessage="{name} wins the match"
            values={{ name: winner.name }}
          />
        ) : (
          <FormattedMessage id="live.result.draw" defaultMessage="The match is drawn" />
        )}
      </h2>
      <dl className={cn('flex flex-wrap justify-center gap-x-10 gap-y-3', isTv ? 'text-3xl' : 'text-lg')}>
        {sides.map((side) => (
          <div key={side.index} data-side={side.index} className="flex flex-col items-center">
            <dt className="font-medium">{side.name}</dt>
            <dd className={cn('font-mono font-bold tabular-nums', isTv ? 'text-8xl' : 'text-5xl')}>
              {scores[side.index] ?? 0}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
