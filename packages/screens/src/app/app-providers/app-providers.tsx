import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { User } from '@oche/api'
import { defaultLocale, localeInfo, messagesFor, type Locale, type Messages } from '@oche/i18n'
import { TooltipProvider } from '@oche/ui'
import { useState, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { PlatformProvider, type Platform } from '../platform/platform-context'
import { SessionProvider } from '../session/session-provider'

export type AppProvidersProps = {
  locale: Locale
  platform: Platform
  children: ReactNode
  /** Messages of `locale`, when the host loaded them already; otherwise the bundled catalogue. */
  messages?: Messages
  /** The user the server already knows from the token cookie, so the page renders signed in at once. */
  initialUser?: User | null
  /** A query client made by the caller (tests, Storybook); otherwise one per mount. */
  queryClient?: QueryClient
}

function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } })
}

/** Everything a screen needs around it: translations, the server-state cache, the host's platform and the session. */
export function AppProviders({ locale, platform, children, messages, initialUser, queryClient }: AppProvidersProps) {
  const [ownClient] = useState(makeQueryClient)
  return (
    <IntlProvider
      locale={localeInfo[locale].tag}
      defaultLocale={localeInfo[defaultLocale].tag}
      messages={messages ?? messagesFor(locale)}
      onWarn={() => undefined}
    >
      <QueryClientProvider client={queryClient ?? ownClient}>
        <PlatformProvider value={platform}>
          <SessionProvider initialUser={initialUser ?? null}>
            <TooltipProvider>{children}</TooltipProvider>
          </SessionProvider>
        </PlatformProvider>
      </QueryClientProvider>
    </IntlProvider>
  )
}
