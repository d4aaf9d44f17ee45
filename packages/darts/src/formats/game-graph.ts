import { fail, ok, type Result } from '../x01/result'
import type { Group, TournamentGame } from './game'

export type ResolveError = 'resolve.duplicateGameId' | 'resolve.unknownGame' | 'resolve.unknownGroup' | 'resolve.cycle'

/**
 * The games a game's sides (or its play-if condition) wait for; a group position waits for the whole group, a
 * best-placed side for every group.
 */
function dependencies(game: TournamentGame, gamesByGroup: ReadonlyMap<string, readonly string[]>): string[] {
  const ids = game.sides.flatMap((ref) => {
    if (ref.kind === 'winnerOf' || ref.kind === 'loserOf') return [ref.gameId]
    if (ref.kind === 'groupPosition') return [...(gamesByGroup.get(ref.groupId) ?? [])]
    if (ref.kind === 'bestPlaced') return [...gamesByGroup.values()].flat()
    return []
  })
  return game.playIf ? [...ids, game.playIf.gameId] : ids
}

/** Checks that every reference names a game or group that exists, and that no game waits on itself. */
export function checkGameGraph(games: readonly TournamentGame[], groups: readonly Group[]): Result<true, ResolveError> {
  const ids = new Set(games.map((game) => game.id))
  if (ids.size !== games.length) return fail('resolve.duplicateGameId')
  const groupIds = new Set(groups.map((group) => group.id))
  const gamesByGroup = new Map<string, string[]>()
  for (const game of games) {
    if (game.groupId === undefined) continue
    if (!groupIds.has(game.groupId)) return fail('resolve.unknownGroup')
    const inGroup = gamesByGroup.get(game.groupId)
    if (inGroup) inGroup.push(game.id)
    else gamesByGroup.set(game.groupId, [game.id])
  }
  for (const game of games) {
    for (const ref of game.sides) {
      if ((ref.kind === 'winnerOf' || ref.kind === 'loserOf') && !ids.has(ref.gameId))
        return fail('resolve.unknownGame')
      if (ref.kind === 'groupPosition' && !groupIds.has(ref.groupId)) return fail('resolve.unknownGroup')
    }
    if (game.playIf && !ids.has(game.playIf.gameId)) return fail('resolve.unknownGame')
  }
  const edges = new Map(games.map((game) => [game.id, dependencies(game, gamesByGroup)]))
  const state = new Map<string, 'visiting' | 'done'>()
  const hasCycle = (id: string): boolean => {
    const seen = state.get(id)
    if (seen) return seen === 'visiting'
    state.set(id, 'visiting')
    if ((edges.get(id) ?? []).some(hasCycle)) return true
    state.set(id, 'done')
    return false
  }
  return games.some((game) => hasCycle(game.id)) ? fail('resolve.cycle') : ok(true)
}
