import type { CompetitionSiteContext } from '@oche/api'
import {
  FormControl,
  FormField,
  FormLabel,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@oche/ui'
import { FormattedMessage } from 'react-intl'

const all = 'all'

export type DivisionFilterProps = {
  divisions: CompetitionSiteContext['divisions']
  /** The chosen division's (or cup's) slug; null for the whole season. */
  value: string | null
  onValueChange: (value: string | null) => void
}

/** Whose boards the page shows: the whole season, one division, or one cup. */
export function DivisionFilter({ divisions, value, onValueChange }: DivisionFilterProps) {
  const leagues = divisions.filter((division) => division.kind === 'league')
  const cups = divisions.filter((division) => division.kind === 'cup')
  const wholeSeason = <FormattedMessage id="competitionSite.leaderboards.allDivisions" defaultMessage="Whole season" />
  return (
    <FormField className="w-full sm:max-w-xs">
      <FormLabel>
        <FormattedMessage id="competitionSite.leaderboards.division" defaultMessage="Division" />
      </FormLabel>
      <Select value={value ?? all} onValueChange={(next) => onValueChange(next === all ? null : next)}>
        <FormControl>
          <SelectTrigger>
            {/* Drawn here as well as in the items, so the server-rendered page shows it (see SelectField). */}
            <SelectValue>
              {value === null ? wholeSeason : divisions.find((division) => division.slug === value)?.name}
            </SelectValue>
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          <SelectItem value={all}>{wholeSeason}</SelectItem>
          {leagues.length > 0 ? (
            <SelectGroup>
              <SelectLabel>
                <FormattedMessage id="competitionSite.leaderboards.divisions" defaultMessage="Divisions" />
              </SelectLabel>
              {leagues.map((division) => (
                <SelectItem key={division.slug} value={division.slug}>
                  {division.name}
                </SelectItem>
              ))}
            </SelectGroup>
          ) : null}
          {cups.length > 0 ? (
            <SelectGroup>
              <SelectLabel>
                <FormattedMessage id="competitionSite.leaderboards.cups" defaultMessage="Cups" />
              </SelectLabel>
              {cups.map((cup) => (
                <SelectItem key={cup.slug} value={cup.slug}>
                  {cup.name}
                </SelectItem>
              ))}
            </SelectGroup>
          ) : null}
        </SelectContent>
      </Select>
    </FormField>
  )
}
