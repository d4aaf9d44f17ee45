import { describe, expect, it } from 'vitest'
import { realtimeChannelId, realtimeChannels } from '../realtime-names'

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
