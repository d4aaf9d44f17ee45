import type { TournamentListItem } from '@oche/api'
import type { Database } from '../../db/database'
import type { TournamentRow } from '../../db/schema/index'
import { championNames } from '../tournament-play/champion'
import { loadTournamentFacts, tournamentFromRow } from '../tournaments/to-tournament'

/** Tournaments as lists show them, in the given order: no description or phases; the champion once finished. */
export async function toTournamentListItems(db: Database, rows: TournamentRow[]): Promise<TournamentListItem[]> {
  const facts = await loadTournamentFacts(db, rows)
  const champions = await championNames(
    db,
    rows.filter((row) => row.status === 'finished').map((row) => row.id),
  )
  const items: TournamentListItem[] = []
  for (const row of rows) {
    const fact = facts.get(row.id)
    if (!fact) throw new Error(`Tournament ${row.id} has no facts`)
    const { description: _description, phases: _phases, standings: _standings, ...item } = tournamentFromRow(row, fact)
    items.push({ ...item, champion: champions.get(row.id) ?? null })
  }
  return items
}
