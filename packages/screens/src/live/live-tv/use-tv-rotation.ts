import { useEffect, useReducer, useRef } from 'react'
import { initialTvRotation, nextTvTurn, stepTvTurn, type TvRotation, type TvSlide } from './tv-rotation'

type TvRotationAction =
  | { type: 'next'; slides: readonly TvSlide[] }
  | { type: 'step'; slides: readonly TvSlide[]; direction: 1 | -1 }
  | { type: 'restart' }

function rotationReducer(rotation: TvRotation, action: TvRotationAction): TvRotation {
  switch (action.type) {
    case 'next':
      return nextTvTurn(rotation, action.slides)
    case 'step':
      return stepTvTurn(rotation, action.slides, action.direction)
    case 'restart':
      return { ...rotation, turn: rotation.turn + 1 }
    default:
      return action satisfies never
  }
}

const isShowable = (slide: TvSlide | undefined) => slide?.status === 'on' || slide?.status === 'finished'

/**
 * Which match a TV rotation shows: each one for `intervalSeconds`, a new turn whenever the match on screen starts
 * or finishes, and the left and right arrow keys to step by hand. A single match just stays. `turn` changes with
 * every turn, also when the same match stays on.
 */
export function useTvRotation(slides: readonly TvSlide[], intervalSeconds: number): TvRotation {
  const [rotation, dispatch] = useReducer(rotationReducer, initialTvRotation)
  const latest = useRef(slides)
  useEffect(() => {
    latest.current = slides
  })
  const isRotating = slides.length > 1
  const status = slides[rotation.current]?.status
  const hasShowable = slides.some(isShowable)

  // The match on screen starts or finishes (or comes in): its turn starts again, so that a result gets a full turn.
  const shownStatus = useRef({ current: rotation.current, status })
  useEffect(() => {
    const shown = shownStatus.current
    shownStatus.current = { current: rotation.current, status }
    if (isRotating && shown.current === rotation.current && shown.status !== status) dispatch({ type: 'restart' })
  }, [isRotating, rotation.current, status])

  useEffect(() => {
    if (!isRotating) return
    // A match that cannot be shown gives its turn away at once.
    if (status === 'unavailable' && hasShowable) {
      dispatch({ type: 'next', slides: latest.current })
      return
    }
    const timer = setTimeout(() => dispatch({ type: 'next', slides: latest.current }), intervalSeconds * 1000)
    return () => clearTimeout(timer)
  }, [isRotating, rotation.turn, status, hasShowable, intervalSeconds])

  useEffect(() => {
    if (!isRotating) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : null
      if (direction === null) return
      event.preventDefault()
      dispatch({ type: 'step', slides: latest.current, direction })
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isRotating])

  return rotation
}
