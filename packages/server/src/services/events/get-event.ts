import type { EventDetail } from '@oche/api'
import type { Database } from '../../db/database'
import { ok, type Result } from '../result'
import { findVisibleEvent } from './access'
import { toEventDetail } from './to-event-detail'

/** An event for its public page: public and unlisted for anyone, private for its organisers only. */
export async function getEvent(
  db: Database,
  input: { userId: string | null; eventId: string },
): Promise<Result<EventDetail, 'event.notFound'>> {
  const found = await findVisibleEvent(db, input)
  if (!found.ok) return found
  return ok(await toEventDetail(db, found.value.row, found.value.canManage, { userId: input.userId }))
}
