import type { TournamentDetail } from '@oche/api'
import { createTournamentHandlers, createTournamentStore, handlers } from '@oche/mocks'
import { http, HttpResponse } from 'msw'

// Stories only: a tournament store the mocks act on (fresh for every story).

/** The mocks' tournaments, reset before every story so one story's results never leak into the next. */
export const playStore = createTournamentStore()

/** The stateful tournament handlers over `playStore`, then every other handler of the app. */
export const playHandlers = [...createTournamentHandlers({ store: playStore }), ...handlers]

/** A fresh store: call it in a story file's `beforeEach`. */
export function resetPlayStory() {
  Object.assign(playStore, createTournamentStore())
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
