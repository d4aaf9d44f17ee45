import type { Match } from '@oche/api'
import type { LocalMatch } from '../match-storage/local-match'

/**
 * A match the server made and holds (a tournament's or a league's game) as the scorer takes it. Every event is
 * already stored (`serverVersion` is the match's version), so the scorer only appends. Who throws first: in a
 * tournament game a bull-off at the board, entered before the first visit; a league game has none, its first-named
 * side throws first (the server orders the sides by the league's throw order, league-rules.md §4).
 */
export function serverScorerMatch(match: Match): LocalMatch {
  const { config } = match
  return {
    id: match.id,
    // The scorer reads `kind` only to create a match on the server, which it never does for a stored match.
    kind: 'casual',
    setup: {
      startScore: config.startScore,
      inRule: config.inRule,
      outRule: config.outRule,
      format: config.format,
      players: config.sides.map((side) => ({ name: side.name })),
      starter: match.kind === 'league' ? 0 : 'bullOff',
    },
    config,
    log: match.events,
    bot: null,
    serverVersion: match.version,
    startedAt: match.created_at,
  }
}
