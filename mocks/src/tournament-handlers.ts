import { validateRoundFormats } from '@oche/darts'
import { http, HttpResponse } from 'msw'
import {
  TournamentInputSchema,
  TournamentListQuerySchema,
  UpdateTournamentInputSchema,
  type PhaseSettings,
  type StageKind,
  type Tournament,
  type TournamentFormat,
  type TournamentPage,
  type StandingsSettings,
} from '@oche/api'
import { canSee, withChannel } from './tournament-access'
import { completePhases, defaultStandingsSettings, phasesOfFormat } from './tournament-defaults'
import { createTournamentEntryHandlers } from './tournament-entry-handlers'
import {
  compareForList,
  listFilterOf,
  manageOverviewOf,
  myTournamentsOf,
  toTournamentListItem,
} from './tournament-lists'
import { callerOf, fail, invalid, invalidField, noContent, parseBody, unauthenticated } from './mock-http'
import { createTournamentPlayHandlers } from './tournament-play-handlers'
import {
  createTournamentStore,
  detailFor,
  managedTournament,
  touch,
  type TournamentStore,
  type TournamentStoreOptions,
} from './tournament-store'

export type TournamentHandlerOptions = TournamentStoreOptions & {
  /** The store to act on; share it with `createParticipantHandlers` so entries and the list stay in step. */
  store?: TournamentStore
}

const knockoutStages: ReadonlySet<StageKind> = new Set(['winnersKo', 'consolationKo', 'knockout', 'doubleElimination'])

/** The settings checks of the server: phases of the format only, no drawable knockout, sensible qualifiers. */
function checkSettings(
  request: Request,
  format: TournamentFormat,
  phases: Partial<Record<StageKind, PhaseSettings>>,
  standings: StandingsSettings,
): Response | null {
  const stages = phasesOfFormat(format)
  if (Object.keys(phases).some((stage) => !stages.includes(stage as StageKind)))
    return invalidField(request, 'phases', 'tournament.phaseNotInFormat')
  for (const [stage, settings] of Object.entries(phases)) {
    const formats = { default: settings.format, rounds: settings.rounds }
    if (!validateRoundFormats(formats, { allowsDraws: !knockoutStages.has(stage as StageKind) }).ok)
      return invalidField(request, 'phases', 'tournament.drawPossible')
  }
  if (format.kind === 'groupsKnockout' && format.qualifiers_per_group >= format.group_size)
    return invalidField(request, 'format.qualifiers_per_group', 'tournament.tooManyQualifiers')
  if (format.kind === 'groupsKnockout' && !format.consolation && (format.consolation_limit ?? null) !== null)
    return invalidField(request, 'format.consolation_limit', 'tournament.consolationLimitWithoutConsolation')
  if (new Set(standings.tie_breakers).size !== standings.tie_breakers.length)
    return invalidField(request, 'standings.tie_breakers', 'tournament.duplicateTieBreaker')
  return null
}

/**
 * Handlers for tournaments that behave like the server, in memory: the public list (filters, search, pages of 24),
 * create, read (private ones for their organisers only, `viewer` per caller), update (format, type and phases
 * locked after the draw), delete, `/me/tournaments` and `/manage/overview`; entries, sign-up and import; the draw,
 * calls, results with corrections (409 when a played game depends on it), deciders and the audit trail, all
 * resolved by @oche/darts through `buildTournamentDetail`. Call it per story for a fresh store.
 */
