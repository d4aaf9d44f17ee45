export { ArchivedSeasonNote, DivisionNote } from './division-note'
export { DivisionPage, DivisionSubPage, type DivisionPageProps, type DivisionSubPageProps } from './division-page'
export { divisionMessages } from './division-messages'
export { useDivisionPaths, type DivisionPaths } from './use-division-paths'
export {
  scopeState,
  useScopedDivision,
  useSeasonScope,
  type DivisionPageBlocked,
  type ScopeData,
  type SeasonScope,
} from './use-division-scope'
export { DivisionForm, type DivisionFormProps } from './division-form'
export {
  divisionFormValues,
  emptyDivisionForm,
  toDivisionChanges,
  toDivisionInput,
  type DivisionFormValues,
} from './division-form-values'
export { fixturesByWeek, summariseFixtures, type FixtureSummary, type FixtureWeek } from './fixture-summary'
export { CalendarDay } from './calendar-day'
