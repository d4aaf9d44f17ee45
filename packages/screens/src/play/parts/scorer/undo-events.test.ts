import { replay, type MatchEvent, type X01MatchConfig } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { undoEvents } from './undo-events'

const config: X01MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides: ['Anna', 'Club bot'],
}

function after(events: MatchEvent[]) {
  const replayed = replay(config, events)
  if (!replayed.ok) throw new Error(replayed.error)
  return replayed.value
}

let counter = 0
const newId = () => `undo-${(counter += 1)}`

describe('undoEvents', () => {
  it('takes back only the last visit in a match between people', () => {
    const match = after([
      { type: 'visit', id: 'a', total: 60 },
      { type: 'visit', id: 'b', total: 45 },
    ])
    expect(undoEvents(match, newId)).toHaveLength(1)
  })

  it('takes back the bot’s visit and the player’s before it, so the player throws again', () => {
    const match = after([
      { type: 'visit', id: 'a', total: 60 },
      { type: 'darts', id: 'b', darts: ['T20', 'S20', 'S1'] },
    ])
    const events = undoEvents(match, newId, 1)
    expect(events).toHaveLength(2)
    const undone = after([...match.events, ...events])
    expect(undone.legs[0]?.visits).toEqual([])
  })

  it('has nothing to take back before the first visit', () => {
    expect(undoEvents(after([]), newId)).toEqual([])
  })
})
