import type { StoryContext } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { createApiClient, type User } from '@oche/api'
import { mockTokens } from '@oche/mocks'
import type { Locale } from '@oche/i18n'
import { createMockRealtime, type ConnectionState, type MockRealtime, type Realtime } from '@oche/realtime'
import { Toaster } from '@oche/ui'
import { useMemo, useState, type ReactNode } from 'react'
import { activeToken, AppProviders, ColourModeProvider, Layout, type Platform } from '@oche/screens'
import type { RouteLayout } from '@oche/screens/routing'
import { messagesFor } from '@oche/i18n/messages'

/**
 * What a story may say about where it runs; the global decorator (`withProviders`) gives every provider from
 * these, so a story only adds its handlers (`msw`) and these parameters. Write them with `satisfies StoryParameters`.
 */
export type StoryParameters = {
  /** The page's path (`/` by default): the platform's pathname, and whose token requests carry (/tablet… the board's). */
  pathname?: string
  /**
   * Signed in as this user (their requests carry `mockTokens.user`, a super admin's `mockTokens.superAdmin`); a
   * visitor when not set.
   */
  user?: User | null
  /** The state the story's mock connection (`storyRealtime()`) starts in: connected by default. */
  connection?: ConnectionState
  /** A connection of the story's own instead of `storyRealtime()`. */
  realtime?: Realtime
  /** The host the screen runs in: the web app (default) or the board tablet's app. */
  shell?: 'web' | 'tablet'
  /**
   * The host name the page was served for (`PublicConfig.host`, `localhost` by default): a league's public site is
   * read by it, so its stories set `competitionSiteFixture.host` (`league.localhost`).
   */
  host?: string
  /** As a page of the app: with its toasts and its colour mode (off for components shown on their own). */
  page?: boolean
  /** What the story sits in: a route's own layout, the page's background, or a full-height column of it. */
  frame?: { layout: RouteLayout } | 'background' | 'column'
}

let realtime: MockRealtime = createMockRealtime()

/** The running story's mock realtime connection, to `emit` what the server would publish and to change its state. */
export function storyRealtime(): MockRealtime {
  return realtime
}

let queries: QueryClient | null = null

/**
 * The running story's query cache: a story waits on `isFetching()` reaching 0 where it must know a refetch has been
 * answered and taken in, rather than sleeping for a while.
 */
export function storyQueries(): QueryClient {
  if (!queries) throw new Error('storyQueries() is called from a play function, after the story has rendered')
  return queries
}

/** A fresh mock connection for each story, in the state of `parameters.connection` (runs before it renders). */
export function resetStoryRealtime(context: Pick<StoryContext, 'parameters'>) {
  realtime = createMockRealtime({ state: storyParameters(context).connection ?? 'connected' })
}

/** The story's `StoryParameters`, read from Storybook's untyped parameters. */
export function storyParameters(context: Pick<StoryContext, 'parameters'>): StoryParameters {
  return context.parameters as StoryParameters
}

/** The token the mocks know the user by: the super admin's for a super admin, else the player's. */
const userToken = (user: User) => (user.is_super_admin ? mockTokens.superAdmin : mockTokens.user)

/** A platform as a host would give it: links stay in the story, navigations are written into `visit`. */
export function storyPlatform(
  pathname = '/',
  {
    user = null,
    locale = 'en',
    shell = 'web',
    host = 'localhost',
    visit = () => undefined,
  }: {
    user?: User | null
    locale?: Locale
    shell?: 'web' | 'tablet'
    host?: string
    visit?: (href: string) => void
  } = {},
): Platform {
  return {
    // A story never leaves its page, but the component's own click handler runs first, as a host's link runs it (a
    // menu closes when one of its links is followed).
    Link: ({ href, children, onClick, ...props }) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          onClick?.(event)
          event.preventDefault()
        }}
      >
        {children}
      </a>
    ),
    navigate: visit,
    reload: (href) => visit(`reload:${href ?? pathname}`),
    pathname,
    // As a host would: /tablet… sends the board token, every other path the user's.
    api: createApiClient({
      baseUrl: '/api',
      getToken: () => (user ? userToken(user) : activeToken(pathname)),
      getLocale: () => locale,
    }),
    config: { competitionDomains: '', host, buildId: shell === 'tablet' ? 'story-build' : '', shell },
  }
}

/**
 * The providers every story gets: translations in `locale`, a fresh query cache, the platform on the story's path
 * (navigations written into the page, `data-testid` "navigation"), the session and the realtime connection.
 */
export function StoryHarness({
  locale,
  parameters,
  children,
}: {
  locale: Locale
  parameters: StoryParameters
  children: ReactNode
}) {
  const { pathname = '/', user = null, shell = 'web', host, page = false, frame } = parameters
  const [queryClient] = useState(() => {
    // No retry unless a screen asks for its own (a public page tries twice more after a server error); those
    // retries come at once instead of after the real 1 s and 2 s back-off, which made each such story 3 s longer.
    queries = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 10 } } })
    return queries
  })
  const [visits, setVisits] = useState<string[]>([])
  const platform = useMemo(
    () =>
      storyPlatform(pathname, {
        user,
        locale,
        shell,
        ...(host ? { host } : {}),
        visit: (href) => setVisits((previous) => [...previous, href]),
      }),
    [pathname, user, locale, shell, host],
  )
  const framed =
    frame === 'background' ? (
      <div className="min-h-dvh bg-background">{children}</div>
    ) : frame === 'column' ? (
      <div className="flex h-dvh flex-col bg-background">{children}</div>
    ) : frame ? (
      <Layout name={frame.layout}>{children}</Layout>
    ) : (
      children
    )
  const content = (
    <>
      {framed}
      <div data-testid="navigation" hidden>
        {visits.join(' ')}
      </div>
      {page ? <Toaster containerAriaLabel="Notifications" closeButtonLabel="Close" /> : null}
    </>
  )
  return (
    <AppProviders
      locale={locale}
      messages={messagesFor(locale)}
      platform={platform}
      initialUser={user}
      queryClient={queryClient}
      realtime={parameters.realtime ?? realtime}
    >
      {page ? <ColourModeProvider>{content}</ColourModeProvider> : content}
    </AppProviders>
  )
}
