import { describe, expect, it } from 'vitest'
import { channels, presenceIds } from './channel-names'

describe('channels', () => {
  it('names each channel with the prefix that gives its type', () => {
    expect(channels.match('42')).toBe('match.42')
    expect(channels.tournament('7')).toBe('tournament.7')
    expect(channels.privateTournament('7')).toBe('private-tournament.7')
    expect(channels.privateMatch('42')).toBe('private-match.42')
    expect(channels.board('3')).toBe('private-board.3')
    expect(channels.tournamentManage('7')).toBe('private-tournament.7.manage')
    expect(channels.user('9')).toBe('private-user.9')
    expect(channels.eventBoards('7')).toBe('presence-event.7.boards')
    expect(channels.matchPresence('42')).toBe('presence-match.42')
    expect(presenceIds.board('3')).toBe('board:3')
  })
})
