import type { Match, MatchListItem } from '@oche/api'
import type { MatchEvent } from '@oche/darts'
import type { MatchRow } from '../../db/schema/index'

/** A match as the API answers it: the row and its whole event log, in seq order. */
export function toMatch(row: MatchRow, events: MatchEvent[]): Match {
  return { ...toMatchListItem(row), events }
}

/** A match as lists show it: without its event log. */
export function toMatchListItem(row: MatchRow): MatchListItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    version: row.version,
    config: row.config,
    summary: row.summary,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
