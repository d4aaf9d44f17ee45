import type { Game, GameState, StageKind } from '@oche/api'

/** The states the list can be narrowed to (the grand-final reset that is not needed shows under "all" only). */
export const filterableStates = [
  'ready',
  'called',
  'live',
  'waiting',
  'finished',
  'walkover',
  'bye',
] as const satisfies readonly GameState[]

export type FilterableState = (typeof filterableStates)[number]

/** What the game list shows: `'all'` or one state, one stage, one group or round (`gamePartKey`). */
export type GameFilter = {
  state: 'all' | FilterableState
  stage: 'all' | StageKind
  part: 'all' | string
}

export const allGames: GameFilter = { state: 'all', stage: 'all', part: 'all' }

/** A game's group (`group:A`) or its round within its stage and bracket part (`round:winners:2`). */
export function gamePartKey(game: Game): string {
  return game.group ? `group:${game.group}` : `round:${game.stage}:${game.bracket ?? 'main'}:${game.round}`
}

export function filterGames(games: readonly Game[], filter: GameFilter): Game[] {
  return games.filter(
    (game) =>
      (filter.state === 'all' || game.state === filter.state) &&
      (filter.stage === 'all' || game.stage === filter.stage) &&
      (filter.part === 'all' || gamePartKey(game) === filter.part),
  )
}

/** The stages the games are in, in the order they are played. */
export function gameStages(games: readonly Game[]): StageKind[] {
  const order: StageKind[] = ['groups', 'roundRobin', 'knockout', 'winnersKo', 'doubleElimination', 'consolationKo']
  const present = new Set(games.map((game) => game.stage))
  return order.filter((stage) => present.has(stage))
}

/**
 * The groups and rounds of the games in `stage` (all stages for `'all'`), each with a game of it to name it by:
 * groups alphabetically, then rounds in the order they are played.
 */
export function gameParts(games: readonly Game[], stage: GameFilter['stage']): Array<{ key: string; game: Game }> {
  const parts = new Map<string, Game>()
  for (const game of games) {
    if (stage !== 'all' && game.stage !== stage) continue
    const key = gamePartKey(game)
    if (!parts.has(key)) parts.set(key, game)
  }
  const bracketRank = (game: Game) => (game.bracket === 'losers' ? 1 : game.bracket === 'final' ? 2 : 0)
  const stages = gameStages(games)
  return [...parts.entries()]
    .map(([key, game]) => ({ key, game }))
    .sort(
      (a, b) =>
        Number(a.game.group === null) - Number(b.game.group === null) ||
        (a.game.group ?? '').localeCompare(b.game.group ?? '') ||
        stages.indexOf(a.game.stage) - stages.indexOf(b.game.stage) ||
        a.game.round - b.game.round ||
        bracketRank(a.game) - bracketRank(b.game),
    )
}