export function createTournamentHandlers({ store: given, ...options }: TournamentHandlerOptions = {}) {
  const store = given ?? createTournamentStore(options)
  const details = (callerId: string | null) =>
    [...store.tournaments.values()].map((stored) => detailFor(stored, callerId ? { id: callerId, name: '' } : null))

  return [
    http.get('*/api/tournaments', ({ request }) => {
      const query = TournamentListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
      if (!query.success) return invalid(request, { _root: query.error.issues.map((issue) => issue.message) })
      const { status, search, page } = query.data
      const term = search?.toLocaleLowerCase() ?? ''
      const items = details(null)
        .filter(({ tournament }) => tournament.visibility === 'public' && !tournament.is_test)
        .map(toTournamentListItem)
        .filter((item) => !status || listFilterOf(item.status) === status)
        .filter((item) => !term || `${item.name}\n${item.venue}`.toLocaleLowerCase().includes(term))
        .sort(compareForList)
      const perPage = 24
      const data = items.slice((page - 1) * perPage, page * perPage)
      return HttpResponse.json({ data, page, per_page: perPage, total: items.length } satisfies TournamentPage)
    }),

    http.post('*/api/tournaments', async ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const input = await parseBody(request, TournamentInputSchema)
      if (!input.ok) return input.response
      const { standings = defaultStandingsSettings, phases, ...settings } = input.data
      const refused = checkSettings(request, settings.format, phases, standings)
      if (refused) return refused
      const now = store.now()
      const tournament: Tournament = withChannel({
        ...settings,
        id: crypto.randomUUID(),
        expires_at: settings.is_test ? new Date(Date.parse(now) + 86_400_000).toISOString() : null,
        phases: completePhases(settings.format, phases),
        standings,
        status: 'draft',
        version: 1,
        organiser: { id: caller.id, name: caller.name },
        entries_count: 0,
        checked_in_count: 0,
        created_at: now,
        updated_at: now,
      })
      const viewer = { can_manage: true, entry_id: null, can_register: false }
      const snapshot = { tournament, entries: [], groups: null, deciders: {}, games: [], viewer }
      store.tournaments.set(tournament.id, { snapshot, audit: [] })
      return HttpResponse.json(tournament, { status: 201 })
    }),

    http.get('*/api/me/tournaments', ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      return HttpResponse.json(myTournamentsOf(details(caller.id), caller.id))
    }),

    http.get('*/api/manage/overview', ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      return HttpResponse.json(manageOverviewOf(details(caller.id), caller.id, new Date(store.now())))
    }),

    http.get('*/api/tournaments/:id', ({ request, params }) => {
      const caller = callerOf(request)
      const stored = store.tournaments.get(String(params.id))
      if (!stored || !canSee(stored.snapshot, caller?.id ?? null)) return fail(request, 404, 'tournament.notFound')
      return HttpResponse.json(detailFor(stored, caller))
    }),

    http.patch('*/api/tournaments/:id', async ({ request, params }) => {
      const found = managedTournament(store, request.clone(), params.id)
      if (!found.ok) return found.response
      const raw = (await request.clone().json()) as Record<string, unknown>
      const input = await parseBody(request, UpdateTournamentInputSchema)
      if (!input.ok) return input.response
      // The update schema fills defaults for fields left out; only the fields sent are changes.
      const changes = Object.fromEntries(Object.entries(input.data).filter(([key]) => key in raw)) as typeof input.data
      const { snapshot } = found.stored
      const current = snapshot.tournament
      if (current.status !== 'draft') {
        for (const field of ['type', 'format', 'phases'] as const) {
          if (changes[field] !== undefined && JSON.stringify(changes[field]) !== JSON.stringify(current[field]))
            return invalidField(request, field, 'tournament.settingsLocked')
        }
      }
      const format = changes.format ?? current.format
      const phases =
        changes.phases || changes.format
          ? completePhases(format, { ...current.phases, ...changes.phases })
          : current.phases
      const standings = changes.standings ?? current.standings
      const refused = checkSettings(request, format, changes.phases ?? {}, standings)
      if (refused) return refused
      const limit = changes.entry_limit === undefined ? current.entry_limit : changes.entry_limit
      if (limit !== null && limit < snapshot.entries.length)
        return invalidField(request, 'entry_limit', 'tournament.entryLimitBelowEntries')
      const isTest = changes.is_test ?? current.is_test
      snapshot.tournament = withChannel({
        ...current,
        ...changes,
        format,
        phases,
        standings,
        entry_limit: limit,
        expires_at:
          isTest === current.is_test
            ? current.expires_at
            : isTest
              ? new Date(Date.parse(current.created_at) + 86_400_000).toISOString()
              : null,
      })
      touch(store, found.stored)
      return HttpResponse.json(snapshot.tournament)
    }),

    http.delete('*/api/tournaments/:id', ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      store.tournaments.delete(found.stored.snapshot.tournament.id)
      return noContent()
    }),

    ...createTournamentEntryHandlers(store),
    ...createTournamentPlayHandlers(store),
  ]
}
