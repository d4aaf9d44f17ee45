import {
  boardCodeAlphabet,
  boardCodeLength,
  buildFixturesInput,
  fixtureSlug,
  SeasonSettingsSchema,
  slugFromName,
  type Board,
  type CompetitionSitePage,
  type CompetitionVenue,
  type Division,
  type FixtureState,
  type SeasonSettings,
  type TeamMemberRole,
  type Weekday,
} from '@oche/api'
import { generateFixtures } from '@oche/darts'
import type { StoredCup } from './cup-handlers'
import { superAdminFixture, userFixture } from './fixtures'
import { createSiteContentStore, seedSiteContent, type SiteContentStore } from './site-content-fixtures'
import { tournamentFixtureNow } from './tournament-list-fixtures'

// The mocks' league: what the competition handlers read and change, in memory. Built the way the server stores it
// (organisation → seasons → divisions and teams in a season → members; venues and participants per organisation),
// so the handlers answer with the same rules.

export type StoredOrganisation = {
  id: string
  slug: string
  formerSlugs: string[]
  name: string
  logo_url: string | null
  primary_colour: string | null
  default_language: 'en' | 'nl' | 'fr' | 'de'
  domains: string[]
  /** The public site's help page and which optional pages it shows; absent: no help text, every page. */
  help_text?: string
  pages?: CompetitionSitePage[]
  adminIds: string[]
  invitations: { id: string; email: string; userId: string | null; created_at: string }[]
  created_at: string
  updated_at: string
}

export type StoredSeason = {
  id: string
  organisationId: string
  slug: string
  formerSlugs: string[]
  name: string
  starts_on: string
  ends_on: string
  is_current: boolean
  is_archived: boolean
  settings: SeasonSettings
  created_at: string
  updated_at: string
}

export type StoredDivision = {
  id: string
  seasonId: string
  slug: string
  formerSlugs: string[]
  name: string
  position: number
  /** Its own match template, or null (absent) to play the season's; a cup's template. */
  match_template?: Division['match_template']
  /** A cup of the season (ADR 015) rather than a league division; absent for a league division. */
  kind?: 'league' | 'cup'
  /** The cup's format, entries and draw, for a `cup`. */
  cup?: StoredCup
  created_at: string
  updated_at: string
}

export type StoredTeam = {
  id: string
  organisationId: string
  slug: string
  formerSlugs: string[]
  name: string
  club_name: string
}

export type StoredTeamSeason = {
  id: string
  teamId: string
  seasonId: string
  divisionId: string | null
  venueId: string | null
  home_weekday: Weekday | null
  name: string
  created_at: string
  updated_at: string
}

export type StoredParticipant = {
  id: string
  organisationId: string
  name: string
  nickname: string
  userId: string | null
}

export type StoredMember = {
  id: string
  seasonId: string
  teamSeasonId: string
  participantId: string
  role: TeamMemberRole
  joined_on: string
  left_on: string | null
  contact_email: string
  contact_phone: string
}

export type StoredVenue = Omit<CompetitionVenue, 'teams_count'> & { organisationId: string }

/** A venue's board (ADR 016) with its login code, which the API answers only when it is made. */
export type StoredVenueBoard = Board & { venueId: string; code: string }

export type StoredFixture = {
  id: string
  seasonId: string
  divisionId: string
  slug: string
  weekIndex: number
  date: string | null
  homeId: string
  awayId: string
  venueId: string | null
  state: FixtureState
  reschedules: { from_date: string | null; to_date: string | null; reason: string; at: string }[]
  /** A cup group match: its group (`A`, …). */
  cupGroup?: string
  /** A cup knockout match: its id in the plan (`cup.2.1`). */
  bracketId?: string
}

export type CompetitionStore = {
  organisations: Map<string, StoredOrganisation>
  seasons: Map<string, StoredSeason>
  divisions: Map<string, StoredDivision>
  teams: Map<string, StoredTeam>
  teamSeasons: Map<string, StoredTeamSeason>
  participants: Map<string, StoredParticipant>
  members: Map<string, StoredMember>
  venues: Map<string, StoredVenue>
  /** The venues' boards, by board id. */
  venueBoards: Map<string, StoredVenueBoard>
  fixtures: Map<string, StoredFixture>
  /** How many venue board codes were made: the seed of the next (`nextVenueBoardCode`). */
  venueBoardCodes: number
  /** The public sites' news, documents, board members and uploaded files (ADR 018). */
  siteContent: SiteContentStore
}

/** The ids of the fixture league, for stories that name one. */
export const competitionFixtureIds = {
  organisation: '7c0a0000-0000-4000-8000-000000000001',
  otherOrganisation: '7c0a0000-0000-4000-8000-000000000002',
  currentSeason: '7c0a0000-0000-4000-8000-000000000101',
  previousSeason: '7c0a0000-0000-4000-8000-000000000102',
} as const

