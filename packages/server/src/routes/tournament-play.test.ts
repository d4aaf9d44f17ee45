import { ApiErrorSchema, TournamentAuditSchema, TournamentDetailSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { auditLog, tournamentEntries } from '../db/schema/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import {
  betterSeedWins,
  callApi,
  createTournamentWithPlayers,
  fetchDetail,
  firstTo,
  gameBetween,
  phase,
  playEveryGame,
  putResult,
  seededPlayers,
} from '../test/tournament-play-fixtures'
import { bearer, createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('tournament play on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  it('refuses a draw the format cannot hold with 422, saying how many players it needs, in the caller’s language', async () => {
    const organiser = await createSignedInUser(database.db)
    const someoneElse = await createSignedInUser(database.db)
    const format = {
      kind: 'groupsKnockout',
      group_size: 4,
      qualifiers_per_group: 3,
      consolation: false,
      third_place: false,
    } as const
    const phases = { groups: phase(firstTo(2)), winnersKo: phase(firstTo(2)) }
    const three = await createTournamentWithPlayers(app, organiser.token, { format, phases }, seededPlayers(3))
    const path = `/tournaments/${three.tournamentId}/draw`
    const refused = await callApi(app, 'POST', path, organiser.token, {})
    expect(refused.status).toBe(422)
    expect(ApiErrorSchema.parse(refused.body)).toEqual({
      message: 'This format needs at least 4 players; 3 are entered.',
      errors: { format: ['This format needs at least 4 players; 3 are entered.'] },
    })
    const dutch = await app.request(`/api${path}`, {
      method: 'POST',
      body: '{}',
      headers: { ...bearer(organiser.token), 'Content-Type': 'application/json', 'Accept-Language': 'nl' },
    })
    expect(ApiErrorSchema.parse(await dutch.json()).message).toBe(
      'Dit formaat heeft minstens 4 spelers nodig; er zijn er 3 ingeschreven.',
    )
    expect((await callApi(app, 'POST', path, someoneElse.token, {})).status).toBe(403)

    const five = await createTournamentWithPlayers(app, organiser.token, { format, phases }, seededPlayers(5))
    const tooFewPerGroup = await callApi(app, 'POST', `/tournaments/${five.tournamentId}/draw`, organiser.token, {})
    expect(tooFewPerGroup.status).toBe(422)
    expect(ApiErrorSchema.parse(tooFewPerGroup.body).message).toMatch(
      /^5 players cannot be drawn in this format .*: it works with \d+ players\.$/,
    )
    const four = await createTournamentWithPlayers(app, organiser.token, { format, phases }, seededPlayers(4))
    expect((await callApi(app, 'POST', `/tournaments/${four.tournamentId}/draw`, organiser.token, {})).status).toBe(200)
  })

  it('plays a 10-player groups and knockout tournament to its champion', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId, entries } = await createTournamentWithPlayers(
      app,
      organiser.token,
      {
        format: {
          kind: 'groupsKnockout',
          group_size: 4,
          qualifiers_per_group: 2,
          consolation: true,
          third_place: false,
        },
        phases: {
          groups: phase(firstTo(2)),
          winnersKo: phase(firstTo(2), { final: firstTo(3) }),
          consolationKo: phase(firstTo(2)),
        },
      },
      seededPlayers(10),
    )

    const drawn = await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    expect(drawn.status).toBe(200)
    const afterDraw = TournamentDetailSchema.parse(drawn.body)
    expect(afterDraw.tournament.status).toBe('drawn')
    // Snake seeding into three groups: A 1 6 7, B 2 5 8, C 3 4 9 10.
    const membersOf = (group: string) =>
      afterDraw.entries.filter((entry) => entry.group === group).map((entry) => entry.name)
    expect([membersOf('A'), membersOf('B'), membersOf('C')]).toEqual([
      ['Seed 1', 'Seed 6', 'Seed 7'],
      ['Seed 2', 'Seed 5', 'Seed 8'],
      ['Seed 3', 'Seed 4', 'Seed 9', 'Seed 10'],
    ])
    expect(afterDraw.games.filter((game) => game.stage === 'groups')).toHaveLength(12)
    const koFromGroups = afterDraw.games.filter((game) => game.stage === 'winnersKo' && game.round === 1)
    expect(koFromGroups.flatMap((game) => game.sides).filter((side) => side.name === 'TBD')).toHaveLength(6)

    const entered = await playEveryGame(app, organiser.token, tournamentId, betterSeedWins(entries))
    expect(entered).toBe(12 + 5 + 3)

    const finished = await fetchDetail(app, tournamentId, organiser.token)
    expect(finished.tournament.status).toBe('finished')
    expect(finished.champion).toBe('Seed 1')
    expect(finished.groups.find((group) => group.id === 'A')?.rows.map((row) => [row.name, row.qualifies])).toEqual([
      ['Seed 1', true],
      ['Seed 6', true],
      ['Seed 7', false],
    ])
    // The knockouts were filled from the group positions: A1 is Seed 1, C2 is Seed 4.
    const winnersKo = finished.games.filter((game) => game.stage === 'winnersKo')
    const sideFrom = (group: string, position: number) =>
      finished.games
        .flatMap((game) => game.sides)
        .find((side) => side.parent_group === group && side.parent_group_position === position)?.name
    expect([sideFrom('A', 1), sideFrom('C', 2), sideFrom('C', 4)]).toEqual(['Seed 1', 'Seed 4', 'Seed 10'])
    const final = winnersKo.find((game) => game.round_code === 'final')
    expect(final?.format).toEqual(firstTo(3))
    expect(final?.result).toEqual({ legs: [3, 1], winner: 0, walkover: false })
    expect(final?.sides.map((side) => side.name)).toEqual(['Seed 1', 'Seed 2'])
    const consolationFinal = finished.games.find(
      (game) => game.stage === 'consolationKo' && game.round_code === 'final',
    )
    expect(consolationFinal?.sides.find((side) => side.is_winner)?.name).toBe('Seed 7')
    expect(finished.ranking.map((row) => [row.name, row.position, row.position_to])).toEqual(
      expect.arrayContaining([
        ['Seed 1', 1, 1],
        ['Seed 2', 2, 2],
        ['Seed 3', 3, 4],
        ['Seed 4', 3, 4],
        ['Seed 5', 5, 6],
        ['Seed 6', 5, 6],
        ['Seed 7', 7, 7],
        ['Seed 8', 8, 8],
        ['Seed 9', 9, 10],
        ['Seed 10', 9, 10],
      ]),
    )
    expect(finished.ranking).toHaveLength(10)
  }, 60_000)

  it('plays groups twice round, sends the best second-placed up and caps the consolation knockout', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId, entries } = await createTournamentWithPlayers(
      app,
      organiser.token,
      {
        format: {
          kind: 'groupsKnockout',
          group_size: 3,
          qualifiers_per_group: 1,
          consolation: true,
          third_place: false,
          double_round_robin: true,
          best_placed_qualifiers: 1,
          consolation_limit: 3,
        },
        phases: { groups: phase(firstTo(2)), winnersKo: phase(firstTo(2)), consolationKo: phase(firstTo(2)) },
      },
      seededPlayers(9),
    )
    const drawn = TournamentDetailSchema.parse(
      (await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})).body,
    )
    // A Seeds 1 6 7, B 2 5 8, C 3 4 9; every pair meets twice: 3 × 6 group games.
    const groupGames = drawn.games.filter((game) => game.stage === 'groups')
    expect(groupGames).toHaveLength(18)
    expect(drawn.tournament.format).toMatchObject({ double_round_robin: true, consolation_limit: 3 })
    const round1 = (detail: typeof drawn, stage: string) =>
      detail.games
        .filter((game) => game.stage === stage && game.round === 1)
        .map((game) => game.sides.map((side) => (side.is_bye ? 'bye' : side.name)))
    expect(round1(drawn, 'winnersKo')[0]?.[1]).toBe('TBD')
    expect(drawn.games.find((game) => game.stage === 'winnersKo')?.sides[1].source).toEqual({
      kind: 'bestPlaced',
      position: 2,
      rank: 1,
    })

    // The better seed wins every group game 2–1, except that Seed 6 beats Seed 7 2–0 both times: of the three
    // second-placed (Seeds 6, 5 and 4, level on points), Seed 6 has the best leg difference and goes up.
    const seedOf = (id: string | null) => entries.find((entry) => entry.id === id)?.seed ?? Infinity
    for (const game of groupGames) {
      const winner = seedOf(game.sides[0].id) < seedOf(game.sides[1].id) ? 0 : 1
      const names = game.sides.map((side) => side.name).sort()
      const loserLegs = names.join() === 'Seed 6,Seed 7' ? 0 : 1
      const legs: [number, number] = winner === 0 ? [2, loserLegs] : [loserLegs, 2]
      const { status } = await putResult(app, organiser.token, tournamentId, game.id, { kind: 'played', legs })
      expect(status).toBe(200)
    }

    const grouped = await fetchDetail(app, tournamentId, organiser.token)
    expect(round1(grouped, 'winnersKo')).toEqual([
      ['Seed 1', 'Seed 6'],
      ['Seed 2', 'Seed 3'],
    ])
    // The other second-placed are level on everything: the better draw position first. The third-placed Seed 8
    // (4 legs won) beats Seed 7 (2) to the last of the 3 places.
    expect(round1(grouped, 'consolationKo')).toEqual([
      ['Seed 4', 'bye'],
      ['Seed 5', 'Seed 8'],
    ])
    expect(grouped.groups.find((group) => group.id === 'A')?.rows.map((row) => [row.name, row.qualifies])).toEqual([
      ['Seed 1', true],
      ['Seed 6', true],
      ['Seed 7', false],
    ])

    await playEveryGame(app, organiser.token, tournamentId, betterSeedWins(entries))
    const finished = await fetchDetail(app, tournamentId, organiser.token)
    expect(finished.tournament.status).toBe('finished')
    expect(finished.ranking).toHaveLength(9)
    // Seeds 7 and 9 played neither knockout: last, sharing 8–9.
    expect(finished.ranking.filter((row) => row.position === 8).map((row) => [row.name, row.position_to])).toEqual(
      expect.arrayContaining([
        ['Seed 7', 9],
        ['Seed 9', 9],
      ]),
    )

    // One group cannot send a best-placed player up: the draw says how many players it takes.
    const format = {
      kind: 'groupsKnockout',
      group_size: 4,
      qualifiers_per_group: 1,
      consolation: false,
      third_place: false,
      best_placed_qualifiers: 1,
    } as const
    const four = await createTournamentWithPlayers(app, organiser.token, { format }, seededPlayers(4))
    const refused = await callApi(app, 'POST', `/tournaments/${four.tournamentId}/draw`, organiser.token, {})
    expect(refused.status).toBe(422)
    expect(ApiErrorSchema.parse(refused.body).errors).toEqual({
      format: ['This format needs at least 5 players; 4 are entered.'],
    })
  }, 60_000)

  it('gives the top seeds byes in a straight knockout and ranks the third-place match', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId, entries } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'knockout', third_place: true }, phases: { knockout: phase(firstTo(2)) } },
      seededPlayers(5),
    )
    const drawn = TournamentDetailSchema.parse(
      (await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})).body,
    )
    const firstRound = drawn.games.filter((game) => game.round === 1)
    expect(firstRound.map((game) => game.state).sort()).toEqual(['bye', 'bye', 'bye', 'ready'])
    expect(firstRound.find((game) => game.state === 'ready')?.sides.map((side) => side.name)).toEqual([
      'Seed 4',
      'Seed 5',
    ])
    // Seeds 2 and 3 both had byes: their semi-final is ready at once.
    expect(gameBetween(drawn, 'Seed 2', 'Seed 3').state).toBe('ready')

    await playEveryGame(app, organiser.token, tournamentId, betterSeedWins(entries))
    const finished = await fetchDetail(app, tournamentId, organiser.token)
    expect(finished.tournament.status).toBe('finished')
    expect(finished.ranking.map((row) => [row.name, row.position, row.position_to])).toEqual([
      ['Seed 1', 1, 1],
      ['Seed 2', 2, 2],
      ['Seed 3', 3, 3],
      ['Seed 4', 4, 4],
      ['Seed 5', 5, 5],
    ])
  }, 30_000)

  /** A round robin of Anna, Ben and Cas where each beat one other 2–1: nothing in the chain separates them. */
  async function threeWayTie() {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'roundRobin' }, phases: { roundRobin: phase(firstTo(2)) } },
      [{ name: 'Anna' }, { name: 'Ben' }, { name: 'Cas' }],
    )
    await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    const drawn = await fetchDetail(app, tournamentId, organiser.token)
    // Anna beats Ben, Ben beats Cas, Cas beats Anna, all 2–1: nothing in the chain separates them.
    for (const [winner, loser] of [
      ['Anna', 'Ben'],
      ['Ben', 'Cas'],
      ['Cas', 'Anna'],
    ] as const) {
      const game = gameBetween(drawn, winner, loser)
      const legs: [number, number] = game.sides[0].name === winner ? [2, 1] : [1, 2]
      expect((await putResult(app, organiser.token, tournamentId, game.id, { kind: 'played', legs })).status).toBe(200)
    }
    const tied = await fetchDetail(app, tournamentId, organiser.token)
    const ids = Object.fromEntries(tied.entries.map((entry) => [entry.name, entry.id]))
    return { organiser, tournamentId, tied, ids }
  }

  it('settles a three-way tie with a decider that names exactly the tied players', async () => {
    const { organiser, tournamentId, tied, ids } = await threeWayTie()
    expect(tied.groups[0]?.unresolved_ties).toEqual([expect.arrayContaining([ids.Anna, ids.Ben, ids.Cas])])
    expect(tied.champion).toBeNull()
    expect(tied.ranking.map((row) => [row.position, row.position_to])).toEqual([
      [1, 3],
      [1, 3],
      [1, 3],
    ])

    const path = `/tournaments/${tournamentId}/groups/A/decider`
    const partial = await callApi(app, 'POST', path, organiser.token, { method: 'bullOff', order: [ids.Ben, ids.Anna] })
    expect(partial.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(partial.body).errors ?? {})).toEqual(['order'])
    const missingGroup = `/tournaments/${tournamentId}/groups/B/decider`
    const order = [ids.Ben, ids.Cas, ids.Anna]
    expect((await callApi(app, 'POST', missingGroup, organiser.token, { method: 'lot', order })).status).toBe(404)

    const settled = await callApi(app, 'POST', path, organiser.token, { method: 'bullOff', order })
    expect(settled.status).toBe(200)
    const detail = TournamentDetailSchema.parse(settled.body)
    expect(detail.groups[0]?.rows.map((row) => [row.name, row.above_next])).toEqual([
      ['Ben', { criterion: 'decider', method: 'bullOff' }],
      ['Cas', { criterion: 'decider', method: 'bullOff' }],
      ['Anna', null],
    ])
    expect(detail.champion).toBe('Ben')
    const again = await callApi(app, 'POST', path, organiser.token, { method: 'bullOff', order })
    expect(again.status).toBe(422)
    const [latest] = TournamentAuditSchema.parse(
      (await callApi(app, 'GET', `/tournaments/${tournamentId}/audit`, organiser.token)).body,
    )
    expect(latest).toMatchObject({ action: 'decider.set', after: 'A: Ben > Cas > Anna' })
  }, 30_000)

  it('draws lots on the server: the order sent is not the order kept, and the draw is in the audit trail', async () => {
    const { organiser, tournamentId, ids } = await threeWayTie()
    const path = `/tournaments/${tournamentId}/groups/A/decider`
    const drawn = await callApi(app, 'POST', path, organiser.token, {
      method: 'lot',
      order: [ids.Anna, ids.Ben, ids.Cas],
    })
    expect(drawn.status).toBe(200)
    const rows = TournamentDetailSchema.parse(drawn.body).groups[0]?.rows ?? []
    expect(rows.map((row) => row.above_next)).toEqual([
      { criterion: 'decider', method: 'lot' },
      { criterion: 'decider', method: 'lot' },
      null,
    ])
    const [latest] = TournamentAuditSchema.parse(
      (await callApi(app, 'GET', `/tournaments/${tournamentId}/audit`, organiser.token)).body,
    )
    // The trail keeps the order the server drew, as the table shows it.
    expect(latest).toMatchObject({ action: 'decider.drawn', after: `A: ${rows.map((row) => row.name).join(' > ')}` })
  }, 30_000)

  it('draws again while nothing is played, leaving out no-shows, and refuses once a game was called', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId, entries } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'knockout', third_place: false }, phases: { knockout: phase(firstTo(2)) } },
      seededPlayers(4),
    )
    const tooFew = await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {
      remove_no_shows: true,
    })
    expect(tooFew.status).toBe(409)
    expect(ApiErrorSchema.parse(tooFew.body).message).toBe('A draw needs at least two players.')
    expect(
      await database.db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournamentId)),
    ).toHaveLength(4)

    for (const entry of entries.slice(0, 3))
      await callApi(app, 'PATCH', `/tournaments/${tournamentId}/entries/${entry.id}`, organiser.token, {
        checked_in: true,
      })
    const drawn = await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {
      remove_no_shows: true,
    })
    expect(drawn.status).toBe(200)
    const detail = TournamentDetailSchema.parse(drawn.body)
    expect(detail.entries.map((entry) => entry.name)).toEqual(['Seed 1', 'Seed 2', 'Seed 3'])
    expect(detail.games.filter((game) => game.state !== 'bye')).toHaveLength(2)

    const redrawn = await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    expect(redrawn.status).toBe(200)
    const ready = TournamentDetailSchema.parse(redrawn.body).games.find((game) => game.state === 'ready')
    const called = await callApi(app, 'POST', `/tournaments/${tournamentId}/games/${ready?.id}/call`, organiser.token, {
      board: '3',
    })
    expect(called.status).toBe(200)
    const calledDetail = TournamentDetailSchema.parse(called.body)
    expect(calledDetail.tournament.status).toBe('running')
    expect(calledDetail.games.find((game) => game.id === ready?.id)).toMatchObject({ state: 'called', board: '3' })
    const locked = await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    expect(locked.status).toBe(409)

    const uncalled = await callApi(
      app,
      'DELETE',
      `/tournaments/${tournamentId}/games/${ready?.id}/call`,
      organiser.token,
    )
    expect(uncalled.status).toBe(200)
    const uncalledDetail = TournamentDetailSchema.parse(uncalled.body)
    expect(uncalledDetail.tournament.status).toBe('drawn')
    expect(uncalledDetail.games.find((game) => game.id === ready?.id)).toMatchObject({ state: 'ready', board: null })
    const waiting = uncalledDetail.games.find((game) => game.state === 'waiting')
    const notReady = await callApi(
      app,
      'POST',
      `/tournaments/${tournamentId}/games/${waiting?.id}/call`,
      organiser.token,
      {
        board: '1',
      },
    )
    expect(notReady.status).toBe(409)
    const unknownGame = `/tournaments/${tournamentId}/games/${crypto.randomUUID()}/call`
    expect((await callApi(app, 'POST', unknownGame, organiser.token, { board: '1' })).status).toBe(404)
    const drawRows = await database.db.select().from(auditLog).where(eq(auditLog.targetId, tournamentId))
    expect(drawRows.filter((row) => row.action === 'draw.made')).toHaveLength(2)
  }, 30_000)

  it('gives walkovers against a player who withdrew, and shows the withdrawal in the audit trail', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId, entries } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'knockout', third_place: false }, phases: { knockout: phase(firstTo(2)) } },
      seededPlayers(4),
    )
    await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    const withdrawing = entries.find((entry) => entry.name === 'Seed 4')
    const withdrawn = await callApi(
      app,
      'PATCH',
      `/tournaments/${tournamentId}/entries/${withdrawing?.id}`,
      organiser.token,
      {
        withdrawn: true,
      },
    )
    expect(withdrawn.status).toBe(200)
    const detail = await fetchDetail(app, tournamentId, organiser.token)
    expect(gameBetween(detail, 'Seed 1', 'Seed 4')).toMatchObject({
      state: 'walkover',
      result: { legs: [0, 0], winner: 0, walkover: true },
    })
    const [latest] = TournamentAuditSchema.parse(
      (await callApi(app, 'GET', `/tournaments/${tournamentId}/audit`, organiser.token)).body,
    )
    expect(latest).toMatchObject({ action: 'entry.withdrawn', game_id: null, before: null, after: 'Seed 4' })
  }, 30_000)
})
