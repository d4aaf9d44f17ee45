import { describe, expect, it } from 'vitest'
import { realtimeChannelId, realtimeChannels, realtimeEvents } from '../realtime-names'
import { parseRealtimePayload } from './realtime'

describe('realtimeChannels', () => {
  it('names each channel with the prefix that gives its type', () => {
    expect(realtimeChannels.match('42')).toBe('match.42')
    expect(realtimeChannels.tournament('7')).toBe('tournament.7')
    expect(realtimeChannels.privateTournament('7')).toBe('private-tournament.7')
    expect(realtimeChannels.privateMatch('42')).toBe('private-match.42')
    expect(realtimeChannels.event('7')).toBe('event.7')
    expect(realtimeChannels.user('9')).toBe('private-user.9')
    expect(realtimeChannels.matchPresence('42')).toBe('presence-match.42')
  })
})

describe('realtimeChannelId', () => {
  it('reads the id back from a channel of that kind', () => {
    expect(realtimeChannelId('tournament', 'tournament.7')).toBe('7')
    expect(realtimeChannelId('privateTournament', 'private-tournament.7')).toBe('7')
    expect(realtimeChannelId('user', 'private-user.9')).toBe('9')
  })

  it('is null for a channel of another kind or a name with more after the id', () => {
    expect(realtimeChannelId('tournament', 'private-tournament.7')).toBeNull()
    expect(realtimeChannelId('privateTournament', 'private-tournament.7.manage')).toBeNull()
    expect(realtimeChannelId('match', 'match.')).toBeNull()
    expect(realtimeChannelId('match', 'presence-match.42')).toBeNull()
  })
})

describe('parseRealtimePayload', () => {
  const eventId = '5c1e2a40-7b3d-4f0e-9a61-0d2b8e4c1a01'

  it('reads a payload by the schema of its event', () => {
    expect(parseRealtimePayload(realtimeEvents.boardsChanged, { eventId, version: 3 })).toEqual({ eventId, version: 3 })
  })

  it('is null for a payload its schema does not read', () => {
    expect(parseRealtimePayload(realtimeEvents.boardsChanged, { version: 3 })).toBeNull()
    expect(parseRealtimePayload(realtimeEvents.standingsUpdated, { eventId, version: 3 })).toBeNull()
    expect(parseRealtimePayload(realtimeEvents.visitScored, 'not json')).toBeNull()
  })
})
