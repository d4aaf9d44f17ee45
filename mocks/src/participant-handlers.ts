import { http, HttpResponse } from 'msw'
import {
  LinkParticipantInputSchema,
  MergeParticipantsInputSchema,
  ParticipantInputSchema,
  UpdateParticipantInputSchema,
  type Participant,
} from '@oche/api'
import { callerOf, fail, invalidField, noContent, parseBody, unauthenticated, type MockCaller } from './mock-http'
import {
  createTournamentStore,
  toParticipant,
  type StoredParticipant,
  type TournamentStore,
  type TournamentStoreOptions,
} from './tournament-store'

export type ParticipantHandlerOptions = TournamentStoreOptions & {
  /** The store to act on; share it with `createTournamentHandlers` so entries and the list stay in step. */
  store?: TournamentStore
}

function ownParticipant(store: TournamentStore, caller: MockCaller, id: unknown): StoredParticipant | null {
  const participant = store.participants.get(String(id))
  return participant?.organiserId === caller.id ? participant : null
}

/** Entries show the participant's current name, nickname and account. */
function syncEntries(store: TournamentStore, participant: StoredParticipant) {
  for (const { snapshot } of store.tournaments.values()) {
    for (const entry of snapshot.entries) {
      if (!entry.members.some((member) => member.participant_id === participant.id)) continue
      entry.members = entry.members.map((member) =>
        member.participant_id === participant.id
          ? { ...member, name: participant.name, nickname: participant.nickname, user_id: participant.user?.id ?? null }
          : member,
      )
      entry.name = entry.members.map((member) => member.name).join(' & ')
    }
  }
}

function tournamentsOf(store: TournamentStore, participantId: string): Set<string> {
  const ids = new Set<string>()
  for (const { snapshot } of store.tournaments.values()) {
    const plays = snapshot.entries.some((entry) => entry.members.some((m) => m.participant_id === participantId))
    if (plays) ids.add(snapshot.tournament.id)
  }
  return ids
}

/**
 * Handlers for `/participants` that behave like the server, in memory: the caller's list (search by name or
 * nickname), add, rename, remove (409 with entries), merge a duplicate (its entries move), invite an e-mail
 * address to link (the participant shows the pending invitation) and unlink. Call it per story for a fresh store.
 */
export function createParticipantHandlers({ store: given, ...options }: ParticipantHandlerOptions = {}) {
  const store = given ?? createTournamentStore(options)
  const answer = (participant: StoredParticipant, status = 200) =>
    HttpResponse.json(toParticipant(store, participant) satisfies Participant, { status })

  return [
    http.get('*/api/participants', ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const search = new URL(request.url).searchParams.get('search')?.trim().toLocaleLowerCase() ?? ''
      const matches = (text: string) => text.toLocaleLowerCase().includes(search)
      const list = [...store.participants.values()]
        .filter((participant) => participant.organiserId === caller.id)
        .filter((participant) => !search || matches(participant.name) || matches(participant.nickname))
        .sort((a, b) => a.name.localeCompare(b.name))
      return HttpResponse.json(list.map((participant) => toParticipant(store, participant)))
    }),

    http.post('*/api/participants', async ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const input = await parseBody(request, ParticipantInputSchema)
      if (!input.ok) return input.response
      const participant: StoredParticipant = {
        id: crypto.randomUUID(),
        name: input.data.name,
        nickname: input.data.nickname ?? '',
        user: null,
        invitation: null,
        created_at: store.now(),
        organiserId: caller.id,
      }
      store.participants.set(participant.id, participant)
      return answer(participant, 201)
    }),

    http.patch('*/api/participants/:id', async ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const participant = ownParticipant(store, caller, params.id)
      if (!participant) return fail(request, 404, 'participant.notFound')
      const input = await parseBody(request, UpdateParticipantInputSchema)
      if (!input.ok) return input.response
      Object.assign(participant, input.data)
      syncEntries(store, participant)
      return answer(participant)
    }),

    http.delete('*/api/participants/:id', ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const participant = ownParticipant(store, caller, params.id)
      if (!participant) return fail(request, 404, 'participant.notFound')
      if (tournamentsOf(store, participant.id).size > 0) return fail(request, 409, 'participant.hasEntries')
      store.participants.delete(participant.id)
      return noContent()
    }),

    http.post('*/api/participants/:id/merge', async ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const duplicate = ownParticipant(store, caller, params.id)
      if (!duplicate) return fail(request, 404, 'participant.notFound')
      const input = await parseBody(request, MergeParticipantsInputSchema)
      if (!input.ok) return input.response
      if (input.data.into_id === duplicate.id) return invalidField(request, 'into_id', 'participant.mergeIntoItself')
      const kept = ownParticipant(store, caller, input.data.into_id)
      if (!kept) return invalidField(request, 'into_id', 'participant.mergeTargetNotFound')
      const keptIn = tournamentsOf(store, kept.id)
      if ([...tournamentsOf(store, duplicate.id)].some((id) => keptIn.has(id)))
        return invalidField(request, 'into_id', 'participant.sameTournament')
      for (const { snapshot } of store.tournaments.values()) {
        for (const entry of snapshot.entries) {
          entry.members = entry.members.map((member) =>
            member.participant_id === duplicate.id ? { ...member, participant_id: kept.id } : member,
          )
        }
      }
      kept.user ??= duplicate.user
      store.participants.delete(duplicate.id)
      syncEntries(store, kept)
      return answer(kept)
    }),

    http.post('*/api/participants/:id/link', async ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const participant = ownParticipant(store, caller, params.id)
      if (!participant) return fail(request, 404, 'participant.notFound')
      const input = await parseBody(request, LinkParticipantInputSchema)
      if (!input.ok) return input.response
      // An invitation, the same answer whether or not an account uses the address: nothing is linked yet.
      participant.invitation = { email: input.data.email.toLocaleLowerCase(), invited_at: store.now() }
      return answer(participant, 202)
    }),

    http.delete('*/api/participants/:id/link', ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const participant = ownParticipant(store, caller, params.id)
      if (!participant) return fail(request, 404, 'participant.notFound')
      participant.user = null
      participant.invitation = null
      syncEntries(store, participant)
      return answer(participant)
    }),
  ]
}
