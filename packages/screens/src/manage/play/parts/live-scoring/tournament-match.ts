import type { Match } from '@oche/api'
import type { LocalMatch } from '../../../../play/parts/match-storage/local-match'

/**
 * A tournament's live match as the scorer takes it. The server made the match and holds its log, so every event is
 * already stored (`serverVersion` is the match's version) and the scorer only appends. Who throws first in a
 * tournament game is settled by a bull-off at the board, entered before the first visit.
 */
export function tournamentScorerMatch(match: Match): LocalMatch {
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
      starter: 'bullOff',
    },
    config,
    log: match.events,
    bot: null,
    serverVersion: match.version,
    startedAt: match.created_at,
  }
}
