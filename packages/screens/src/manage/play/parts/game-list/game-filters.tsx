import type { Game } from '@oche/api'
import {
  Button,
  FormControl,
  FormField,
  FormLabel,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@oche/ui'
import { FormattedMessage } from 'react-intl'
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
      <FormField className="sm:w-44">
        <FormLabel>
          <FormattedMessage id="manage.playList.filterState" defaultMessage="State" />
        </FormLabel>
        <Select
          value={value.state}
          onValueChange={(state) => onValueChange({ ...value, state: state as GameFilter['state'] })}
        >
          <FormControl>
            <SelectTrigger size="lg">
              <SelectValue />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            <SelectItem value="all">{all}</SelectItem>
            {filterableStates.map((state) => (
              <SelectItem key={state} value={state}>
                {names.state(state)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {stages.length > 1 ? (
        <FormField className="sm:w-56">
          <FormLabel>
            <FormattedMessage id="manage.playList.filterStage" defaultMessage="Stage" />
          </FormLabel>
          <Select
            value={value.stage}
            onValueChange={(stage) => onValueChange({ ...value, stage: stage as GameFilter['stage'], part: 'all' })}
          >
            <FormControl>
              <SelectTrigger size="lg">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value="all">{all}</SelectItem>
              {stages.map((stage) => (
                <SelectItem key={stage} value={stage}>
                  {names.stage(stage)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      ) : null}
      {parts.length > 1 ? (
        <FormField className="sm:w-56">
          <FormLabel>
            <FormattedMessage id="manage.playList.filterPart" defaultMessage="Group or round" />
          </FormLabel>
          <Select value={value.part} onValueChange={(part) => onValueChange({ ...value, part })}>
            <FormControl>
              <SelectTrigger size="lg">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value="all">{all}</SelectItem>
              {parts.map(({ key, game }) => (
                <SelectItem key={key} value={key}>
                  {game.group
                    ? names.group(game.group)
                    : stages.length > 1 && value.stage === 'all'
                      ? names.stageRound(game)
                      : names.round(game)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      ) : null}
      {isFiltered ? (
        <Button variant="ghost" size="lg" className="col-span-2" onClick={() => onValueChange(allGames)}>
          <FormattedMessage id="manage.playList.clearFilters" defaultMessage="Show all games" />
        </Button>
      ) : null}
    </div>
  )
}