/** The slugs of the fixture league. */
export const competitionFixtureSlugs = {
  organisation: 'demo-darts-league',
  otherOrganisation: 'kempen-dartsbond',
  currentSeason: '2026-27',
  previousSeason: '2025-26',
  firstDivision: 'first-division',
  secondDivision: 'second-division',
  /** The team the organiser plays for when the store makes them a captain or a player. */
  organiserTeam: 'the-arrows',
  /** A team of the previous season that does not play the current one ("bring a team from last season"). */
  formerTeam: 'old-timers',
} as const

export type CompetitionStoreOptions = {
  /**
   * What the demo organiser (`mockTokens.user`) is in the fixture league: its admin (default), the captain of The
   * Arrows, one of its players, or nobody there.
   */
  organiserRole?: 'admin' | 'captain' | 'member' | 'none'
  /** Whether the current season's fixtures are generated (default true). */
  withFixtures?: boolean
}

const stamp = tournamentFixtureNow

function idMaker(prefix: string) {
  let count = 0
  return () => {
    count += 1
    return `${prefix}-0000-4000-8000-${count.toString(16).padStart(12, '0')}`
  }
}

/**
 * The store's next venue board login code: six characters of `boardCodeAlphabet`, not used by another venue board,
 * the same sequence in every fresh store, so stories and tests see the same codes each run.
 */
export function nextVenueBoardCode(store: CompetitionStore): string {
  const taken = new Set([...store.venueBoards.values()].map((board) => board.code))
  for (;;) {
    store.venueBoardCodes += 1
    // Park–Miller: exact in doubles, so every engine makes the same codes.
    let seed = store.venueBoardCodes * 6151 + 7753
    const code = Array.from({ length: boardCodeLength }, () => {
      seed = (seed * 48271) % 2147483647
      return boardCodeAlphabet[seed % boardCodeAlphabet.length]
    }).join('')
    if (!taken.has(code)) return code
  }
}

