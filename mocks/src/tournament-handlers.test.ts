import { describe, expect, it } from 'vitest'
import {
  ApiErrorSchema,
  MatchSchema,
  CorrectionConflictSchema,
  EntrySchema,
  ImportEntriesResultSchema,
  ManageOverviewSchema,
  MyTournamentsSchema,
  StartedGameSchema,
  TournamentAuditSchema,
  TournamentDetailSchema,
  TournamentPageSchema,
  TournamentSchema,
  type TournamentInput,
} from '@oche/api'
import { mockTokens, superAdminFixture, userFixture } from './fixtures'
import { createTournamentHandlers } from './tournament-handlers'
import { tournamentDetailFixtures } from './tournament-fixtures'
import { manageOverviewFixture, myTournamentsFixture, tournamentPageFixture } from './tournament-list-fixtures'
import { mockCaller } from './test-requests'

const caller = (handlers = createTournamentHandlers()) => mockCaller(handlers)

const { draft, groupsRunning, knockoutsRunning, finished, knockoutOnly } = tournamentDetailFixtures

describe('the tournament fixtures', () => {
  it('are in the shape of the API', () => {
    for (const detail of Object.values(tournamentDetailFixtures))
      expect(TournamentDetailSchema.parse(detail)).toEqual(detail)
    expect(TournamentPageSchema.parse(tournamentPageFixture)).toEqual(tournamentPageFixture)
    expect(MyTournamentsSchema.parse(myTournamentsFixture)).toEqual(myTournamentsFixture)
    expect(ManageOverviewSchema.parse(manageOverviewFixture)).toEqual(manageOverviewFixture)
  })

  it('hold every screen state: draft, drawn, running groups and knockouts, finished', () => {
    const states = Object.fromEntries(
      Object.entries(tournamentDetailFixtures).map(([k, d]) => [k, d.tournament.status]),
    )
    expect(states).toEqual({
      draft: 'draft',
      drawn: 'drawn',
      groupsRunning: 'running',
      knockoutsRunning: 'running',
      finished: 'finished',
      knockoutOnly: 'running',
      doubleElimination: 'running',
      pairs: 'running',
    })
    expect(groupsRunning.games.filter((game) => game.state === 'live')).toHaveLength(1)
    expect(groupsRunning.games.filter((game) => game.state === 'called')).toHaveLength(1)
    expect(knockoutsRunning.groups.every((group) => group.is_complete)).toBe(true)
    expect(finished.champion).toBe(finished.ranking[0]?.name)
    expect(knockoutOnly.games.some((game) => game.state === 'bye')).toBe(true)
    expect(knockoutOnly.games.some((game) => game.state === 'walkover')).toBe(true)
    expect(tournamentDetailFixtures.pairs.entries.every((entry) => entry.members.length === 2)).toBe(true)
  })
})

