import type { MatchTemplate } from './match-template'

export type LineupError =
  'lineup.wrongGameCount' | 'lineup.wrongPlayerCount' | 'lineup.duplicatePlayer' | 'lineup.tooManyGames'

/** What a valid lineup adds up to: games per named player, and the games still to be named. */
export type LineupSummary = { gamesPerPlayer: Record<string, number>; unnamedGames: number[] }

/** The lineup's summary, or the first problem in game order; `game` is 0-based, `player` the id at fault. */
export type LineupOutcome =
  { ok: true; value: LineupSummary } | { ok: false; error: LineupError; game?: number; player?: string }

/**
 * One team's lineup for a match (league-rules.md §4): `lineup[i]` holds the team's participant ids for game `i` in
 * throwing order, or null while a pair or team game is not named yet (they may be named during the match; a single
 * must be named). Each named game has exactly the slot's players, nobody twice, and nobody plays more games than the
 * template's `maxGamesPerPlayer`. Games are checked in order, so the error names the first game at fault.
 */
export function checkLineup(template: MatchTemplate, lineup: readonly (readonly string[] | null)[]): LineupOutcome {
  if (lineup.length !== template.games.length) return { ok: false, error: 'lineup.wrongGameCount' }
  const gamesPerPlayer = new Map<string, number>()
  const unnamedGames: number[] = []
  for (const [game, slot] of template.games.entries()) {
    const players = lineup[game] ?? null
    if (players === null) {
      if (slot.kind === 'singles') return { ok: false, error: 'lineup.wrongPlayerCount', game }
      unnamedGames.push(game)
      continue
    }
    if (players.length !== slot.players) return { ok: false, error: 'lineup.wrongPlayerCount', game }
    const seen = new Set<string>()
    for (const player of players) {
      if (seen.has(player)) return { ok: false, error: 'lineup.duplicatePlayer', game, player }
      seen.add(player)
      const games = (gamesPerPlayer.get(player) ?? 0) + 1
      if (template.maxGamesPerPlayer !== null && games > template.maxGamesPerPlayer) {
        return { ok: false, error: 'lineup.tooManyGames', game, player }
      }
      gamesPerPlayer.set(player, games)
    }
  }
  return { ok: true, value: { gamesPerPlayer: Object.fromEntries(gamesPerPlayer), unnamedGames } }
}
