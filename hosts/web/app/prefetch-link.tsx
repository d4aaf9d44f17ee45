'use client'

import { isBuiltScreen, resolveRoute, type RouteSite } from '@oche/screens/routing'
import type { LinkProps } from '@oche/screens'
import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { createPrefetchQueue } from '../src/prefetch-queue'

const queue = createPrefetchQueue()

/**
 * True when `href` is a page of this origin and of this site with a built screen: a 404 (an unbuilt route, or a
 * path only the other site has) is never prefetched.
 */
function worthPrefetching(href: string, site: RouteSite): boolean {
  if (typeof location === 'undefined') return false
  const url = new URL(href, location.href)
  if (url.origin !== location.origin) return false
  try {
    const resolved = resolveRoute(decodeURIComponent(url.pathname), site)
    return resolved.kind === 'redirect' || (resolved.kind === 'route' && isBuiltScreen(resolved.route.name))
  } catch {
    return false
  }
}

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
    if (!element || !worthPrefetching(href, site)) return
    return queue.watch(element, href, () => router.prefetch(href))
  }, [href, router, site])
  const prefetchNow = () => {
    if (worthPrefetching(href, site)) queue.now(href, () => router.prefetch(href))
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
