import { MyMatchKindSchema, MyMatchPeriodSchema, type MyMatchKind, type MyMatchPeriod } from '@oche/api'
import { Button } from '@oche/ui'
import { X } from 'lucide-react'
import type { RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FilterSelect } from '../../../app/filter-select/filter-select'
import { myMatchMessages } from '../../my-matches/my-match-messages'

/** Which kind of play a player's matches or figures are filtered to (null: every kind). */
export function MatchKindFilter({
  value,
  onValueChange,
  triggerRef,
}: {
  value: MyMatchKind | null
  onValueChange: (kind: MyMatchKind | null) => void
  triggerRef?: RefObject<HTMLButtonElement | null>
}) {
  const intl = useIntl()
  return (
    <FilterSelect
      triggerRef={triggerRef}
      label={<FormattedMessage id="accounts.myMatches.kindFilter" defaultMessage="Kind" />}
      anyLabel={<FormattedMessage id="accounts.myMatches.anyKind" defaultMessage="Every kind" />}
      value={value}
      onValueChange={(kind) => onValueChange(MyMatchKindSchema.safeParse(kind).data ?? null)}
      options={MyMatchKindSchema.options.map((kind) => ({
        value: kind,
        label: intl.formatMessage(myMatchMessages.kind, { kind }),
      }))}
    />
  )
}

/** How far back a player's matches or figures go (null: all time). */
export function MatchPeriodFilter({
  value,
  onValueChange,
}: {
  value: MyMatchPeriod | null
  onValueChange: (period: MyMatchPeriod | null) => void
}) {
  const intl = useIntl()
  return (
    <FilterSelect
      label={<FormattedMessage id="accounts.myMatches.periodFilter" defaultMessage="Period" />}
      anyLabel={<FormattedMessage id="accounts.myMatches.anyPeriod" defaultMessage="All time" />}
      value={value}
      onValueChange={(period) => onValueChange(MyMatchPeriodSchema.safeParse(period).data ?? null)}
      options={MyMatchPeriodSchema.options.map((period) => ({
        value: period,
        label: intl.formatMessage(myMatchMessages.period, { period }),
      }))}
    />
  )
}

/**
 * Clears every filter. It goes away with them, so it leaves the keyboard user's focus on the first filter
 * (`firstFilter`) rather than dropping it to the top of the page.
 */
export function ClearFiltersButton({
  onClear,
  firstFilter,
}: {
  onClear: () => void
  firstFilter: RefObject<HTMLButtonElement | null>
}) {
  return (
    <Button
      variant="ghost"
      onClick={() => {
        onClear()
        firstFilter.current?.focus()
      }}
    >
      <X aria-hidden />
      <FormattedMessage id="accounts.myMatches.clearFilters" defaultMessage="Clear the filters" />
    </Button>
  )
}
