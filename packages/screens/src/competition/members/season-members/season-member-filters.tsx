import type { SeasonMember, Team } from '@oche/api'
import { FormControl, FormField, FormLabel, Input } from '@oche/ui'
import { Search } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { FilterSelect } from '../../../app/filter-select/filter-select'
import { slugOption } from '../../../app/select-field/select-field'
import { CheckboxField } from '../../../manage/parts/form-fields/checkbox-field'
import type { SeasonMemberFilter } from './season-member-filter'

export type SeasonMemberFiltersProps = {
  value: SeasonMemberFilter
  onValueChange: (value: SeasonMemberFilter) => void
  teams: readonly SeasonMember['team'][]
  /** The season's divisions; empty hides the division filter (only admins read the teams' divisions). */
  divisions: readonly NonNullable<Team['division']>[]
}

/** Narrows the season's player list: a search, a team, a division, and whether to show who left a team. */
export function SeasonMemberFilters({ value, onValueChange, teams, divisions }: SeasonMemberFiltersProps) {
  const change = (next: Partial<SeasonMemberFilter>) => onValueChange({ ...value, ...next })
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField>
          <FormLabel>
            <FormattedMessage
              id="competition.seasonMembers.search"
              defaultMessage="Search by name, team or e-mail address"
            />
          </FormLabel>
          <FormControl>
            <Input
              type="search"
              size="lg"
              startAdornment={<Search aria-hidden />}
              value={value.search}
              onChange={(event) => change({ search: event.target.value })}
            />
          </FormControl>
        </FormField>
        <FilterSelect
          size="lg"
          label={<FormattedMessage id="competition.seasonMembers.team" defaultMessage="Team" />}
          anyLabel={<FormattedMessage id="competition.seasonMembers.allTeams" defaultMessage="All teams" />}
          value={value.team}
          onValueChange={(team) => change({ team })}
          options={teams.map(slugOption)}
        />
        {divisions.length > 0 ? (
          <FilterSelect
            size="lg"
            label={<FormattedMessage id="competition.seasonMembers.division" defaultMessage="Division" />}
            anyLabel={<FormattedMessage id="competition.seasonMembers.allDivisions" defaultMessage="All divisions" />}
            value={value.division}
            onValueChange={(division) => change({ division })}
            options={divisions.map(slugOption)}
          />
        ) : null}
      </div>
      <CheckboxField
        label={<FormattedMessage id="competition.seasonMembers.withFormer" defaultMessage="Show who left a team" />}
        description={
          <FormattedMessage
            id="competition.seasonMembers.withFormerHelp"
            defaultMessage="A transferred player is listed with their old team too, with the days they played for it."
          />
        }
        checked={value.withFormer}
        onCheckedChange={(withFormer) => change({ withFormer })}
      />
    </div>
  )
}
