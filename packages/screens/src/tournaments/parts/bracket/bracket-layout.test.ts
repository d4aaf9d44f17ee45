import type { Game, GameSide } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { bracketSections, layoutBracket, type BracketMetrics } from './bracket-layout'

const side: GameSide = {
  id: null,
  name: 'TBD',
  score: 0,
  one_eighties: 0,
  one_seven_ones: 0,
  player_type: 'player',
  player_id: 0,
  nickname: '',
  high_checkouts: '',
  parent_group: null,
  parent_group_position: null,
  is_winner: false,
  is_bye: false,
  source: null,
}
const winnerOf = (id: string): GameSide => ({ ...side, source: { kind: 'winnerOf', game_id: id } })
const loserOf = (id: string): GameSide => ({ ...side, source: { kind: 'loserOf', game_id: id } })

function game(id: string, round: number, slot: number, sides: [GameSide, GameSide], extra: Partial<Game> = {}): Game {
  return {
    id,
    stage: 'knockout',
    round,
    round_code: 'last8',
    slot,
    group: null,
    bracket: null,
    state: 'waiting',
    sides,
    format: { kind: 'firstTo', legs: 3 },
    result: null,
    match_id: null,
    board: null,
    called_at: null,
    finished_at: null,
    ...extra,
  }
}

// Cards 100 high with 20 between them: the first round sits at 0, 120, 240, 360.
const metrics: BracketMetrics = { cardWidth: 200, cardHeight: 100, columnGap: 40, rowGap: 20 }

const eightPlayerKnockout = [
  game('qf1', 1, 1, [side, side]),
  game('qf2', 1, 2, [side, side]),
  game('qf3', 1, 3, [side, side]),
  game('qf4', 1, 4, [side, side]),
  game('sf1', 2, 1, [winnerOf('qf1'), winnerOf('qf2')]),
  game('sf2', 2, 2, [winnerOf('qf3'), winnerOf('qf4')]),
  game('final', 3, 1, [winnerOf('sf1'), winnerOf('sf2')]),
  game('third', 3, 2, [loserOf('sf1'), loserOf('sf2')], { round_code: 'thirdPlace' }),
]

describe('bracketSections', () => {
  it('draws a knockout as its tree with the third-place match apart', () => {
    const sections = bracketSections(eightPlayerKnockout)
    expect(sections.map((section) => section.kind)).toEqual(['main', 'thirdPlace'])
    expect(sections[0]?.games.map((g) => g.id)).toEqual(['qf1', 'qf2', 'qf3', 'qf4', 'sf1', 'sf2', 'final'])
    expect(sections[1]?.games.map((g) => g.id)).toEqual(['third'])
  })

  it('draws a double elimination as winners bracket, losers bracket and final', () => {
    const sections = bracketSections([
      game('gf', 1, 1, [side, side], { bracket: 'final' }),
      game('w1', 1, 1, [side, side], { bracket: 'winners' }),
      game('l1', 1, 1, [side, side], { bracket: 'losers' }),
    ])
    expect(sections.map((section) => [section.kind, section.games.map((g) => g.id)])).toEqual([
      ['winners', ['w1']],
      ['losers', ['l1']],
      ['final', ['gf']],
    ])
  })
})

describe('layoutBracket', () => {
  it('centres each game on the two games it takes the winners of', () => {
    const layout = layoutBracket(bracketSections(eightPlayerKnockout)[0]?.games ?? [], metrics)
    const top = (id: string) => layout.games.find((placed) => placed.game.id === id)?.top
    expect(['qf1', 'qf2', 'qf3', 'qf4'].map(top)).toEqual([0, 120, 240, 360])
    expect([top('sf1'), top('sf2')]).toEqual([60, 300])
    expect(top('final')).toBe(180)
    expect(layout.columns.map((column) => column.left)).toEqual([0, 240, 480])
    expect(layout.width).toBe(680)
    expect(layout.height).toBe(460)
  })

  it('joins every game to the games feeding it with an elbow line', () => {
    const layout = layoutBracket(bracketSections(eightPlayerKnockout)[0]?.games ?? [], metrics)
    expect(layout.connectors).toHaveLength(6)
    // From the right middle of QF 1 (200, 50) across half the gap, down to SF 1's middle (110), into SF 1 (240).
    expect(layout.connectors.find((line) => line.fromId === 'qf1')).toEqual({
      fromId: 'qf1',
      toId: 'sf1',
      path: 'M 200 50 H 220 V 110 H 240',
    })
  })

  it('keeps a drop-in round of a losers bracket level with its one feeder', () => {
    const losers = [
      game('l1.1', 1, 1, [loserOf('w1'), loserOf('w2')], { bracket: 'losers' }),
      game('l1.2', 1, 2, [loserOf('w3'), loserOf('w4')], { bracket: 'losers' }),
      game('l2.1', 2, 1, [winnerOf('l1.1'), loserOf('w5')], { bracket: 'losers' }),
      game('l2.2', 2, 2, [winnerOf('l1.2'), loserOf('w6')], { bracket: 'losers' }),
      game('l3.1', 3, 1, [winnerOf('l2.1'), winnerOf('l2.2')], { bracket: 'losers' }),
    ]
    const layout = layoutBracket(losers, metrics)
    const top = (id: string) => layout.games.find((placed) => placed.game.id === id)?.top
    expect([top('l2.1'), top('l2.2')]).toEqual([0, 120])
    expect(top('l3.1')).toBe(60)
    expect(layout.connectors.map((line) => `${line.fromId}>${line.toId}`)).toEqual([
      'l1.1>l2.1',
      'l1.2>l2.2',
      'l2.1>l3.1',
      'l2.2>l3.1',
    ])
  })

  it('stacks games without feeders in the section below one another', () => {
    const finals = [
      game('gf', 1, 1, [winnerOf('wf'), winnerOf('lf')], { bracket: 'final' }),
      game('reset', 2, 1, [winnerOf('wf'), winnerOf('lf')], { bracket: 'final' }),
    ]
    const layout = layoutBracket(finals, metrics)
    expect(layout.games.map((placed) => [placed.game.id, placed.left, placed.top])).toEqual([
      ['gf', 0, 0],
      ['reset', 240, 0],
    ])
    expect(layout.connectors).toEqual([])
  })
})
