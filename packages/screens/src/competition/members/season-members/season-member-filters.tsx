import type { SeasonMember, Team } from '@oche/api'
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
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { CheckboxField } from '../../../manage/parts/form-fields/checkbox-field'
import { allChoice, type SeasonMemberFilter } from './season-member-filter'

export type SeasonMemberFiltersProps = {
  value: SeasonMemberFilter
  onValueChange: (value: SeasonMemberFilter) => void
  teams: readonly SeasonMember['team'][]
  /** The season's divisions; empty hides the division filter (only admins read the teams' divisions). */
  divisions: readonly NonNullable<Team['division']>[]
}

function ChoiceField({
  label,
  value,
  onValueChange,
  allLabel,
  choices,
}: {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  allLabel: ReactNode
  choices: readonly { slug: string; name: string }[]
}) {
  return (
    <FormField>
      <FormLabel>{label}</FormLabel>
      <Select value={value} onValueChange={onValueChange}>
        <FormControl>
          <SelectTrigger size="lg">
            <SelectValue />
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          <SelectItem value={allChoice}>{allLabel}</SelectItem>
          {choices.map((choice) => (
            <SelectItem key={choice.slug} value={choice.slug}>
              {choice.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  )
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
        <ChoiceField
          label={<FormattedMessage id="competition.seasonMembers.team" defaultMessage="Team" />}
          allLabel={<FormattedMessage id="competition.seasonMembers.allTeams" defaultMessage="All teams" />}
          value={value.team}
          onValueChange={(team) => change({ team })}
          choices={teams}
        />
        {divisions.length > 0 ? (
          <ChoiceField
            label={<FormattedMessage id="competition.seasonMembers.division" defaultMessage="Division" />}
            allLabel={<FormattedMessage id="competition.seasonMembers.allDivisions" defaultMessage="All divisions" />}
            value={value.division}
            onValueChange={(division) => change({ division })}
            choices={divisions}
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
