import { FormControl, FormField, FormLabel, Input } from '@oche/ui'
import { Search } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { FilterSelect } from '../../app/filter-select/filter-select'
import type { TournamentFilter } from './filter-tournaments'

export type TournamentFiltersProps = {
  value: TournamentFilter
  onValueChange: (value: TournamentFilter) => void
}

/** A search on name and venue, and which tournaments to show: upcoming, live, finished or all. */
export function TournamentFilters({ value, onValueChange }: TournamentFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <FormField>
        <FormLabel>
          <FormattedMessage id="manage.tournamentList.search" defaultMessage="Search by name or venue" />
        </FormLabel>
        <FormControl>
          <Input
            type="search"
            size="lg"
            startAdornment={<Search aria-hidden className="size-4" />}
            value={value.search}
            onChange={(event) => onValueChange({ ...value, search: event.target.value })}
          />
        </FormControl>
      </FormField>
      <FilterSelect
        size="lg"
        label={<FormattedMessage id="manage.tournamentList.show" defaultMessage="Show" />}
        anyLabel={<FormattedMessage id="manage.tournamentList.all" defaultMessage="All tournaments" />}
        anyValue="all"
        value={value.status}
        onValueChange={(status) => onValueChange({ ...value, status })}
        options={[
          {
            value: 'upcoming',
            label: <FormattedMessage id="manage.tournamentList.upcoming" defaultMessage="Upcoming" />,
          },
          { value: 'live', label: <FormattedMessage id="manage.tournamentList.live" defaultMessage="Live" /> },
          {
            value: 'finished',
            label: <FormattedMessage id="manage.tournamentList.finished" defaultMessage="Finished" />,
          },
        ]}
      />
    </div>
  )
}
