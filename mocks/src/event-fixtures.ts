import type { Board, EventDetail, Venue } from '@oche/api'

// The demo organiser's venues, events and boards, fixed in time around `tournamentFixtureNow` (14 November 2026)
// so stories stay the same: an upcoming evening at the Dutch darts centre and a past one at the Belgian café.

const created = '2026-09-02T18:15:00.000Z'

/** The demo organiser's venues, by name: a Belgian café, a Dutch darts centre and an English pub. */
export const venueFixtures = {
  cafe: {
    id: '5c1e2a40-7b3d-4f0e-9a61-0d2b8e4c1a01',
    name: 'Café De Klokke',
    street: 'Kerkstraat 12',
    postcode: '9000',
    city: 'Gent',
    country: 'België',
    map_url: 'https://www.openstreetmap.org/?mlat=51.0543&mlon=3.7174#map=18/51.0543/3.7174',
    default_board_count: 4,
    notes: 'Key at the bar from 18:00. Ask for Griet. Park on the Vrijdagmarkt.',
    created_at: created,
    updated_at: created,
  },
  centre: {
    id: '5c1e2a40-7b3d-4f0e-9a61-0d2b8e4c1a02',
    name: 'Dartcentrum De Roos',
    street: 'Industrieweg 48',
    postcode: '5145 PV',
    city: 'Waalwijk',
    country: 'Nederland',
    map_url: 'https://www.openstreetmap.org/?mlat=51.6841&mlon=5.0583#map=18/51.6841/5.0583',
    default_board_count: 8,
    notes: 'Board 8 is by the entrance and has a wobbly surround. Free parking behind the hall.',
    created_at: created,
    updated_at: '2026-10-20T09:40:00.000Z',
  },
  pub: {
    id: '5c1e2a40-7b3d-4f0e-9a61-0d2b8e4c1a03',
    name: 'The Red Lion',
    street: '27 High Street',
    postcode: 'CT1 2AZ',
    city: 'Canterbury',
    country: 'United Kingdom',
    map_url: null,
    default_board_count: 2,
    notes: '',
    created_at: '2026-10-05T12:00:00.000Z',
    updated_at: '2026-10-05T12:00:00.000Z',
  },
} satisfies Record<string, Venue>

/** The venues as `GET /event-locations` answers them: by name. */
export const venueListFixture: Venue[] = Object.values(venueFixtures).sort((a, b) => a.name.localeCompare(b.name))

const eventVenue = (venue: Venue): EventDetail['venue'] => ({
  id: venue.id,
  name: venue.name,
  street: venue.street,
  postcode: venue.postcode,
  city: venue.city,
  country: venue.country,
  map_url: venue.map_url,
})

/** The demo organiser's events: an upcoming one with eight boards (one off) and a past one. */
export const eventFixtures = {
  upcoming: {
    id: '7e2f3b51-8c4e-4a1f-8b72-1e3c9f5d2b01',
    name: 'Brabant Open Night',
    starts_at: '2026-11-21T18:30:00.000Z',
    ends_at: '2026-11-21T23:30:00.000Z',
    time_zone: 'Europe/Amsterdam',
    venue: eventVenue(venueFixtures.centre),
    description: 'Singles in the evening, pairs after the break.\nSign-up at the bar until 19:15.',
    visibility: 'public',
    tournaments: [],
    can_manage: true,
    created_at: '2026-10-20T09:45:00.000Z',
    updated_at: '2026-11-10T16:05:00.000Z',
  },
  past: {
    id: '7e2f3b51-8c4e-4a1f-8b72-1e3c9f5d2b02',
    name: 'Klokke Cup, October',
    starts_at: '2026-10-17T18:00:00.000Z',
    ends_at: null,
    time_zone: 'Europe/Brussels',
    venue: eventVenue(venueFixtures.cafe),
    description: '',
    visibility: 'unlisted',
    tournaments: [],
    can_manage: true,
    created_at: '2026-09-30T20:10:00.000Z',
    updated_at: '2026-09-30T20:10:00.000Z',
  },
} satisfies Record<string, EventDetail>

const boardId = (event: number, number: number) =>
  `9a3b4c62-1d5f-4b20-8c83-${String(event).padStart(4, '0')}${String(number).padStart(8, '0')}`

function boards(event: number, count: number, changes: Record<number, Partial<Board>> = {}): Board[] {
  return Array.from({ length: count }, (_, index) => ({
    id: boardId(event, index + 1),
    number: index + 1,
    name: '',
    enabled: true,
    devices_count: 0,
    created_at: eventFixtures.upcoming.created_at,
    updated_at: eventFixtures.upcoming.created_at,
    ...changes[index + 1],
  }))
}

/** The events' boards by number: the upcoming event's eight (two tablets on board 1, board 8 off), the past four. */
export const boardFixtures = {
  upcoming: boards(1, 8, {
    1: { name: 'Stage', devices_count: 2 },
    2: { devices_count: 1 },
    8: { name: 'By the entrance', enabled: false, updated_at: '2026-11-10T16:05:00.000Z' },
  }),
  past: boards(2, 4),
} satisfies Record<keyof typeof eventFixtures, Board[]>

/** The login codes of the fixture boards, by board id, so a story or test can log a tablet in. */
export const boardCodeFixtures: Record<string, string> = Object.fromEntries(
  [...boardFixtures.upcoming, ...boardFixtures.past].map((board, index) => [
    board.id,
    `${index < 8 ? 'RDSW' : 'KLKG'}${'ABCDEFGH'[index % 8]}${(index % 8) + 2}`,
  ]),
)
