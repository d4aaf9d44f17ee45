import { describe, expect, it } from 'vitest'
import { createX01Match } from '../x01/match-state'
import { applyVisit } from '../x01/replay'
import { matchStatistics } from '../stats/match-statistics'
import { chooseAim } from './aim-strategy'
import { botVisitEvent, createBot } from './bot'
import { botLevels, calibrationSeed } from './bot-levels'
import { simulateSoloLegs } from './calibration'
import { createRandom } from './random'

const open = (remaining: number) => ({ remaining, isOpen: true })

describe('chooseAim', () => {
  it.each([
    [501, 3, 'T20'],
    [230, 3, 'T20'],
    [170, 3, 'T20'],
    [100, 2, 'T20'],
    [50, 1, 'DB'],
    [32, 1, 'D16'],
    [41, 3, 'S9'],
  ] as const)('from %s with %s darts in hand aims at %s', (remaining, dartsLeft, aim) => {
    expect(chooseAim(open(remaining), dartsLeft, 'straight', 'double')).toBe(aim)
  })

  it('sets up D20 from 100 with one dart left instead of going for the finish', () => {
    expect(chooseAim(open(100), 1, 'straight', 'double')).toBe('T20')
  })

  it('sets up a two-dart finish from 180 rather than leaving a bogey: T20 leaves 120', () => {
    expect(chooseAim(open(180), 3, 'straight', 'double')).toBe('T20')
  })

  it('never aims at a set-up that would bust: from 3 with one dart it aims S1 to leave D1', () => {
    expect(chooseAim(open(3), 1, 'straight', 'double')).toBe('S1')
  })

  it('goes for the opening double before it is in under double in', () => {
    expect(chooseAim({ remaining: 501, isOpen: false }, 3, 'double', 'double')).toBe('D20')
  })
})

describe('createBot', () => {
  it('throws the same darts for the same seed', () => {
    const a = createBot('club', createRandom(9)).playVisit(open(501), 'straight', 'double')
    const b = createBot('club', createRandom(9)).playVisit(open(501), 'straight', 'double')
    expect(a).toEqual(b)
  })

  it('plays whole legs through the engine: a professional bot wins a first to 3 legs match against a beginner', () => {
    const created = createX01Match({
      startScore: 501,
      inRule: 'straight',
      outRule: 'double',
      format: { kind: 'firstTo', legs: 3 },
      sides: ['pro', 'beginner'],
    })
    if (!created.ok) throw new Error(created.error)
    const bots = [createBot('professional', createRandom(11)), createBot('beginner', createRandom(12))]
    let state = created.value
    for (let n = 0; state.status === 'inProgress' && n < 1000; n += 1) {
      const thrower = state.legs.at(-1)?.thrower ?? 0
      const bot = bots[thrower]
      if (!bot) throw new Error('no bot')
      const next = applyVisit(state, botVisitEvent(state, bot, `visit-${n}`))
      if (!next.ok) throw new Error(next.error)
      state = next.value
    }
    expect(state.outcome).toEqual({ kind: 'win', winner: 0 })
    const [pro, beginner] = matchStatistics(state).sides
    expect(pro?.threeDartAverage ?? 0).toBeGreaterThan(beginner?.threeDartAverage ?? 0)
  })
})

describe('bot calibration', () => {
  it.each(botLevels.map((info) => [info.level, info.targetAverage, info.sigma] as const))(
    'plays the %s level (target %s, σ %s mm) within 2 of its average over 1,000 solo 501 legs, for two seeds',
    (_level, target, sigma) => {
      for (const seed of [calibrationSeed, 2024]) {
        const { average } = simulateSoloLegs(sigma, 1000, seed)
        expect(Math.abs(average - target)).toBeLessThanOrEqual(2)
      }
    },
  )

  it('averages less as the scatter grows: σ 8 beats σ 13, which beats σ 24', () => {
    const averages = [8, 13, 24].map((sigma) => simulateSoloLegs(sigma, 300, 3).average)
    expect(averages[0]).toBeGreaterThan(averages[1] ?? 0)
    expect(averages[1]).toBeGreaterThan(averages[2] ?? 0)
  })
})
