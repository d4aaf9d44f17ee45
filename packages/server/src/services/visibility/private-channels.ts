import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import type { Publisher } from '../../realtime/index'
import { channelUuid, matchChannelOf, tournamentChannelOf } from './channel-names'
import { tournamentOfMatch } from './visibility'

/** The channel a service's `tournament.{id}` or `match.{id}` is published on, as its visibility demands. */
export async function realtimeChannelFor(db: Database, channel: string): Promise<string> {
  const tournamentId = channelUuid('tournament', channel)
  if (tournamentId) {
    const [row] = await db
      .select({ id: tournaments.id, visibility: tournaments.visibility })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
    return row ? tournamentChannelOf(row) : channel
  }
  const matchId = channelUuid('match', channel)
  if (matchId) return matchChannelOf(matchId, await tournamentOfMatch(db, matchId))
  return channel
}

/**
 * A publisher that keeps private tournaments private: what services publish on `tournament.{id}` or `match.{id}`
 * goes to `private-tournament.{id}` / `private-match.{id}` when the tournament is private, so an anonymous socket
 * never hears it. One place decides, so no service has to remember.
 */
export function withPrivateChannels<P extends Pick<Publisher, 'publish'>>(publisher: P, db: Database): P {
  const wrapped: Pick<Publisher, 'publish'> = {
    async publish(channels, event, data, options) {
      const named =
        typeof channels === 'string'
          ? await realtimeChannelFor(db, channels)
          : await Promise.all(channels.map((channel) => realtimeChannelFor(db, channel)))
      await publisher.publish(named, event, data, options)
    },
  }
  // Everything else (signing subscriptions) stays the given publisher's.
  return Object.assign(Object.create(publisher) as P, wrapped)
}
