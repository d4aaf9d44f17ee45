'use client'

import type { RouteSite } from '@oche/screens/routing'
import type { LinkProps } from '@oche/screens'
import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { createPrefetchQueue } from '../src/prefetch-queue'
import { worthPrefetching } from '../src/worth-prefetching'

const queue = createPrefetchQueue()

/** Worth a prefetch from this page: see `worthPrefetching`; never on the server. */
const worthPrefetchingHere = (href: string, site: RouteSite) =>
  typeof location !== 'undefined' && worthPrefetching(href, site, location.href)

/**
 * The screens' links on the web host: Next's client navigation, with the prefetch of spec §9 instead of Next's own
 * (a second in view, about four at a time, none on a very slow connection; at once on hover or focus).
 */
export function PrefetchLink({ href, onMouseEnter, onFocus, ref, site, ...props }: LinkProps & { site: RouteSite }) {
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
    if (!element || !worthPrefetchingHere(href, site)) return
    return queue.watch(element, href, () => router.prefetch(href))
  }, [href, router, site])
  const prefetchNow = () => {
    if (worthPrefetchingHere(href, site)) queue.now(href, () => router.prefetch(href))
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
