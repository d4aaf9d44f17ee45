import { Badge, Button, cn } from '@oche/ui'
import { Monitor, Smartphone } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { LivePhase } from './describe-live-match'

export type LiveMatchHeaderProps = {
  names: readonly string[]
  phase: LivePhase
  /** "Leg 3" or "Set 2, leg 1" while the match is on. */
  legName: string
  isTv: boolean
  onTvChange: (isTv: boolean) => void
  format: ReactNode
  connection: ReactNode
}

function PhaseBadge({ phase }: { phase: LivePhase }) {
  switch (phase) {
    case 'notStarted':
      return (
        <Badge variant="outline">
          <FormattedMessage id="live.phase.notStarted" defaultMessage="Not started" />
        </Badge>
      )
    case 'inPlay':
      return (
        <Badge variant="live">
          <FormattedMessage id="live.phase.inPlay" defaultMessage="Live" />
        </Badge>
      )
    case 'finished':
      return (
        <Badge variant="neutral">
          <FormattedMessage id="live.phase.finished" defaultMessage="Finished" />
        </Badge>
      )
    default:
      return phase satisfies never
  }
}

/** The sides, the match's state and format, the live connection and the switch to the TV view. */
export function LiveMatchHeader({ names, phase, legName, isTv, onTvChange, format, connection }: LiveMatchHeaderProps) {
  const intl = useIntl()
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className={cn('font-bold tracking-tight text-balance', isTv ? 'text-5xl' : 'text-2xl @2xl:text-4xl')}>
          {intl.formatList(names, { type: 'conjunction' })}
        </h1>
        <Button
          variant="outline"
          size={isTv ? 'sm' : 'md'}
          aria-pressed={isTv}
          onClick={() => onTvChange(!isTv)}
          className="shrink-0"
        >
          {isTv ? <Smartphone aria-hidden /> : <Monitor aria-hidden />}
          <FormattedMessage id="live.match.tvMode" defaultMessage="TV mode" />
        </Button>
      </div>
      <div
        className={cn(
          'flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground',
          // Badges carry their own small type; across a venue they need the header's.
          isTv
            ? 'text-2xl [&_[data-slot=badge]]:px-4 [&_[data-slot=badge]]:py-1 [&_[data-slot=badge]]:text-xl [&_[data-slot=badge]_svg]:size-5'
            : 'text-sm',
        )}
      >
        <PhaseBadge phase={phase} />
        {phase === 'inPlay' && (
          <span data-slot="current-leg" className="font-semibold text-foreground">
            {legName}
          </span>
        )}
        {format}
        {connection}
      </div>
    </header>
  )
}
