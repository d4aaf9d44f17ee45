import { http, HttpResponse } from 'msw'
import {
  CreateEntryInputSchema,
  ImportEntriesInputSchema,
  RegisterForTournamentInputSchema,
  UpdateEntryInputSchema,
  type Entry,
  type EntryMember,
  type ImportEntriesResult,
  type TournamentType,
  parseEntriesCsv,
} from '@oche/api'
import { canSee, hasRoom, ownEntryId } from './tournament-access'
import {
  callerOf,
  fail,
  invalid,
  invalidField,
  noContent,
  parseBody,
  serverText,
  unauthenticated,
  type MockCaller,
} from './mock-http'
import {
  audit,
  detailFor,
  managedTournament,
  touch,
  type StoredParticipant,
  type StoredTournament,
  type TournamentStore,
} from './tournament-store'

type Player = { name: string; nickname: string }

function listOf(store: TournamentStore, stored: StoredTournament): StoredParticipant[] {
  const organiserId = stored.snapshot.tournament.organiser.id
  return [...store.participants.values()].filter((participant) => participant.organiserId === organiserId)
}

/** The organiser's participant with this name (case-insensitive), or a new guest on their list. */
function participantNamed(store: TournamentStore, stored: StoredTournament, player: Player): StoredParticipant {
  const key = player.name.toLocaleLowerCase()
  const known = listOf(store, stored).find((participant) => participant.name.toLocaleLowerCase() === key)
  if (known) return known
  return addGuest(store, stored, player)
}

function addGuest(store: TournamentStore, stored: StoredTournament, player: Player): StoredParticipant {
  const guest: StoredParticipant = {
    id: crypto.randomUUID(),
    name: player.name,
    nickname: player.nickname,
    user: null,
    created_at: store.now(),
    organiserId: stored.snapshot.tournament.organiser.id,
  }
  store.participants.set(guest.id, guest)
  return guest
}

function toMember(participant: StoredParticipant): EntryMember {
  const { id, name, nickname, user } = participant
  return { participant_id: id, name, nickname, user_id: user?.id ?? null }
}

/** Adds an entry of these players to the tournament and answers it as stored. */
function enter(
  store: TournamentStore,
  stored: StoredTournament,
  players: StoredParticipant[],
  options: { seed?: number | null | undefined; checkedIn?: boolean | undefined },
): Entry {
  const entry: Entry = {
    id: crypto.randomUUID(),
    name: players.map((player) => player.name).join(' & '),
    members: players.map(toMember),
    seed: options.seed ?? null,
    checked_in: options.checkedIn ?? false,
    withdrawn: false,
    group: null,
    created_at: store.now(),
  }
  stored.snapshot.entries.push(entry)
  touch(store, stored)
  return entry
}

function enteredIds(stored: StoredTournament): Set<string> {
  return new Set(stored.snapshot.entries.flatMap((entry) => entry.members.map((member) => member.participant_id)))
}

/** The entry as `GET /tournaments/{id}` shows it (its group filled in). */
function shownEntry(stored: StoredTournament, caller: MockCaller, entryId: string): Entry {
  const entry = detailFor(stored, caller).entries.find((candidate) => candidate.id === entryId)
  if (!entry) throw new Error(`Entry ${entryId} is gone`)
  return entry
}

/** The lines of an entries CSV, read with the server's rules (`parseEntriesCsv`); each problem as a mock message. */
function readCsv(request: Request, csv: string, type: TournamentType, takenSeeds: ReadonlySet<number>) {
  const parsed = parseEntriesCsv(csv, type, takenSeeds)
  if (!parsed.ok)
    return {
      lines: [],
      errors: parsed.errors.map(({ line }) => `Line ${line}: ${serverText(request, 'entry.csvInvalid')}`),
    }
  const lines = parsed.lines.map(({ line, name, nickname, seed, partner }) => ({
    line,
    players: [{ name, nickname }, ...(partner ? [partner] : [])] satisfies Player[],
    seed,
  }))
  return { lines, errors: [] as string[] }
}