/** Mondays from `first`, weekly, `count` of them. */
function mondays(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`)
  return Array.from({ length: count }, (_, week) => new Date(start + week * 7 * 86_400_000).toISOString().slice(0, 10))
}

const playerNames = [
  'Anke Arrow',
  'Bart Bulls',
  'Chris Cork',
  'Dana Double',
  'Eddy Eyes',
  'Fien Flight',
  'Gert Grip',
  'Hanne Hit',
  'Ivo In',
  'Jana Jump',
  'Koen Kick',
  'Lies Leg',
  'Mats Marker',
  'Nora Nine',
  'Olaf Out',
  'Pia Point',
  'Quinten Quick',
  'Roos Ring',
  'Sven Set',
  'Tine Treble',
  'Udo Up',
  'Vera Visit',
  'Wout Wire',
  'Xena X',
  'Yves Yard',
  'Zoe Zero',
  'Axel Ace',
  'Britt Board',
  'Cas Check',
  'Dirk Dart',
  'Els End',
  'Fons Finish',
]

/**
 * The fixture league: "Demo Darts League" with its archived season 2025-26 and current season 2026-27 (two divisions
 * of four teams at three venues, four players each, the season's fixtures generated by `@oche/darts`), and a second
 * organisation only super admins see. Each call builds a fresh store.
 */
export function createCompetitionStore(options: CompetitionStoreOptions = {}): CompetitionStore {
  const role = options.organiserRole ?? 'admin'
  const nextId = {
    division: idMaker('7c0a0001'),
    team: idMaker('7c0a0002'),
    teamSeason: idMaker('7c0a0003'),
    participant: idMaker('7c0a0004'),
    member: idMaker('7c0a0005'),
    venue: idMaker('7c0a0006'),
    fixture: idMaker('7c0a0007'),
    venueBoard: idMaker('7c0a0008'),
  }
  const store: CompetitionStore = {
    organisations: new Map(),
    seasons: new Map(),
    divisions: new Map(),
    teams: new Map(),
    teamSeasons: new Map(),
    participants: new Map(),
    members: new Map(),
    venues: new Map(),
    venueBoards: new Map(),
    fixtures: new Map(),
    venueBoardCodes: 0,
    siteContent: createSiteContentStore(),
  }
  const organisation: StoredOrganisation = {
    id: competitionFixtureIds.organisation,
    slug: competitionFixtureSlugs.organisation,
    formerSlugs: [],
    name: 'Demo Darts League',
    logo_url: null,
    primary_colour: '#0f766e',
    default_language: 'nl',
    domains: ['league.localhost'],
    help_text:
      'Matches start at 20:00 at the home team’s venue. Both captains hand in their lineup before the first game.\n\n' +
      'A match can be moved once, at least a week before its date: ask the league secretary.\n\n' +
      'Questions about a result or the standings? Write to secretary@demo-darts-league.example.',
    pages: ['news', 'calendar', 'documents', 'cup', 'help', 'board-members'],
    adminIds: role === 'admin' ? [userFixture.id] : [],
    invitations: [],
    created_at: stamp,
    updated_at: stamp,
  }
  store.organisations.set(organisation.id, organisation)
  seedSiteContent(store.siteContent, {
    organisationId: organisation.id,
    currentSeasonId: competitionFixtureIds.currentSeason,
    authorName: userFixture.name,
    stamp,
  })
  store.organisations.set(competitionFixtureIds.otherOrganisation, {
    ...organisation,
    id: competitionFixtureIds.otherOrganisation,
    slug: competitionFixtureSlugs.otherOrganisation,
    name: 'Kempen Dartsbond',
    primary_colour: null,
    domains: [],
    help_text: '',
    adminIds: [superAdminFixture.id],
  })
  const defaults = SeasonSettingsSchema.parse({})
  const season = (id: string, slug: string, startYear: number, current: boolean): StoredSeason => ({
    id,
    organisationId: organisation.id,
    slug,
    formerSlugs: [],
    name: slug,
    starts_on: `${startYear}-09-01`,
    ends_on: `${startYear + 1}-05-31`,
    is_current: current,
    is_archived: !current,
    settings: { ...defaults, league_nights: mondays(current ? '2026-09-07' : '2025-09-08', 14) },
    created_at: stamp,
    updated_at: stamp,
  })
  const current = season(competitionFixtureIds.currentSeason, competitionFixtureSlugs.currentSeason, 2026, true)
  const previous = season(competitionFixtureIds.previousSeason, competitionFixtureSlugs.previousSeason, 2025, false)
  store.seasons.set(current.id, current)
  store.seasons.set(previous.id, previous)

  const venues = [
    { name: 'De Gouden Pijl', city: 'Antwerpen', boards: 6, weekdays: ['thursday'] as Weekday[] },
    { name: 'Café Bullseye', city: 'Gent', boards: 4, weekdays: ['tuesday', 'friday'] as Weekday[] },
    { name: 'Zaal Triple', city: 'Mechelen', boards: 8, weekdays: ['wednesday'] as Weekday[] },
  ].map((venue): StoredVenue => {
    const stored: StoredVenue = {
      id: nextId.venue(),
      organisationId: organisation.id,
      name: venue.name,
      street: '',
      postcode: '',
      city: venue.city,
      country: 'Belgium',
      map_url: null,
      default_board_count: venue.boards,
      notes: '',
      weekdays: venue.weekdays,
      created_at: stamp,
      updated_at: stamp,
    }
    store.venues.set(stored.id, stored)
    return stored
  })

  // Their boards (ADR 016): De Gouden Pijl four, one of them off; Café Bullseye two; Zaal Triple none yet.
  const venueBoards: [StoredVenue | undefined, Pick<Board, 'name' | 'enabled' | 'devices_count'>[]][] = [
    [
      venues[0],
      [
        { name: 'By the bar', enabled: true, devices_count: 1 },
        { name: '', enabled: true, devices_count: 1 },
        { name: '', enabled: true, devices_count: 0 },
        { name: 'Back room', enabled: false, devices_count: 0 },
      ],
    ],
    [
      venues[1],
      [
        { name: '', enabled: true, devices_count: 2 },
        { name: '', enabled: true, devices_count: 0 },
      ],
    ],
  ]
  for (const [venue, boards] of venueBoards)
    boards.forEach((board, index) => {
      if (!venue) return
      const stored: StoredVenueBoard = {
        id: nextId.venueBoard(),
        venueId: venue.id,
        number: index + 1,
        ...board,
        code: nextVenueBoardCode(store),
        created_at: stamp,
        updated_at: stamp,
      }
      store.venueBoards.set(stored.id, stored)
    })

  const addDivision = (seasonId: string, name: string, position: number) => {
    const division: StoredDivision = {
      id: nextId.division(),
      seasonId,
      slug: slugFromName(name, 'division'),
      formerSlugs: [],
      name,
      position,
      created_at: stamp,
      updated_at: stamp,
    }
    store.divisions.set(division.id, division)
    return division
  }
  let names = 0
  const addTeam = (name: string, club: string) => {
    const team: StoredTeam = {
      id: nextId.team(),
      organisationId: organisation.id,
      slug: slugFromName(name, 'team'),
      formerSlugs: [],
      name,
      club_name: club,
    }
    store.teams.set(team.id, team)
    const players = Array.from({ length: 4 }, (): StoredParticipant => {
      const participant = {
        id: nextId.participant(),
        organisationId: organisation.id,
        name: playerNames[names++ % playerNames.length] ?? 'Player',
        nickname: '',
        userId: null,
      }
      store.participants.set(participant.id, participant)
      return participant
    })
    return { team, players }
  }
  const enter = (
    seasonRow: StoredSeason,
    entry: { team: StoredTeam; players: StoredParticipant[] },
    division: StoredDivision,
    venue: StoredVenue,
  ) => {
    const teamSeason: StoredTeamSeason = {
      id: nextId.teamSeason(),
      teamId: entry.team.id,
      seasonId: seasonRow.id,
      divisionId: division.id,
      venueId: venue.id,
      home_weekday: venue.weekdays[0] ?? null,
      name: entry.team.name,
      created_at: stamp,
      updated_at: stamp,
    }
    store.teamSeasons.set(teamSeason.id, teamSeason)
    entry.players.forEach((player, index) => {
      const member: StoredMember = {
        id: nextId.member(),
        seasonId: seasonRow.id,
        teamSeasonId: teamSeason.id,
        participantId: player.id,
        role: index === 0 ? 'captain' : 'player',
        joined_on: seasonRow.starts_on,
        left_on: null,
        contact_email: `${slugFromName(player.name, 'player')}@example.com`,
        contact_phone: `+32 470 00 ${String(10 + index).padStart(2, '0')} ${String(names).padStart(2, '0')}`,
      }
      store.members.set(member.id, member)
    })
    return teamSeason
  }
  const teamNames: [string, string][] = [
    ['The Arrows', 'Café De Pijl'],
    ['Bull Busters', 'Café Bullseye'],
    ['Treble Trouble', 'Zaal Triple'],
    ['Checkout Kings', 'De Gouden Pijl'],
    ['Flight Club', 'Café Bullseye'],
    ['Double Top', 'Zaal Triple'],
    ['Shanghai Nights', 'De Gouden Pijl'],
    ['Oche Rockers', 'Zaal Triple'],
  ]
  const entries = teamNames.map(([name, club]) => addTeam(name, club))
  const first = addDivision(current.id, 'First division', 1)
  const second = addDivision(current.id, 'Second division', 2)
  const previousDivision = addDivision(previous.id, 'First division', 1)
  const currentTeams = entries.map((entry, index) =>
    enter(current, entry, index < 4 ? first : second, venues[index % venues.length] as StoredVenue),
  )
  // Last season: four of them, and a team that stopped.
  const formerTeam = addTeam('Old Timers', 'De Gouden Pijl')
  for (const entry of [...entries.slice(0, 3), formerTeam])
    enter(previous, entry, previousDivision, venues[0] as StoredVenue)

  // The organiser's own place in the league.
  if (role === 'captain' || role === 'member') {
    const arrows = currentTeams[0] as StoredTeamSeason
    const participant: StoredParticipant = {
      id: nextId.participant(),
      organisationId: organisation.id,
      name: userFixture.name,
      nickname: '',
      userId: userFixture.id,
    }
    store.participants.set(participant.id, participant)
    if (role === 'captain')
      for (const member of store.members.values()) if (member.teamSeasonId === arrows.id) member.role = 'player'
    const member: StoredMember = {
      id: nextId.member(),
      seasonId: current.id,
      teamSeasonId: arrows.id,
      participantId: participant.id,
      role: role === 'captain' ? 'captain' : 'player',
      joined_on: current.starts_on,
      left_on: null,
      contact_email: userFixture.email,
      contact_phone: '',
    }
    store.members.set(member.id, member)
  }

  if (options.withFixtures ?? true) {
    const generated = generateFixtures(
      buildFixturesInput({
        seasonId: current.id,
        settings: current.settings,
        venues: venues.map((venue) => ({
          id: venue.id,
          boards: venue.default_board_count,
          weekdays: venue.weekdays,
        })),
        divisions: [first, second].map((division) => ({
          id: division.id,
          teams: currentTeams
            .filter((team) => team.divisionId === division.id)
            .map((team) => ({ id: team.id, venueId: team.venueId, homeWeekday: team.home_weekday })),
        })),
      }),
    )
    if (!generated.ok) throw new Error(`The mocks' fixtures were refused: ${generated.error}`)
    const slugOf = (teamSeasonId: string) =>
      store.teams.get(store.teamSeasons.get(teamSeasonId)?.teamId ?? '')?.slug ?? ''
    for (const match of generated.value.matches) {
      const fixture: StoredFixture = {
        id: nextId.fixture(),
        seasonId: current.id,
        divisionId: match.divisionId,
        slug: fixtureSlug(match.weekIndex + 1, slugOf(match.homeTeamId), slugOf(match.awayTeamId)),
        weekIndex: match.weekIndex,
        date: match.date,
        homeId: match.homeTeamId,
        awayId: match.awayTeamId,
        venueId: match.venueId,
        state: 'scheduled',
        reschedules: [],
      }
      store.fixtures.set(fixture.id, fixture)
    }
  }
  return store
}
