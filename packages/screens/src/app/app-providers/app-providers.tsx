import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { defaultLocale, localeInfo, messagesFor, type Locale } from '@oche/i18n'
import { useState, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'

export type AppProvidersProps = {
  locale: Locale
  children: ReactNode
  /** A query client made by the caller (tests, Storybook); otherwise one per mount. */
  queryClient?: QueryClient
}

function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } })
}

/** Everything a screen needs around it: translations and the server-state cache. */
export function AppProviders({ locale, children, queryClient }: AppProvidersProps) {
  const [ownClient] = useState(makeQueryClient)
  return (
    <IntlProvider
      locale={localeInfo[locale].tag}
      defaultLocale={localeInfo[defaultLocale].tag}
      messages={messagesFor(locale)}
    >
      <QueryClientProvider client={queryClient ?? ownClient}>{children}</QueryClientProvider>
    </IntlProvider>
  )
}
