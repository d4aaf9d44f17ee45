import type { TournamentDetail, User } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/api/mocks'
import { isLocale } from '@oche/i18n'
import { createMockRealtime, RealtimeProvider, type MockRealtime } from '@oche/realtime'
import type { Decorator } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { AccountStory } from '../../accounts/account-story/account.story-helpers'

// Stories only: the public tournament pages with a signed-in user or a visitor, a mock realtime connection, and a
// server whose tournament can move on.

/** The fixture tournaments by screen state. */
export const storyTournaments = tournamentDetailFixtures

/** An id no tournament has: the API answers 404, as it does for a private tournament. */
export const unknownTournamentId = '7c0e00ff-0000-4000-8000-000000000001'

let storyRealtime: MockRealtime = createMockRealtime()

/** The mock connection of the running story, to `emit` tournament events into. */
export function tournamentRealtime(): MockRealtime {
  return storyRealtime
}

/** A fresh mock connection per story. */
export function resetTournamentRealtime() {
  storyRealtime = createMockRealtime()
}

/**
 * The app's providers in the toolbar's language, signed in as `parameters.user` (a visitor when not set) on
 * `parameters.pathname`, with the story's mock realtime connection; navigations are written into the page.
 */
export const withTournamentStory: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  const user = (context.parameters.user as User | undefined) ?? null
  const pathname = typeof context.parameters.pathname === 'string' ? context.parameters.pathname : '/tournaments'
  return (
    <AccountStory locale={locale} user={user} pathname={pathname}>
      <RealtimeProvider realtime={storyRealtime}>
        <Story />
      </RealtimeProvider>
    </AccountStory>
  )
}

/**
 * `GET /tournaments/{id}` answering whatever `current()` is at the time, counting the calls: a story moves the
 * "server" on, emits the event, and sees whether the screen fetched it.
 */
export function movableTournamentHandler(current: () => TournamentDetail) {
  const calls = { count: 0 }
  const handler = http.get('*/api/tournaments/:id', ({ params }) => {
    const detail = current()
    if (params.id !== detail.tournament.id) return HttpResponse.json({ message: 'Not found.' }, { status: 404 })
    calls.count += 1
    return HttpResponse.json(detail)
  })
  return { handler, calls }
}

/** The detail one version later with `change` applied, as the server answers after a result or a call. */
export function nextVersion(detail: TournamentDetail, change: (next: TournamentDetail) => void): TournamentDetail {
  const next = structuredClone(detail)
  next.tournament.version += 1
  change(next)
  return next
}
