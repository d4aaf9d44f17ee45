// League fixtures: the season's matches per division, venues shared across divisions (league-rules.md §2).
export { canRegenerate } from './can-regenerate'
export { generateFixtures } from './generate-fixtures'
export { rescheduleMatch } from './reschedule-match'
export type {
  FixtureBye,
  FixtureChange,
  FixtureDivision,
  FixtureMatch,
  FixtureMode,
  Fixtures,
  FixturesError,
  FixturesInput,
  FixturesOutcome,
  FixtureTeam,
  FixtureVenue,
  RescheduleError,
  RescheduleOutcome,
  RoundRobinKind,
} from './fixtures'
export { weekdays, type Weekday } from './iso-dates'
