import { Badge } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { LivePhase } from './describe-live-match'
import { TvModeToggle } from './tv-mode-toggle'

export type LiveMatchHeaderProps = {
  names: readonly string[]
  phase: LivePhase
  /** "Leg 3" or "Set 2, leg 1" while the match is on. */
  legName: string
  onShowTv: () => void
  format: ReactNode
  connection: ReactNode
  /** The way back to the tournament or home, above the title. */
  back?: ReactNode
}

/** "Not started", "Live" (with a pulsing dot) or "Finished". */
export function PhaseBadge({ phase, className }: { phase: LivePhase; className?: string }) {
  switch (phase) {
    case 'notStarted':
      return (
        <Badge variant="outline" className={className}>
          <FormattedMessage id="live.phase.notStarted" defaultMessage="Not started" />
        </Badge>
      )
    case 'inPlay':
      return (
        <Badge variant="live" className={className}>
          <FormattedMessage id="live.phase.inPlay" defaultMessage="Live" />
        </Badge>
      )
    case 'finished':
      return (
        <Badge variant="neutral" className={className}>
          <FormattedMessage id="live.phase.finished" defaultMessage="Finished" />
        </Badge>
      )
    default:
      return phase satisfies never
  }
}

/** The sides, the match's state and format, the live connection and the switch to the TV view. */
export function LiveMatchHeader({ names, phase, legName, onShowTv, format, connection, back }: LiveMatchHeaderProps) {
  const intl = useIntl()
  return (
    <header className="flex flex-col gap-3">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-balance @2xl:text-4xl">
          {intl.formatList(names, { type: 'conjunction' })}
        </h1>
        <TvModeToggle isTv={false} onClick={onShowTv} className="shrink-0" />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
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
