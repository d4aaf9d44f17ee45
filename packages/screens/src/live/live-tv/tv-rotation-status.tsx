import { cn } from '@oche/ui'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import type { TvSlide } from './tv-rotation'

export type TvRotationStatusProps = {
  slides: readonly TvSlide[]
  /** The index of the match on screen. */
  current: number
}

/**
 * "2 / 4" and a dot per match of the rotation: the one on screen in the accent colour, finished ones hollow.
 * Matches that cannot be found are not counted.
 */
export function TvRotationStatus({ slides, current }: TvRotationStatusProps) {
  const intl = useIntl()
  const currentId = slides[current]?.id
  const counted = slides.filter((slide) => slide.status !== 'unavailable')
  const values = { position: counted.findIndex((slide) => slide.id === currentId) + 1, count: counted.length }
  return (
    <div
      data-slot="tv-rotation"
      role="group"
      aria-label={intl.formatMessage(
        { id: 'live.tv.rotationLabel', defaultMessage: 'Match {position} of {count}' },
        values,
      )}
      className="flex items-center gap-3"
    >
      <span aria-hidden className="font-mono font-semibold text-foreground tabular-nums">
        {intl.formatMessage({ id: 'live.tv.rotationPosition', defaultMessage: '{position} / {count}' }, values)}
      </span>
      <ol aria-hidden className="flex items-center gap-2">
        {counted.map((slide) => (
          <li
            key={slide.id}
            data-status={slide.status}
            data-current={slide.id === currentId || undefined}
            className={cn(
              'size-5 rounded-full border-[0.1875rem] border-muted-foreground',
              slide.status === 'on' && 'bg-muted-foreground',
              slide.id === currentId && 'border-primary bg-primary',
            )}
          />
        ))}
      </ol>
    </div>
  )
}

export type TvTurnProgressProps = {
  /** Changes with every turn, so that the bar starts again. */
  turn: number
  intervalSeconds: number
}

const reducedMotion = '(prefers-reduced-motion: reduce)'

/**
 * A thin bar along the bottom of the screen that fills up until the next match comes on. Left out for viewers who
 * ask for reduced motion: the "2 / 4" tells them where the rotation is.
 */
export function TvTurnProgress({ turn, intervalSeconds }: TvTurnProgressProps) {
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = bar.current
    if (!element || matchMedia(reducedMotion).matches) return
    const animation = element.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: intervalSeconds * 1000,
      easing: 'linear',
      fill: 'forwards',
    })
    return () => animation.cancel()
  }, [turn, intervalSeconds])
  return (
    <div
      data-slot="tv-turn-progress"
      data-turn={turn}
      aria-hidden
      className="fixed inset-x-0 bottom-0 h-2 bg-muted motion-reduce:hidden"
    >
      <div ref={bar} className="h-full origin-left bg-primary" style={{ transform: 'scaleX(0)' }} />
    </div>
  )
}
