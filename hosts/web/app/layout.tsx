import { localeInfo } from '@oche/i18n'
import { colourModeScript, forcedColourMode, isScoringScreen, manifestFor } from '@oche/screens/routing'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { requestNonce, requestPathSegments, resolveRequest } from './server-context'
import { ServiceWorker } from './service-worker'
import './globals.css'

type Props = { children: ReactNode }

export async function generateMetadata(): Promise<Metadata> {
  const { resolved } = await resolveRequest(await requestPathSegments())
  const path = resolved.kind === 'route' ? resolved.path : '/'
  return { manifest: manifestFor(path), icons: { icon: '/icon.svg' }, applicationName: 'Oche' }
}

/** Every page can be zoomed, except the scoring screens (docs/adr/008-zoom-on-scoring-screens-only.md). */
export async function generateViewport(): Promise<Viewport> {
  const { resolved } = await resolveRequest(await requestPathSegments())
  const path = resolved.kind === 'route' ? resolved.path : '/'
  const scoring = isScoringScreen(path) ? { maximumScale: 1, userScalable: false } : {}
  return { themeColor: '#111827', width: 'device-width', initialScale: 1, viewportFit: 'cover', ...scoring }
}

/** The document: language and forced colour mode are known on the server, so the first paint is right. */
export default async function RootLayout({ children }: Props) {
  const { resolved } = await resolveRequest(await requestPathSegments())
  const forced = resolved.kind === 'route' ? forcedColourMode(resolved.route.colourMode) : undefined
  // The page's Content-Security-Policy only runs inline scripts that carry its nonce (proxy.ts).
  const nonce = await requestNonce()
  return (
    <html
      lang={localeInfo[resolved.locale].tag}
      className={forced === 'dark' ? 'dark' : undefined}
      data-forced-colour-mode={forced}
      suppressHydrationWarning
    >
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: colourModeScript }} />
      </head>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        {children}
        {/* The service worker keeps offline play working with no network (app/sw.ts). */}
        <ServiceWorker />
      </body>
    </html>
  )
}
