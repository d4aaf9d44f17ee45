import { realtimePayloadSchemas } from '@oche/api'
import { inArray } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '../db/database'
import { tournaments } from '../db/schema/index'
import type { Publisher } from '../realtime/index'
import type { Announcement, Effects } from './effects'
import { announceBoardScores, replanEventBoards } from './event-boards/sync-event-boards'
import { rankingAnnouncements } from './rankings/rankings-to-tell'
import { withPrivateChannels } from './visibility/private-channels'

/** What the after-commit step needs: the database, where to publish, and the log for what failed. */
export type AfterCommitContext = { db: Database; publisher: Pick<Publisher, 'publish'>; logger: Pick<Logger, 'warn'> }

/**
 * Publishes each announcement in order, best-effort: a failed publish is logged and skips nothing else (the change
 * is stored; clients catch up on their next fetch). Each payload is parsed with its event's schema first, as
 * `respond()` parses an answer: what goes out is what the schema allows (unknown keys stripped), and the screens take
 * it as sent (docs/adr/027-client-trusts-checked-answers.md); one that does not parse is logged, not published.
 * Private tournaments' channels are made private here, unless the service already `named` the channel so.
 */
export async function publishAnnouncements(
  context: AfterCommitContext,
  announcements: readonly Announcement[],
): Promise<void> {
  const publisher = withPrivateChannels(context.publisher, context.db)
  for (const { channel, event, data, named } of announcements) {
    try {
      const payload = realtimePayloadSchemas[event].parse(data)
      await (named ? context.publisher : publisher).publish(channel, event, payload)
    } catch (error) {
      context.logger.warn({ err: error, channel, event }, 'could not publish a committed change')
    }
  }
}

/** The events whose boards the effects re-plan: those named, and those the changed tournaments are played at. */
async function eventsToReplan(db: Database, effects: Effects): Promise<string[]> {
  const ids = new Set(effects.eventsToReplan)
  if (effects.tournamentsChanged.length > 0) {
    const rows = await db
      .select({ eventId: tournaments.eventId })
      .from(tournaments)
      .where(inArray(tournaments.id, [...effects.tournamentsChanged]))
    for (const row of rows) if (row.eventId) ids.add(row.eventId)
  }
  return [...ids]
}

/**
 * The after-commit step (docs/adr/011-after-commit-effects.md), run once a service's transaction has committed:
 * publishes what the service answered, tells the rankings a finished tournament's change moves, then plans again the
 * boards of the events it touched and tells their screens only when the plan changed, and tells those of the events
 * where only a score changed. Nothing here fails the request: what fails is logged.
 */
export async function runAfterCommit(context: AfterCommitContext, effects: Effects): Promise<void> {
  await publishAnnouncements(context, effects.publish)
  try {
    await publishAnnouncements(context, await rankingAnnouncements(context.db, effects.tournamentsChanged))
  } catch (error) {
    context.logger.warn({ err: error }, 'could not find the rankings a change moves')
  }
  let eventIds: string[] = []
  try {
    eventIds = await eventsToReplan(context.db, effects)
  } catch (error) {
    context.logger.warn({ err: error }, 'could not find the events whose boards a change re-plans')
  }
  for (const eventId of eventIds) {
    try {
      const replanned = await replanEventBoards(context.db, eventId)
      await publishAnnouncements(context, replanned.publish)
    } catch (error) {
      context.logger.warn({ err: error, eventId }, 'could not re-plan the boards after a change')
    }
  }
  for (const eventId of effects.eventScoresChanged) {
    if (eventIds.includes(eventId)) continue
    try {
      await publishAnnouncements(context, (await announceBoardScores(context.db, eventId)).publish)
    } catch (error) {
      context.logger.warn({ err: error, eventId }, 'could not tell the boards of a new score')
    }
  }
}
