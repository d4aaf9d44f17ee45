'use client'

import { createApiClient } from '@oche/api'
import type { CompiledMessages, Locale } from '@oche/i18n'
import {
  ColourModeProvider,
  MarkReady,
  PageLoadingBar,
  PlatformProvider,
  ShellEnd,
  useDocumentLanguage,
  type Platform,
  type PublicConfig,
} from '@oche/screens/islands'
import { localeInfo } from '@oche/i18n'
import { usePathname, useRouter } from 'next/navigation'
import { useMemo, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { useNavigationLoading } from '../navigation-loading'
import { PageLink } from './page-link'

export type ServerPageProvidersProps = {
  locale: Locale
  /** The messages the page's islands show, compiled on the server (`cataloguesFor`). */
  messages: readonly CompiledMessages[]
  /** The route's forced colour mode (the layout already put it on the document). */
  forcedColourMode?: 'light' | 'dark' | undefined
  config: PublicConfig
  children: ReactNode
}

/**
 * What the client islands of a server component page need around them (docs/adr/031): the page's messages, the
 * colour mode and the host's platform (Next's router and links); and what every page has, as the client app's shell
 * has it: the loading bar of a navigation, the toasts' region, the new-version prompt (which also reloads after a
 * chunk of an older build failed) and the overlay area. No session and no query cache: the page is a visitor's, and
 * its content came from the server. The page's server-rendered parts pass through as `children`.
 */
export function ServerPageProviders({
  locale,
  messages,
  forcedColourMode,
  config,
  children,
}: ServerPageProvidersProps) {
  const router = useRouter()
  const pathname = usePathname()
  const { loading, startNavigation } = useNavigationLoading()
  // `<html lang>` follows a switch of language from the menu, which loads no new document.
  useDocumentLanguage(locale)
  const merged = useMemo(() => Object.assign({}, ...messages) as CompiledMessages, [messages])
  const platform = useMemo<Platform>(
    () => ({
      Link: PageLink,
      navigate: (href, options) => {
        startNavigation(href)
        if (options?.replace) router.replace(href)
        else router.push(href)
      },
      reload: (href) => (href ? location.assign(href) : location.reload()),
      pathname,
      // A visitor's islands ask nothing of the API with a token: the language menu stores a signed-in user's choice.
      api: createApiClient({ baseUrl: '/api', getToken: () => null, getLocale: () => locale }),
      config,
    }),
    [router, pathname, locale, config, startNavigation],
  )
  return (
    <IntlProvider locale={localeInfo[locale].tag} messages={merged} onError={reportIntlError}>
      <ColourModeProvider forced={forcedColourMode}>
        <PlatformProvider value={platform}>
          <PageLoadingBar loading={loading} />
          {children}
          <ShellEnd />
          <MarkReady />
        </PlatformProvider>
      </ColourModeProvider>
    </IntlProvider>
  )
}

/** A text missing from the page's messages, or one that could not be formatted, is said in every build. */
function reportIntlError(error: { code: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'FORMAT_ERROR') console.error(error.message)
}
