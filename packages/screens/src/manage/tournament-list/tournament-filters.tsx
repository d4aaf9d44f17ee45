import {
  FormControl,
  FormField,
  FormLabel,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@oche/ui'
import { Search } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
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
      <FormField>
        <FormLabel>
          <FormattedMessage id="manage.tournamentList.show" defaultMessage="Show" />
        </FormLabel>
        <Select
          value={value.status}
          onValueChange={(status) => onValueChange({ ...value, status: status as TournamentFilter['status'] })}
        >
          <FormControl>
            <SelectTrigger size="lg">
              <SelectValue />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            <SelectItem value="all">
              <FormattedMessage id="manage.tournamentList.all" defaultMessage="All tournaments" />
            </SelectItem>
            <SelectItem value="upcoming">
              <FormattedMessage id="manage.tournamentList.upcoming" defaultMessage="Upcoming" />
            </SelectItem>
            <SelectItem value="live">
              <FormattedMessage id="manage.tournamentList.live" defaultMessage="Live" />
            </SelectItem>
            <SelectItem value="finished">
              <FormattedMessage id="manage.tournamentList.finished" defaultMessage="Finished" />
            </SelectItem>
          </SelectContent>
        </Select>
      </FormField>
    </div>
  )
}
