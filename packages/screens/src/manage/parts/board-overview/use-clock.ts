import { createContext, use, useEffect, useState } from 'react'

/** Where the board overview reads the time: the real clock, or a fixed one in stories and tests. */
export const ClockContext = createContext<() => number>(() => Date.now())

/**
 * The time now in milliseconds, read again every `intervalMs`: 1 s for countdowns, 15 s for "busy for" minutes
 * and last contacts, so most of the page does not re-render every second.
 */
export function useNow(intervalMs: 1000 | 15_000): number {
  const clock = use(ClockContext)
  const [now, setNow] = useState(clock)
  useEffect(() => {
    setNow(clock())
    const timer = setInterval(() => setNow(clock()), intervalMs)
    return () => clearInterval(timer)
  }, [clock, intervalMs])
  return now
}
