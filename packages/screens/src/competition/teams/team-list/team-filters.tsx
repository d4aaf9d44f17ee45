import type { Division } from '@oche/api'
import { FormControl, FormField, FormLabel, Input } from '@oche/ui'
import { Search } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { FilterSelect } from '../../../app/filter-select/filter-select'
import { slugOption } from '../../../app/select-field/select-field'
import { noChoice } from '../parts/team-form/team-form-values'
import type { TeamFilter } from './group-teams'

export type TeamFiltersProps = {
  divisions: readonly Division[]
  value: TeamFilter
  onValueChange: (value: TeamFilter) => void
}

/** A search on team name and club, and which division to show. */
export function TeamFilters({ divisions, value, onValueChange }: TeamFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
      <FormField>
        <FormLabel>
          <FormattedMessage id="competition.teamList.search" defaultMessage="Search by team or club" />
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
        label={<FormattedMessage id="competition.teamList.divisionFilter" defaultMessage="Division" />}
        anyLabel={<FormattedMessage id="competition.teamList.allDivisions" defaultMessage="All divisions" />}
        value={value.division}
        onValueChange={(division) => onValueChange({ ...value, division })}
        options={[
          ...divisions.map(slugOption),
          {
            value: noChoice,
            label: <FormattedMessage id="competition.teamList.noDivision" defaultMessage="Not in a division" />,
          },
        ]}
      />
    </div>
  )
}
