import { deviceOfflineAfterSeconds, TABLET_OFFLINE_NOTIFICATION, type TabletOfflineNotificationData } from '@oche/api'
import { and, eq, inArray, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database'
import {
  boardDevices,
  boards,
  events,
  fixtureAudit,
  fixtureGames,
  fixtures,
  organisations,
  participants,
  seasons,
  teamSeasons,
  tournamentGames,
  venues,
} from '../../db/schema/index'
import { mergeEffects, type Effects } from '../effects'
import { loadEventPlay } from './load-event-play'
import { gameOnBoard } from './to-event-boards-live'
import { insertNotification, notificationCreated } from '../notifications/notify'
import { organisationManagerIds } from '../organisations/organisation-managers'

// Issue 23: organisers hear when a board's tablet goes offline during a game: on an event's board (a tournament game
// started on it) or on a league venue's board (ADR 016: a league game the board started). Each outage is told once:
// `board_devices.offline_notified_at` marks it, and a tablet seen again (a later `last_seen_at`) is told about anew.

const OFFLINE_MS = deviceOfflineAfterSeconds * 1000

/** When the device was last heard of: a tablet that never sent anything since it logged in counts from the login. */
const lastHeard = sql<Date>`coalesce(${boardDevices.lastSeenAt}, ${boardDevices.pairedAt})`

/** A device silent for longer than the offline threshold whose outage nobody was told about yet. */
function untoldOutage(now: Date): SQL {
  return and(
    isNull(boardDevices.revokedAt),
    sql`${lastHeard} < ${new Date(now.getTime() - OFFLINE_MS).toISOString()}::timestamptz`,
    or(isNull(boardDevices.offlineNotifiedAt), lt(boardDevices.offlineNotifiedAt, lastHeard)),
  ) as SQL
}

/** It went offline during the game: it was still online (by the same threshold) when the game started. */
const offlineDuringGameStartedAt = (startedAt: AnyColumn) =>
  sql`${lastHeard} >= ${startedAt} - ${sql.raw(`interval '${deviceOfflineAfterSeconds} seconds'`)}`

type Outage = { deviceId: string; organisationId: string; data: TabletOfflineNotificationData }

/** Tablets of event boards gone silent during a tournament game started on the board. */
async function eventOutages(db: Database, now: Date): Promise<Outage[]> {
  const rows = await db
    .select({ device: boardDevices, event: events, gameId: tournamentGames.id })
    .from(boardDevices)
    .innerJoin(boards, eq(boards.id, boardDevices.boardId))
    .innerJoin(events, eq(events.id, boards.eventId))
    .innerJoin(
      tournamentGames,
      and(
        eq(tournamentGames.boardId, boards.id),
        isNotNull(tournamentGames.startedAt),
        isNull(tournamentGames.result),
        isNull(tournamentGames.confirmedAt),
      ),
    )
    .where(and(untoldOutage(now), offlineDuringGameStartedAt(tournamentGames.startedAt)))
  const outages: Outage[] = []
  for (const event of new Map(rows.map((row) => [row.event.id, row.event])).values()) {
    const play = await loadEventPlay(db, event)
    for (const row of rows.filter((candidate) => candidate.event.id === event.id)) {
      const board = play.boards.find((candidate) => candidate.id === row.device.boardId)
      const game = board ? gameOnBoard(play, board.id) : undefined
      if (!board || !game || game.row.id !== row.gameId) continue
      outages.push({
        deviceId: row.device.id,
        organisationId: event.organisationId,
        data: {
          place: 'event',
          name: event.name,
          event_id: event.id,
          tournament_name: game.play.row.name,
          game_id: game.row.id,
          board_number: board.number,
          board_name: board.name,
          players: (game.entries ?? []).map((entry) => entry.name),
          last_seen_at: (row.device.lastSeenAt ?? row.device.pairedAt).toISOString(),
          device_id: row.device.id,
        },
      })
    }
  }
  return outages
}

const homeTeam = alias(teamSeasons, 'home_team')
const awayTeam = alias(teamSeasons, 'away_team')

/** Tablets of league venue boards gone silent during a league game the board started (audited with its number). */
async function venueOutages(db: Database, now: Date): Promise<Outage[]> {
  const startedHere = db
    .select({ one: sql`1` })
    .from(fixtureAudit)
    .where(
      and(
        eq(fixtureAudit.fixtureId, fixtures.id),
        eq(fixtureAudit.action, 'gameStarted'),
        eq(fixtureAudit.game, fixtureGames.number),
        sql`${fixtureAudit.details} ->> 'board' = ${boards.number}::text`,
      ),
    )
  const rows = await db
    .select({
      device: boardDevices,
      board: boards,
      venue: venues,
      fixture: fixtures,
      game: fixtureGames,
      season: seasons,
      organisation: organisations,
      home: homeTeam.name,
      away: awayTeam.name,
    })
    .from(boardDevices)
    .innerJoin(boards, eq(boards.id, boardDevices.boardId))
    .innerJoin(venues, eq(venues.id, boards.venueId))
    .innerJoin(organisations, eq(organisations.id, venues.organisationId))
    .innerJoin(fixtures, eq(fixtures.venueId, venues.id))
    .innerJoin(seasons, eq(seasons.id, fixtures.seasonId))
    .innerJoin(homeTeam, eq(homeTeam.id, fixtures.homeTeamSeasonId))
    .innerJoin(awayTeam, eq(awayTeam.id, fixtures.awayTeamSeasonId))
    .innerJoin(
      fixtureGames,
      and(eq(fixtureGames.fixtureId, fixtures.id), isNotNull(fixtureGames.startedAt), isNull(fixtureGames.finishedAt)),
    )
    .where(and(untoldOutage(now), offlineDuringGameStartedAt(fixtureGames.startedAt), sql`exists (${startedHere})`))
  const playerIds = rows.flatMap((row) => [...row.game.homeParticipantIds, ...row.game.awayParticipantIds])
  const names = new Map(
    playerIds.length === 0
      ? []
      : (
          await db
            .select({ id: participants.id, name: participants.name })
            .from(participants)
            .where(inArray(participants.id, playerIds))
        ).map((row) => [row.id, row.name]),
  )
  const side = (ids: string[]) => ids.map((id) => names.get(id) ?? '').join(' & ')
  return rows.map((row) => ({
    deviceId: row.device.id,
    organisationId: row.organisation.id,
    data: {
      place: 'venue',
      name: `${row.home} – ${row.away}`,
      venue_name: row.venue.name,
      organisation_slug: row.organisation.slug,
      season_slug: row.season.slug,
      match_slug: row.fixture.slug,
      game: row.game.number,
      board_number: row.board.number,
      board_name: row.board.name,
      players: [side(row.game.homeParticipantIds), side(row.game.awayParticipantIds)],
      last_seen_at: (row.device.lastSeenAt ?? row.device.pairedAt).toISOString(),
      device_id: row.device.id,
    },
  }))
}

/**
 * The periodic sweep (`startBoardPlanning`): tells the organisers of every tablet that went offline during a game
 * since the last sweep, once per outage, and answers what is left to do after the commits (the pushes on each
 * organiser's private channel). Pass `now` to sweep at another time (tests).
 */
export async function notifyOfflineTablets(db: Database, input: { now?: Date } = {}): Promise<Effects> {
  const now = input.now ?? new Date()
  const outages = [...(await eventOutages(db, now)), ...(await venueOutages(db, now))]
  const told: Effects[] = []
  // A device with two games in progress on its board (not expected) is told once, about the first.
  const seen = new Set<string>()
  for (const outage of outages) {
    if (seen.has(outage.deviceId)) continue
    seen.add(outage.deviceId)
    const created = await db.transaction(async (tx) => {
      // The claim: another API process sweeping at the same time finds the outage told and leaves it.
      const claimed = await tx
        .update(boardDevices)
        .set({ offlineNotifiedAt: now })
        .where(and(eq(boardDevices.id, outage.deviceId), untoldOutage(now)))
        .returning({ id: boardDevices.id })
      if (claimed.length === 0) return []
      const notified = []
      for (const userId of await organisationManagerIds(tx, outage.organisationId))
        notified.push(await insertNotification(tx, { userId, type: TABLET_OFFLINE_NOTIFICATION, data: outage.data }))
      return notified
    })
    told.push(...created.map(notificationCreated))
  }
  return mergeEffects(...told)
}
