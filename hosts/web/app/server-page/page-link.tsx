'use client'

import type { LinkProps } from '@oche/screens/islands'
import { QueuedPrefetchLink } from '../queued-prefetch-link'

/** A link of this origin (the views of a server component page link to the app's built routes only). */
const sameOrigin = (href: string) => new URL(href, location.href).origin === location.origin

/**
 * The links of a server component page (docs/adr/031): the client pages' navigation and prefetch, without the route
 * table `PrefetchLink` asks whether a page exists (the views link to built routes only), which a page that needs no
 * route table would otherwise load for it.
 */
export function PageLink(props: LinkProps) {
  return <QueuedPrefetchLink {...props} isWorthIt={sameOrigin} />
}
