import { z } from 'zod'
import { TournamentStatusSchema, TournamentVisibilitySchema } from './tournaments'

// Events, their venues (event locations) and boards, and the board tablets' login (spec section 2: /events,
// /manage/events*, /manage/events-locations, /tablet). Venues and events belong to an organisation; its owners
// and admins manage them. Every organiser has a personal organisation, where new venues and events go.

const TimestampSchema = z.iso.datetime({ offset: true })

/** `{id}` of /event-locations/{id} and /events/{id}. */
export const EventParamsSchema = z.object({ id: z.uuid() })
export type EventParams = z.infer<typeof EventParamsSchema>

/** A venue where events are played: reusable across the organiser's events. */
export const VenueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  /** A link to the venue on a map (http or https), or null. */
  map_url: z.string().nullable(),
  /** The boards an event at this venue starts with, numbered 1 to n. */
  default_board_count: z.number().int().min(0),
  /** For the organiser only: parking, the key, the contact at the bar. */
  notes: z.string(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type Venue = z.infer<typeof VenueSchema>

export const VenueListSchema = z.array(VenueSchema)
export type VenueList = z.infer<typeof VenueListSchema>

/** The most boards an event can have. */
export const maxBoardNumber = 200

const venueFields = {
  name: z.string().trim().min(1).max(120),
  street: z.string().trim().max(200),
  postcode: z.string().trim().max(20),
  city: z.string().trim().max(100),
  country: z.string().trim().max(100),
  map_url: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain })
    .max(2000)
    .nullable(),
  default_board_count: z.number().int().min(0).max(maxBoardNumber),
  notes: z.string().trim().max(5000),
}

/** `POST /event-locations`. */
export const VenueInputSchema = z.object({
  ...venueFields,
  street: venueFields.street.default(''),
  postcode: venueFields.postcode.default(''),
  city: venueFields.city.default(''),
  country: venueFields.country.default(''),
  map_url: venueFields.map_url.default(null),
  default_board_count: venueFields.default_board_count.default(0),
  notes: venueFields.notes.default(''),
})
export type VenueInput = z.input<typeof VenueInputSchema>

/** `PATCH /event-locations/{id}`: only the fields sent are changed. */
export const UpdateVenueInputSchema = z.object(venueFields).partial()
export type UpdateVenueInput = z.input<typeof UpdateVenueInputSchema>

/** An event's venue as everyone sees it: no notes, no board count. */
export const EventVenueSchema = VenueSchema.pick({
  id: true,
  name: true,
  street: true,
  postcode: true,
  city: true,
  country: true,
  map_url: true,
})
export type EventVenue = z.infer<typeof EventVenueSchema>

/** A tournament played at an event. */
export const EventTournamentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: TournamentStatusSchema,
  starts_at: TimestampSchema,
})
export type EventTournament = z.infer<typeof EventTournamentSchema>