describe('the tournament mocks', () => {
  it('list public tournaments by filter and search', async () => {
    const call = caller()
    const live = TournamentPageSchema.parse(
      await (await call('GET', '/tournaments?status=live', undefined, null)).json(),
    )
    expect(live.data.length).toBeGreaterThan(0)
    expect(live.data.every((item) => item.status === 'running')).toBe(true)
    const search = await call('GET', '/tournaments?search=rotterdam', undefined, null)
    expect(TournamentPageSchema.parse(await search.json()).data.map((item) => item.name)).toEqual([
      groupsRunning.tournament.name,
    ])
  })

  it('create a draft tournament with the defaults for the phases left out', async () => {
    const call = caller()
    const input: TournamentInput = {
      name: 'Christmas Cracker',
      type: 'singles',
      starts_at: '2026-12-19T19:00:00.000Z',
      format: { kind: 'knockout', third_place: true },
    }
    const response = await call('POST', '/tournaments', input)
    expect(response.status).toBe(201)
    const created = TournamentSchema.parse(await response.json())
    expect(created).toMatchObject({ status: 'draft', organiser: { id: userFixture.id }, entries_count: 0 })
    expect(created.phases.knockout?.rounds).toEqual({ final: { kind: 'firstTo', legs: 4 } })
    const refused = await call('POST', '/tournaments', {
      ...input,
      phases: {
        knockout: { start_score: 501, in_rule: 'straight', out_rule: 'double', format: { kind: 'bestOf', legs: 4 } },
      },
    })
    expect(refused.status).toBe(422)
    expect(ApiErrorSchema.parse(await refused.json()).errors).toHaveProperty('phases')
  })

  it('change only the settings sent, and refuse a new format after the draw', async () => {
    const call = caller()
    const renamed = await call('PATCH', `/tournaments/${draft.tournament.id}`, { name: 'Winter Open' })
    const tournament = TournamentSchema.parse(await renamed.json())
    expect(tournament).toMatchObject({ name: 'Winter Open', signup_open: true, entry_limit: 24, colour: 'teal' })
    const locked = await call('PATCH', `/tournaments/${groupsRunning.tournament.id}`, {
      format: { kind: 'roundRobin' },
    })
    expect(locked.status).toBe(422)
    expect(ApiErrorSchema.parse(await locked.json()).errors).toHaveProperty('format')
  })

  it('enter a new guest, then draw the groups from the entries', async () => {
    const call = caller()
    const path = `/tournaments/${draft.tournament.id}`
    const added = await call('POST', `${path}/entries`, { members: [{ name: 'Ruud Brouwer' }], checked_in: true })
    expect(added.status).toBe(201)
    expect(EntrySchema.parse(await added.json())).toMatchObject({ name: 'Ruud Brouwer', seed: null })
    const draw = await call('POST', `${path}/draw`, { remove_no_shows: true })
    const detail = TournamentDetailSchema.parse(await draw.json())
    expect(detail.tournament.status).toBe('drawn')
    // 7 of the 10 fixture entries had checked in, plus the new guest: 8 players in two groups of four.
    expect(detail.entries).toHaveLength(8)
    expect(detail.groups.map((group) => group.rows.length)).toEqual([4, 4])
    const late = await call('POST', `${path}/entries`, { members: [{ name: 'Too Late' }] })
    expect(late.status).toBe(409)
  })

  it('call a ready game to a board, then take the call back', async () => {
    const call = caller()
    const ready = groupsRunning.games.find((game) => game.state === 'ready')
    const path = `/tournaments/${groupsRunning.tournament.id}/games/${ready?.id}/call`
    const called = TournamentDetailSchema.parse(await (await call('POST', path, { board: '7' })).json())
    expect(called.games.find((game) => game.id === ready?.id)).toMatchObject({ state: 'called', board: '7' })
    const uncalled = TournamentDetailSchema.parse(await (await call('DELETE', path)).json())
    expect(uncalled.games.find((game) => game.id === ready?.id)).toMatchObject({ state: 'ready', board: null })
    const waiting = groupsRunning.games.find((game) => game.state === 'waiting')
    const refused = await call('POST', `/tournaments/${groupsRunning.tournament.id}/games/${waiting?.id}/call`, {
      board: '1',
    })
    expect(refused.status).toBe(409)
  })

  it('enter a result that moves the tables, and keep it in the audit trail', async () => {
    const call = caller()
    const game = groupsRunning.games.find((candidate) => candidate.state === 'called')
    const path = `/tournaments/${groupsRunning.tournament.id}`
    const response = await call('PUT', `${path}/games/${game?.id}/result`, {
      kind: 'played',
      legs: [3, 0],
      stats: [{ one_eighties: 2, high_checkouts: [121] }, {}],
    })
    const detail = TournamentDetailSchema.parse(await response.json())
    const played = detail.games.find((candidate) => candidate.id === game?.id)
    expect(played).toMatchObject({ state: 'finished', result: { legs: [3, 0], winner: 0, walkover: false } })
    expect(played?.sides[0]).toMatchObject({ score: 3, one_eighties: 2, high_checkouts: '121', is_winner: true })
    const winnerRow = detail.groups.flatMap((group) => group.rows).find((row) => row.entry_id === game?.sides[0].id)
    const before = groupsRunning.groups.flatMap((group) => group.rows).find((row) => row.entry_id === game?.sides[0].id)
    expect(winnerRow?.played).toBe((before?.played ?? 0) + 1)
    const trail = TournamentAuditSchema.parse(await (await call('GET', `${path}/audit`)).json())
    expect(trail[0]).toMatchObject({ action: 'result.entered', game_id: game?.id, before: null, after: '3–0' })
    const wrong = await call('PUT', `${path}/games/${game?.id}/result`, { kind: 'played', legs: [3, 3] })
    expect(wrong.status).toBe(422)
    expect(ApiErrorSchema.parse(await wrong.json()).errors).toHaveProperty('legs')
  })

  it('refuse with 409 and the blocking games a correction that would change a game already played', async () => {
    const call = caller()
    const semiFinal = knockoutsRunning.games.find((game) => game.stage === 'winnersKo' && game.state === 'finished')
    const group = knockoutsRunning.games.find(
      (game) => game.group === 'A' && game.sides.some((side) => side.id === semiFinal?.sides[0].id && side.is_winner),
    )
    const loserSide = group?.sides[0].is_winner ? 1 : 0
    const path = `/tournaments/${knockoutsRunning.tournament.id}/games/${group?.id}/result`
    const correction = await call('PUT', path, { kind: 'walkover', winner: loserSide })
    const conflict = CorrectionConflictSchema.parse(await correction.json())
    expect(correction.status).toBe(409)
    expect(conflict.blocking_game_ids.length).toBeGreaterThan(0)
    expect(conflict.blocking_game_ids.every((id) => knockoutsRunning.games.some((game) => game.id === id))).toBe(true)
  })

  it('start the live match of a ready game and answer it on /matches', async () => {
    const call = caller()
    const ready = knockoutOnly.games.find((game) => game.state === 'ready')
    const path = `/tournaments/${knockoutOnly.tournament.id}/games/${ready?.id}/match`
    const response = await call('POST', path)
    expect(response.status).toBe(201)
    const { match_id } = StartedGameSchema.parse(await response.json())
    const match = MatchSchema.parse(await (await call('GET', `/matches/${match_id}`)).json())
    expect(match.config.sides.map((side) => side.name)).toEqual(ready?.sides.map((side) => side.name))
    const detail = TournamentDetailSchema.parse(
      await (await call('GET', `/tournaments/${knockoutOnly.tournament.id}`)).json(),
    )
    expect(detail.games.find((game) => game.id === ready?.id)?.state).toBe('live')
  })

  it('sign a player up while sign-up is open and let them take it back', async () => {
    const call = caller()
    const path = `/tournaments/${draft.tournament.id}/register`
    const response = await call('POST', path, {}, mockTokens.superAdmin)
    expect(response.status).toBe(201)
    expect(EntrySchema.parse(await response.json()).members[0]?.user_id).toBe(superAdminFixture.id)
    expect((await call('POST', path, {}, mockTokens.superAdmin)).status).toBe(409)
    expect((await call('DELETE', path, undefined, mockTokens.superAdmin)).status).toBe(204)
    expect((await call('POST', `/tournaments/${finished.tournament.id}/register`, {})).status).toBe(409)
  })

  it('import entries from CSV, skipping players already entered', async () => {
    const call = caller()
    const csv = 'name;nickname;seed\nJeroen Smit;;\nRuud Brouwer;The Miller;\n'
    const response = await call('POST', `/tournaments/${draft.tournament.id}/entries/import`, { csv })
    const result = ImportEntriesResultSchema.parse(await response.json())
    expect(result.created.map((entry) => entry.name)).toEqual(['Ruud Brouwer'])
    expect(result.skipped).toEqual([{ line: 2, name: 'Jeroen Smit' }])
  })

  it('answer the organiser overview and their own tournaments, and 401 without a token', async () => {
    const call = caller()
    const overview = ManageOverviewSchema.parse(await (await call('GET', '/manage/overview')).json())
    expect(overview).toEqual(manageOverviewFixture)
    const mine = MyTournamentsSchema.parse(await (await call('GET', '/me/tournaments')).json())
    expect(mine).toEqual(myTournamentsFixture)
    expect((await call('GET', '/manage/overview', undefined, null)).status).toBe(401)
  })

  it('hide a private tournament from others and refuse changes by someone who does not organise it', async () => {
    const call = caller()
    const test = myTournamentsFixture.organising.find((item) => item.visibility === 'private')
    expect((await call('GET', `/tournaments/${test?.id}`, undefined, null)).status).toBe(404)
    expect((await call('GET', `/tournaments/${test?.id}`)).status).toBe(200)
    const cologne = myTournamentsFixture.playing[0]
    expect((await call('PATCH', `/tournaments/${cologne?.id}`, { name: 'Mine now' })).status).toBe(403)
    const detail = TournamentDetailSchema.parse(await (await call('GET', `/tournaments/${cologne?.id}`)).json())
    expect(detail.viewer).toMatchObject({ can_manage: false, can_register: false })
    expect(detail.viewer.entry_id).not.toBeNull()
  })
})
