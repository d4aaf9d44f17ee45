import type { TournamentDetail, User } from '@oche/api'
import { createTournamentHandlers, createTournamentStore, handlers, userFixture } from '@oche/api/mocks'
import { isLocale } from '@oche/i18n'
import { createMockRealtime, RealtimeProvider, type MockRealtime } from '@oche/realtime'
import type { Decorator } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { AccountStory } from '../../../accounts/account-story/account.story-helpers'

// Stories only: the organiser signed in, a tournament store the mocks act on (fresh for every story), and a mock
// realtime connection to announce changes on.

/** The mocks' tournaments, reset before every story so one story's results never leak into the next. */
export const playStore = createTournamentStore()

/** The stateful tournament handlers over `playStore`, then every other handler of the app. */
export const playHandlers = [...createTournamentHandlers({ store: playStore }), ...handlers]

let storyRealtime: MockRealtime = createMockRealtime()

/** The running story's mock connection, to `emit` tournament announcements into. */
export function playRealtime(): MockRealtime {
  return storyRealtime
}

/** A fresh store and connection: call it in a story file's `beforeEach`. */
export function resetPlayStory() {
  Object.assign(playStore, createTournamentStore())
  storyRealtime = createMockRealtime({ state: 'connected' })
}

/**
 * The screen signed in as `parameters.user` (the demo organiser, who runs every fixture tournament, by default),
 * with toasts and the story's realtime connection.
 */
export const withPlayStory: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  const user = (context.parameters.user as User | undefined) ?? userFixture
  return (
    <AccountStory locale={locale} user={user} pathname="/manage/tournaments">
      <RealtimeProvider realtime={storyRealtime}>
        <Story />
      </RealtimeProvider>
    </AccountStory>
  )
}

/** `GET /tournaments/{id}` answering whatever `current()` is at the time, counting the calls. */
export function movableDetailHandler(current: () => TournamentDetail) {
  const calls = { count: 0 }
  const handler = http.get('*/api/tournaments/:id', ({ params }) => {
    const detail = current()
    if (params.id !== detail.tournament.id) return undefined
    calls.count += 1
    return HttpResponse.json(detail)
  })
  return { handler, calls }
}

/** The card of the game whose players are `home` and `away` in the game list. */
export function gameCardOf(root: HTMLElement, home: string, away: string): HTMLElement {
  const card = [...root.querySelectorAll<HTMLElement>('[data-slot="game-card"]')].find((element) => {
    const names = [...element.querySelectorAll('[data-slot="game-sides"] li')].map((side) => side.textContent ?? '')
    return names[0]?.startsWith(home) && names[1]?.startsWith(away)
  })
  if (!card) throw new Error(`No game ${home} v ${away}`)
  return card
}
