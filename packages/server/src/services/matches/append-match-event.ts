import {
  eventErrorField,
  realtimeChannels,
  summarizeMatch,
  toX01MatchConfig,
  type AppendEventInput,
  type Match,
} from '@oche/api'
import { applyEvent, replay, type EventError } from '@oche/darts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, effects, mergeEffects, type Committed } from '../effects'
import { reusableQuery, setPlaceholder } from '../../db/reusable-query'
import { matchEvents, matches, tournamentGames } from '../../db/schema/index'
import { fail, failWith, ok, type Result } from '../result'
import { leagueGameVisited, mayScoreLeagueMatch, recordScoredLeagueGame } from '../league-night/league-games'
import { mayVenueBoardScore } from '../league-night/venue-night'
import { recordScoredGame } from '../tournament-play/record-scored-game'
import { tournamentChanged } from '../tournaments/access'
import { loadMatch } from './load-match'
import { isVisitEvent, visitCountOf } from './match-activity'
import { matchAnnouncements } from './match-announcements'

export type AppendMatchEventError = 'match.notFound' | 'auth.forbidden' | 'match.versionConflict' | EventError

/** `isNew` is false when the event id was already in the log: the stored result is answered again. */
export type AppendedEvent = { seq: number; event: Match['events'][number]; match: Match; isNew: boolean }

/**
 * Who scores: a user (the match's owner), or a board's tablet, which may score the match of the game on its board
 * while the game is not decided; what it scores is recorded for the event's organiser (`ownerId`).
 */
export type MatchScorer =
  | { kind: 'user'; userId: string }
  | { kind: 'board'; boardId: string; eventId: string; ownerId: string }
  /** A league venue's board (ADR 016): the games of the matches at its venue on the night. */
  | { kind: 'venueBoard'; venueId: string; ownerId: string }

// Asked for every visit a board's tablet scores: built once (reusableQuery).
const boardsOpenGame = reusableQuery((db) =>
  db
    .select({ id: tournamentGames.id })
    .from(tournamentGames)
    .where(
      and(
        eq(tournamentGames.matchId, sql.placeholder('matchId')),
        eq(tournamentGames.boardId, sql.placeholder('boardId')),
        isNull(tournamentGames.confirmedAt),
      ),
    )
    .limit(1)
    .prepare(''),
)

async function mayScore(tx: Database, scorer: MatchScorer, match: Match): Promise<boolean> {
  if (scorer.kind === 'venueBoard')
    return match.kind === 'league' && mayVenueBoardScore(tx, { venueId: scorer.venueId, matchId: match.id })
  if (scorer.kind === 'user' && match.kind === 'league') return mayScoreLeagueMatch(tx, scorer.userId, match.id)
  if (scorer.kind === 'user') return match.created_by === scorer.userId
  const [game] = await boardsOpenGame(tx).execute({ matchId: match.id, boardId: scorer.boardId })
  return Boolean(game)
}

// The statements of every visit scored, built once (reusableQuery).
const insertEvent = reusableQuery((db) =>
  db
    .insert(matchEvents)
    .values({
      matchId: sql.placeholder('matchId'),
      id: sql.placeholder('id'),
      seq: sql.placeholder('seq'),
      type: sql.placeholder('type'),
      payload: sql.placeholder('payload'),
      authorId: sql.placeholder('authorId'),
    })
    .prepare(''),
)
const updateMatch = reusableQuery((db) =>
  db
    .update(matches)
    .set({
      version: setPlaceholder(matches.version, 'seq'),
      status: setPlaceholder(matches.status, 'status'),
      summary: setPlaceholder(matches.summary, 'summary'),
      // What the analytics sum (ADR 020): the visits standing, the first visit stored and the finish (kept when an
      // event after the finish leaves it finished, cleared by an undo that reopens it).
      visitCount: setPlaceholder(matches.visitCount, 'visitCount'),
      startedAt: sql`coalesce(${matches.startedAt}, ${sql.placeholder('startedAt')}::timestamptz)`,
      finishedAt: sql`case when ${sql.placeholder('isFinished')}::boolean then coalesce(${matches.finishedAt}, ${setPlaceholder(matches.finishedAt, 'now')}) end`,
      updatedAt: setPlaceholder(matches.updatedAt, 'now'),
    })
    .where(and(eq(matches.id, sql.placeholder('id')), eq(matches.version, sql.placeholder('version'))))
    .returning()
    .prepare(''),
)

/**
 * Appends one event to a match its owner scores. The same event id again answers the stored result; a new event
 * built on an old version is refused with the current match; otherwise @oche/darts validates it against the
 * replayed log, and the event, the new version, status and summary are written in one transaction. The live views
 * hear of it after the commit.
 */
