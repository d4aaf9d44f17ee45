'use client'

import type { RouteSite } from '@oche/screens/routing'
import type { LinkProps } from '@oche/screens'
import { useCallback } from 'react'
import { worthPrefetching } from '../src/worth-prefetching'
import { QueuedPrefetchLink } from './queued-prefetch-link'

/**
 * The screens' links on the web host: Next's client navigation, with the prefetch of spec §9 instead of Next's own,
 * of a page of this site with a built screen (`worthPrefetching`: a 404 is never prefetched).
 */
export function PrefetchLink({ site, ...props }: LinkProps & { site: RouteSite }) {
  const isWorthIt = useCallback((href: string) => worthPrefetching(href, site, location.href), [site])
  return <QueuedPrefetchLink {...props} isWorthIt={isWorthIt} />
}
