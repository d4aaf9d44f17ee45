import type { SeasonMember } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { knownPlayersOf } from './use-member-create'

const member = (participant: string, name: string, team: string, extra: Partial<SeasonMember> = {}): SeasonMember => ({
  id: `${participant}-${team}`,
  participant_id: participant,
  name,
  nickname: '',
  is_user: false,
  role: 'player',
  joined_on: '2026-09-01',
  left_on: null,
  contact: null,
  team: { slug: team, name: team },
  ...extra,
})

describe('knownPlayersOf', () => {
  it('lists each player of every season once, by name, with the team they play for now', () => {
    const current = [
      member('b', 'Bart', 'busters', { left_on: '2026-10-01' }),
      member('b', 'Bart', 'arrows', { joined_on: '2026-10-01' }),
      member('c', 'Cas', 'arrows', { left_on: '2026-11-01' }),
    ]
    const previous = [member('a', 'Anke', 'old-timers'), member('b', 'Bart', 'old-timers')]
    expect(knownPlayersOf(current, [current, previous])).toEqual([
      { id: 'a', name: 'Anke', nickname: '', is_user: false, team: null },
      { id: 'b', name: 'Bart', nickname: '', is_user: false, team: { slug: 'arrows', name: 'arrows' } },
      { id: 'c', name: 'Cas', nickname: '', is_user: false, team: null },
    ])
  })
})