/** Entries, CSV import and sign-up, on the tournament store. */
export function createTournamentEntryHandlers(store: TournamentStore) {
  return [
    http.post('*/api/tournaments/:id/entries', async ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const { stored } = found
      const input = await parseBody(request, CreateEntryInputSchema)
      if (!input.ok) return input.response
      if (stored.snapshot.tournament.status !== 'draft') return fail(request, 409, 'tournament.notDraft')
      const needed = stored.snapshot.tournament.type === 'pairs' ? 2 : 1
      if (input.data.members.length !== needed) return invalidField(request, 'members', 'entry.wrongMemberCount')
      const known = input.data.members.flatMap((member) => ('participant_id' in member ? [member.participant_id] : []))
      const list = new Set(listOf(store, stored).map((participant) => participant.id))
      if (known.some((id) => !list.has(id))) return invalidField(request, 'members', 'entry.unknownParticipant')
      const entered = enteredIds(stored)
      if (known.some((id) => entered.has(id))) return invalidField(request, 'members', 'entry.alreadyEntered')
      if (!hasRoom(stored.snapshot)) return invalidField(request, 'members', 'tournament.full')
      const players = input.data.members.map((member) =>
        'participant_id' in member
          ? (store.participants.get(member.participant_id) as StoredParticipant)
          : addGuest(store, stored, { name: member.name, nickname: member.nickname ?? '' }),
      )
      const entry = enter(store, stored, players, { seed: input.data.seed, checkedIn: input.data.checked_in })
      return HttpResponse.json(entry, { status: 201 })
    }),

    http.patch('*/api/tournaments/:id/entries/:entryId', async ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const { stored, caller } = found
      const entry = stored.snapshot.entries.find((candidate) => candidate.id === params.entryId)
      if (!entry) return fail(request, 404, 'entry.notFound')
      const input = await parseBody(request, UpdateEntryInputSchema)
      if (!input.ok) return input.response
      const isDraft = stored.snapshot.tournament.status === 'draft'
      for (const field of ['seed', 'checked_in'] as const)
        if (input.data[field] !== undefined && !isDraft) return invalidField(request, field, 'entry.beforeDrawOnly')
      if (input.data.withdrawn !== undefined && isDraft)
        return invalidField(request, 'withdrawn', 'entry.afterDrawOnly')
      if (input.data.seed !== undefined) entry.seed = input.data.seed
      if (input.data.checked_in !== undefined) entry.checked_in = input.data.checked_in
      if (input.data.withdrawn !== undefined && input.data.withdrawn !== entry.withdrawn) {
        entry.withdrawn = input.data.withdrawn
        if (entry.withdrawn)
          audit(store, stored, caller, {
            action: 'entry.withdrawn',
            game_id: null,
            before: null,
            after: entry.name,
            note: null,
          })
      }
      touch(store, stored)
      return HttpResponse.json(shownEntry(stored, caller, entry.id))
    }),

    http.delete('*/api/tournaments/:id/entries/:entryId', ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const { snapshot } = found.stored
      const index = snapshot.entries.findIndex((candidate) => candidate.id === params.entryId)
      if (index < 0) return fail(request, 404, 'entry.notFound')
      if (snapshot.tournament.status !== 'draft') return fail(request, 409, 'tournament.notDraft')
      snapshot.entries.splice(index, 1)
      touch(store, found.stored)
      return noContent()
    }),

    http.post('*/api/tournaments/:id/entries/import', async ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const { stored } = found
      const input = await parseBody(request, ImportEntriesInputSchema)
      if (!input.ok) return input.response
      if (stored.snapshot.tournament.status !== 'draft') return fail(request, 409, 'tournament.notDraft')
      const { lines, errors } = readCsv(
        request,
        input.data.csv,
        stored.snapshot.tournament.type,
        new Set(stored.snapshot.entries.flatMap((entry) => (entry.seed === null ? [] : [entry.seed]))),
      )
      if (errors.length > 0) return invalid(request, { csv: errors })
      const entered = new Set([...enteredIds(stored)].map((id) => store.participants.get(id)?.name.toLocaleLowerCase()))
      const skipped: ImportEntriesResult['skipped'] = []
      const toEnter = lines.filter(({ line, players }) => {
        const isEntered = players.some((player) => entered.has(player.name.toLocaleLowerCase()))
        if (isEntered) skipped.push({ line, name: players.map((player) => player.name).join(' & ') })
        return !isEntered
      })
      const { entry_limit: limit } = stored.snapshot.tournament
      if (limit !== null && stored.snapshot.entries.length + toEnter.length > limit)
        return fail(request, 409, 'tournament.full')
      const created = toEnter.map(({ players, seed }) =>
        enter(
          store,
          stored,
          players.map((player) => participantNamed(store, stored, player)),
          { seed },
        ),
      )
      return HttpResponse.json({ created, skipped } satisfies ImportEntriesResult)
    }),

    http.post('*/api/tournaments/:id/register', async ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const stored = store.tournaments.get(String(params.id))
      if (!stored || !canSee(stored.snapshot, caller.id)) return fail(request, 404, 'tournament.notFound')
      const input = await parseBody(request, RegisterForTournamentInputSchema)
      if (!input.ok) return input.response
      const { tournament } = stored.snapshot
      if (tournament.status !== 'draft' || !tournament.signup_open) return fail(request, 409, 'tournament.signupClosed')
      if (ownEntryId(stored.snapshot, caller.id)) return fail(request, 409, 'tournament.alreadyRegistered')
      if (!hasRoom(stored.snapshot)) return fail(request, 409, 'tournament.full')
      const partnerName = input.data.partner_name
      if (tournament.type === 'pairs' && !partnerName)
        return invalidField(request, 'partner_name', 'tournament.partnerRequired')
      const self =
        listOf(store, stored).find((participant) => participant.user?.id === caller.id) ??
        Object.assign(addGuest(store, stored, { name: caller.name, nickname: '' }), {
          user: { id: caller.id, name: caller.name },
        })
      const partner = partnerName ? [participantNamed(store, stored, { name: partnerName, nickname: '' })] : []
      const entry = enter(store, stored, [self, ...partner], {})
      return HttpResponse.json(entry, { status: 201 })
    }),

    http.delete('*/api/tournaments/:id/register', ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const stored = store.tournaments.get(String(params.id))
      if (!stored || !canSee(stored.snapshot, caller.id)) return fail(request, 404, 'tournament.notFound')
      const entryId = ownEntryId(stored.snapshot, caller.id)
      if (!entryId) return fail(request, 404, 'tournament.notRegistered')
      if (stored.snapshot.tournament.status !== 'draft') return fail(request, 409, 'tournament.notDraft')
      stored.snapshot.entries = stored.snapshot.entries.filter((entry) => entry.id !== entryId)
      touch(store, stored)
      return noContent()
    }),
  ]
}
