// Spec §9: links prefetch their page about 4 at a time, after a link has been in view for a second, and not at all
// on a very slow connection. Next's own viewport prefetch fires for every link in view the moment the page loads
// (on a phone at the venue that is a burst of requests before the first tap), so the web host's links turn it off
// and queue their prefetches here instead. Pure: the viewport and the clock are passed in, so it is tested alone.

export type PrefetchQueueOptions = {
  /** How many prefetches run at once; each holds its place for `delay` (Next's prefetch tells no end). */
  concurrency?: number
  /** How long a link must stay in view before its page is prefetched, in ms. */
  delay?: number
  /** True on a connection too slow to spend on pages nobody asked for (only hover and focus prefetch then). */
  isSlow?: () => boolean
  /** Calls `onChange` when the element enters or leaves the viewport; returns how to stop. */
  observe?: (element: Element, onChange: (visible: boolean) => void) => () => void
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

export type PrefetchQueue = {
  /** Prefetches `key` with `run` once it has been in view for `delay`; returns how to stop watching. */
  watch: (element: Element, key: string, run: () => void) => () => void
  /** Prefetches `key` now, ahead of the queue (a pointer over the link, or keyboard focus on it). */
  now: (key: string, run: () => void) => void
}

type NetworkInformation = { effectiveType?: string; saveData?: boolean }

/** `navigator.connection` says 2G or the visitor asked to save data. */
export function slowConnection(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g'
}

function viewportObserver(element: Element, onChange: (visible: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) onChange(entry.isIntersecting)
  })
  observer.observe(element)
  return () => observer.disconnect()
}

export function createPrefetchQueue({
  concurrency = 4,
  delay = 1000,
  isSlow = slowConnection,
  observe = viewportObserver,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: PrefetchQueueOptions = {}): PrefetchQueue {
  const started = new Set<string>()
  const waiting: Array<{ key: string; run: () => void }> = []
  let running = 0

  const start = (key: string, run: () => void) => {
    started.add(key)
    running += 1
    try {
      run()
    } catch {
      // A failed prefetch only means the page loads on the click.
    }
    setTimer(() => {
      running -= 1
      pump()
    }, delay)
  }
  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift()!
      if (!started.has(job.key)) start(job.key, job.run)
    }
  }

  return {
    watch(element, key, run) {
      if (started.has(key) || isSlow()) return () => undefined
      let timer: unknown = null
      const stopTimer = () => {
        if (timer !== null) clearTimer(timer)
        timer = null
      }
      const stopObserving = observe(element, (visible) => {
        if (!visible) return stopTimer()
        if (timer !== null || started.has(key)) return
        timer = setTimer(() => {
          timer = null
          if (started.has(key) || waiting.some((job) => job.key === key)) return
          waiting.push({ key, run })
          pump()
        }, delay)
      })
      return () => {
        stopTimer()
        stopObserving()
      }
    },
    now(key, run) {
      if (!started.has(key)) start(key, run)
    },
  }
}
