import { MyMatchKindSchema, MyMatchPeriodSchema, MyMatchResultSchema } from '@oche/api'
import { Button, SelectItem } from '@oche/ui'
import { X } from 'lucide-react'
import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FilterSelect } from '../../app/filter-select/filter-select'
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
      <FilterSelect
        triggerRef={firstFilter}
        label={<FormattedMessage id="accounts.myMatches.kindFilter" defaultMessage="Kind" />}
        anyLabel={<FormattedMessage id="accounts.myMatches.anyKind" defaultMessage="Every kind" />}
        value={value.kind}
        onValueChange={(kind) => onValueChange({ ...filters, kind: MyMatchKindSchema.safeParse(kind).data ?? null })}
      >
        {MyMatchKindSchema.options.map((kind) => (
          <SelectItem key={kind} value={kind}>
            {intl.formatMessage(myMatchMessages.kind, { kind })}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label={<FormattedMessage id="accounts.myMatches.periodFilter" defaultMessage="Period" />}
        anyLabel={<FormattedMessage id="accounts.myMatches.anyPeriod" defaultMessage="All time" />}
        value={value.period}
        onValueChange={(period) =>
          onValueChange({ ...filters, period: MyMatchPeriodSchema.safeParse(period).data ?? null })
        }
      >
        {MyMatchPeriodSchema.options.map((period) => (
          <SelectItem key={period} value={period}>
            {intl.formatMessage(myMatchMessages.period, { period })}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label={<FormattedMessage id="accounts.myMatches.resultFilter" defaultMessage="Result" />}
        anyLabel={<FormattedMessage id="accounts.myMatches.anyResult" defaultMessage="Any result" />}
        value={value.result}
        onValueChange={(result) =>
          onValueChange({ ...filters, result: MyMatchResultSchema.safeParse(result).data ?? null })
        }
      >
        {MyMatchResultSchema.options.map((result) => (
          <SelectItem key={result} value={result}>
            {intl.formatMessage(myMatchMessages.result, { result })}
          </SelectItem>
        ))}
      </FilterSelect>
      {hasMyMatchFilters(value) ? (
        <Button
          variant="ghost"
          onClick={() => {
            onValueChange(noMyMatchFilters)
            // The button goes away with the filters: keep a keyboard user's place at the first filter.
            firstFilter.current?.focus()
          }}
        >
          <X aria-hidden />
          <FormattedMessage id="accounts.myMatches.clearFilters" defaultMessage="Clear the filters" />
        </Button>
      ) : null}
    </div>
  )
}
