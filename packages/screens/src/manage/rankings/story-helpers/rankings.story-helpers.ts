import { createRankingHandlers, type RankingHandlerOptions } from '@oche/mocks'
import { manageHandlers } from '../../story-helpers/manage.story-helpers'

/**
 * Stories only: rankings served from a fresh in-memory store per story (both fixtures by default), in front of the
 * organiser's tournaments and the default handlers.
 */
export function rankingHandlers(options: RankingHandlerOptions = {}) {
  return [...createRankingHandlers(options), ...manageHandlers()]
}
