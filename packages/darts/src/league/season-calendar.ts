import type { FixtureMode, FixtureVenue } from './fixtures'
import { nextWeekday, type Weekday, weekdayOf } from './iso-dates'

/**
 * The weekday a playing week starts on: the weekday of the given week starts in `teamNight` mode, Monday in
 * `fixedNight` mode (where the weeks are given by their league nights).
 */
export function weekStartsOn(mode: FixtureMode, firstWeekDay: number): Weekday {
  return mode === 'teamNight' ? weekdayOf(firstWeekDay) : 'monday'
}

/** The day of a home match in a playing week: the home team's night inside the week, or the league night. */
export function homeMatchDay(mode: FixtureMode, weekDay: number, homeNight: Weekday | undefined): number {
  if (mode === 'fixedNight' || homeNight === undefined) return weekDay
  return nextWeekday(weekDay, homeNight)
}

/** How many matches a venue can host on a day: none on a night it does not host, else ⌊boards ÷ boards per match⌋. */
export function venueCapacity(venue: FixtureVenue, day: number, minBoardsPerMatch: number): number {
  return venue.nights.includes(weekdayOf(day)) ? Math.floor(venue.boards / minBoardsPerMatch) : 0
}
