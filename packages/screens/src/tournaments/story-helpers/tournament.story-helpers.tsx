import type { TournamentDetail } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/mocks'
import { http, HttpResponse } from 'msw'

// Stories only: the public tournament pages' fixtures and a server whose tournament can move on.

/** The fixture tournaments by screen state. */
export const storyTournaments = tournamentDetailFixtures

/** An id no tournament has: the API answers 404, as it does for a private tournament. */
export const unknownTournamentId = '7c0e00ff-0000-4000-8000-000000000001'

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
