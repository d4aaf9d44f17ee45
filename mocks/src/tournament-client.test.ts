import { describe, expect, it } from 'vitest'
import { mockTokens } from './fixtures'
import { createTournamentHandlers } from './tournament-handlers'
import { tournamentDetailFixtures } from './tournament-fixtures'
import { mockClient } from './test-requests'
import {
  tournamentQueries,
  ApiRequestError,
  correctionConflictOf,
  enterGameResult,
  fetchTournament,
  listTournaments,
  removeGameResult,
  setGroupDecider,
} from '@oche/api'

const clientOver = (handlers = createTournamentHandlers(), token: string | null = mockTokens.user) =>
  mockClient(handlers, token)

const { knockoutsRunning, groupsRunning } = tournamentDetailFixtures

describe('the tournament client', () => {
  it('sends only the list filters that are set', async () => {
    const { client, requested } = clientOver()
    const page = await listTournaments(client, { status: 'finished', search: '  Autumn ', page: 1 })
    expect(page.data.map((item) => item.name)).toEqual(['Autumn Classic 2026'])
    await listTournaments(client)
    expect(requested).toEqual(['GET /api/tournaments?status=finished&search=Autumn', 'GET /api/tournaments'])
  })

  it('reads the blocking games of a refused correction, and nothing from other errors', async () => {
    const { client } = clientOver()
    const semiFinal = knockoutsRunning.games.find((game) => game.stage === 'winnersKo' && game.state === 'finished')
    const groupGame = knockoutsRunning.games.find(
      (game) => game.group !== null && game.sides.some((side) => side.id === semiFinal?.sides[0].id && side.is_winner),
    )
    const error = await removeGameResult(client, knockoutsRunning.tournament.id, groupGame?.id ?? '').catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).status).toBe(409)
    expect(correctionConflictOf(error)?.blocking_game_ids).toContain(semiFinal?.id)
    const invalid = await enterGameResult(client, groupsRunning.tournament.id, groupsRunning.games[0]?.id ?? '', {
      kind: 'played',
      legs: [9, 9],
    }).catch((caught: unknown) => caught)
    expect((invalid as ApiRequestError).status).toBe(422)
    expect(correctionConflictOf(invalid)).toBeNull()
    expect(correctionConflictOf(new Error('offline'))).toBeNull()
  })

  it('answers the whole tournament after a change, parsed by the contract', async () => {
    const { client } = clientOver()
    const detail = await fetchTournament(client, groupsRunning.tournament.id)
    expect(detail).toEqual(groupsRunning)
    const refused = await setGroupDecider(client, groupsRunning.tournament.id, 'A', {
      method: 'bullOff',
      order: detail.groups[0]?.rows.slice(0, 2).map((row) => row.entry_id) ?? [],
    }).catch((caught: unknown) => caught)
    expect((refused as ApiRequestError).errors).toHaveProperty('order')
  })
})

describe('tournamentQueries', () => {
  it('writes one key per tournament, with its audit trail under it', () => {
    const { client } = clientOver()
    const detail = tournamentQueries.detail(client, 'abc').queryKey
    expect(detail).toEqual(['tournaments', 'detail', 'abc'])
    expect(tournamentQueries.audit(client, 'abc').queryKey.slice(0, detail.length)).toEqual(detail)
  })

  it('gives equal list queries the same key', () => {
    const { client } = clientOver()
    expect(tournamentQueries.list(client, { search: ' open ', page: 1 }).queryKey).toEqual(
      tournamentQueries.list(client, { search: 'open' }).queryKey,
    )
  })
})
