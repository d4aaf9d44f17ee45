import { createApiClient, type EventBoardsLive, type LiveBoard, type Match } from '@oche/api'
import { boardTokenFixture, eventBoardsLiveFixture, tabletBoardFixture } from '@oche/api/mocks'
import { isLocale } from '@oche/i18n'
import { createMockRealtime, RealtimeProvider, type MockRealtime } from '@oche/realtime'
import type { Decorator } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { AppProviders } from '../../app/app-providers'
import type { Platform } from '../../app/platform/platform-context'
import { activeToken, removeCookie, writeCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'

// Stories only: the spectator display of the fixture event's board 2, logged in with the board token, with a mock
// realtime connection and the board in each of its states.

/** The tablet holds the board token (cookie `board_token`), as after a board login; forgotten after the story. */
export function holdBoardToken() {
  writeCookie(storageKeys.boardToken, boardTokenFixture, 1)
  return () => removeCookie(storageKeys.boardToken)
}

/** No board token: the display was never logged in (or was logged out). */
export function forgetBoardToken() {
  removeCookie(storageKeys.boardToken)
}

/** The fixture event's boards with board 2 (the display's) changed. */
export function withBoard2(changes: Partial<LiveBoard>): EventBoardsLive {
  return {
    ...eventBoardsLiveFixture,
    boards: eventBoardsLiveFixture.boards.map((board) =>
      board.id === tabletBoardFixture.id ? { ...board, ...changes } : board,
    ),
  }
}

/** Board 2 free: the display waits, with the first game that can go as the next one. */
export const boardWaiting = withBoard2({ state: 'free', game: null, busy_since: null })

/** Board 2 with the fixture's called game scored on `match`, in `state`. */
export function boardWithMatch(match: Match, state: 'playing' | 'confirming'): EventBoardsLive {
  const called = eventBoardsLiveFixture.boards.find((board) => board.id === tabletBoardFixture.id)?.game
  if (!called) throw new Error('Board 2 has no game in the fixture')
  const [first, second] = match.config.sides
  return withBoard2({
    state,
    game: {
      ...called,
      sides: [
        { ...called.sides[0], name: first?.name ?? '' },
        { ...called.sides[1], name: second?.name ?? '' },
      ],
      match_id: match.id,
      summary: match.summary,
      started_at: match.created_at,
      no_show_at: null,
    },
  })
}

let storyRealtime: MockRealtime = createMockRealtime()

/** The mock connection of the running story, to `emit` `boards.changed` and match events into. */
export function tabletLiveRealtime(): MockRealtime {
  return storyRealtime
}

/** A fresh mock connection per story. */
export function resetTabletLiveRealtime() {
  storyRealtime = createMockRealtime()
}

/**
 * The app's providers on `parameters.pathname` (`/tablet`), with an API client that sends the token the route
 * would (`activeToken`: the board token under /tablet), and the story's mock realtime connection.
 */
export const withTabletLiveStory: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  const pathname = typeof context.parameters.pathname === 'string' ? context.parameters.pathname : '/tablet'
  return (
    <TabletLiveStory locale={locale} pathname={pathname}>
      <Story />
    </TabletLiveStory>
  )
}

function TabletLiveStory({
  locale,
  pathname,
  children,
}: {
  locale: Parameters<typeof AppProviders>[0]['locale']
  pathname: string
  children: React.ReactNode
}) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  const [platform] = useState<Platform>(() => ({
    Link: ({ href, children: content, ...props }) => (
      <a href={href} {...props} onClick={(event) => event.preventDefault()}>
        {content}
      </a>
    ),
    navigate: () => undefined,
    reload: () => undefined,
    pathname,
    api: createApiClient({ baseUrl: '/api', getToken: () => activeToken(pathname), getLocale: () => locale }),
    config: { competitionDomains: '', host: 'localhost', buildId: '', shell: 'web' },
  }))
  return (
    <AppProviders locale={locale} platform={platform} queryClient={queryClient} realtime={storyRealtime}>
      <RealtimeProvider realtime={storyRealtime}>
        <div className="flex h-dvh flex-col bg-background">{children}</div>
      </RealtimeProvider>
    </AppProviders>
  )
}
