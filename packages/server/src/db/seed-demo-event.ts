import { EventInputSchema, VenueInputSchema } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import { replanEventBoards } from '../services/event-boards/sync-event-boards'
import { createEvent } from '../services/events/create-event'
import { createVenue } from '../services/events/create-venue'
import { linkTournament } from '../services/events/link-tournament'
import { ensurePersonalOrganisation } from '../services/organisations/personal-organisation'
import type { Database } from './database'
import { events, tournamentGames, tournaments, users } from './schema/index'
import { DEMO_TOURNAMENT_NAME } from './seed-demo-tournament'

export const DEMO_EVENT_NAME = 'Oche Demo Night'
const ORGANISER_EMAIL = 'organiser@oche.test'

/**
 * The demo organiser's event tonight at a venue with four boards, playing the demo tournament: its waiting games
 * are called to the boards. The boards' login codes are shown once only, so the organiser makes a new one on
 * /manage/events/{id}/boards to log a tablet in. Made once; answers whether it made it.
 */
export async function seedDemoEvent(db: Database): Promise<boolean> {
  const [organiser] = await db.select().from(users).where(eq(users.email, ORGANISER_EMAIL))
  if (!organiser) return false
  const organisationId = await ensurePersonalOrganisation(db, organiser)
  const [existing] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organisationId, organisationId), eq(events.name, DEMO_EVENT_NAME)))
  if (existing) return false
  const venue = await createVenue(db, {
    user: organiser,
    venue: VenueInputSchema.parse({
      name: 'De Gouden Pijl',
      street: 'Grote Markt 1',
      postcode: '2000',
      city: 'Antwerpen',
      country: 'Belgium',
      map_url: 'https://www.openstreetmap.org/search?query=Grote%20Markt%201%20Antwerpen',
      default_board_count: 4,
      notes: 'Boards 1–4 by the bar; the key is with the landlord.',
    }),
  })
  if (!venue.ok) throw new Error('The demo venue was not made')
  const now = Date.now()
  const event = await createEvent(db, {
    user: organiser,
    event: EventInputSchema.parse({
      name: DEMO_EVENT_NAME,
      starts_at: new Date(now - 2 * 60 * 60 * 1000).toISOString(),
      ends_at: new Date(now + 3 * 60 * 60 * 1000).toISOString(),
      time_zone: 'Europe/Brussels',
      venue_id: venue.value.id,
      description: 'The demo tournament on four boards, scored on their tablets.\nFollow every board live here.',
      visibility: 'public',
    }),
  })
  if (!event.ok) throw new Error(`The demo event was not made: ${event.error}`)
  const [tournament] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.organisationId, organisationId), eq(tournaments.name, DEMO_TOURNAMENT_NAME)))
  if (tournament) {
    const linked = await linkTournament(db, {
      userId: organiser.id,
      eventId: event.value.id,
      tournamentId: tournament.id,
    })
    if (!linked.ok) throw new Error(`The demo tournament was not linked to the demo event: ${linked.error}`)
    // Its games called by hand to a board by name ("2") now go to the event's real boards.
    await db
      .update(tournamentGames)
      .set({ board: null, calledAt: null })
      .where(and(eq(tournamentGames.tournamentId, tournament.id), isNull(tournamentGames.boardId)))
    await replanEventBoards(db, event.value.id)
  }
  return true
}
