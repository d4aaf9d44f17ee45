/** The spec's loading bar constants (section 9). */
export const loadingBarDefaults = {
  /** Loads shorter than this never show the bar. */
  throttle: 200,
  /** Time over which progress eases towards `maxProgress`. */
  duration: 2000,
  /** How long the full bar stays after a load finishes. */
  hideDelay: 500,
  /** How long the fade-out takes before progress returns to 0. */
  resetDelay: 400,
  height: 3,
} as const

/** Where progress stops while the load is still running: it never claims to be done before it is. */
export const maxProgress = 90

export type LoadingBarTimings = { throttle: number; duration: number; hideDelay: number; resetDelay: number }

/** idle → waiting (throttle) → loading → finishing (full, hide delay) → hiding (reset delay) → idle. */
export type LoadingBarPhase = 'idle' | 'waiting' | 'loading' | 'finishing' | 'hiding'
export type LoadingBarTone = 'default' | 'error'

export type LoadingBarMachineState = { phase: LoadingBarPhase; progress: number; tone: LoadingBarTone }

export type LoadingBarEvent =
  | { type: 'start' }
  | { type: 'finish' }
  | { type: 'error' }
  | { type: 'throttleElapsed' }
  | { type: 'tick'; elapsed: number; duration: number }
  | { type: 'hideElapsed' }
  | { type: 'resetElapsed' }

export const initialLoadingBarState: LoadingBarMachineState = { phase: 'idle', progress: 0, tone: 'default' }

/** Ease-out towards `maxProgress`, reached at `duration` and held there. */
export function progressAt(elapsed: number, duration: number) {
  if (duration <= 0) return maxProgress
  const t = Math.min(Math.max(elapsed / duration, 0), 1)
  return maxProgress * (1 - (1 - t) ** 2)
}

export function loadingBarReducer(state: LoadingBarMachineState, event: LoadingBarEvent): LoadingBarMachineState {
  switch (event.type) {
    case 'start':
      if (state.phase === 'waiting' || state.phase === 'loading') return state
      return { phase: 'waiting', progress: 0, tone: 'default' }
    case 'throttleElapsed':
      return state.phase === 'waiting' ? { ...state, phase: 'loading' } : state
    case 'tick':
      return state.phase === 'loading' ? { ...state, progress: progressAt(event.elapsed, event.duration) } : state
    case 'finish':
      if (state.phase === 'waiting') return initialLoadingBarState
      return state.phase === 'loading' ? { ...state, phase: 'finishing', progress: 100 } : state
    case 'error':
      // An error is shown even when the load was too short to show the bar: the user must see it failed.
      if (state.phase === 'idle' || state.phase === 'hiding') return state
      return { phase: 'finishing', progress: 100, tone: 'error' }
    case 'hideElapsed':
      return state.phase === 'finishing' ? { ...state, phase: 'hiding' } : state
    case 'resetElapsed':
      return state.phase === 'hiding' ? initialLoadingBarState : state
    default:
      return event satisfies never
  }
}

/** The one timer a phase waits on, if any; `loading` ticks instead. */
export function pendingTimer(
  phase: LoadingBarPhase,
  timings: LoadingBarTimings,
): { event: 'throttleElapsed' | 'hideElapsed' | 'resetElapsed'; delay: number } | null {
  switch (phase) {
    case 'waiting':
      return { event: 'throttleElapsed', delay: timings.throttle }
    case 'finishing':
      return { event: 'hideElapsed', delay: timings.hideDelay }
    case 'hiding':
      return { event: 'resetElapsed', delay: timings.resetDelay }
    case 'idle':
    case 'loading':
      return null
    default:
      return phase satisfies never
  }
}

/** Whether the bar is on screen (and so exposed to assistive technology). */
export function isLoadingBarVisible(phase: LoadingBarPhase) {
  return phase === 'loading' || phase === 'finishing'
}
