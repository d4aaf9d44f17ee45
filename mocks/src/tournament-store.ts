import { createRandom, resolveGames, type RandomSource, type Resolution, type ResolveInput } from '@oche/darts'
import {
  type Match,
  type Participant,
  type TournamentAuditEntry,
  type TournamentDetail,
  buildTournamentDetail,
  type TournamentSnapshot,
} from '@oche/api'
import { userFixture } from './fixtures'
import { canManage, canSee, viewerOf, withChannel } from './tournament-access'
import { callerOf, fail, forbidden, unauthenticated, type MockCaller } from './mock-http'
import { tournamentStatusOf } from './tournament-defaults'
import { tournamentAuditFixtures, tournamentSnapshotFixtures } from './tournament-fixtures'
import { allTournamentSnapshotFixtures, participantFixtures, tournamentFixtureNow } from './tournament-list-fixtures'

/** A participant with the organiser whose list it is on. */
export type StoredParticipant = Omit<Participant, 'tournaments_count'> & { organiserId: string }

/** A tournament as the mocks hold it: what the server stores, and its audit trail (newest first). */
export type StoredTournament = { snapshot: TournamentSnapshot; audit: TournamentAuditEntry[] }

export type TournamentStoreOptions = {
  /** The tournaments the store starts with; every fixture tournament by default. Each store gets its own copy. */
  tournaments?: TournamentSnapshot[]
  /** The audit trail per tournament id; the fixtures' by default. */
  audits?: Record<string, TournamentAuditEntry[]>
  /** The demo organiser's participant list; `participantFixtures` by default. */
  participants?: Participant[]
  /** The mocks' clock; the fixtures' moment (`tournamentFixtureNow`) by default, so stories stay the same. */
  now?: () => Date
  /** Seeds the draws. */
  seed?: number
}

/** The in-memory state behind `createTournamentHandlers` and `createParticipantHandlers`; share one between them. */
export type TournamentStore = {
  tournaments: Map<string, StoredTournament>
  participants: Map<string, StoredParticipant>
  /** Matches started for games (`POST …/games/{id}/match`), answered by `GET /matches/{id}`. */
  matches: Map<string, Match>
  now: () => string
  random: RandomSource
}

const fixtureAudits = (): Record<string, TournamentAuditEntry[]> =>
  Object.fromEntries(
    Object.entries(tournamentSnapshotFixtures).map(([key, snapshot]) => [
      snapshot.tournament.id,
      tournamentAuditFixtures[key as keyof typeof tournamentSnapshotFixtures],
    ]),
  )

/** A fresh store over copies of the given (or fixture) tournaments and participants. */
export function createTournamentStore({
  tournaments = allTournamentSnapshotFixtures,
  audits = fixtureAudits(),
  participants = participantFixtures,
  now = () => new Date(tournamentFixtureNow),
  seed = 2026,
}: TournamentStoreOptions = {}): TournamentStore {
  return {
    tournaments: new Map(
      tournaments.map((snapshot) => [
        snapshot.tournament.id,
        { snapshot: structuredClone(snapshot), audit: structuredClone(audits[snapshot.tournament.id] ?? []) },
      ]),
    ),
    participants: new Map(
      participants.map(({ tournaments_count: _count, ...participant }) => [
        participant.id,
        { ...structuredClone(participant), organiserId: userFixture.id },
      ]),
    ),
    matches: new Map(),
    now: () => now().toISOString(),
    random: createRandom(seed),
  }
}

/** The engine's input for a snapshot, as `buildTournamentDetail` builds it. */
export function resolveInputOf(snapshot: TournamentSnapshot): ResolveInput {
  const { tournament } = snapshot
  return {
    games: snapshot.games.map((game) => game.definition),
    results: Object.fromEntries(snapshot.games.flatMap((g) => (g.result ? [[g.definition.id, g.result]] : []))),
    groups: snapshot.groups ?? [],
    deciders: snapshot.deciders,
    standings: { points: tournament.standings.points, tieBreakers: tournament.standings.tie_breakers },
    withdrawn: snapshot.entries.filter((entry) => entry.withdrawn).map((entry) => entry.id),
  }
}

/** Where every game stands now. */
export function resolutionOf(snapshot: TournamentSnapshot): Resolution {
  const resolution = resolveGames(resolveInputOf(snapshot))
  if (!resolution.ok) throw new Error(`Stored tournament does not resolve: ${resolution.error}`)
  return resolution.value
}

/** `GET /tournaments/{id}` as this caller sees it. */
export function detailFor(stored: StoredTournament, caller: MockCaller | null): TournamentDetail {
  const { snapshot } = stored
  return buildTournamentDetail({ ...snapshot, viewer: viewerOf(snapshot, caller?.id ?? null) })
}

/** After a change: the status its games give, the counts, a new version and the change's time. */
export function touch(store: TournamentStore, stored: StoredTournament): void {
  const { snapshot } = stored
  const ranked = snapshot.games.length > 0 && buildTournamentDetail(snapshot).ranking.length > 0
  snapshot.tournament = withChannel({
    ...snapshot.tournament,
    status: tournamentStatusOf(snapshot, ranked),
    entries_count: snapshot.entries.length,
    checked_in_count: snapshot.entries.filter((entry) => entry.checked_in).length,
    version: snapshot.tournament.version + 1,
    updated_at: store.now(),
  })
}

/** Adds an entry to the audit trail, by the caller, now. */
export function audit(
  store: TournamentStore,
  stored: StoredTournament,
  caller: MockCaller,
  entry: Omit<TournamentAuditEntry, 'id' | 'at' | 'actor'>,
): void {
  stored.audit.unshift({
    id: crypto.randomUUID(),
    at: store.now(),
    actor: { id: caller.id, name: caller.name },
    ...entry,
  })
}

/** The participant with its entries counted over its organiser's tournaments. */
export function toParticipant(store: TournamentStore, { organiserId, ...participant }: StoredParticipant): Participant {
  let count = 0
  for (const { snapshot } of store.tournaments.values()) {
    if (snapshot.tournament.organiser.id !== organiserId) continue
    const plays = snapshot.entries.some((entry) =>
      entry.members.some((member) => member.participant_id === participant.id),
    )
    if (plays) count += 1
  }
  return { ...participant, tournaments_count: count }
}

/**
 * The tournament a signed-in caller manages, like the server's guard: 401 without a token, 404 when it does not
 * exist or is private to someone else, 403 when they may see it but not manage it.
 */
export function managedTournament(
  store: TournamentStore,
  request: Request,
  id: unknown,
): { ok: true; caller: MockCaller; stored: StoredTournament } | { ok: false; response: Response } {
  const caller = callerOf(request)
  if (!caller) return { ok: false, response: unauthenticated(request) }
  const stored = store.tournaments.get(String(id))
  if (!stored || !canSee(stored.snapshot, caller.id))
    return { ok: false, response: fail(request, 404, 'tournament.notFound') }
  if (!canManage(stored.snapshot.tournament, caller.id)) return { ok: false, response: forbidden(request) }
  return { ok: true, caller, stored }
}
