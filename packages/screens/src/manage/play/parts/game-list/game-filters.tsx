import type { Game } from '@oche/api'
import { Button } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import { FilterSelect } from '../../../../app/filter-select/filter-select'
import { useGameNames } from '../game-names/use-game-names'
import { allGames, filterableStates, gameParts, gameStages, type GameFilter } from './filter-games'

export type GameFiltersProps = {
  games: readonly Game[]
  value: GameFilter
  onValueChange: (filter: GameFilter) => void
}

/** Narrows the game list by state, stage and group or round; the group or round list follows the stage. */
export function GameFilters({ games, value, onValueChange }: GameFiltersProps) {
  const names = useGameNames()
  const stages = gameStages(games)
  const parts = gameParts(games, value.stage)
  const isFiltered = value.state !== 'all' || value.stage !== 'all' || value.part !== 'all'
  const all = <FormattedMessage id="manage.playList.filterAll" defaultMessage="All" />
  return (
    <div role="search" data-slot="game-filters" className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <FilterSelect
        className="sm:w-44"
        size="lg"
        label={<FormattedMessage id="manage.playList.filterState" defaultMessage="State" />}
        anyLabel={all}
        anyValue="all"
        value={value.state}
        onValueChange={(state) => onValueChange({ ...value, state })}
        options={filterableStates.map((state) => ({ value: state, label: names.state(state) }))}
      />
      {stages.length > 1 ? (
        <FilterSelect
          className="sm:w-56"
          size="lg"
          label={<FormattedMessage id="manage.playList.filterStage" defaultMessage="Stage" />}
          anyLabel={all}
          anyValue="all"
          value={value.stage}
          onValueChange={(stage) => onValueChange({ ...value, stage, part: 'all' })}
          options={stages.map((stage) => ({ value: stage, label: names.stage(stage) }))}
        />
      ) : null}
      {parts.length > 1 ? (
        <FilterSelect
          className="sm:w-56"
          size="lg"
          label={<FormattedMessage id="manage.playList.filterPart" defaultMessage="Group or round" />}
          anyLabel={all}
          anyValue="all"
          value={value.part}
          onValueChange={(part) => onValueChange({ ...value, part })}
          options={parts.map(({ key, game }) => ({
            value: key,
            label: game.group
              ? names.group(game.group)
              : stages.length > 1 && value.stage === 'all'
                ? names.stageRound(game)
                : names.round(game),
          }))}
        />
      ) : null}
      {isFiltered ? (
        <Button variant="ghost" size="lg" className="col-span-2" onClick={() => onValueChange(allGames)}>
          <FormattedMessage id="manage.playList.clearFilters" defaultMessage="Show all games" />
        </Button>
      ) : null}
    </div>
  )
}
