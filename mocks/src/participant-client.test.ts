import { describe, expect, it } from 'vitest'
import { createParticipantHandlers } from './participant-handlers'
import { participantFixtures } from './tournament-list-fixtures'
import { mockClient } from './test-requests'
import { ApiRequestError, createParticipant, deleteParticipant, listParticipants, mergeParticipants } from '@oche/api'

const clientOver = (handlers = createParticipantHandlers()) => mockClient(handlers)

describe('the participant client', () => {
  it('searches only with a search term', async () => {
    const { client, requested } = clientOver()
    expect(await listParticipants(client)).toEqual(participantFixtures)
    const found = await listParticipants(client, { search: ' der pfeil ' })
    expect(found.map((participant) => participant.name)).toEqual(['Lukas Becker'])
    expect(requested).toEqual(['GET /api/participants', 'GET /api/participants?search=der+pfeil'])
  })

  it('removes a guest without entries and refuses one with entries with the reason', async () => {
    const { client } = clientOver()
    const guest = await createParticipant(client, { name: 'Ruud Brouwer' })
    await expect(deleteParticipant(client, guest.id)).resolves.toBeUndefined()
    const kevin = participantFixtures.find((participant) => participant.name === 'Kevin Peeters')
    const error = await deleteParticipant(client, kevin?.id ?? '').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).status).toBe(409)
    expect((error as ApiRequestError).message).toMatch(/merge it into another one/)
  })

  it('answers the participant kept after a merge', async () => {
    const { client } = clientOver()
    const duplicate = await createParticipant(client, { name: 'K. Peeters' })
    const kevin = participantFixtures.find((participant) => participant.name === 'Kevin Peeters')
    const kept = await mergeParticipants(client, duplicate.id, { into_id: kevin?.id ?? '' })
    expect(kept).toMatchObject({ id: kevin?.id, name: 'Kevin Peeters' })
  })
})
