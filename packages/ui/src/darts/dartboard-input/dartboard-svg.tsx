import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '../../lib/cn'
import { RADIUS, SEGMENT_BEDS, SEGMENT_ORDER, polar, sectorPath } from './dartboard-geometry'
import type { DartboardDart } from './dartboard-types'

const bedClass = 'cursor-pointer stroke-border stroke-[0.75] transition-opacity hover:opacity-75 active:opacity-60'

function fillFor(ring: string, index: number) {
  const isDark = index % 2 === 0
  if (ring === 'double' || ring === 'treble') return isDark ? 'fill-primary' : 'fill-accent'
  return isDark ? 'fill-secondary' : 'fill-muted'
}

export type DartboardSvgProps = Omit<ComponentProps<'svg'>, 'onClick'> & {
  disabled?: boolean
  onDart: (dart: DartboardDart) => void
}

/**
 * The pointer-only board. It is hidden from assistive technology because 82 unnamed-by-sight beds make a poor
 * tab order; the grid beside it offers every dart to keyboard and screen-reader users.
 */
export function DartboardSvg({ disabled = false, onDart, className, ...props }: DartboardSvgProps) {
  function handleClick(event: MouseEvent<SVGSVGElement>) {
    if (disabled) return
    const bed = (event.target as Element).closest<SVGElement>('[data-value]')
    if (!bed) return
    const multiplier = Number(bed.dataset.multiplier) as 1 | 2 | 3
    onDart({ multiplier, value: Number(bed.dataset.value) })
  }

  return (
    <svg
      viewBox="-200 -200 400 400"
      aria-hidden="true"
      focusable="false"
      data-slot="dartboard-svg"
      data-disabled={disabled || undefined}
      className={cn('aspect-square w-full touch-manipulation select-none data-[disabled]:opacity-50', className)}
      onClick={handleClick}
      {...props}
    >
      <circle r={200} className="fill-secondary" />
      {SEGMENT_ORDER.map((value, index) => (
        <g key={value} data-segment={value}>
          {SEGMENT_BEDS.map((bed) => (
            <path
              key={bed.ring}
              d={sectorPath(index, bed.inner, bed.outer)}
              data-value={value}
              data-multiplier={bed.multiplier}
              data-ring={bed.ring}
              className={cn(bedClass, fillFor(bed.ring, index))}
            />
          ))}
          <text
            {...polar(RADIUS.numbers, index * 18)}
            textAnchor="middle"
            dominantBaseline="central"
            className="pointer-events-none fill-secondary-foreground font-sans text-[22px] font-bold"
          >
            {value}
          </text>
        </g>
      ))}
      <circle
        r={RADIUS.outerBull}
        data-value={25}
        data-multiplier={1}
        data-ring="outer-bull"
        className={cn(bedClass, 'fill-accent')}
      />
      <circle
        r={RADIUS.bull}
        data-value={25}
        data-multiplier={2}
        data-ring="bull"
        className={cn(bedClass, 'fill-primary')}
      />
    </svg>
  )
}
