import { fixtureStates, type FixtureState } from '@oche/api'
import { Button } from '@oche/ui'
import { X } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FilterSelect } from '../../../app/filter-select/filter-select'
import { slugOption } from '../../../app/select-field/select-field'
import { hasMatchFilters, noMatchFilters, type MatchFilterOptions, type MatchFilters } from './match-filters'

export type LeagueMatchFiltersProps = {
  value: MatchFilters
  onValueChange: (value: MatchFilters) => void
  options: MatchFilterOptions
}

/** Which matches the list shows: a division, a team (of that division), a league night and a state. */
export function LeagueMatchFilters({ value, onValueChange, options }: LeagueMatchFiltersProps) {
  const intl = useIntl()
  const stateName = (state: FixtureState) =>
    intl.formatMessage(
      {
        id: 'competition.leagueMatches.stateOption',
        defaultMessage:
          '{state, select, scheduled {Scheduled} postponed {Postponed} live {Live} played {Awaiting confirmation} confirmed {Confirmed} disputed {Disputed} other {{state}}}',
      },
      { state },
    )
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'competition.leagueMatches.filters', defaultMessage: 'Filters' })}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <FilterSelect
        label={<FormattedMessage id="competition.leagueMatches.division" defaultMessage="Division" />}
        anyLabel={<FormattedMessage id="competition.leagueMatches.anyDivision" defaultMessage="All divisions" />}
        value={value.division}
        onValueChange={(division) => onValueChange({ ...value, division })}
        options={options.divisions.map(slugOption)}
      />
      <FilterSelect
        label={<FormattedMessage id="competition.leagueMatches.team" defaultMessage="Team" />}
        anyLabel={<FormattedMessage id="competition.leagueMatches.anyTeam" defaultMessage="All teams" />}
        value={value.team}
        onValueChange={(team) => onValueChange({ ...value, team })}
        options={options.teams.map(slugOption)}
      />
      <FilterSelect
        label={<FormattedMessage id="competition.leagueMatches.weekFilter" defaultMessage="League night" />}
        anyLabel={<FormattedMessage id="competition.leagueMatches.anyWeek" defaultMessage="All league nights" />}
        value={value.week === null ? null : String(value.week)}
        onValueChange={(week) => onValueChange({ ...value, week: week === null ? null : Number(week) })}
        options={options.weeks.map((week) => ({
          value: String(week),
          label: (
            <FormattedMessage
              id="competition.leagueMatches.week"
              defaultMessage="League night {week}"
              values={{ week }}
            />
          ),
        }))}
      />
      <FilterSelect
        label={<FormattedMessage id="competition.leagueMatches.stateFilter" defaultMessage="State" />}
        anyLabel={<FormattedMessage id="competition.leagueMatches.anyState" defaultMessage="Any state" />}
        value={value.state}
        onValueChange={(state) => onValueChange({ ...value, state: state === null ? null : (state as FixtureState) })}
        options={fixtureStates.map((state) => ({ value: state, label: stateName(state) }))}
      />
      {hasMatchFilters(value) ? (
        <Button variant="ghost" onClick={() => onValueChange(noMatchFilters)}>
          <X aria-hidden />
          <FormattedMessage id="competition.leagueMatches.clearFilters" defaultMessage="Clear the filters" />
        </Button>
      ) : null}
    </div>
  )
}
