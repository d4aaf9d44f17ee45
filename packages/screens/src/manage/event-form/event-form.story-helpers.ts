import {
  createEventHandlers,
  createParticipantHandlers,
  createTournamentHandlers,
  createTournamentStore,
  handlers,
  type EventHandlerOptions,
} from '@oche/mocks'

/**
 * Stories only: a fresh in-memory store of events, venues and tournaments per story, shared by the event and
 * tournament handlers so a tournament can be added to an event, before the default handlers.
 */
export function eventFormHandlers(options: Omit<EventHandlerOptions, 'tournaments'> = {}) {
  const store = createTournamentStore()
  return [
    ...createEventHandlers({ ...options, tournaments: store }),
    ...createTournamentHandlers({ store }),
    ...createParticipantHandlers({ store }),
    ...handlers,
  ]
}
