import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import { fetchPublicConfig, type User } from '@oche/api'
import { defaultLocale, localeInfo, type CompiledMessages, type Locale, type Messages } from '@oche/i18n'
import { createLazyRealtime, RealtimeProvider, type Realtime } from '@oche/realtime'
import { useEffect, useState, type ReactNode } from 'react'
import { IntlProvider, type IntlConfig } from 'react-intl'
import { useDocumentLanguage } from '../language/use-document-language'
import { PlatformProvider, type Platform } from '../platform/platform-context'
import { activeToken } from '../preferences/cookies'
import { SessionProvider } from '../session/session-provider'
import { FailedRefreshToasts } from './failed-refresh-toasts'

export type AppProvidersProps = {
  locale: Locale
  platform: Platform
  children: ReactNode
  /**
   * Messages of `locale`: the web host gives a page the messages its code can show (`pageMessageSets`), compiled on
   * the server (`cataloguesFor`, so its browser bundles carry no message parser); the tablet app and Storybook every
   * namespace as texts (`messagesFor` of `@oche/i18n/messages`). None are bundled here, so a page's code carries no
   * catalogue.
   */
  messages: Messages | CompiledMessages
  /** The user the server already knows from the token cookie, so the page renders signed in at once. */
  initialUser?: User | null
  /** A query client made by the caller (tests, Storybook); otherwise one per mount. */
  queryClient?: QueryClient
  /** A realtime connection made by the caller (stories: a mock); otherwise one that opens on first use. */
  realtime?: Realtime
  /**
   * Answers the host's server already has (the route's `data.queries`, dehydrated): they go into the cache before
   * the screens render, so the server's HTML holds the content and the browser does not ask again. The tablet host
   * and Storybook pass none.
   */
  dehydratedState?: DehydratedState
}

/** The app's query client with its defaults; a host that keeps part of the cache (the tablet app) makes it with this. */
export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } })
}

/**
 * A text missing from the page's messages shows in English on a page in another language, and one that cannot be
 * formatted (in the web host's browser bundles, a text that did not come compiled: they carry no parser) shows raw:
 * both said in every build (react-intl says them in development only), so the browser tests and a production console
 * see them. Other errors as react-intl reports them.
 */
const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'FORMAT_ERROR' || process.env.NODE_ENV !== 'production')
    console.error(error.message)
}

/** Everything a screen needs around it: translations, the server-state cache, the host's platform and the session. */
export function AppProviders({
  locale,
  platform,
  children,
  messages,
  initialUser,
  queryClient,
  realtime,
  dehydratedState,
}: AppProvidersProps) {
  const [ownClient] = useState(makeQueryClient)
  useDocumentLanguage(locale)
  // Opens a socket only when a screen listens to live data, with the server's public realtime settings.
  const [ownRealtime] = useState(() =>
    createLazyRealtime(async () => {
      const { realtime: settings } = await fetchPublicConfig(platform.api)
      return {
        key: settings.key,
        tls: settings.tls,
        ...(settings.cluster ? { cluster: settings.cluster } : {}),
        ...(settings.host ? { host: settings.host } : {}),
        ...(settings.port ? { port: settings.port } : {}),
        token: () => activeToken(location.pathname),
      }
    }),
  )
  // The socket closes with the providers (a story unmounting, a test's render ending), not only with the page.
  useEffect(() => () => ownRealtime.disconnect(), [ownRealtime])
  return (
    <IntlProvider
      locale={localeInfo[locale].tag}
      defaultLocale={localeInfo[defaultLocale].tag}
      messages={messages}
      onError={reportIntlError}
      onWarn={() => undefined}
    >
      <QueryClientProvider client={queryClient ?? ownClient}>
        <FailedRefreshToasts />
        <HydrationBoundary state={dehydratedState}>
          <PlatformProvider value={platform}>
            <SessionProvider initialUser={initialUser ?? null}>
              <RealtimeProvider realtime={realtime ?? ownRealtime}>{children}</RealtimeProvider>
            </SessionProvider>
          </PlatformProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </IntlProvider>
  )
}
