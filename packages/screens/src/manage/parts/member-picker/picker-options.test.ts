import type { Participant } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { pickerOptions } from './picker-options'

const participant = (id: string, name: string, nickname = ''): Participant => ({
  id,
  name,
  nickname,
  user: null,
  tournaments_count: 0,
  created_at: '2026-11-01T10:00:00Z',
})

const list = [
  participant('1', 'Anna de Smet', 'The Hammer'),
  participant('2', 'Hannah Peeters'),
  participant('3', 'Jörg Weber'),
  participant('4', 'Bert Annaert'),
]
const labels = (options: ReturnType<typeof pickerOptions>) =>
  options.map((option) => (option.kind === 'guest' ? `guest:${option.name}` : option.participant.name))

describe('pickerOptions', () => {
  it('puts names starting with the search before names containing it, and offers a new guest', () => {
    expect(labels(pickerOptions(list, 'ann', new Set()))).toEqual([
      'Anna de Smet',
      'Hannah Peeters',
      'Bert Annaert',
      'guest:ann',
    ])
  })

  it('finds a player by nickname and by a name typed without its accent', () => {
    expect(labels(pickerOptions(list, 'hammer', new Set()))).toEqual(['Anna de Smet', 'guest:hammer'])
    expect(labels(pickerOptions(list, 'jorg', new Set()))).toEqual(['Jörg Weber', 'guest:jorg'])
  })

  it('offers no guest with the exact name of someone on the list', () => {
    expect(labels(pickerOptions(list, 'hannah peeters', new Set()))).toEqual(['Hannah Peeters'])
  })

  it('offers no guest when only people on the list can be chosen', () => {
    expect(labels(pickerOptions(list, 'ann', new Set(), { allowsGuest: false }))).toEqual([
      'Anna de Smet',
      'Hannah Peeters',
      'Bert Annaert',
    ])
  })

  it('marks players already entered', () => {
    const options = pickerOptions(list, 'bert', new Set(['4']))
    expect(options[0]).toMatchObject({ kind: 'participant', isEntered: true })
  })

  it('lists everyone, up to the limit, before anything is typed', () => {
    expect(pickerOptions(list, '  ', new Set(), { limit: 3 })).toHaveLength(3)
  })
})
