import type { Game, GameState, StageKind } from '@oche/api'

// Ready games are the next to call; called and live games are on the boards; waiting games come up later; decided
// games are history.
const stateOrder: Record<GameState, number> = {
  ready: 0,
  called: 1,
  live: 2,
  waiting: 3,
  finished: 4,
  walkover: 4,
  bye: 5,
  notNeeded: 5,
}

const stageOrder: Record<StageKind, number> = {
  groups: 0,
  roundRobin: 0,
  knockout: 1,
  winnersKo: 1,
  doubleElimination: 1,
  consolationKo: 2,
}

const bracketOrder = { winners: 0, losers: 1, final: 2 } as const

/** The entries on a board now: the sides of called and live games. */
function busyEntries(games: readonly Game[]): Set<string> {
  const busy = new Set<string>()
  for (const game of games) {
    if (game.state !== 'called' && game.state !== 'live') continue
    for (const side of game.sides) if (side.id) busy.add(side.id)
  }
  return busy
}

function bracketRank(game: Game): number {
  return game.bracket ? bracketOrder[game.bracket] : 0
}

/**
 * The games in the order an organiser works through them: ready games whose players are free first (earliest
 * round first), then ready games waiting for a player still on a board, the called and live games, the games whose
 * players are not known yet, and last the decided ones (most recently finished first).
 */
export function sortGames(games: readonly Game[]): Game[] {
  const busy = busyEntries(games)
  const isBlocked = (game: Game) =>
    game.state === 'ready' && game.sides.some((side) => side.id !== null && busy.has(side.id))
  const rank = (game: Game) => stateOrder[game.state] * 2 + (isBlocked(game) ? 1 : 0)
  const isDecided = (game: Game) => stateOrder[game.state] >= stateOrder.finished
  return [...games].sort((a, b) => {
    const byState = rank(a) - rank(b)
    if (byState !== 0) return byState
    if (isDecided(a)) {
      const byFinish = (b.finished_at ?? '').localeCompare(a.finished_at ?? '')
      if (byFinish !== 0) return byFinish
    }
    return (
      stageOrder[a.stage] - stageOrder[b.stage] ||
      a.round - b.round ||
      bracketRank(a) - bracketRank(b) ||
      (a.group ?? '').localeCompare(b.group ?? '') ||
      a.slot - b.slot
    )
  })
}
