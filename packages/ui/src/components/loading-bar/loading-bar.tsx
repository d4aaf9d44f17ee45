import { useCallback, useEffect, useMemo, useReducer, useState, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { layerClasses } from '../../lib/layers'
import {
  initialLoadingBarState,
  isLoadingBarVisible,
  loadingBarDefaults,
  loadingBarReducer,
  pendingTimer,
  type LoadingBarEvent,
} from './loading-bar-machine'

export type LoadingBarState = 'idle' | 'loading' | 'error'

const eventFor = {
  idle: { type: 'finish' },
  loading: { type: 'start' },
  error: { type: 'error' },
} as const satisfies Record<LoadingBarState, LoadingBarEvent>

// Frequent enough to look continuous under the width transition, rare enough to cost nothing.
const tickInterval = 100

export type LoadingBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What the page is doing; the bar handles throttling, easing and hiding itself. */
  state: LoadingBarState
  /** Accessible name ("Loading page", translated). */
  'aria-label': string
  throttle?: number
  duration?: number
  hideDelay?: number
  resetDelay?: number
  /** Bar height in px. */
  height?: number
}

/**
 * The thin bar at the top of the page while a page loads. Loads shorter than the throttle never show it;
 * progress eases towards 90 % until the load finishes, then fills and fades out. Drive it with `state`, or with
 * `useLoadingBar()`.
 */
export function LoadingBar({
  state,
  throttle = loadingBarDefaults.throttle,
  duration = loadingBarDefaults.duration,
  hideDelay = loadingBarDefaults.hideDelay,
  resetDelay = loadingBarDefaults.resetDelay,
  height = loadingBarDefaults.height,
  className,
  style,
  ...props
}: LoadingBarProps) {
  const [machine, dispatch] = useReducer(loadingBarReducer, initialLoadingBarState)
  // React to a change of `state` during render, so the bar never paints one frame out of step.
  const [lastState, setLastState] = useState<LoadingBarState | null>(null)
  if (state !== lastState) {
    setLastState(state)
    dispatch(eventFor[state])
  }

  useEffect(() => {
    const timer = pendingTimer(machine.phase, { throttle, duration, hideDelay, resetDelay })
    if (!timer) return
    const id = setTimeout(() => dispatch({ type: timer.event }), timer.delay)
    return () => clearTimeout(id)
  }, [machine.phase, throttle, duration, hideDelay, resetDelay])

  useEffect(() => {
    if (machine.phase !== 'loading') return
    const startedAt = performance.now()
    const id = setInterval(
      () => dispatch({ type: 'tick', elapsed: performance.now() - startedAt, duration }),
      tickInterval,
    )
    return () => clearInterval(id)
  }, [machine.phase, duration])

  const isVisible = isLoadingBarVisible(machine.phase)
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(machine.progress)}
      aria-hidden={!isVisible}
      data-slot="loading-bar"
      data-phase={machine.phase}
      data-tone={machine.tone}
      data-visible={isVisible}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 opacity-0 transition-opacity data-[visible=true]:opacity-100',
        'motion-reduce:transition-none',
        layerClasses.modal,
        className,
      )}
      style={{ height, transitionDuration: `${resetDelay}ms`, ...style }}
      {...props}
    >
      <div
        data-slot="loading-bar-indicator"
        className={cn(
          'h-full bg-info transition-[width] duration-200 ease-out motion-reduce:transition-none',
          machine.tone === 'error' && 'bg-danger',
        )}
        style={{ width: `${machine.progress}%` }}
      />
    </div>
  )
}

export type LoadingBarController = {
  state: LoadingBarState
  start: () => void
  finish: () => void
  error: () => void
}

/** Imperative control for a `LoadingBar`: `const bar = useLoadingBar()` then `<LoadingBar state={bar.state} />`. */
export function useLoadingBar(initialState: LoadingBarState = 'idle'): LoadingBarController {
  const [state, setState] = useState(initialState)
  const start = useCallback(() => setState('loading'), [])
  const finish = useCallback(() => setState('idle'), [])
  const error = useCallback(() => setState('error'), [])
  return useMemo(() => ({ state, start, finish, error }), [state, start, finish, error])
}
