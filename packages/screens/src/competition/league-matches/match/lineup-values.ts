import type { LeagueGame, LeagueLineupInput, LeagueMatch, LeagueSide } from '@oche/api'

/** One game of a lineup as the form holds it: its players ('' where none is chosen yet), or named later. */
export type LineupGameDraft = { later: boolean; players: string[] }

/** A team's lineup as the form holds it, a draft per game of the template. */
export type LineupDraft = { games: LineupGameDraft[] }

/** A game that started (or has a result) keeps its players: the form shows them and sends them unchanged. */
export function isStarted(game: LeagueGame): boolean {
  return game.state === 'live' || game.state === 'finished'
}

/** Whether a game's players may be named during the match, before it starts (pairs and team games). */
export function mayNameLater(game: LeagueGame): boolean {
  return game.slot.kind !== 'singles'
}

/**
 * The team's lineup as it stands: the players named per game, the pairs and team games left for later, and empty
 * places where the team has named nobody yet.
 */
export function lineupDraftOf(match: LeagueMatch, side: LeagueSide): LineupDraft {
  return {
    games: match.games.map((game) => {
      const named = game[side].map((player) => player.participant_id)
      if (named.length > 0) return { later: false, players: named }
      const isLater = match.lineups_submitted[side] && mayNameLater(game)
      return { later: isLater, players: Array.from({ length: game.slot.players }, () => '') }
    }),
  }
}

/**
 * The lineup to submit, or the games (0-based, as the server names them) with a place left empty. Games that
 * started are sent with the players they started with, whatever the form holds.
 */
export function toLineupInput(
  draft: LineupDraft,
  games: readonly LeagueGame[],
  side: LeagueSide,
): { ok: true; input: LeagueLineupInput } | { ok: false; incomplete: number[] } {
  const lineup = draft.games.map((entry, index) => {
    const game = games[index]
    if (game && isStarted(game)) return game[side].map((player) => player.participant_id)
    return entry.later ? null : [...entry.players]
  })
  const incomplete = lineup.flatMap((players, index) => (players?.includes('') ? [index] : []))
  if (incomplete.length > 0) return { ok: false, incomplete }
  return { ok: true, input: { games: lineup } }
}
