import type { AnswerMatchInvitationInput, MatchInvitation } from '@oche/api'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  matches,
  matchHistoryRemovals,
  matchInvitations,
  matchSides,
  notifications,
  users,
  type MatchInvitationRow,
  type MatchRow,
} from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { toMatchListItem } from './to-match'

const LIMIT = 100

function toInvitation(
  row: MatchInvitationRow,
  match: MatchRow,
  invitedBy: { id: string; name: string },
): MatchInvitation {
  return {
    match: toMatchListItem(match),
    invited_by: invitedBy,
    side: row.position,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

/** The invitations waiting for the user's answer, newest first. */
export async function listMatchInvitations(
  db: Database,
  input: { userId: string },
): Promise<Result<MatchInvitation[], never>> {
  const rows = await db
    .select({ invitation: matchInvitations, match: matches, inviter: { id: users.id, name: users.name } })
    .from(matchInvitations)
    .innerJoin(matches, eq(matches.id, matchInvitations.matchId))
    .innerJoin(users, eq(users.id, matchInvitations.invitedBy))
    .where(and(eq(matchInvitations.userId, input.userId), eq(matchInvitations.status, 'invited')))
    .orderBy(desc(matchInvitations.createdAt), desc(matchInvitations.matchId))
    .limit(LIMIT)
  return ok(rows.map((row) => toInvitation(row.invitation, row.match, row.inviter)))
}

/**
 * Accepts (the user joins the side they were put on, and the match their history) or declines an invitation that
 * waits for an answer; the invitation's notification is read either way. Anything else (no invitation, or one
 * already answered) is `match.notFound`: a declined match cannot be taken back into the history by accepting later.
 */
export async function answerMatchInvitation(
  db: Database,
  input: { userId: string; matchId: string; answer: AnswerMatchInvitationInput['answer'] },
): Promise<Result<MatchInvitation, 'match.notFound'>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(matchInvitations)
      .where(
        and(
          eq(matchInvitations.matchId, input.matchId),
          eq(matchInvitations.userId, input.userId),
          eq(matchInvitations.status, 'invited'),
        ),
      )
      .for('update')
    if (!row) return fail('match.notFound')
    const now = new Date()
    const status = input.answer === 'accept' ? 'accepted' : 'declined'
    const [answered] = await tx
      .update(matchInvitations)
      .set({ status, answeredAt: now })
      .where(and(eq(matchInvitations.matchId, row.matchId), eq(matchInvitations.userId, row.userId)))
      .returning()
    if (status === 'accepted')
      await tx
        .update(matchSides)
        .set({ userIds: sql`array_append(${matchSides.userIds}, ${input.userId}::uuid)` })
        .where(
          and(
            eq(matchSides.matchId, row.matchId),
            eq(matchSides.position, row.position),
            sql`not (${input.userId}::uuid = any(${matchSides.userIds}))`,
          ),
        )
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, input.userId),
          eq(notifications.type, 'match.invited'),
          sql`${notifications.data}->>'match_id' = ${row.matchId}`,
          sql`${notifications.readAt} is null`,
        ),
      )
    const [match] = await tx.select().from(matches).where(eq(matches.id, row.matchId))
    const [inviter] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.invitedBy))
    if (!answered || !match || !inviter) throw new Error(`Invitation to ${row.matchId} vanished while answered`)
    return ok(toInvitation(answered, match, inviter))
  })
}

/**
 * Takes a match out of the user's own history (as its creator or one of its players); the match itself and
 * everyone else's history stay. A match not in their history is `match.notFound`.
 */
export async function removeMatchFromHistory(
  db: Database,
  input: { userId: string; matchId: string },
): Promise<Result<null, 'match.notFound'>> {
  const [match] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.id, input.matchId),
        sql`(${matches.createdBy} = ${input.userId}::uuid or exists (select 1 from ${matchSides} where ${matchSides.matchId} = ${matches.id} and ${input.userId}::uuid = any(${matchSides.userIds})))`,
      ),
    )
  if (!match) return fail('match.notFound')
  const removed = await db
    .insert(matchHistoryRemovals)
    .values({ matchId: input.matchId, userId: input.userId })
    .onConflictDoNothing()
    .returning()
  return removed.length > 0 ? ok(null) : fail('match.notFound')
}
