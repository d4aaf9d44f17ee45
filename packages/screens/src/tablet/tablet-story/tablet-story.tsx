import type { Decorator } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { createApiClient } from '@oche/api'
import { boardTokenFixture } from '@oche/api/mocks'
import { isLocale, type Locale } from '@oche/i18n'
import { createMockRealtime, type MockRealtime } from '@oche/realtime'
import { Toaster } from '@oche/ui'
import { useMemo, useState, type ReactNode } from 'react'
import { AppProviders } from '../../app/app-providers'
import type { Platform } from '../../app/platform/platform-context'
import { activeToken, removeCookie, writeCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'
import { deviceOutbox } from '../outbox/indexed-db-outbox'

/** The two ways a board tablet stands, as Storybook viewports (the test runner sizes the page to them too). */
export const tabletViewports = {
  tabletLandscape: { name: 'Board tablet, landscape', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  tabletPortrait: { name: 'Board tablet, portrait', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
} as const

/** A story's globals for a board tablet in landscape (the default) or portrait. */
export const tabletLandscape = { viewport: { value: 'tabletLandscape', isRotated: false } }
export const tabletPortrait = { viewport: { value: 'tabletPortrait', isRotated: false } }

let realtime: MockRealtime = createMockRealtime()

/** The story's realtime connection, to emit `boards.changed` as the server would. */
export const tabletRealtime = () => realtime

export type TabletStoryProps = {
  locale: Locale
  pathname: string
  children: ReactNode
}

/**
 * Stories only: the app's providers around a tablet screen, at tablet size, with a platform whose API client sends
 * the token for `pathname` as the hosts do (the board token on /tablet pages), and whose navigate and reload calls
 * are written into the page (`data-testid` "navigation").
 */
export function TabletStory({ locale, pathname, children }: TabletStoryProps) {
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
      api: createApiClient({ baseUrl: '/api', getToken: () => activeToken(pathname), getLocale: () => locale }),
      config: { competitionDomains: '', host: 'localhost', buildId: 'story-build', shell: 'tablet' },
    }),
    [pathname, locale],
  )
  return (
    <AppProviders locale={locale} platform={platform} queryClient={queryClient} realtime={realtime}>
      <div className="min-h-dvh bg-background">{children}</div>
      <div data-testid="navigation" hidden>
        {visits.join(' ')}
      </div>
      <Toaster containerAriaLabel="Notifications" closeButtonLabel="Close" />
    </AppProviders>
  )
}

/**
 * Stories only: wraps a story in `TabletStory`, in the toolbar's language, on `parameters.pathname` (`/tablet` by
 * default). Give the story `parameters.viewport.options: tabletViewports` and `globals: tabletLandscape` (or
 * `tabletPortrait`) for the tablet's size.
 */
export const withTabletStory: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  const pathname = typeof context.parameters.pathname === 'string' ? context.parameters.pathname : '/tablet'
  return (
    <TabletStory locale={locale} pathname={pathname}>
      <Story />
    </TabletStory>
  )
}

/** Stories only: no board token, an empty outbox and a fresh realtime mock, before and after the story. */
export async function forgetTablet() {
  realtime = createMockRealtime()
  removeCookie(storageKeys.boardToken)
  localStorage.removeItem(storageKeys.tabletMode)
  await deviceOutbox().clear()
  return async () => {
    removeCookie(storageKeys.boardToken)
    localStorage.removeItem(storageKeys.tabletMode)
    await deviceOutbox().clear()
  }
}

/** Stories only: this tablet is logged in to board 2 of the fixture event (`boardTokenFixture`). */
export async function logInFixtureTablet() {
  const forget = await forgetTablet()
  writeCookie(storageKeys.boardToken, boardTokenFixture, 1)
  return forget
}
