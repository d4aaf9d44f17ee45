import type { Game, GameState, StageKind } from '@oche/api'

/** The games of one round of a stage (one part of a double elimination), in slot and group order. */
export type RoundOfGames = { key: string; games: Game[] }
export type StageOfGames = { stage: StageKind; rounds: RoundOfGames[] }

const stageOrder: readonly StageKind[] = [
  'groups',
  'roundRobin',
  'winnersKo',
  'consolationKo',
  'knockout',
  'doubleElimination',
]
const partOrder = ['winners', 'losers', 'final'] as const

/** Games decided without play that a list leaves out: byes and a grand-final reset that is not needed. */
const isListed = (state: GameState) => state !== 'bye' && state !== 'notNeeded'

/**
 * The games by stage (groups first, then the knockouts) and by round within each stage; a double elimination's
 * rounds go winners bracket, losers bracket, final. Byes and unneeded resets are left out.
 */
export function groupGames(games: readonly Game[]): StageOfGames[] {
  const listed = games.filter((game) => isListed(game.state))
  return stageOrder.flatMap((stage) => {
    const inStage = listed
      .filter((game) => game.stage === stage)
      .sort(
        (a, b) =>
          partOrder.indexOf(a.bracket ?? 'winners') - partOrder.indexOf(b.bracket ?? 'winners') ||
          a.round - b.round ||
          (a.group ?? '').localeCompare(b.group ?? '') ||
          a.slot - b.slot,
      )
    const rounds: RoundOfGames[] = []
    for (const game of inStage) {
      // A third-place match shares the final's round number but is a round of its own.
      const key = `${game.bracket ?? ''}:${game.round_code === 'thirdPlace' ? 'thirdPlace' : game.round}`
      const round = rounds.find((candidate) => candidate.key === key)
      if (round) round.games.push(game)
      else rounds.push({ key, games: [game] })
    }
    return rounds.length > 0 ? [{ stage, rounds }] : []
  })
}

/** Which games the list shows. */
export type GameFilter = 'all' | 'onBoards' | 'toPlay' | 'played'

/** Whether a game passes the filter: on the boards (called or live), still to play, or played. */
export function matchesGameFilter(game: Game, filter: GameFilter): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'onBoards':
      return game.state === 'called' || game.state === 'live'
    case 'toPlay':
      return game.state === 'waiting' || game.state === 'ready'
    case 'played':
      return game.state === 'finished' || game.state === 'walkover'
    default:
      return filter satisfies never
  }
}

/** Whether an entry plays in the game. */
export function hasEntry(game: Game, entryId: string): boolean {
  return game.sides.some((side) => side.id === entryId)
}
