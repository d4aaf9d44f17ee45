import { eventFixtures } from '@oche/mocks'
import { describe, expect, it } from 'vitest'
import {
  EventFormSchema,
  eventFormValuesFrom,
  newEventFormValues,
  toEventInput,
  type EventFormValues,
} from './event-form-values'

const evening: EventFormValues = {
  name: '  Brabant Open Night ',
  start_date: '2026-11-21',
  start_time: '19:30',
  end_date: '',
  end_time: '',
  time_zone: 'Europe/Amsterdam',
  venue_id: 'none',
  description: '',
  visibility: 'public',
}

const reasonsOf = (values: EventFormValues) => {
  const result = EventFormSchema.safeParse(values)
  return result.success
    ? []
    : result.error.issues.map((issue) => [
        issue.path.join('.'),
        (issue as { params?: { reason?: string } }).params?.reason,
      ])
}

describe('toEventInput', () => {
  it('sends the start on the event’s clock, no end and no venue', () => {
    expect(toEventInput(evening)).toEqual({
      name: 'Brabant Open Night',
      starts_at: '2026-11-21T19:30:00+01:00',
      ends_at: null,
      time_zone: 'Europe/Amsterdam',
      venue_id: null,
      description: '',
      visibility: 'public',
    })
  })

  it('ends a night that runs past midnight on the next day', () => {
    expect(toEventInput({ ...evening, end_time: '01:00' }).ends_at).toBe('2026-11-22T01:00:00+01:00')
  })

  it('ends later the same evening without an end date', () => {
    expect(toEventInput({ ...evening, end_time: '23:30' }).ends_at).toBe('2026-11-21T23:30:00+01:00')
  })

  it('ends on the end date when one is given', () => {
    expect(toEventInput({ ...evening, end_date: '2026-11-22', end_time: '18:00' }).ends_at).toBe(
      '2026-11-22T18:00:00+01:00',
    )
  })
})

describe('EventFormSchema', () => {
  it('accepts an evening without an end', () => {
    expect(reasonsOf(evening)).toEqual([])
  })

  it('asks for a start date and time', () => {
    expect(reasonsOf({ ...evening, start_date: '', start_time: '' })).toEqual([
      ['start_date', 'dateTime'],
      ['start_time', 'dateTime'],
    ])
  })

  it('asks for an end time when an end date is given', () => {
    expect(reasonsOf({ ...evening, end_date: '2026-11-22' })).toEqual([['end_time', 'endTime']])
  })

  it('refuses an end date before the start', () => {
    expect(reasonsOf({ ...evening, end_date: '2026-11-20', end_time: '23:00' })).toEqual([
      ['end_time', 'endsBeforeStart'],
    ])
  })
})

describe('eventFormValuesFrom', () => {
  it('shows the fixture evening on Amsterdam’s clock, ending the same night without an end date', () => {
    expect(eventFormValuesFrom(eventFixtures.upcoming)).toMatchObject({
      start_date: '2026-11-21',
      start_time: '19:30',
      end_date: '',
      end_time: '00:30',
      venue_id: eventFixtures.upcoming.venue?.id,
    })
  })

  it('keeps the end date of an event that lasts into a later day', () => {
    const weekend = { ...eventFixtures.upcoming, ends_at: '2026-11-22T20:00:00.000Z' }
    expect(eventFormValuesFrom(weekend)).toMatchObject({ end_date: '2026-11-22', end_time: '21:00' })
  })

  it('reads back what it saves', () => {
    const values = eventFormValuesFrom(eventFixtures.upcoming)
    const input = toEventInput(values)
    expect(Date.parse(input.starts_at)).toBe(Date.parse(eventFixtures.upcoming.starts_at))
    expect(Date.parse(input.ends_at ?? '')).toBe(Date.parse(eventFixtures.upcoming.ends_at))
  })
})

describe('newEventFormValues', () => {
  it('suggests tomorrow at half past seven, without a venue', () => {
    expect(newEventFormValues(new Date(2026, 10, 14, 10), 'Europe/Brussels')).toMatchObject({
      start_date: '2026-11-15',
      start_time: '19:30',
      time_zone: 'Europe/Brussels',
      venue_id: 'none',
    })
  })
})
