import type { ImportEntriesResult } from '@oche/api'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, effects, mergeEffects, type Committed } from '../effects'
import { notifyParticipants, playerNotificationTypes, toldAfterCommit } from '../notifications/notify-players'
import { participants } from '../../db/schema/index'
import type { Locale } from '../../http/messages'
import { failWith, fail, ok, type Result } from '../result'
import { findManagedTournament } from './access'
import { describeCsvError, parseEntriesCsv, type CsvError } from './csv-entries'
import { entryName } from './entry-names'
import { countEntries, enteredParticipantIds, insertEntry, takenSeeds } from './entry-store'
import { loadEntries } from './load-entries'
import { tournamentChanged } from './tournament-announcements'
import { bumpTournamentVersion } from './tournament-version'

export type ImportEntriesError =
  'tournament.notFound' | 'auth.forbidden' | 'tournament.notDraft' | 'tournament.full' | 'entry.csvInvalid'

type Player = { name: string; nickname: string }

/**
 * Enters the players of a CSV file before the draw. Every line is checked first; any problem answers 422 on `csv`
 * with one message per problem, naming its line, and stores nothing. Names are matched with the participant list
 * (case-insensitive), others are added as guests; lines whose players are entered already are skipped.
 */
export async function importEntries(
  db: Database,
  input: { userId: string; tournamentId: string; csv: string; language: Locale },
): Promise<Result<Committed<ImportEntriesResult>, ImportEntriesError>> {
  const invalid = (errors: CsvError[]) =>
    failWith('entry.csvInvalid', {
      details: { errors: { csv: errors.map((error) => describeCsvError(error, input.language)) } },
    })
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: input.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const tournament = found.value
    if (tournament.status !== 'draft') return fail('tournament.notDraft')
    const parsed = parseEntriesCsv(input.csv, tournament.type, await takenSeeds(tx, tournament.id))
    if (!parsed.ok) return invalid(parsed.errors)

    const entered = await enteredParticipantIds(tx, tournament.id)
    const known = new Map<string, { id: string; name: string }>()
    const findKnown = async (player: Player) => {
      const key = player.name.toLocaleLowerCase()
      if (!known.has(key)) {
        const [row] = await tx
          .select({ id: participants.id, name: participants.name })
          .from(participants)
          .where(
            and(
              eq(participants.organisationId, tournament.organisationId),
              isNull(participants.mergedIntoId),
              eq(sql`lower(${participants.name})`, key),
            ),
          )
          .orderBy(asc(participants.createdAt), asc(participants.id))
          .limit(1)
        if (row) known.set(key, row)
      }
      return known.get(key) ?? null
    }
    const skipped: ImportEntriesResult['skipped'] = []
    const toEnter: { line: number; players: Player[]; seed: number | null }[] = []
    for (const line of parsed.lines) {
      const players = [{ name: line.name, nickname: line.nickname }, ...(line.partner ? [line.partner] : [])]
      const matches = []
      for (const player of players) matches.push(await findKnown(player))
      if (matches.some((match) => match !== null && entered.has(match.id)))
        skipped.push({ line: line.line, name: entryName(players.map((player) => player.name)) })
      else toEnter.push({ line: line.line, players, seed: line.seed })
    }
    if (
      tournament.entryLimit !== null &&
      (await countEntries(tx, tournament.id)) + toEnter.length > tournament.entryLimit
    )
      return fail('tournament.full')

    const entryIds: string[] = []
    const enteredIds: string[] = []
    for (const { players, seed } of toEnter) {
      const members: { id: string; name: string }[] = []
      for (const player of players) {
        const match = await findKnown(player)
        if (match) {
          members.push(match)
          continue
        }
        const [guest] = await tx
          .insert(participants)
          .values({ organisationId: tournament.organisationId, name: player.name, nickname: player.nickname })
          .returning({ id: participants.id, name: participants.name })
        if (!guest) throw new Error('The guest was not inserted')
        known.set(player.name.toLocaleLowerCase(), guest)
        members.push(guest)
      }
      entryIds.push(await insertEntry(tx, { tournamentId: tournament.id, members, seed }))
      enteredIds.push(...members.map((member) => member.id))
    }
    const version = entryIds.length > 0 ? await bumpTournamentVersion(tx, tournament.id) : null
    // Known players with an account hear they were entered, as from the players page.
    const notified = await notifyParticipants(tx, {
      participantIds: enteredIds,
      type: playerNotificationTypes.entered,
      data: { tournament_id: tournament.id, tournament_name: tournament.name },
      actorId: input.userId,
    })
    return ok({ version, entryIds, skipped, notified })
  })
  if (!outcome.ok) return outcome
  const { version, entryIds, skipped, notified } = outcome.value
  const entries = await loadEntries(db, input.tournamentId)
  const created = entryIds.flatMap((id) => entries.filter((entry) => entry.id === id))
  const changed = version === null ? effects() : tournamentChanged({ tournamentId: input.tournamentId, version })
  return ok(committed({ created, skipped }, mergeEffects(changed, toldAfterCommit(notified))))
}
