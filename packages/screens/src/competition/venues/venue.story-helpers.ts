import { competitionFixtureIds, competitionFixtureSlugs, type CompetitionStore } from '@oche/mocks'

/** Stories only: the fixture league's venues, by the order the mocks' store makes them. */
export const fixtureVenues = {
  /** Antwerpen, 6 boards, Thursday; home of three teams this season. Boards 1–4 set up, board 4 off. */
  goudenPijl: { id: '7c0a0006-0000-4000-8000-000000000001', name: 'De Gouden Pijl' },
  /** Gent, 4 boards, Tuesday and Friday; home of three teams this season. Boards 1 and 2 set up. */
  bullseye: { id: '7c0a0006-0000-4000-8000-000000000002', name: 'Café Bullseye' },
  /** Mechelen, 8 boards, Wednesday; home of two teams this season. No boards set up. */
  triple: { id: '7c0a0006-0000-4000-8000-000000000003', name: 'Zaal Triple' },
} as const

export const org = competitionFixtureSlugs.organisation
export const season = competitionFixtureSlugs.currentSeason
/** The season pages' base path, as the links write it. */
export const seasonBase = `/competition/${org}/season/${season}`
/** The venues' API path, for MSW overrides. */
export const venuesApi = '/competition/manage/organisations/:org/venues'

/** A venue no team, match or event uses: the one a delete succeeds on. */
export const unusedVenue = { id: '7c0a0006-0000-4000-8000-0000000000ff', name: 'Zaal Nieuw' }

/** Stories only: adds the unused venue, with an address, a map link and notes. */
export function addUnusedVenue(store: CompetitionStore) {
  store.venues.set(unusedVenue.id, {
    id: unusedVenue.id,
    organisationId: competitionFixtureIds.organisation,
    name: unusedVenue.name,
    street: 'Kerkstraat 12',
    postcode: '2000',
    city: 'Antwerpen',
    country: 'Belgium',
    map_url: 'https://www.openstreetmap.org/#map=18/51.2194/4.4025',
    default_board_count: 3,
    notes: 'The key is at the bar.\nParking behind the church.',
    weekdays: ['monday', 'thursday'],
    created_at: '2026-06-01T10:00:00Z',
    updated_at: '2026-06-01T10:00:00Z',
  })
}

/** Stories only: the organisation without venues (its teams without a home venue). */
export function withoutVenues(store: CompetitionStore) {
  store.fixtures.clear()
  for (const row of store.teamSeasons.values()) row.venueId = null
  store.venueBoards.clear()
  store.venues.clear()
}
