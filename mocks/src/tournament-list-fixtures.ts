import {
  type Participant,
  type ManageOverview,
  type MyTournaments,
  type TournamentPage,
  buildTournamentDetail,
  type TournamentSnapshot,
} from '@oche/api'
import { userFixture } from './fixtures'
import { participantRoster, rosterPlayer, type RosterPlayer } from './participant-fixtures'
import { drawFixture, finishFixture, fixtureTournament, fixtureUuid, playFixture } from './tournament-fixture-builder'
import { tournamentSnapshotFixtures } from './tournament-fixtures'
import { compareForList, manageOverviewOf, myTournamentsOf, toTournamentListItem } from './tournament-lists'

/** The moment the fixtures show: Saturday 14 November 2026, 20:30 UTC, with several tournaments under way. */
export const tournamentFixtureNow = '2026-11-14T20:30:00.000Z'

/** The same player on another organiser's participant list (their own participant id, the same account). */
function onListOf(ns: number, player: RosterPlayer, n: number): RosterPlayer {
  return { ...player, participant: { ...player.participant, id: fixtureUuid(ns, 6, n) } }
}

const ghentOrganiser = { id: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e21', name: 'Mieke Van Damme' }
const cologneOrganiser = { id: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e22', name: 'Jörg Weber' }

const ghentMasters = drawFixture(
  fixtureTournament(
    9,
    {
      name: 'Ghent Darts Masters',
      type: 'singles',
      format: { kind: 'knockout', third_place: true },
      starts_at: '2026-10-10T13:00:00.000Z',
      venue: 'Sporthal Bourgoyen, Gent',
      organiser: ghentOrganiser,
      colour: 'green',
    },
    [5, 2, 15, 1, 7, 11, 19, 30].map((n, index) => onListOf(9, rosterPlayer(n), index + 1)),
    { seed: 909, seeded: 4, enteredFrom: '2026-09-20T10:00:00.000Z' },
  ),
)
playFixture(ghentMasters, () => true, { minutesApart: 20 })

const cologneNight = fixtureTournament(
  10,
  {
    name: 'Kölner Dart-Nacht',
    type: 'singles',
    format: { kind: 'groupsKnockout', group_size: 4, qualifiers_per_group: 2, consolation: false, third_place: false },
    starts_at: '2026-11-28T18:00:00.000Z',
    venue: 'Brauhaus am Ring, Köln',
    description: 'Offenes Turnier für alle Spielstärken. Anmeldung bis 17:30 vor Ort.',
    organiser: cologneOrganiser,
    entry_limit: 32,
    signup_open: true,
    colour: 'red',
  },
  [3, 18, 27, 22, 25, 13].map((n, index) => onListOf(10, rosterPlayer(n), index + 1)),
  { seed: 1010, enteredFrom: '2026-11-09T19:00:00.000Z', checkedIn: () => false },
)

const testRun = fixtureTournament(
  11,
  {
    name: 'Test: bracket try-out',
    type: 'singles',
    format: { kind: 'knockout', third_place: false },
    starts_at: '2026-11-15T10:00:00.000Z',
    is_test: true,
    expires_at: '2026-11-15T10:05:00.000Z',
    visibility: 'private',
    colour: 'slate',
    created_at: '2026-11-14T10:05:00.000Z',
    updated_at: '2026-11-14T10:05:00.000Z',
  },
  [29, 30, 26, 27].map(rosterPlayer),
  { seed: 1111, enteredFrom: '2026-11-14T10:10:00.000Z' },
)

/** Every fixture tournament, the demo organiser's and two of other organisers (one the organiser plays in). */
export const allTournamentSnapshotFixtures: TournamentSnapshot[] = [
  ...Object.values(tournamentSnapshotFixtures),
  finishFixture(ghentMasters),
  finishFixture(cologneNight),
  finishFixture(testRun),
]

const details = allTournamentSnapshotFixtures.map(buildTournamentDetail)

/**
 * `GET /tournaments` without filters: the public, non-test tournaments, live first (newest first), then upcoming
 * (soonest first), then finished (newest first).
 */
export const tournamentPageFixture: TournamentPage = (() => {
  const data = details
    .filter(({ tournament }) => tournament.visibility === 'public' && !tournament.is_test)
    .map(toTournamentListItem)
    .sort(compareForList)
  return { data, page: 1, per_page: 24, total: data.length }
})()

/** `GET /me/tournaments` of the demo organiser: their nine tournaments, and Cologne, where they play. */
export const myTournamentsFixture: MyTournaments = myTournamentsOf(details, userFixture.id)

/** `GET /manage/overview` of the demo organiser at `tournamentFixtureNow`. */
export const manageOverviewFixture: ManageOverview = manageOverviewOf(
  details,
  userFixture.id,
  new Date(tournamentFixtureNow),
)

/** `GET /participants` of the demo organiser: the roster by name, with their entries in the organiser's tournaments. */
export const participantFixtures: Participant[] = participantRoster
  .map(({ participant }) => ({
    ...participant,
    tournaments_count: details.filter(
      ({ tournament, entries }) =>
        tournament.organiser.id === userFixture.id &&
        entries.some((entry) => entry.members.some((member) => member.participant_id === participant.id)),
    ).length,
  }))
  .sort((a, b) => a.name.localeCompare(b.name))
