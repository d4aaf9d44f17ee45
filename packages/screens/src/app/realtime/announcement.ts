import type { RealtimeEventName, RealtimePayload } from '@oche/api'

/**
 * An announcement's payload as the server sent it. The API parses every payload with its event's schema before it
 * publishes it (`publishAnnouncements`), as it parses every answer, and only the API can publish (a client's own
 * events are named `client-…`): the screens take it as sent (docs/adr/027-client-trusts-checked-answers.md), so a page
 * that listens carries neither zod nor the payload schemas. What is no object (nothing the API sends) is ignored.
 */
export function announcementOf<E extends RealtimeEventName>(_event: E, data: unknown): RealtimePayload<E> | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as RealtimePayload<E>) : null
}
