import { describe, expect, it } from 'vitest'
import type { MatchSetup } from '../match-setup/match-setup'
import { newLocalMatch, parseLocalMatch, serializeLocalMatch } from './local-match'

const setup: MatchSetup = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'bestOf', legs: 3 },
  players: [{ name: 'Anna' }, { name: 'Ben' }],
  starter: 1,
}

let counter = 0
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`

describe('newLocalMatch', () => {
  it('records a chosen second thrower as the bull-off winner, so the log says who started', () => {
    const match = newLocalMatch(setup, { kind: 'casual', newId, now: new Date('2026-11-14T19:00:00Z') })
    expect(match.log).toEqual([{ type: 'bullOff', id: expect.any(String), winner: 1 }])
    expect(match.config.sides).toEqual([{ name: 'Anna' }, { name: 'Ben' }])
    expect(match.startedAt).toBe('2026-11-14T19:00:00.000Z')
  })

  it('starts with an empty log when the first-named player throws first or a bull-off is to come', () => {
    expect(newLocalMatch({ ...setup, starter: 0 }, { kind: 'casual', newId }).log).toEqual([])
    expect(newLocalMatch({ ...setup, starter: 'bullOff' }, { kind: 'casual', newId }).log).toEqual([])
  })
})

describe('parseLocalMatch', () => {
  it('reads back what was stored', () => {
    const match = {
      ...newLocalMatch(setup, { kind: 'bot', newId, bot: { level: 'club' as const, side: 1, seed: 7 } }),
      serverVersion: 1,
    }
    match.log.push({ type: 'visit', id: newId(), total: 100 })
    expect(parseLocalMatch(serializeLocalMatch(match))).toEqual(match)
  })

  it('ignores what is not a stored match: nothing, broken JSON, another shape or an event the contract refuses', () => {
    const stored = JSON.parse(serializeLocalMatch(newLocalMatch(setup, { kind: 'casual', newId }))) as Record<
      string,
      unknown
    >
    expect(parseLocalMatch(null)).toBeNull()
    expect(parseLocalMatch('{"storageVersion":1')).toBeNull()
    expect(parseLocalMatch(JSON.stringify({ ...stored, storageVersion: 0 }))).toBeNull()
    expect(parseLocalMatch(JSON.stringify({ ...stored, log: [{ type: 'visit', id: 'x', total: 60 }] }))).toBeNull()
  })
})
