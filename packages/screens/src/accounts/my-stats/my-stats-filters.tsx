import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { ClearFiltersButton, MatchKindFilter, MatchPeriodFilter } from '../parts/match-filters/match-filters'
import { hasMyStatsFilters, noMyStatsFilters, type MyStatsSearch } from './my-stats-search'

export type MyStatsFiltersProps = {
  value: MyStatsSearch
  onValueChange: (value: MyStatsSearch) => void
}

/** Which of the user's matches the figures count: a kind of play and how far back (the same filters as my matches). */
export function MyStatsFilters({ value, onValueChange }: MyStatsFiltersProps) {
  const intl = useIntl()
  const firstFilter = useRef<HTMLButtonElement>(null)
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'accounts.myStats.filters', defaultMessage: 'Filter the statistics' })}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[repeat(2,minmax(0,16rem))_auto]"
    >
      <MatchKindFilter
        triggerRef={firstFilter}
        value={value.kind}
        onValueChange={(kind) => onValueChange({ ...value, kind })}
      />
      <MatchPeriodFilter value={value.period} onValueChange={(period) => onValueChange({ ...value, period })} />
      {hasMyStatsFilters(value) ? (
        <ClearFiltersButton onClear={() => onValueChange(noMyStatsFilters)} firstFilter={firstFilter} />
      ) : null}
    </div>
  )
}
