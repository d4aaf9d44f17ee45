import { MyMatchResultSchema } from '@oche/api'
import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FilterSelect } from '../../app/filter-select/filter-select'
import { ClearFiltersButton, MatchKindFilter, MatchPeriodFilter } from '../parts/match-filters/match-filters'
import { myMatchMessages } from './my-match-messages'
import { hasMyMatchFilters, noMyMatchFilters, type MyMatchesSearch } from './my-matches-search'

type Filters = Pick<MyMatchesSearch, 'kind' | 'period' | 'result'>

export type MyMatchFiltersProps = {
  value: MyMatchesSearch
  onValueChange: (value: Filters) => void
}

/** Which of the user's matches the list shows: a kind of play, how far back, and a result. */
export function MyMatchFilters({ value, onValueChange }: MyMatchFiltersProps) {
  const intl = useIntl()
  const firstFilter = useRef<HTMLButtonElement>(null)
  const filters: Filters = { kind: value.kind, period: value.period, result: value.result }
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'accounts.myMatches.filters', defaultMessage: 'Filters' })}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
    >
      <MatchKindFilter
        triggerRef={firstFilter}
        value={value.kind}
        onValueChange={(kind) => onValueChange({ ...filters, kind })}
      />
      <MatchPeriodFilter value={value.period} onValueChange={(period) => onValueChange({ ...filters, period })} />
      <FilterSelect
        label={<FormattedMessage id="accounts.myMatches.resultFilter" defaultMessage="Result" />}
        anyLabel={<FormattedMessage id="accounts.myMatches.anyResult" defaultMessage="Any result" />}
        value={value.result}
        onValueChange={(result) =>
          onValueChange({ ...filters, result: MyMatchResultSchema.safeParse(result).data ?? null })
        }
        options={MyMatchResultSchema.options.map((result) => ({
          value: result,
          label: intl.formatMessage(myMatchMessages.result, { result }),
        }))}
      />
      {hasMyMatchFilters(value) ? (
        <ClearFiltersButton onClear={() => onValueChange(noMyMatchFilters)} firstFilter={firstFilter} />
      ) : null}
    </div>
  )
}
