import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'

export const minZoom = 0.25
export const maxZoom = 2
const step = 1.25

/** `zoom` kept between the smallest and largest zoom, to two decimals. */
export function clampZoom(zoom: number): number {
  return Math.round(Math.min(maxZoom, Math.max(minZoom, zoom)) * 100) / 100
}

/** The zoom one step in from `zoom`. */
export const zoomedIn = (zoom: number) => clampZoom(zoom * step)
/** The zoom one step out from `zoom`. */
export const zoomedOut = (zoom: number) => clampZoom(zoom / step)

export type BracketZoom = {
  zoom: number
  zoomIn: () => void
  zoomOut: () => void
  reset: () => void
  /** The zoom at which `contentWidth` fits the scroll area's width (never above 1). */
  fit: () => void
  /** Keys on the scroll area: + and = zoom in, - zooms out, 0 resets. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

/**
 * Zoom of a bracket by CSS transform: buttons and keys, Ctrl + wheel (and a trackpad's pinch, which browsers send as
 * Ctrl + wheel), and a two-finger pinch on touch screens. One finger still scrolls.
 */
export function useBracketZoom(area: RefObject<HTMLElement | null>, contentWidth: number): BracketZoom {
  const [zoom, setZoom] = useState(1)
  const zoomRef = useRef(zoom)
  useEffect(() => {
    zoomRef.current = zoom
  }, [zoom])

  useEffect(() => {
    const element = area.current
    if (!element) return
    const handleWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return
      event.preventDefault()
      setZoom((current) => clampZoom(current * Math.exp(-event.deltaY / 200)))
    }
    const touches = new Map<number, { x: number; y: number }>()
    let pinch: { distance: number; zoom: number } | null = null
    const distance = () => {
      const [a, b] = [...touches.values()]
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
    }
    const handlePointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY })
      if (touches.size === 2) pinch = { distance: distance(), zoom: zoomRef.current }
    }
    const handlePointerMove = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY })
      if (pinch && pinch.distance > 0 && touches.size === 2) {
        const start = pinch
        setZoom(clampZoom((start.zoom * distance()) / start.distance))
      }
    }
    const handlePointerUp = (event: PointerEvent) => {
      touches.delete(event.pointerId)
      if (touches.size < 2) pinch = null
    }
    element.addEventListener('wheel', handleWheel, { passive: false })
    element.addEventListener('pointerdown', handlePointerDown)
    element.addEventListener('pointermove', handlePointerMove)
    element.addEventListener('pointerup', handlePointerUp)
    element.addEventListener('pointercancel', handlePointerUp)
    return () => {
      element.removeEventListener('wheel', handleWheel)
      element.removeEventListener('pointerdown', handlePointerDown)
      element.removeEventListener('pointermove', handlePointerMove)
      element.removeEventListener('pointerup', handlePointerUp)
      element.removeEventListener('pointercancel', handlePointerUp)
    }
  }, [area])

  const zoomIn = useCallback(() => setZoom(zoomedIn), [])
  const zoomOut = useCallback(() => setZoom(zoomedOut), [])
  const reset = useCallback(() => setZoom(1), [])
  const fit = useCallback(() => {
    const element = area.current
    if (!element) return
    const style = getComputedStyle(element)
    const width = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    if (width > 0 && contentWidth > 0) setZoom(clampZoom(Math.min(1, width / contentWidth)))
  }, [area, contentWidth])
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.key === '+' || event.key === '=') zoomIn()
      else if (event.key === '-') zoomOut()
      else if (event.key === '0') reset()
      else return
      event.preventDefault()
    },
    [zoomIn, zoomOut, reset],
  )
  return { zoom, zoomIn, zoomOut, reset, fit, onKeyDown }
}
