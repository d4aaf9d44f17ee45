import type { Decorator } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { createApiClient, type User } from '@oche/api'
import { mockTokens } from '@oche/api/mocks'
import { isLocale, type Locale } from '@oche/i18n'
import type { Realtime } from '@oche/realtime'
import { Toaster } from '@oche/ui'
import { useMemo, useState, type ReactNode } from 'react'
import { AppProviders } from '../../app/app-providers'
import { ColourModeProvider } from '../../app/colour-mode/colour-mode-context'
import type { Platform } from '../../app/platform/platform-context'
import { readCookie, removeCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'

export type AccountStoryProps = {
  locale: Locale
  /** The signed-in user (their requests carry `mockTokens.user`), or null for a visitor. */
  user?: User | null
  pathname?: string
  /** A realtime connection (a `createMockRealtime()` the story emits on); by default one that opens on first use. */
  realtime?: Realtime
  children: ReactNode
}

/**
 * Stories only: the app's providers around an account screen, with a platform whose API client sends the token
 * a story signs in with, and whose navigate and reload calls are written into the page (`data-testid`
 * "navigation"), so a story can assert where a screen went.
 */
export function AccountStory({ locale, user = null, pathname = '/', realtime, children }: AccountStoryProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  const [visits, setVisits] = useState<string[]>([])
  const platform = useMemo<Platform>(
    () => ({
      Link: ({ href, children, ...props }) => (
        <a href={href} {...props} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      ),
      navigate: (href) => setVisits((previous) => [...previous, href]),
      reload: (href) => setVisits((previous) => [...previous, `reload:${href ?? pathname}`]),
      pathname,
      api: createApiClient({
        baseUrl: '/api',
        getToken: () => (user ? mockTokens.user : readCookie(storageKeys.token)),
        getLocale: () => locale,
      }),
      config: { competitionDomains: '', host: 'localhost', buildId: '', shell: 'web' },
    }),
    [user, pathname, locale],
  )
  return (
    <AppProviders
      locale={locale}
      platform={platform}
      initialUser={user}
      queryClient={queryClient}
      {...(realtime ? { realtime } : {})}
    >
      <ColourModeProvider>
        {children}
        <div data-testid="navigation" hidden>
          {visits.join(' ')}
        </div>
        <Toaster containerAriaLabel="Notifications" closeButtonLabel="Close" />
      </ColourModeProvider>
    </AppProviders>
  )
}

/** Stories only: forgets the token a story signed in with, before and after it, so stories stay independent. */
export function forgetStoryToken() {
  removeCookie(storageKeys.token)
  return () => removeCookie(storageKeys.token)
}

/**
 * Stories only: wraps a story in `AccountStory`, in the toolbar's language, signed in as `parameters.user`
 * (none by default) on `parameters.pathname`.
 */
export const withAccountStory: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  const user = (context.parameters.user as User | undefined) ?? null
  const pathname = typeof context.parameters.pathname === 'string' ? context.parameters.pathname : '/'
  const realtime = context.parameters.realtime as Realtime | undefined
  return (
    <AccountStory locale={locale} user={user} pathname={pathname} realtime={realtime}>
      <Story />
    </AccountStory>
  )
}
