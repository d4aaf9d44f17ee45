import type { Decorator } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { createApiClient } from '@oche/api'
import { isLocale } from '@oche/i18n'
import { createMockRealtime } from '@oche/realtime'
import { activeToken, AppProviders, type Platform } from '@oche/screens'

/** A platform as a host would give it, with links that stay in the story and the API served by MSW. */
export function storyPlatform(pathname = '/'): Platform {
  return {
    Link: ({ href, children, ...props }) => (
      <a href={href} {...props} onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    ),
    navigate: () => undefined,
    reload: () => undefined,
    pathname,
    // The story's page path, as a host would have it: /tablet… sends the board token, every other path the user's.
    api: createApiClient({ baseUrl: '/api', getToken: () => activeToken(pathname) }),
    config: { competitionDomains: '', host: 'localhost', buildId: '', shell: 'web' },
  }
}

/** The providers every story gets: translations in the toolbar's language, a fresh query cache, a platform, a session. */
export const withProviders: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const pathname = typeof context.parameters.pathname === 'string' ? context.parameters.pathname : '/'
  return (
    <AppProviders
      locale={locale}
      queryClient={queryClient}
      platform={storyPlatform(pathname)}
      realtime={createMockRealtime()}
    >
      <Story />
    </AppProviders>
  )
}
