import { Button } from '@oche/ui'
import { Printer, X } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MatchFilterOptions } from '../../competition/league-matches/list/match-filters'
import { FilterSelect } from '../../app/filter-select/filter-select'
import { slugOption } from '../../app/select-field/select-field'
import { noCalendarFilters, type CalendarFilters } from './calendar-filters'

/** The fixture list's filters (a division, a team of it) and "Print"; none of it is printed. */
export function CalendarToolbar({
  value,
  onValueChange,
  options,
}: {
  value: CalendarFilters
  onValueChange: (value: CalendarFilters) => void
  options: MatchFilterOptions
}) {
  const intl = useIntl()
  const hasFilters = value.division !== null || value.team !== null
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'competitionSite.calendar.filters', defaultMessage: 'Filters' })}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto] print:hidden"
    >
      <FilterSelect
        label={<FormattedMessage id="competitionSite.calendar.division" defaultMessage="Division" />}
        anyLabel={<FormattedMessage id="competitionSite.calendar.anyDivision" defaultMessage="All divisions" />}
        value={value.division}
        onValueChange={(division) => onValueChange({ ...value, division })}
        options={options.divisions.map(slugOption)}
      />
      <FilterSelect
        label={<FormattedMessage id="competitionSite.calendar.team" defaultMessage="Team" />}
        anyLabel={<FormattedMessage id="competitionSite.calendar.anyTeam" defaultMessage="All teams" />}
        value={value.team}
        onValueChange={(team) => onValueChange({ ...value, team })}
        options={options.teams.map(slugOption)}
      />
      {hasFilters ? (
        <Button variant="ghost" onClick={() => onValueChange(noCalendarFilters)}>
          <X aria-hidden />
          <FormattedMessage id="competitionSite.calendar.clearFilters" defaultMessage="Show every match" />
        </Button>
      ) : null}
      <Button
        variant="outline"
        onClick={() => window.print()}
        className="sm:col-start-2 sm:justify-self-end lg:col-start-auto"
      >
        <Printer aria-hidden />
        <FormattedMessage id="competitionSite.calendar.print" defaultMessage="Print" />
      </Button>
    </div>
  )
}
