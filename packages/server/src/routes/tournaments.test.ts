import {
  ApiErrorSchema,
  checkEntriesCsv,
  EntrySchema,
  ImportEntriesResultSchema,
  ManageOverviewSchema,
  MyTournamentsSchema,
  ParticipantListSchema,
  ParticipantSchema,
  realtimeChannels,
  TournamentDetailSchema,
  TournamentPageSchema,
  TournamentSchema,
  type CreateEntryInput,
  type Tournament,
  type TournamentInput,
  type TournamentStatus,
} from '@oche/api'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { auditLog, participants, tournamentEntries, tournaments } from '../db/schema/index'
import type { Publisher } from '../realtime/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

type Published = { channel: string; event: string; data: unknown }

const HOUR = 60 * 60 * 1000

describe.each(databases)('tournaments on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  const published: Published[] = []

  beforeAll(async () => {
    database = await open()
    const publisher: Publisher = {
      publish: async (channel, event, data) => {
        for (const name of typeof channel === 'string' ? [channel] : channel)
          published.push({ channel: name, event, data })
      },
      authorizeChannel: () => ({ auth: 'unused' }),
    }
    const client = { key: 'key', cluster: 'mt1', host: undefined, port: undefined, tls: true }
    app = createTestApp(database, { realtime: { publisher, client } })
    // Migrating a fresh PGlite takes a while on a busy machine.
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function call(method: string, path: string, token: string | null, body?: unknown, language = 'en') {
    const headers: Record<string, string> = { 'Accept-Language': language, ...(token ? bearer(token) : {}) }
    const init: RequestInit =
      body === undefined
        ? { method, headers }
        : { method, body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } }
    const response = await app.request(`/api${path}`, init)
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown }
  }

  const errorFields = (body: unknown) => Object.keys(ApiErrorSchema.parse(body).errors ?? {})

  /** A groups-and-knockout format as sent (and stored) before the group options existed. */
  const groupsBeforeOptions = {
    kind: 'groupsKnockout',
    group_size: 4,
    qualifiers_per_group: 2,
    consolation: true,
    third_place: false,
  } as const

  const baseInput = (input: Partial<TournamentInput> = {}): TournamentInput => ({
    name: 'Friday darts',
    type: 'singles',
    starts_at: '2030-05-03T19:00:00.000Z',
    format: { kind: 'knockout', third_place: false },
    ...input,
  })

  async function createTournament(token: string, input: Partial<TournamentInput> = {}) {
    const { status, body } = await call('POST', '/tournaments', token, baseInput(input))
    expect(status).toBe(201)
    return TournamentSchema.parse(body)
  }

  async function enter(token: string, tournamentId: string, members: CreateEntryInput['members']) {
    const { status, body } = await call('POST', `/tournaments/${tournamentId}/entries`, token, { members })
    expect(status).toBe(201)
    return EntrySchema.parse(body)
  }

  async function setStatus(tournamentId: string, status: TournamentStatus) {
    await database.db.update(tournaments).set({ status }).where(eq(tournaments.id, tournamentId))
  }

  async function storedTournament(tournamentId: string) {
    const [row] = await database.db.select().from(tournaments).where(eq(tournaments.id, tournamentId))
    return row
  }

  async function entriesOf(tournamentId: string) {
    return database.db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournamentId))
  }

  describe('POST /api/tournaments', () => {
    it('creates a draft in the caller’s organisation with every phase of the format and default standings', async () => {
      const me = await createSignedInUser(database.db, { name: 'Mia de Vries' })
      const format = { kind: 'groupsKnockout', group_size: 4, qualifiers_per_group: 2, consolation: true } as const
      const tournament = await createTournament(me.token, {
        format: { ...format, third_place: false },
        phases: {
          groups: { start_score: 301, in_rule: 'straight', out_rule: 'double', format: { kind: 'bestOf', legs: 2 } },
        },
      })
      expect(tournament).toMatchObject({
        status: 'draft',
        version: 0,
        is_test: false,
        expires_at: null,
        colour: 'blue',
        visibility: 'public',
        organiser: { name: 'Mia de Vries' },
        entries_count: 0,
        checked_in_count: 0,
      })
      const knockoutDefaults = {
        start_score: 501,
        in_rule: 'straight',
        out_rule: 'double',
        format: { kind: 'firstTo', legs: 3 },
        rounds: { final: { kind: 'firstTo', legs: 4 } },
      }
      expect(tournament.phases).toEqual({
        // Groups may end level: best of 2 is fine there.
        groups: {
          start_score: 301,
          in_rule: 'straight',
          out_rule: 'double',
          format: { kind: 'bestOf', legs: 2 },
          rounds: {},
        },
        winnersKo: knockoutDefaults,
        consolationKo: knockoutDefaults,
      })
      expect(tournament.standings).toEqual({
        points: { win: 2, draw: 1, loss: 0 },
        tie_breakers: ['points', 'legDifference', 'headToHead', 'legsWon', 'average'],
      })
      const doubleElimination = await createTournament(me.token, { format: { kind: 'doubleElimination', reset: true } })
      expect(Object.keys(doubleElimination.phases)).toEqual(['doubleElimination'])
      expect(doubleElimination.phases.doubleElimination?.rounds).toEqual({ grandFinal: { kind: 'firstTo', legs: 4 } })
    })

    it('makes a test tournament expire 24 hours after it was made', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token, { is_test: true })
      expect(tournament.is_test).toBe(true)
      expect(Date.parse(tournament.expires_at ?? '') - Date.parse(tournament.created_at)).toBe(24 * HOUR)
    })

    it('answers 422 on the phase’s format when a knockout game could end in a draw', async () => {
      const me = await createSignedInUser(database.db)
      const drawable = {
        start_score: 501,
        in_rule: 'straight',
        out_rule: 'double',
        format: { kind: 'bestOf', legs: 4 },
      }
      const { status, body } = await call(
        'POST',
        '/tournaments',
        me.token,
        baseInput({ phases: { knockout: drawable } as TournamentInput['phases'] }),
      )
      expect(status).toBe(422)
      expect(ApiErrorSchema.parse(body).errors).toEqual({
        'phases.knockout.format': ['A knockout game cannot end in a draw: choose “first to” or an odd “best of”.'],
      })
      const final = {
        ...drawable,
        format: { kind: 'firstTo', legs: 3 },
        rounds: { final: { kind: 'playAll', legs: 6 } },
      }
      const roundRefused = await call(
        'POST',
        '/tournaments',
        me.token,
        baseInput({ phases: { knockout: final } as TournamentInput['phases'] }),
      )
      expect(roundRefused.status).toBe(422)
      expect(errorFields(roundRefused.body)).toEqual(['phases.knockout.rounds.final'])
    })

    it('answers 422 for a phase the format does not have, too many qualifiers and a repeated tie-breaker', async () => {
      const me = await createSignedInUser(database.db)
      const phase = { start_score: 501, in_rule: 'straight', out_rule: 'double', format: { kind: 'firstTo', legs: 3 } }
      const extra = await call(
        'POST',
        '/tournaments',
        me.token,
        baseInput({ phases: { groups: phase } as TournamentInput['phases'] }),
      )
      expect(extra.status).toBe(422)
      expect(errorFields(extra.body)).toEqual(['phases.groups'])
      const groups = {
        kind: 'groupsKnockout',
        group_size: 4,
        qualifiers_per_group: 4,
        consolation: false,
        third_place: false,
      } as const
      const qualifiers = await call('POST', '/tournaments', me.token, baseInput({ format: groups }))
      expect(qualifiers.status).toBe(422)
      expect(errorFields(qualifiers.body)).toEqual(['format.qualifiers_per_group'])
      const standings = { points: { win: 2, draw: 1, loss: 0 }, tie_breakers: ['points', 'points'] as const }
      const repeated = await call('POST', '/tournaments', me.token, {
        ...baseInput(),
        standings: { ...standings, tie_breakers: [...standings.tie_breakers] },
      })
      expect(repeated.status).toBe(422)
      expect(errorFields(repeated.body)).toEqual(['standings.tie_breakers'])
      const invalid = await call('POST', '/tournaments', me.token, { ...baseInput(), name: '', starts_at: 'tomorrow' })
      expect(invalid.status).toBe(422)
      expect(errorFields(invalid.body).sort()).toEqual(['name', 'starts_at'])
      expect(await database.db.select().from(tournaments).where(eq(tournaments.createdBy, me.user.id))).toEqual([])
    })

    it('takes the group options, fills them in for a format sent without them, and refuses what cannot work', async () => {
      const me = await createSignedInUser(database.db)
      const groups = groupsBeforeOptions
      const plain = await createTournament(me.token, { format: groups })
      expect(plain.format).toEqual({
        ...groups,
        double_round_robin: false,
        best_placed_qualifiers: 0,
        consolation_limit: null,
      })
      const roundRobin = await createTournament(me.token, { format: { kind: 'roundRobin', double_round_robin: true } })
      expect(roundRobin.format).toEqual({ kind: 'roundRobin', double_round_robin: true })
      const options = { double_round_robin: true, best_placed_qualifiers: 1, consolation_limit: 4 }
      const withOptions = await createTournament(me.token, { format: { ...groups, ...options }, entry_limit: 12 })
      expect(withOptions.format).toMatchObject(options)

      const refusals = [
        // 8 players in groups of 4 make at most 2 groups: 2 best-placed would be every group's third.
        [{ format: { ...groups, best_placed_qualifiers: 2 }, entry_limit: 8 }, 'format.best_placed_qualifiers'],
        [{ format: { ...groups, consolation: false, consolation_limit: 4 } }, 'format.consolation_limit'],
        [{ format: { ...groups, consolation_limit: 1 } }, 'format.consolation_limit'],
        [{ format: { ...groups, best_placed_qualifiers: -1 } }, 'format.best_placed_qualifiers'],
      ] as const
      for (const [input, field] of refusals) {
        const refused = await call('POST', '/tournaments', me.token, baseInput(input))
        expect(refused.status).toBe(422)
        expect(errorFields(refused.body)).toEqual([field])
      }
      const withoutConsolation = await call('POST', '/tournaments', me.token, baseInput(refusals[1][0]))
      expect(ApiErrorSchema.parse(withoutConsolation.body).errors).toEqual({
        'format.consolation_limit': ['A limit on the consolation knockout needs a consolation knockout.'],
      })
      // At most 4 players: one group, so nobody can go up as best-placed.
      const lowered = await call('PATCH', `/tournaments/${withOptions.id}`, me.token, { entry_limit: 4 })
      expect(errorFields(lowered.body)).toEqual(['format.best_placed_qualifiers'])
    })

    it('answers 401 without a token', async () => {
      expect((await call('POST', '/tournaments', null, baseInput())).status).toBe(401)
    })
  })

  describe('PATCH /api/tournaments/{id}', () => {
    it('changes only the fields sent, bumps the version and publishes it', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token, { colour: 'red', visibility: 'unlisted', venue: 'The Oche' })
      published.length = 0
      const { status, body } = await call('PATCH', `/tournaments/${tournament.id}`, me.token, {
        name: 'Saturday darts',
      })
      expect(status).toBe(200)
      const updated = TournamentSchema.parse(body)
      expect(updated).toMatchObject({
        name: 'Saturday darts',
        colour: 'red',
        visibility: 'unlisted',
        venue: 'The Oche',
        version: 1,
      })
      expect(published).toEqual([
        {
          channel: realtimeChannels.tournament(tournament.id),
          event: 'standings.updated',
          data: { tournamentId: tournament.id, version: 1 },
        },
      ])
    })

    it('gives a new format its phases: shared ones kept, the others defaults', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token, { format: { kind: 'roundRobin' } })
      const { status, body } = await call('PATCH', `/tournaments/${tournament.id}`, me.token, {
        format: { kind: 'knockout', third_place: true },
      })
      expect(status).toBe(200)
      expect(Object.keys(TournamentSchema.parse(body).phases)).toEqual(['knockout'])
    })

    it('refuses a different format, type or phases once drawn (422 on the field) but takes the same ones', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token)
      await setStatus(tournament.id, 'drawn')
      const format = await call('PATCH', `/tournaments/${tournament.id}`, me.token, { format: { kind: 'roundRobin' } })
      expect(format.status).toBe(422)
      expect(ApiErrorSchema.parse(format.body).errors).toEqual({
        format: ['The draw has been made: this can no longer be changed.'],
      })
      const type = await call('PATCH', `/tournaments/${tournament.id}`, me.token, { type: 'pairs' })
      expect(errorFields(type.body)).toEqual(['type'])
      const longer = { ...tournament.phases.knockout, format: { kind: 'firstTo', legs: 5 } }
      const phases = await call('PATCH', `/tournaments/${tournament.id}`, me.token, { phases: { knockout: longer } })
      expect(errorFields(phases.body)).toEqual(['phases'])
      const same = await call('PATCH', `/tournaments/${tournament.id}`, me.token, {
        format: tournament.format,
        phases: tournament.phases,
        venue: 'Moved',
      })
      expect(same.status).toBe(200)
      expect(TournamentSchema.parse(same.body)).toMatchObject({ venue: 'Moved', format: tournament.format })
    })

    it('reads a format stored before the group options as their defaults, and takes it back without them once drawn', async () => {
      const me = await createSignedInUser(database.db)
      const old = groupsBeforeOptions
      const tournament = await createTournament(me.token, { format: old })
      await database.db.update(tournaments).set({ format: old }).where(eq(tournaments.id, tournament.id))
      await setStatus(tournament.id, 'drawn')
      const read = await call('GET', `/tournaments/${tournament.id}`, me.token)
      expect(read.status).toBe(200)
      expect(TournamentDetailSchema.parse(read.body).tournament.format).toMatchObject({
        double_round_robin: false,
        best_placed_qualifiers: 0,
        consolation_limit: null,
      })
      const same = await call('PATCH', `/tournaments/${tournament.id}`, me.token, { format: old, venue: 'Moved' })
      expect(same.status).toBe(200)
      const changed = await call('PATCH', `/tournaments/${tournament.id}`, me.token, {
        format: { ...old, double_round_robin: true },
      })
      expect(errorFields(changed.body)).toEqual(['format'])
    })

    it('refuses switching singles and pairs with entries, and a limit below the entries', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token)
      await enter(me.token, tournament.id, [{ name: 'Mia' }])
      await enter(me.token, tournament.id, [{ name: 'Bram' }])
      await enter(me.token, tournament.id, [{ name: 'Zoë' }])
      const type = await call('PATCH', `/tournaments/${tournament.id}`, me.token, { type: 'pairs' })
      expect(type.status).toBe(422)
      expect(errorFields(type.body)).toEqual(['type'])
      const limit = await call('PATCH', `/tournaments/${tournament.id}`, me.token, { entry_limit: 2 })
      expect(limit.status).toBe(422)
      expect(errorFields(limit.body)).toEqual(['entry_limit'])
    })

    it('answers 403 for someone else’s public tournament, 404 for a private one, and lets a super admin manage', async () => {
      const owner = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const admin = await createSignedInUser(database.db, { isSuperAdmin: true })
      const open = await createTournament(owner.token)
      const hidden = await createTournament(owner.token, { visibility: 'private' })
      expect((await call('PATCH', `/tournaments/${open.id}`, someoneElse.token, { name: 'Mine' })).status).toBe(403)
      expect((await call('PATCH', `/tournaments/${hidden.id}`, someoneElse.token, { name: 'Mine' })).status).toBe(404)
      expect((await call('PATCH', `/tournaments/${open.id}`, null, { name: 'Mine' })).status).toBe(401)
      expect((await storedTournament(open.id))?.name).toBe('Friday darts')
      const byAdmin = await call('PATCH', `/tournaments/${hidden.id}`, admin.token, { name: 'Fixed' })
      expect(byAdmin.status).toBe(200)
      expect(TournamentSchema.parse(byAdmin.body).name).toBe('Fixed')
    })
  })

  describe('DELETE /api/tournaments/{id}', () => {
    it('deletes the tournament with its entries and keeps the participants', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token)
      await enter(me.token, tournament.id, [{ name: 'Mia' }])
      expect((await call('DELETE', `/tournaments/${tournament.id}`, me.token)).status).toBe(204)
      expect(await storedTournament(tournament.id)).toBeUndefined()
      expect(await entriesOf(tournament.id)).toEqual([])
      const list = ParticipantListSchema.parse((await call('GET', '/participants', me.token)).body)
      expect(list.map((participant) => [participant.name, participant.tournaments_count])).toEqual([['Mia', 0]])
    })

    it('answers 403 to someone else, 401 without a token, and 404 for a tournament that does not exist', async () => {
      const owner = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const tournament = await createTournament(owner.token)
      expect((await call('DELETE', `/tournaments/${tournament.id}`, someoneElse.token)).status).toBe(403)
      expect((await call('DELETE', `/tournaments/${tournament.id}`, null)).status).toBe(401)
      expect((await call('DELETE', `/tournaments/${crypto.randomUUID()}`, owner.token)).status).toBe(404)
      expect(await storedTournament(tournament.id)).toBeDefined()
    })
  })

  describe('GET /api/tournaments', () => {
    // Its own organiser and a search word nobody else uses, so other tests' tournaments stay out.
    let word: string
    let byName: Map<string, Tournament>

    beforeAll(async () => {
      const me = await createSignedInUser(database.db)
      word = `Cup${crypto.randomUUID().slice(0, 8)}`
      const make = async (name: string, input: Partial<TournamentInput>, status: TournamentStatus = 'draft') => {
        const tournament = await createTournament(me.token, { name: `${word} ${name}`, ...input })
        if (status !== 'draft') await setStatus(tournament.id, status)
        return [name, tournament] as const
      }
      byName = new Map([
        await make('later', { starts_at: '2031-01-02T19:00:00.000Z' }),
        await make('sooner', { starts_at: '2031-01-01T19:00:00.000Z' }),
        await make('drawn', { starts_at: '2031-01-03T19:00:00.000Z' }, 'drawn'),
        await make('live', { starts_at: '2024-01-01T19:00:00.000Z' }, 'running'),
        await make('old final', { starts_at: '2023-01-01T19:00:00.000Z' }, 'finished'),
        await make('new final', { starts_at: '2023-06-01T19:00:00.000Z' }, 'finished'),
        await make('unlisted', { visibility: 'unlisted' }),
        await make('private', { visibility: 'private' }),
        await make('test', { is_test: true }),
      ])
    }, 60_000)

    async function names(query: Record<string, string>) {
      const { status, body } = await call(
        'GET',
        `/tournaments?${new URLSearchParams({ search: word, ...query })}`,
        null,
      )
      expect(status).toBe(200)
      const page = TournamentPageSchema.parse(body)
      return page.data.map((item) => item.name.replace(`${word} `, ''))
    }

    it('lists public tournaments only: live first, then upcoming soonest first, then finished newest first', async () => {
      expect(await names({})).toEqual(['live', 'sooner', 'later', 'drawn', 'new final', 'old final'])
    })

    it('filters upcoming (draft or drawn), live and finished', async () => {
      expect(await names({ status: 'upcoming' })).toEqual(['sooner', 'later', 'drawn'])
      expect(await names({ status: 'live' })).toEqual(['live'])
      expect(await names({ status: 'finished' })).toEqual(['new final', 'old final'])
    })

    it('searches the name and the venue, case-insensitive', async () => {
      const me = await createSignedInUser(database.db)
      const venue = `Hall${crypto.randomUUID().slice(0, 8)}`
      await createTournament(me.token, { name: 'Open', venue: `The ${venue}` })
      const { body } = await call('GET', `/tournaments?search=${venue.toLowerCase()}`, null)
      expect(TournamentPageSchema.parse(body).data.map((item) => item.venue)).toEqual([`The ${venue}`])
      const listItem = TournamentPageSchema.parse(
        (await call('GET', `/tournaments?search=${word}&status=live`, null)).body,
      ).data[0]
      expect(listItem).toMatchObject({ id: byName.get('live')?.id, champion: null, entries_count: 0 })
      expect(listItem).not.toHaveProperty('description')
    })

    it('names the champion of a finished tournament', async () => {
      const me = await createSignedInUser(database.db)
      const name = `Final${crypto.randomUUID().slice(0, 8)}`
      const tournament = await createTournament(me.token, { name })
      await enter(me.token, tournament.id, [{ name: 'Mia' }])
      await enter(me.token, tournament.id, [{ name: 'Bram' }])
      const drawn = await call('POST', `/tournaments/${tournament.id}/draw`, me.token, {})
      expect(drawn.status).toBe(200)
      const [final] = TournamentDetailSchema.parse(drawn.body).games
      const winner = final?.sides.findIndex((side) => side.name === 'Bram')
      // The final is played first to 4 by default.
      const legs = winner === 0 ? [4, 1] : [1, 4]
      const result = { kind: 'played', legs }
      expect(
        (await call('PUT', `/tournaments/${tournament.id}/games/${final?.id}/result`, me.token, result)).status,
      ).toBe(200)
      const { body } = await call('GET', `/tournaments?search=${name}&status=finished`, null)
      expect(TournamentPageSchema.parse(body).data.map((item) => [item.name, item.status, item.champion])).toEqual([
        [name, 'finished', 'Bram'],
      ])
    })

    it('answers 24 per page with the total', async () => {
      const me = await createSignedInUser(database.db)
      const many = `Many${crypto.randomUUID().slice(0, 8)}`
      for (let index = 0; index < 26; index += 1) await createTournament(me.token, { name: `${many} ${index}` })
      const first = TournamentPageSchema.parse((await call('GET', `/tournaments?search=${many}`, null)).body)
      const second = TournamentPageSchema.parse((await call('GET', `/tournaments?search=${many}&page=2`, null)).body)
      expect([first.data.length, first.per_page, first.total, first.page]).toEqual([24, 24, 26, 1])
      expect([second.data.length, second.page]).toEqual([2, 2])
      const ids = new Set([...first.data, ...second.data].map((item) => item.id))
      expect(ids.size).toBe(26)
    }, 60_000)

    it('answers 422 on status for an unknown filter', async () => {
      const { status, body } = await call('GET', '/tournaments?status=soon', null)
      expect(status).toBe(422)
      expect(errorFields(body)).toEqual(['status'])
    })
  })

  describe('GET /api/me/tournaments', () => {
    it('lists what the caller organises (test and private ones too) and what they play in', async () => {
      const organiser = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db)
      const test = await createTournament(organiser.token, { is_test: true, starts_at: '2030-01-01T10:00:00.000Z' })
      const hidden = await createTournament(organiser.token, {
        visibility: 'private',
        starts_at: '2030-02-01T10:00:00.000Z',
      })
      const open = await createTournament(organiser.token, { starts_at: '2030-03-01T10:00:00.000Z' })
      const mia = ParticipantSchema.parse((await call('POST', '/participants', organiser.token, { name: 'Mia' })).body)
      await call('POST', `/participants/${mia.id}/link`, organiser.token, { email: player.user.email })
      await call('POST', `/link-invitations/${mia.id}/accept`, player.token)
      await enter(organiser.token, open.id, [{ participant_id: mia.id }])
      await enter(organiser.token, hidden.id, [{ participant_id: mia.id }])
      const mine = MyTournamentsSchema.parse((await call('GET', '/me/tournaments', organiser.token)).body)
      expect(mine.organising.map((item) => item.id)).toEqual([open.id, hidden.id, test.id])
      expect(mine.playing).toEqual([])
      const theirs = MyTournamentsSchema.parse((await call('GET', '/me/tournaments', player.token)).body)
      // The private tournament is the organiser's only.
      expect(theirs.playing.map((item) => item.id)).toEqual([open.id])
      expect(theirs.organising).toEqual([])
      expect((await call('GET', '/me/tournaments', null)).status).toBe(401)
    })
  })

  describe('GET /api/manage/overview', () => {
    it('answers the organiser’s upcoming, live and recent tournaments and what needs attention', async () => {
      const me = await createSignedInUser(database.db)
      const now = Date.now()
      const soon = await createTournament(me.token, { name: 'Soon', starts_at: new Date(now + HOUR).toISOString() })
      const later = await createTournament(me.token, {
        name: 'Later',
        starts_at: new Date(now + 48 * HOUR).toISOString(),
      })
      const live = await createTournament(me.token, { name: 'Live', starts_at: new Date(now - HOUR).toISOString() })
      const recent = await createTournament(me.token, { name: 'Recent' })
      await setStatus(live.id, 'running')
      await setStatus(recent.id, 'finished')
      await enter(me.token, soon.id, [{ name: 'Mia' }])
      await call('POST', `/tournaments/${soon.id}/entries`, me.token, { members: [{ name: 'Bram' }], checked_in: true })
      await enter(me.token, later.id, [{ name: 'Zoë' }])
      await enter(me.token, later.id, [{ name: 'Lars' }])
      const { status, body } = await call('GET', '/manage/overview', me.token)
      expect(status).toBe(200)
      const overview = ManageOverviewSchema.parse(body)
      expect(overview.upcoming.map((item) => item.name)).toEqual(['Soon', 'Later'])
      expect(overview.live.map((item) => item.name)).toEqual(['Live'])
      expect(overview.recent.map((item) => item.name)).toEqual(['Recent'])
      expect(overview.attention).toEqual([
        { kind: 'readyToDraw', tournament_id: soon.id, tournament_name: 'Soon', count: 2 },
        { kind: 'checkInOpen', tournament_id: soon.id, tournament_name: 'Soon', count: 1 },
      ])
      const stranger = await createSignedInUser(database.db)
      expect(ManageOverviewSchema.parse((await call('GET', '/manage/overview', stranger.token)).body)).toEqual({
        upcoming: [],
        live: [],
        recent: [],
        attention: [],
      })
      expect((await call('GET', '/manage/overview', null)).status).toBe(401)
    })
  })

  describe('POST /api/tournaments/{id}/entries', () => {
    it('enters a listed participant or a new guest, names pairs "A & B", bumps the version and publishes', async () => {
      const me = await createSignedInUser(database.db)
      const mia = ParticipantSchema.parse(
        (await call('POST', '/participants', me.token, { name: 'Mia', nickname: 'Lady' })).body,
      )
      const pairs = await createTournament(me.token, { type: 'pairs' })
      published.length = 0
      const { status, body } = await call('POST', `/tournaments/${pairs.id}/entries`, me.token, {
        members: [{ participant_id: mia.id }, { name: 'Bram', nickname: 'B' }],
        seed: 1,
        checked_in: true,
      })
      expect(status).toBe(201)
      const entry = EntrySchema.parse(body)
      expect(entry).toMatchObject({ name: 'Mia & Bram', seed: 1, checked_in: true, withdrawn: false, group: null })
      expect(entry.members.map((member) => [member.name, member.nickname])).toEqual([
        ['Mia', 'Lady'],
        ['Bram', 'B'],
      ])
      const list = ParticipantListSchema.parse((await call('GET', '/participants', me.token)).body)
      expect(list.map((participant) => [participant.name, participant.tournaments_count])).toEqual([
        ['Bram', 1],
        ['Mia', 1],
      ])
      expect((await storedTournament(pairs.id))?.version).toBe(1)
      expect(published).toEqual([
        {
          channel: realtimeChannels.tournament(pairs.id),
          event: 'standings.updated',
          data: { tournamentId: pairs.id, version: 1 },
        },
      ])
    })

    it('answers 422 on members for the wrong number of players and a player entered already', async () => {
      const me = await createSignedInUser(database.db)
      const singles = await createTournament(me.token)
      const two = await call('POST', `/tournaments/${singles.id}/entries`, me.token, {
        members: [{ name: 'Mia' }, { name: 'Bram' }],
      })
      expect(two.status).toBe(422)
      expect(ApiErrorSchema.parse(two.body).errors).toEqual({
        members: ['A singles entry has one player, a pairs entry two.'],
      })
      const mia = await enter(me.token, singles.id, [{ name: 'Mia' }])
      const participantId = mia.members[0]?.participant_id
      const again = await call('POST', `/tournaments/${singles.id}/entries`, me.token, {
        members: [{ participant_id: participantId }],
      })
      expect(again.status).toBe(422)
      expect(errorFields(again.body)).toEqual(['members.0.participant_id'])
      const pairs = await createTournament(me.token, { type: 'pairs' })
      const twice = await call('POST', `/tournaments/${pairs.id}/entries`, me.token, {
        members: [{ participant_id: participantId }, { participant_id: participantId }],
      })
      expect(errorFields(twice.body)).toEqual(['members.1.participant_id'])
      const someoneElse = await createSignedInUser(database.db)
      const theirs = ParticipantSchema.parse(
        (await call('POST', '/participants', someoneElse.token, { name: 'X' })).body,
      )
      const foreign = await call('POST', `/tournaments/${singles.id}/entries`, me.token, {
        members: [{ participant_id: theirs.id }],
      })
      expect(foreign.status).toBe(422)
      expect(ApiErrorSchema.parse(foreign.body).errors).toEqual({
        'members.0.participant_id': ['This player is not on your participant list.'],
      })
      expect(await entriesOf(singles.id)).toHaveLength(1)
      // A refused entry leaves no guest behind.
      const organisationId = (await storedTournament(singles.id))?.organisationId ?? ''
      const guests = await database.db
        .select()
        .from(participants)
        .where(eq(participants.organisationId, organisationId))
      expect(guests.map((guest) => guest.name)).toEqual(['Mia'])
    })

    it('answers 422 on seed for a seed held already, 409 when full or after the draw', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token, { entry_limit: 2 })
      await call('POST', `/tournaments/${tournament.id}/entries`, me.token, { members: [{ name: 'Mia' }], seed: 1 })
      const seed = await call('POST', `/tournaments/${tournament.id}/entries`, me.token, {
        members: [{ name: 'Bram' }],
        seed: 1,
      })
      expect(seed.status).toBe(422)
      expect(errorFields(seed.body)).toEqual(['seed'])
      await enter(me.token, tournament.id, [{ name: 'Bram' }])
      const full = await call('POST', `/tournaments/${tournament.id}/entries`, me.token, { members: [{ name: 'Zoë' }] })
      expect(full.status).toBe(409)
      expect(ApiErrorSchema.parse(full.body).message).toBe('This tournament is full.')
      const drawn = await createTournament(me.token)
      await setStatus(drawn.id, 'drawn')
      expect(
        (await call('POST', `/tournaments/${drawn.id}/entries`, me.token, { members: [{ name: 'Zoë' }] })).status,
      ).toBe(409)
      expect(await entriesOf(drawn.id)).toEqual([])
    })

    it('answers 403 to someone else, 404 for their private tournament, 401 without a token', async () => {
      const owner = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const open = await createTournament(owner.token)
      const hidden = await createTournament(owner.token, { visibility: 'private' })
      const members = [{ name: 'Intruder' }]
      expect((await call('POST', `/tournaments/${open.id}/entries`, someoneElse.token, { members })).status).toBe(403)
      expect((await call('POST', `/tournaments/${hidden.id}/entries`, someoneElse.token, { members })).status).toBe(404)
      expect((await call('POST', `/tournaments/${open.id}/entries`, null, { members })).status).toBe(401)
      expect(await entriesOf(open.id)).toEqual([])
    })
  })

  describe('PATCH and DELETE /api/tournaments/{id}/entries/{entryId}', () => {
    it('seeds and checks in before the draw, and removes an entry', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token)
      const mia = await enter(me.token, tournament.id, [{ name: 'Mia' }])
      const bram = await enter(me.token, tournament.id, [{ name: 'Bram' }])
      const changed = await call('PATCH', `/tournaments/${tournament.id}/entries/${mia.id}`, me.token, {
        seed: 2,
        checked_in: true,
      })
      expect(changed.status).toBe(200)
      expect(EntrySchema.parse(changed.body)).toMatchObject({ seed: 2, checked_in: true })
      const taken = await call('PATCH', `/tournaments/${tournament.id}/entries/${bram.id}`, me.token, { seed: 2 })
      expect(errorFields(taken.body)).toEqual(['seed'])
      const withdraw = await call('PATCH', `/tournaments/${tournament.id}/entries/${bram.id}`, me.token, {
        withdrawn: true,
      })
      expect(withdraw.status).toBe(422)
      expect(ApiErrorSchema.parse(withdraw.body).errors).toEqual({
        withdrawn: ['A player withdraws after the draw; before it, remove the entry.'],
      })
      expect(
        TournamentSchema.parse((await call('PATCH', `/tournaments/${tournament.id}`, me.token, {})).body),
      ).toMatchObject({
        entries_count: 2,
        checked_in_count: 1,
      })
      expect((await call('DELETE', `/tournaments/${tournament.id}/entries/${bram.id}`, me.token)).status).toBe(204)
      expect((await entriesOf(tournament.id)).map((entry) => entry.name)).toEqual(['Mia'])
    })

    it('withdraws after the draw, for good, into the audit trail; seeds and removal are refused then', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token)
      const mia = await enter(me.token, tournament.id, [{ name: 'Mia' }])
      await setStatus(tournament.id, 'running')
      const path = `/tournaments/${tournament.id}/entries/${mia.id}`
      const seed = await call('PATCH', path, me.token, { seed: 1 })
      expect(seed.status).toBe(422)
      expect(errorFields(seed.body)).toEqual(['seed'])
      expect(errorFields((await call('PATCH', path, me.token, { checked_in: true })).body)).toEqual(['checked_in'])
      expect((await call('DELETE', path, me.token)).status).toBe(409)
      const withdrawn = await call('PATCH', path, me.token, { withdrawn: true })
      expect(withdrawn.status).toBe(200)
      expect(EntrySchema.parse(withdrawn.body).withdrawn).toBe(true)
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'tournament'), eq(auditLog.targetId, tournament.id)))
      expect(audit.map((row) => [row.action, row.actorId, row.actingAsId, row.after?.name])).toEqual([
        ['entry.withdrawn', me.user.id, me.user.id, 'Mia'],
      ])
      const back = await call('PATCH', path, me.token, { withdrawn: false })
      expect(back.status).toBe(422)
      expect(errorFields(back.body)).toEqual(['withdrawn'])
    })

    it('answers 404 for an entry of another tournament, 403 to someone else, 401 without a token', async () => {
      const owner = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const first = await createTournament(owner.token)
      const second = await createTournament(owner.token)
      const mia = await enter(owner.token, first.id, [{ name: 'Mia' }])
      expect(
        (await call('PATCH', `/tournaments/${second.id}/entries/${mia.id}`, owner.token, { seed: 1 })).status,
      ).toBe(404)
      expect((await call('DELETE', `/tournaments/${second.id}/entries/${mia.id}`, owner.token)).status).toBe(404)
      const path = `/tournaments/${first.id}/entries/${mia.id}`
      expect((await call('PATCH', path, someoneElse.token, { seed: 1 })).status).toBe(403)
      expect((await call('DELETE', path, someoneElse.token)).status).toBe(403)
      expect((await call('PATCH', path, null, { seed: 1 })).status).toBe(401)
      expect((await call('DELETE', path, null)).status).toBe(401)
      expect((await entriesOf(first.id)).map((entry) => entry.seed)).toEqual([null])
    })
  })

  describe('POST /api/tournaments/{id}/entries/import', () => {
    it('enters the players of a CSV, matching the list by name and skipping players entered already', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token)
      const known = ParticipantSchema.parse(
        (await call('POST', '/participants', me.token, { name: 'Mia Jansen' })).body,
      )
      await enter(me.token, tournament.id, [{ name: 'Bram' }])
      const csv = 'name;nickname;seed\r\nmia jansen;;1\r\n"Vos; Zoë";The Fox;\r\nBRAM;;\r\n\r\n'
      const { status, body } = await call('POST', `/tournaments/${tournament.id}/entries/import`, me.token, { csv })
      expect(status).toBe(200)
      const result = ImportEntriesResultSchema.parse(body)
      expect(result.created.map((entry) => [entry.name, entry.seed, entry.members[0]?.nickname])).toEqual([
        ['Mia Jansen', 1, ''],
        ['Vos; Zoë', null, 'The Fox'],
      ])
      expect(result.created[0]?.members[0]?.participant_id).toBe(known.id)
      expect(result.skipped).toEqual([{ line: 4, name: 'BRAM' }])
      expect((await storedTournament(tournament.id))?.version).toBe(2)
    })

    it('answers 422 on csv with every problem and its line, in the caller’s language, and stores nothing', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token, { type: 'pairs' })
      const csv = ['name,partner,seed', 'Mia,Bram,1', ',Zoë,', 'Lars,,x', 'Bram,Eva,1'].join('\n')
      const { status, body } = await call(
        'POST',
        `/tournaments/${tournament.id}/entries/import`,
        me.token,
        { csv },
        'nl',
      )
      expect(status).toBe(422)
      expect(ApiErrorSchema.parse(body).errors).toEqual({
        csv: [
          'Regel 3: de naam ontbreekt.',
          'Regel 4: het reekshoofd moet een geheel getal van 1 tot 1024 zijn.',
          'Regel 4: een koppeltoernooi heeft op elke regel een partner nodig.',
          'Regel 5: een andere inschrijving heeft dit reekshoofd al.',
          'Regel 5: Bram staat al op regel 2.',
        ],
      })
      const header = await call('POST', `/tournaments/${tournament.id}/entries/import`, me.token, {
        csv: 'player,partner\nMia,Bram',
      })
      expect(ApiErrorSchema.parse(header.body).errors).toEqual({
        csv: [
          'Line 1: the column “player” is unknown (use name, nickname, seed, partner, partner_nickname).',
          'Line 1: the header needs a “name” column.',
        ],
      })
      expect(await entriesOf(tournament.id)).toEqual([])
    })

    it('refuses exactly the lines the organiser’s preview marks (one shared rule set): long names, case twins, taken seeds', async () => {
      const me = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token)
      const eva = await enter(me.token, tournament.id, [{ name: 'Eva' }])
      await database.db.update(tournamentEntries).set({ seed: 3 }).where(eq(tournamentEntries.id, eva.id))
      const csv = ['name,seed', 'A'.repeat(101), 'Lars Vos,', 'lars vos,', 'Zoë,3', 'Mia,2'].join('\n')
      const preview = checkEntriesCsv(csv, 'singles', new Set([3]))
      expect(preview.lines.filter((line) => line.problems.length > 0).map((line) => line.line)).toEqual([2, 4, 5])
      const { status, body } = await call('POST', `/tournaments/${tournament.id}/entries/import`, me.token, { csv })
      expect(status).toBe(422)
      expect(ApiErrorSchema.parse(body).errors).toEqual({
        csv: [
          'Line 2: a name may be at most 100 characters long.',
          'Line 4: lars vos is already on line 3.',
          'Line 5: another entry has this seed.',
        ],
      })
      expect((await entriesOf(tournament.id)).map((entry) => entry.seed)).toEqual([3])
    })

    it('answers 409 for more players than places and after the draw, 403 to someone else, 401 without a token', async () => {
      const me = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const tournament = await createTournament(me.token, { entry_limit: 2 })
      const csv = 'name\nMia\nBram\nZoë'
      const path = `/tournaments/${tournament.id}/entries/import`
      expect((await call('POST', path, me.token, { csv })).status).toBe(409)
      expect((await call('POST', path, someoneElse.token, { csv })).status).toBe(403)
      expect((await call('POST', path, null, { csv })).status).toBe(401)
      expect(errorFields((await call('POST', path, me.token, { csv: '' })).body)).toEqual(['csv'])
      await setStatus(tournament.id, 'drawn')
      expect((await call('POST', path, me.token, { csv: 'name\nMia' })).status).toBe(409)
      expect(await entriesOf(tournament.id)).toEqual([])
    })
  })

  describe('POST and DELETE /api/tournaments/{id}/register', () => {
    it('signs a player up with a participant linked to their account, once, and takes it back', async () => {
      const organiser = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db, { name: 'Eva Peeters' })
      const tournament = await createTournament(organiser.token, { signup_open: true, visibility: 'unlisted' })
      const path = `/tournaments/${tournament.id}/register`
      const { status, body } = await call('POST', path, player.token, {})
      expect(status).toBe(201)
      const entry = EntrySchema.parse(body)
      expect(entry.name).toBe('Eva Peeters')
      expect(entry.members[0]?.user_id).toBe(player.user.id)
      const again = await call('POST', path, player.token, {})
      expect(again.status).toBe(409)
      expect(ApiErrorSchema.parse(again.body).message).toBe('You have already entered this tournament.')
      const list = ParticipantListSchema.parse((await call('GET', '/participants', organiser.token)).body)
      expect(list.map((participant) => [participant.name, participant.user?.id])).toEqual([
        ['Eva Peeters', player.user.id],
      ])
      expect((await call('DELETE', path, player.token)).status).toBe(204)
      expect(await entriesOf(tournament.id)).toEqual([])
      expect((await call('DELETE', path, player.token)).status).toBe(404)
      // Signing up again reuses the linked participant.
      expect((await call('POST', path, player.token, {})).status).toBe(201)
      expect(ParticipantListSchema.parse((await call('GET', '/participants', organiser.token)).body)).toHaveLength(1)
    })

    it('needs a partner for pairs and matches the partner on the participant list', async () => {
      const organiser = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db, { name: 'Eva' })
      const bram = ParticipantSchema.parse(
        (await call('POST', '/participants', organiser.token, { name: 'Bram' })).body,
      )
      const tournament = await createTournament(organiser.token, { type: 'pairs', signup_open: true })
      const path = `/tournaments/${tournament.id}/register`
      const missing = await call('POST', path, player.token, {})
      expect(missing.status).toBe(422)
      expect(errorFields(missing.body)).toEqual(['partner_name'])
      const { status, body } = await call('POST', path, player.token, { partner_name: 'bram' })
      expect(status).toBe(201)
      const entry = EntrySchema.parse(body)
      expect(entry.name).toBe('Eva & Bram')
      expect(entry.members[1]?.participant_id).toBe(bram.id)
    })

    it('never enters or blocks a partner linked to another account: naming them makes a new guest', async () => {
      const organiser = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db, { name: 'Eva' })
      const bram = await createSignedInUser(database.db, { name: 'Bram' })
      const tournament = await createTournament(organiser.token, { type: 'pairs', signup_open: true })
      const path = `/tournaments/${tournament.id}/register`
      // Bram signs up for another pairs tournament of the organiser first: his account has a participant there.
      const other = await createTournament(organiser.token, { type: 'pairs', signup_open: true })
      expect(
        (await call('POST', `/tournaments/${other.id}/register`, bram.token, { partner_name: 'Lies' })).status,
      ).toBe(201)
      const [bramsOwn] = await database.db.select().from(participants).where(eq(participants.userId, bram.user.id))

      const { status, body } = await call('POST', path, player.token, { partner_name: 'bram' })
      expect(status).toBe(201)
      const entry = EntrySchema.parse(body)
      expect(entry.name).toBe('Eva & bram')
      expect(entry.members[1]?.participant_id).not.toBe(bramsOwn?.id)
      expect(entry.members[1]?.user_id).toBeNull()
      // Bram can still enter with his own participant, and his own list shows no tournament he did not enter.
      const own = await call('POST', path, bram.token, { partner_name: 'Lies' })
      expect(own.status).toBe(201)
      expect(EntrySchema.parse(own.body).members[0]?.participant_id).toBe(bramsOwn?.id)
    })

    it('refuses closed sign-up, a full tournament and the draw made (409), and private ones (404)', async () => {
      const organiser = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db)
      const closed = await createTournament(organiser.token)
      expect((await call('POST', `/tournaments/${closed.id}/register`, player.token, {})).status).toBe(409)
      const full = await createTournament(organiser.token, { signup_open: true, entry_limit: 2 })
      await enter(organiser.token, full.id, [{ name: 'Mia' }])
      await enter(organiser.token, full.id, [{ name: 'Bram' }])
      const refused = await call('POST', `/tournaments/${full.id}/register`, player.token, {})
      expect(refused.status).toBe(409)
      expect(ApiErrorSchema.parse(refused.body).message).toBe('This tournament is full.')
      const hidden = await createTournament(organiser.token, { signup_open: true, visibility: 'private' })
      expect((await call('POST', `/tournaments/${hidden.id}/register`, player.token, {})).status).toBe(404)
      const drawn = await createTournament(organiser.token, { signup_open: true })
      expect((await call('POST', `/tournaments/${drawn.id}/register`, player.token, {})).status).toBe(201)
      await setStatus(drawn.id, 'drawn')
      expect((await call('DELETE', `/tournaments/${drawn.id}/register`, player.token)).status).toBe(409)
      expect(await entriesOf(drawn.id)).toHaveLength(1)
      expect((await call('POST', `/tournaments/${drawn.id}/register`, null, {})).status).toBe(401)
      expect((await call('DELETE', `/tournaments/${drawn.id}/register`, null)).status).toBe(401)
    })
  })
})