export async function appendMatchEvent(
  db: Database,
  input: { scorer: MatchScorer; matchId: string; append: AppendEventInput },
): Promise<Result<Committed<AppendedEvent>, AppendMatchEventError>> {
  const { scorer, matchId, append } = input
  const userId = scorer.kind === 'user' ? scorer.userId : scorer.ownerId
  const outcome = await db.transaction(async (tx) => {
    // The row lock orders concurrent appends to one match: each sees the version the previous one wrote.
    const match = await loadMatch(tx, matchId, { forUpdate: true })
    if (!match) return fail('match.notFound')
    if (!(await mayScore(tx, scorer, match))) return fail('auth.forbidden')
    const storedIndex = match.events.findIndex((stored) => stored.id === append.event.id)
    const stored = match.events[storedIndex]
    if (stored)
      return ok({
        seq: storedIndex + 1,
        event: stored,
        match,
        isNew: false,
        announcements: [],
        tournamentChange: null,
        leagueChange: null,
        boardsChange: effects(),
      })
    if (append.version !== match.version) return failWith('match.versionConflict', { details: { match } })
    const before = replay(toX01MatchConfig(match.config), match.events)
    if (!before.ok) throw new Error(`Stored match ${matchId} does not replay: ${before.error}`)
    const after = applyEvent(before.value, append.event)
    if (!after.ok) {
      const field = eventErrorField(after.error)
      return failWith(after.error, { field: field ? `event.${field}` : 'event' })
    }
    const seq = match.version + 1
    const now = new Date()
    const isFinished = after.value.status === 'finished'
    await insertEvent(tx).execute({
      matchId,
      id: append.event.id,
      seq,
      type: append.event.type,
      payload: append.event,
      authorId: scorer.kind === 'user' ? scorer.userId : null,
    })
    const [row] = await updateMatch(tx).execute({
      id: matchId,
      version: match.version,
      seq,
      status: isFinished ? 'finished' : match.status === 'scheduled' ? 'live' : match.status,
      summary: summarizeMatch(after.value),
      visitCount: visitCountOf(after.value),
      startedAt: isVisitEvent(append.event) ? now.toISOString() : null,
      isFinished,
      now,
    })
    if (!row) throw new Error(`Match ${matchId} changed under its row lock`)
    const current: Match = {
      ...match,
      version: row.version,
      status: row.status,
      summary: row.summary,
      updated_at: row.updatedAt.toISOString(),
      events: [...match.events, append.event],
    }
    const announcements = matchAnnouncements({
      matchId,
      version: seq,
      event: append.event,
      before: before.value,
      after: after.value,
    })
    // A tournament game's result is recorded with the event that finished its match, in this transaction.
    const isFinishing = after.value.status === 'finished' && before.value.status !== 'finished'
    const tournamentChange =
      match.kind === 'tournament' && isFinishing
        ? await recordScoredGame(tx, {
            matchId,
            state: after.value,
            actor: { userId, impersonatorId: null, requestId: null },
          })
        : null
    // A league game's result is recorded likewise; the league's pages hear of every visit (live scores).
    const leagueChange =
      match.kind === 'league'
        ? isFinishing
          ? await recordScoredLeagueGame(tx, { matchId, state: after.value, userId })
          : await leagueGameVisited(tx, matchId)
        : null
    const boardsChange =
      scorer.kind === 'board' ? eventBoardsChange(scorer.eventId, match.status, row.status) : effects()
    return ok({
      seq,
      event: append.event,
      match: current,
      isNew: true,
      announcements,
      tournamentChange,
      leagueChange,
      boardsChange,
    })
  })
  if (!outcome.ok) return outcome
  const { announcements, tournamentChange, leagueChange, boardsChange, ...appended } = outcome.value
  // The live views hear the event in order, then the tournament's pages and boards of a result it recorded.
  // On the channel the loaded match names (`private-match.{id}` for a private tournament's game): a visit changes no
  // tournament's visibility, so the after-commit step need not look it up again for every visit.
  const told = effects({
    publish: announcements.map((announcement) => ({
      channel: appended.match.realtime_channel ?? realtimeChannels.match(matchId),
      event: announcement.name,
      data: announcement.data,
      named: true as const,
    })),
  })
  return ok(
    committed(
      appended,
      mergeEffects(
        told,
        tournamentChange ? tournamentChanged(tournamentChange) : effects(),
        leagueChange ?? effects(),
        boardsChange,
      ),
    ),
  )
}

/**
 * What an event's boards hear of an event scored on one of them. The overview and the public page show the score: an
 * event in a game under way (live before and after it) changes that score alone, so their screens are told so without
 * planning the boards again (ADR 007). A game's first event (it goes live) or its end plans the event's boards again.
 */
function eventBoardsChange(eventId: string, before: Match['status'], after: Match['status']) {
  return before === 'live' && after === 'live'
    ? effects({ eventScoresChanged: [eventId] })
    : effects({ eventsToReplan: [eventId] })
}
