import type { CorrectionConflict, Game } from '@oche/api'
import { FormattedMessage } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { useGameNames } from '../game-names/use-game-names'

export type BlockingGamesProps = {
  conflict: CorrectionConflict
  /** Every game of the tournament, to name the blocking ones. */
  games: readonly Game[]
}

/** A refused correction: the server's reason and, by name, the games already played that depend on this one. */
export function BlockingGames({ conflict, games }: BlockingGamesProps) {
  const names = useGameNames()
  const blocking = conflict.blocking_game_ids
    .map((id) => games.find((game) => game.id === id))
    .filter((game) => game !== undefined)
  return (
    <FormAlert data-slot="blocking-games">
      <p>{conflict.message}</p>
      {blocking.length > 0 ? (
        <>
          <p className="font-medium">
            <FormattedMessage
              id="manage.playResult.blockingGames"
              defaultMessage="{count, plural, one {This game depends on it:} other {These games depend on it:}}"
              values={{ count: blocking.length }}
            />
          </p>
          <ul className="list-disc ps-5">
            {blocking.map((game) => (
              <li key={game.id}>{names.full(game)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </FormAlert>
  )
}
