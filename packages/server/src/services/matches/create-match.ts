import { eventErrorField, summarizeMatch, toX01MatchConfig, type CreateMatchInput, type Match } from '@oche/api'
import { replay, type EventError } from '@oche/darts'
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, mergeEffects, type Committed } from '../effects'
import { matchEvents, matches, matchInvitations, matchSides, users } from '../../db/schema/index'
import { insertNotification, notificationCreated } from '../notifications/notify'
import { failWith, fail, ok, type Result } from '../result'
import { loadMatch } from './load-match'
import { storedMatchActivity } from './match-activity'

export type CreateMatchError = 'match.idTaken' | 'match.unknownPlayer' | EventError

/** `isNew` is false when a match with the client's id was already stored: the upload happened before. */
export type CreatedMatch = { match: Match; isNew: boolean }

/**
 * Stores a new match owned by the user, with the events already played (offline uploads) replayed by
 * @oche/darts first. With a client-made id the call is idempotent: the same id again answers the stored match,
 * whatever the body, and another user's id is refused. Other users named in `sides[].userIds` are only invited
 * (a notification each): the match is theirs, in `match_sides.user_ids` and their history, once they accept.
 */
export async function createMatch(
  db: Database,
  input: { userId: string; match: CreateMatchInput },
): Promise<Result<Committed<CreatedMatch>, CreateMatchError>> {
  const { userId, match } = input
  if (match.id) {
    const existing = await loadMatch(db, match.id)
    if (existing)
      return existing.created_by === userId ? ok(committed({ match: existing, isNew: false })) : fail('match.idTaken')
  }
  const playerIds = [...new Set(match.config.sides.flatMap((side) => side.userIds ?? []))]
  if (playerIds.length > 0) {
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, playerIds))
    const missing = match.config.sides.findIndex((side) =>
      (side.userIds ?? []).some((id) => !found.some((user) => user.id === id)),
    )
    if (missing >= 0) return failWith('match.unknownPlayer', { field: `config.sides.${missing}.userIds` })
  }
  const events = match.events ?? []
  const replayed = replay(toX01MatchConfig(match.config), events)
  if (!replayed.ok) {
    // The schema already checked the config (ranges, rules, unique side names): only an event can be refused.
    if (replayed.error.startsWith('config.') || replayed.eventIndex === null)
      throw new Error(`A config that passed the schema was refused: ${replayed.error}`)
    const field = eventErrorField(replayed.error as EventError)
    return failWith(replayed.error as EventError, {
      field: `events.${replayed.eventIndex}${field ? `.${field}` : ''}`,
    })
  }
  const notified: Awaited<ReturnType<typeof insertNotification>>[] = []
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matches)
      .values({
        ...(match.id ? { id: match.id } : {}),
        kind: match.kind,
        status: replayed.value.status === 'finished' ? 'finished' : 'live',
        version: events.length,
        config: match.config,
        summary: summarizeMatch(replayed.value),
        // An upload's visits were stored now (ADR 020), as the backfill from its events' times has it.
        ...storedMatchActivity(replayed.value),
        createdBy: userId,
      })
      .onConflictDoNothing({ target: matches.id })
      .returning()
    // The same upload arrived twice at once and the other request stored it first.
    if (!row) return null
    // Only the creator plays a side by saying so; anyone else is invited and joins the side by accepting.
    await tx.insert(matchSides).values(
      match.config.sides.map((side, position) => ({
        matchId: row.id,
        position,
        name: side.name,
        userIds: (side.userIds ?? []).filter((id) => id === userId),
        botLevel: side.botLevel ?? null,
      })),
    )
    const invited = match.config.sides.flatMap((side, position) =>
      [...new Set(side.userIds ?? [])].filter((id) => id !== userId).map((id) => ({ userId: id, position })),
    )
    const unique = invited.filter(
      (entry, index) => invited.findIndex((other) => other.userId === entry.userId) === index,
    )
    if (unique.length > 0)
      await tx.insert(matchInvitations).values(
        unique.map((entry) => ({
          matchId: row.id,
          userId: entry.userId,
          position: entry.position,
          invitedBy: userId,
        })),
      )
    const [creator] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId))
    for (const entry of unique)
      notified.push(
        await insertNotification(tx, {
          userId: entry.userId,
          type: 'match.invited',
          data: {
            match_id: row.id,
            invited_by: creator?.name ?? '',
            side: match.config.sides[entry.position]?.name ?? '',
          },
        }),
      )
    if (events.length > 0)
      await tx.insert(matchEvents).values(
        events.map((event, index) => ({
          matchId: row.id,
          id: event.id,
          seq: index + 1,
          type: event.type,
          payload: event,
          authorId: userId,
        })),
      )
    return row.id
  })
  const stored = await loadMatch(db, inserted ?? match.id ?? '')
  if (!stored) throw new Error('A match that was just stored cannot be read back')
  if (stored.created_by !== userId) return fail('match.idTaken')
  return ok(committed({ match: stored, isNew: inserted !== null }, mergeEffects(...notified.map(notificationCreated))))
}
