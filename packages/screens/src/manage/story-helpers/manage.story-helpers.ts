import {
  createParticipantHandlers,
  createTournamentHandlers,
  createTournamentStore,
  handlers,
  tournamentSnapshotFixtures,
  type TournamentStoreOptions,
} from '@oche/mocks'

/**
 * Stories only: the default handlers in front of which tournaments and participants are served from a fresh
 * in-memory store, so what one story changes (a new entry, a merge) does not show in the next.
 */
export function manageHandlers(options: TournamentStoreOptions = {}) {
  const store = createTournamentStore(options)
  return [...createTournamentHandlers({ store }), ...createParticipantHandlers({ store }), ...handlers]
}

/** Stories only: the draft fixture as a pairs tournament without entries (under its own id). */
export function emptyPairsDraft() {
  const { draft } = tournamentSnapshotFixtures
  return {
    ...structuredClone(draft),
    tournament: {
      ...structuredClone(draft.tournament),
      id: '7c0e00ff-0000-4000-8000-000000000001',
      name: 'Pairs Cup',
      type: 'pairs' as const,
      entries_count: 0,
      checked_in_count: 0,
    },
    entries: [],
  }
}
