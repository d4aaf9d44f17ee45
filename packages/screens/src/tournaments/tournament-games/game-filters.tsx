import type { Entry } from '@oche/api'
import { FormattedMessage } from 'react-intl'
import { FilterSelect } from '../../app/filter-select/filter-select'
import type { GameFilter } from '../parts/game-list/group-games'

export const anyPlayer = 'any'
const filters = ['onBoards', 'toPlay', 'played'] as const satisfies readonly GameFilter[]

function FilterName({ filter }: { filter: GameFilter }) {
  switch (filter) {
    case 'all':
      return <FormattedMessage id="tournaments.games.filterAll" defaultMessage="All games" />
    case 'onBoards':
      return <FormattedMessage id="tournaments.games.filterOnBoards" defaultMessage="On the boards" />
    case 'toPlay':
      return <FormattedMessage id="tournaments.games.filterToPlay" defaultMessage="Still to play" />
    case 'played':
      return <FormattedMessage id="tournaments.games.filterPlayed" defaultMessage="Played" />
    default:
      return filter satisfies never
  }
}

export type GameFiltersProps = {
  filter: GameFilter
  onFilterChange: (filter: GameFilter) => void
  /** An entry id, or `anyPlayer`. */
  player: string
  onPlayerChange: (player: string) => void
  entries: readonly Entry[]
}

/** Which games the list shows: by state, and one player's games. */
export function GameFilters({ filter, onFilterChange, player, onPlayerChange, entries }: GameFiltersProps) {
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name))
  return (
    <div className="grid gap-3 @xl:grid-cols-2 print:hidden">
      <FilterSelect
        label={<FormattedMessage id="tournaments.games.filterLabel" defaultMessage="Show" />}
        anyLabel={<FilterName filter="all" />}
        anyValue="all"
        value={filter}
        onValueChange={onFilterChange}
        options={filters.map((candidate) => ({ value: candidate, label: <FilterName filter={candidate} /> }))}
      />
      <FilterSelect
        label={<FormattedMessage id="tournaments.games.playerLabel" defaultMessage="Player" />}
        anyLabel={<FormattedMessage id="tournaments.games.anyPlayer" defaultMessage="Every player" />}
        anyValue={anyPlayer}
        value={player}
        onValueChange={onPlayerChange}
        options={sorted.map((entry) => ({ value: entry.id, label: entry.name }))}
      />
    </div>
  )
}
