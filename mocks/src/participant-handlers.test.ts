import { describe, expect, it } from 'vitest'
import { ApiErrorSchema, ParticipantListSchema, ParticipantSchema, TournamentDetailSchema } from '@oche/api'
import { createParticipantHandlers } from './participant-handlers'
import { mockPlayerAccounts } from './participant-fixtures'
import { createTournamentHandlers } from './tournament-handlers'
import { tournamentDetailFixtures } from './tournament-fixtures'
import { participantFixtures } from './tournament-list-fixtures'
import { createTournamentStore } from './tournament-store'
import { mockCaller } from './test-requests'

function caller() {
  const store = createTournamentStore()
  return mockCaller([...createParticipantHandlers({ store }), ...createTournamentHandlers({ store })])
}

const named = (name: string) => {
  const participant = participantFixtures.find((candidate) => candidate.name === name)
  if (!participant) throw new Error(`No participant ${name}`)
  return participant
}

describe('the participant fixtures', () => {
  it('are in the shape of the API, sorted by name, some linked to accounts and some with entries', () => {
    expect(ParticipantListSchema.parse(participantFixtures)).toEqual(participantFixtures)
    expect(participantFixtures.length).toBeGreaterThanOrEqual(12)
    const names = participantFixtures.map((participant) => participant.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(participantFixtures.filter((participant) => participant.user).length).toBeGreaterThanOrEqual(4)
    expect(named('Jeroen Smit').tournaments_count).toBeGreaterThan(1)
    expect(named('Eva Maes').tournaments_count).toBe(1)
  })
})

describe('the participant mocks', () => {
  it('search the list by name or nickname', async () => {
    const call = caller()
    const byNickname = ParticipantListSchema.parse(await (await call('GET', '/participants?search=molenaar')).json())
    expect(byNickname.map((participant) => participant.name)).toEqual(['Jeroen Smit'])
    expect((await call('GET', '/participants', undefined, null)).status).toBe(401)
  })

  it('add a guest and remove them again while they have no entries', async () => {
    const call = caller()
    const response = await call('POST', '/participants', { name: 'Ruud Brouwer', nickname: 'The Miller' })
    expect(response.status).toBe(201)
    const guest = ParticipantSchema.parse(await response.json())
    expect(guest).toMatchObject({ user: null, tournaments_count: 0 })
    expect((await call('DELETE', `/participants/${guest.id}`)).status).toBe(204)
    const refused = await call('DELETE', `/participants/${named('Jeroen Smit').id}`)
    expect(refused.status).toBe(409)
  })

  it('rename a participant everywhere they have entered', async () => {
    const call = caller()
    const jeroen = named('Jeroen Smit')
    await call('PATCH', `/participants/${jeroen.id}`, { name: 'Jeroen Smits' })
    const path = `/tournaments/${tournamentDetailFixtures.finished.tournament.id}`
    const detail = TournamentDetailSchema.parse(await (await call('GET', path)).json())
    const names = detail.entries.map((entry) => entry.name)
    expect(names).toContain('Jeroen Smits')
    expect(names).not.toContain('Jeroen Smit')
  })

  it('merge a duplicate into the participant kept, and refuse two players of the same tournament', async () => {
    const call = caller()
    const created = await call('POST', '/participants', { name: 'J. Smit' })
    const duplicate = ParticipantSchema.parse(await created.json())
    const merged = await call('POST', `/participants/${duplicate.id}/merge`, { into_id: named('Jeroen Smit').id })
    expect(ParticipantSchema.parse(await merged.json()).id).toBe(named('Jeroen Smit').id)
    const list = ParticipantListSchema.parse(await (await call('GET', '/participants?search=smit')).json())
    expect(list.map((participant) => participant.name)).toEqual(['Jeroen Smit'])
    const refused = await call('POST', `/participants/${named('Kevin Peeters').id}/merge`, {
      into_id: named('Jeroen Smit').id,
    })
    expect(refused.status).toBe(422)
    expect(ApiErrorSchema.parse(await refused.json()).errors).toHaveProperty('into_id')
  })

  it('invite an e-mail address to link a guest, the same way whether or not an account uses it, and unlink', async () => {
    const call = caller()
    const jana = named('Jana Schröder')
    const account = mockPlayerAccounts.find((candidate) => candidate.name === 'Jana Schröder')
    const invited = await call('POST', `/participants/${jana.id}/link`, { email: account?.email })
    expect(invited.status).toBe(202)
    const pending = ParticipantSchema.parse(await invited.json())
    expect(pending.user).toBeNull()
    expect(pending.invitation?.email).toBe(account?.email)
    const unknown = await call('POST', `/participants/${named('Eva Maes').id}/link`, { email: 'nobody@example.com' })
    expect(unknown.status).toBe(202)
    expect(ParticipantSchema.parse(await unknown.json()).invitation?.email).toBe('nobody@example.com')
    const invalid = await call('POST', `/participants/${jana.id}/link`, { email: 'not an address' })
    expect(ApiErrorSchema.parse(await invalid.json()).errors).toHaveProperty('email')
    const unlinked = await call('DELETE', `/participants/${jana.id}/link`)
    const withdrawn = ParticipantSchema.parse(await unlinked.json())
    expect(withdrawn.user).toBeNull()
    expect(withdrawn.invitation).toBeNull()
  })
})
