import type { TournamentGame } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import type { EventRow, TournamentGameRow, TournamentRow } from '../../db/schema/index'
import type { PlayState } from '../tournament-play/load-play-state'
import { readySince } from './load-event-play'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 19, minute))

function row(key: string, definition: Partial<TournamentGame>, times: { created?: number; finished?: number } = {}) {
  return {
    key,
    definition: { id: key, stageId: 's', round: 1, roundCode: 'final', slot: 1, sides: [], ...definition },
    createdAt: at(times.created ?? 0),
    finishedAt: times.finished === undefined ? null : at(times.finished),
  } as unknown as TournamentGameRow
}

const entry = (entryId: string) => ({ kind: 'entry', entryId }) as const

function readyOf(game: TournamentGameRow, rows: TournamentGameRow[], joined: number | null = null) {
  const play = { row: { eventJoinedAt: joined === null ? null : at(joined) } as TournamentRow, gameRows: rows }
  const event = { startsAt: at(0) } as EventRow
  return new Date(readySince({ event }, { row: game, play: play as unknown as PlayState })).toISOString()
}

describe('readySince', () => {
  it('counts from the draw, not from the start of the event', () => {
    const game = row('g1', { sides: [entry('a'), entry('b')] }, { created: 58 })
    expect(readyOf(game, [game])).toBe(at(58).toISOString())
  })

  it('counts from when the tournament joined the event', () => {
    const game = row('g1', { sides: [entry('a'), entry('b')] }, { created: 5 })
    expect(readyOf(game, [game], 30)).toBe(at(30).toISOString())
  })

  it('counts from when the games its sides come from finished', () => {
    const semi1 = row('sf1', {}, { finished: 40 })
    const semi2 = row('sf2', {}, { finished: 47 })
    const final = row('f', {
      sides: [
        { kind: 'winnerOf', gameId: 'sf1' },
        { kind: 'loserOf', gameId: 'sf2' },
      ],
    })
    expect(readyOf(final, [semi1, semi2, final])).toBe(at(47).toISOString())
  })

  it('counts from the last game of the group for a group position', () => {
    const groupA = [row('a1', { groupId: 'A' }, { finished: 20 }), row('a2', { groupId: 'A' }, { finished: 52 })]
    const groupB = [row('b1', { groupId: 'B' }, { finished: 59 })]
    const final = row('f', {
      sides: [
        { kind: 'groupPosition', groupId: 'A', position: 1 },
        { kind: 'groupPosition', groupId: 'A', position: 2 },
      ],
    })
    expect(readyOf(final, [...groupA, ...groupB, final])).toBe(at(52).toISOString())
  })
})
