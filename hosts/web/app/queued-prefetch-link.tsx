import type { LinkProps } from '@oche/screens'
import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { createPrefetchQueue } from '../src/prefetch-queue'

const queue = createPrefetchQueue()

/**
 * A link with Next's client navigation and the prefetch of spec §9 instead of Next's own (a second in view, about
 * four at a time, none on a very slow connection; at once on hover or focus), of the pages `isWorthIt` says are
 * worth it (asked in the browser only).
 */
export function QueuedPrefetchLink({
  href,
  onMouseEnter,
  onFocus,
  ref,
  isWorthIt,
  ...props
}: LinkProps & { isWorthIt: (href: string) => boolean }) {
  const router = useRouter()
  const anchor = useRef<HTMLAnchorElement | null>(null)
  // The caller's ref too (a Radix `asChild` passes one), beside the one the prefetch watches.
  const setAnchor = (element: HTMLAnchorElement | null) => {
    anchor.current = element
    if (typeof ref === 'function') return ref(element)
    if (ref) ref.current = element
  }
  useEffect(() => {
    const element = anchor.current
    if (!element || !isWorthIt(href)) return
    return queue.watch(element, href, () => router.prefetch(href))
  }, [href, router, isWorthIt])
  const prefetchNow = () => {
    if (isWorthIt(href)) queue.now(href, () => router.prefetch(href))
  }
  return (
    <NextLink
      ref={setAnchor}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetchNow()
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        prefetchNow()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
