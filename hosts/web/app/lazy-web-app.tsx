'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

const WebApp = lazy(() => import('./web-app').then((module) => ({ default: module.WebApp })))

/**
 * The whole client app for the error pages (404, 403, a failed validation), as a chunk of its own that an error page
 * loads: the root layout's not-found and forbidden boundaries are part of every page's tree, and Next ships the
 * client code a boundary renders with every page. A server component page (docs/adr/031) then carries none of the
 * client app; the catch-all page imports `WebApp` itself. Rendered on the server as before (React waits for the
 * chunk before it hydrates the error page).
 */
export function LazyWebApp(props: ComponentProps<typeof WebApp>) {
  return (
    <Suspense fallback={null}>
      <WebApp {...props} />
    </Suspense>
  )
}