/** An event: a darts evening (or weekend) at a venue, with the tournaments played in it. */
export const EventDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  starts_at: TimestampSchema,
  /** Null when the organiser gave no end. */
  ends_at: TimestampSchema.nullable(),
  /** The IANA time zone the event's times are shown in ("Europe/Brussels"). */
  time_zone: z.string(),
  venue: EventVenueSchema.nullable(),
  /** Plain text; line breaks are kept, no HTML. */
  description: z.string(),
  visibility: TournamentVisibilitySchema,
  /** By start time. Private tournaments only for the event's organisers. */
  tournaments: z.array(EventTournamentSchema),
  /** Whether the caller manages this event. */
  can_manage: z.boolean(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type EventDetail = z.infer<typeof EventDetailSchema>

/** An event in the organiser's list (`GET /me/events`). */
export const EventListItemSchema = EventDetailSchema.omit({
  description: true,
  tournaments: true,
  can_manage: true,
}).extend({
  tournaments_count: z.number().int().min(0),
  boards_count: z.number().int().min(0),
})
export type EventListItem = z.infer<typeof EventListItemSchema>

export const MyEventsSchema = z.array(EventListItemSchema)
export type MyEvents = z.infer<typeof MyEventsSchema>

const eventFields = {
  name: z.string().trim().min(1).max(120),
  starts_at: TimestampSchema,
  /** After `starts_at` (422 on `ends_at` otherwise). */
  ends_at: TimestampSchema.nullable(),
  /** An IANA time zone (422 on `time_zone` when unknown). */
  time_zone: z.string().trim().min(1).max(64),
  /** One of the organiser's venues; creating an event at a venue adds its default boards. */
  venue_id: z.uuid().nullable(),
  description: z.string().trim().max(5000),
  visibility: TournamentVisibilitySchema,
}

/** `POST /events`. */
export const EventInputSchema = z.object({
  ...eventFields,
  ends_at: eventFields.ends_at.default(null),
  venue_id: eventFields.venue_id.default(null),
  description: eventFields.description.default(''),
  visibility: eventFields.visibility.default('public'),
})
export type EventInput = z.input<typeof EventInputSchema>

/** `PATCH /events/{id}`: only the fields sent are changed. Changing the venue leaves the boards as they are. */
export const UpdateEventInputSchema = z.object(eventFields).partial()
export type UpdateEventInput = z.input<typeof UpdateEventInputSchema>

/** `/events/{id}/tournaments/{tournamentId}`. */
export const EventTournamentParamsSchema = z.object({ id: z.uuid(), tournamentId: z.uuid() })
export type EventTournamentParams = z.infer<typeof EventTournamentParamsSchema>

/** A board of an event. Its login code is never shown again after it was made. */
export const BoardSchema = z.object({
  id: z.uuid(),
  number: z.number().int().min(1),
  /** Empty when the board has only its number. */
  name: z.string(),
  /** A disabled board takes no tablet logins and gets no games. */
  enabled: z.boolean(),
  /** Tablets logged in to this board now. */
  devices_count: z.number().int().min(0),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type Board = z.infer<typeof BoardSchema>

export const BoardListSchema = z.array(BoardSchema)
export type BoardList = z.infer<typeof BoardListSchema>

/** The six characters a tablet logs in with; no 0, O, 1 or I, so it reads back without mistakes. */
export const boardCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const boardCodeLength = 6

/** A board with its login code: answered only when the code is made (new board, new event, new code). */
export const BoardWithCodeSchema = BoardSchema.extend({ code: z.string().length(boardCodeLength) })
export type BoardWithCode = z.infer<typeof BoardWithCodeSchema>

/** `POST /events`: the event, and the boards made from its venue's default count with their codes. */
export const CreatedEventSchema = EventDetailSchema.extend({ boards: z.array(BoardWithCodeSchema) })
export type CreatedEvent = z.infer<typeof CreatedEventSchema>

/** `/events/{id}/boards/{boardId}`. */
export const BoardParamsSchema = z.object({ id: z.uuid(), boardId: z.uuid() })
export type BoardParams = z.infer<typeof BoardParamsSchema>

/** `POST /events/{id}/boards`: the number must be free in the event (422 on `number`). */
export const BoardInputSchema = z.object({
  number: z.number().int().min(1).max(maxBoardNumber),
  name: z.string().trim().max(60).default(''),
})
export type BoardInput = z.input<typeof BoardInputSchema>

/** `PATCH /events/{id}/boards/{boardId}`. */
export const UpdateBoardInputSchema = z.object({ name: z.string().trim().max(60), enabled: z.boolean() }).partial()
export type UpdateBoardInput = z.input<typeof UpdateBoardInputSchema>

/** `POST /tablet/login`: case, spaces and dashes do not matter. */
export const TabletLoginInputSchema = z.object({ code: z.string().trim().min(1).max(20) })
export type TabletLoginInput = z.infer<typeof TabletLoginInputSchema>

/**
 * The board a tablet is logged in to (`GET /tablet/board`): an event's board (`event`) or a league venue's
 * (`venue`, ADR 016); exactly one of the two is set.
 */
export const TabletBoardSchema = z.object({
  id: z.uuid(),
  number: z.number().int().min(1),
  name: z.string(),
  enabled: z.boolean(),
  event: z.object({ id: z.uuid(), name: z.string(), starts_at: TimestampSchema, time_zone: z.string() }).nullable(),
  venue: z
    .object({ id: z.uuid(), name: z.string(), organisation: z.object({ slug: z.string(), name: z.string() }) })
    .nullable(),
})
export type TabletBoard = z.infer<typeof TabletBoardSchema>

/** `POST /tablet/login`: the board token, for the /tablet routes only, and its board. */
export const TabletSessionSchema = z.object({ token: z.string(), board: TabletBoardSchema })
export type TabletSession = z.infer<typeof TabletSessionSchema>
