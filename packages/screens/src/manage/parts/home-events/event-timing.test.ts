import type { EventListItem } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { eventTiming, orderEvents } from './event-timing'

const event = (id: string, startsAt: string, endsAt: string | null, timeZone = 'Europe/Amsterdam'): EventListItem => ({
  id,
  name: `Event ${id}`,
  starts_at: startsAt,
  ends_at: endsAt,
  time_zone: timeZone,
  venue: null,
  visibility: 'public',
  created_at: '2026-09-01T10:00:00.000Z',
  updated_at: '2026-09-01T10:00:00.000Z',
  tournaments_count: 0,
  boards_count: 0,
})

// 21:30 in Amsterdam on Saturday 14 November 2026.
const now = new Date('2026-11-14T20:30:00.000Z')

describe('eventTiming', () => {
  it('calls an event starting later today "today"', () => {
    expect(eventTiming(event('a', '2026-11-14T22:00:00.000Z', null), now)).toBe('today')
  })

  it('calls an event that started this morning and is over "today" until midnight on its clock', () => {
    expect(eventTiming(event('a', '2026-11-14T09:00:00.000Z', '2026-11-14T12:00:00.000Z'), now)).toBe('today')
  })

  it('keeps a night that started yesterday "today" while it runs past midnight', () => {
    const night = event('a', '2026-11-14T18:30:00.000Z', '2026-11-15T01:30:00.000Z')
    expect(eventTiming(night, new Date('2026-11-15T00:15:00.000Z'))).toBe('today')
    expect(eventTiming(night, new Date('2026-11-15T09:00:00.000Z'))).toBe('past')
  })

  it('reads the day on the event clock, not in UTC', () => {
    // 00:30 on Sunday in Amsterdam is still Saturday in UTC.
    expect(eventTiming(event('a', '2026-11-14T23:30:00.000Z', null), now)).toBe('upcoming')
    // 23:00 on Saturday in New York is Sunday in UTC, and still the 14th there.
    expect(eventTiming(event('b', '2026-11-15T04:00:00.000Z', null, 'America/New_York'), now)).toBe('today')
  })

  it('calls an event on an earlier day without an end "past"', () => {
    expect(eventTiming(event('a', '2026-11-13T18:00:00.000Z', null), now)).toBe('past')
  })
})

describe('orderEvents', () => {
  it('puts today and upcoming events soonest first, then past ones latest first', () => {
    const { comingUp, past } = orderEvents(
      [
        event('october', '2026-10-17T18:00:00.000Z', null),
        event('december', '2026-12-05T18:00:00.000Z', null),
        event('tonight', '2026-11-14T18:00:00.000Z', '2026-11-14T23:00:00.000Z'),
        event('november', '2026-11-07T18:00:00.000Z', null),
        event('nextWeek', '2026-11-21T18:30:00.000Z', null),
      ],
      now,
    )
    expect(comingUp.map((item) => [item.event.id, item.timing])).toEqual([
      ['tonight', 'today'],
      ['nextWeek', 'upcoming'],
      ['december', 'upcoming'],
    ])
    expect(past.map((item) => item.event.id)).toEqual(['november', 'october'])
  })
})
