import { MyMatchKindSchema, MyMatchPeriodSchema } from '@oche/api'
import { Button, SelectItem } from '@oche/ui'
import { X } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FilterSelect } from '../../app/filter-select/filter-select'
import { myMatchMessages } from '../my-matches/my-match-messages'
import { hasMyStatsFilters, noMyStatsFilters, type MyStatsSearch } from './my-stats-search'

export type MyStatsFiltersProps = {
  value: MyStatsSearch
  onValueChange: (value: MyStatsSearch) => void
}

/** Which of the user's matches the figures count: a kind of play and how far back. */
export function MyStatsFilters({ value, onValueChange }: MyStatsFiltersProps) {
  const intl = useIntl()
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'accounts.myStats.filters', defaultMessage: 'Filter the statistics' })}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[repeat(2,minmax(0,16rem))_auto]"
    >
      <FilterSelect
        label={<FormattedMessage id="accounts.myStats.kindFilter" defaultMessage="Kind" />}
        anyLabel={<FormattedMessage id="accounts.myStats.anyKind" defaultMessage="Every kind" />}
        value={value.kind}
        onValueChange={(kind) => onValueChange({ ...value, kind: MyMatchKindSchema.safeParse(kind).data ?? null })}
      >
        {MyMatchKindSchema.options.map((kind) => (
          <SelectItem key={kind} value={kind}>
            {intl.formatMessage(myMatchMessages.kind, { kind })}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label={<FormattedMessage id="accounts.myStats.periodFilter" defaultMessage="Period" />}
        anyLabel={<FormattedMessage id="accounts.myStats.anyPeriod" defaultMessage="All time" />}
        value={value.period}
        onValueChange={(period) =>
          onValueChange({ ...value, period: MyMatchPeriodSchema.safeParse(period).data ?? null })
        }
      >
        {MyMatchPeriodSchema.options.map((period) => (
          <SelectItem key={period} value={period}>
            {intl.formatMessage(myMatchMessages.period, { period })}
          </SelectItem>
        ))}
      </FilterSelect>
      {hasMyStatsFilters(value) ? (
        <Button variant="ghost" onClick={() => onValueChange(noMyStatsFilters)}>
          <X aria-hidden />
          <FormattedMessage id="accounts.myStats.clearFilters" defaultMessage="Clear the filters" />
        </Button>
      ) : null}
    </div>
  )
}
