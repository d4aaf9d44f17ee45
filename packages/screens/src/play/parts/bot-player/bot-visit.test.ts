import { createX01Match, replay, type X01MatchConfig } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { botEventId, botLevelOf, planBotVisit } from './bot-visit'

const config: X01MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides: ['Anna', 'Club bot'],
}

function fresh() {
  const created = createX01Match(config)
  if (!created.ok) throw new Error(created.error)
  return created.value
}

describe('planBotVisit', () => {
  it('throws the same visit for the same seed and visit, so a reload replays what was thrown', () => {
    const first = planBotVisit(fresh(), { level: 'club', seed: 42 }, 3, 'e1')
    const again = planBotVisit(fresh(), { level: 'club', seed: 42 }, 3, 'e1')
    expect(again).toEqual(first)
    expect(first.event.darts).toHaveLength(3)
  })

  it('aims at the treble 20 from 501', () => {
    const visit = planBotVisit(fresh(), { level: 'professional', seed: 1 }, 0, 'e1')
    expect(visit.darts[0]).toMatchObject({ aim: 'T20', remainingBefore: 501, isCheckoutAttempt: false })
  })

  it('shows a dart aimed at the double that would win the leg as a checkout attempt', () => {
    // The bot throws first in a 101 leg: 61 leaves it on 40, Anna scores 45, and the bot is on 40.
    const replayed = replay({ ...config, startScore: 101, sides: ['Club bot', 'Anna'] }, [
      { type: 'visit', id: 'a', total: 61, dartsAtDouble: 0 },
      { type: 'visit', id: 'b', total: 45 },
    ])
    if (!replayed.ok) throw new Error(replayed.error)
    const visit = planBotVisit(replayed.value, { level: 'professional', seed: 5 }, 2, 'e1')
    expect(visit.darts[0]).toMatchObject({ aim: 'D20', remainingBefore: 40, isCheckoutAttempt: true })
  })
})

describe('botLevelOf', () => {
  it('knows the engine’s levels and nothing else', () => {
    expect(botLevelOf('club')).toBe('club')
    expect(botLevelOf('grandmaster')).toBeNull()
  })
})

describe('botEventId', () => {
  it('makes a different uuid for each throw of a match, and the same one again for the same throw', () => {
    const matchId = '7a3e9b1c-2d4f-4e6a-8b0c-1d2e3f4a5b03'
    const first = botEventId(matchId, 0)
    expect(first).toMatch(/^7a3e9b1c-2d4f-4e6a-8b0c-1d2e[0-9a-f]{8}$/)
    expect(botEventId(matchId, 0)).toBe(first)
    expect(new Set([0, 1, 2, 3].map((n) => botEventId(matchId, n))).size).toBe(4)
    expect(first).not.toBe(matchId)
  })
})
