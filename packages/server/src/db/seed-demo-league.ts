import {
  competitionSitePages,
  CompetitionSiteSettingsInputSchema,
  CompetitionVenueInputSchema,
  CupInputSchema,
  ExistingTeamInputSchema,
  OrganisationInputSchema,
  SeasonInputSchema,
  TeamInputSchema,
  TeamMemberInputSchema,
  slugFromName,
  type Weekday,
} from '@oche/api'
import { eq, inArray } from 'drizzle-orm'
import type { Caller } from '../services/competition/access'
import { createOrganisation } from '../services/competition/admin-organisations'
import { createDivision } from '../services/competition/divisions'
import { generateSeasonFixtures } from '../services/competition/fixtures'
import { addTeamMember } from '../services/competition/members'
import { createSeason, updateSeason } from '../services/competition/seasons'
import { addExistingTeam, createTeam } from '../services/competition/teams'
import { createCompetitionVenue } from '../services/competition/venues'
import { updateSiteSettings } from '../services/competition-site/site-settings'
import { createCup, drawCupNow } from '../services/league-cup/cups'
import { findCompetitionOrganisation } from '../services/competition/access'
import type { FileStore } from '../services/files/file-store'
import type { Database } from './database'
import { seedDemoLeagueNight } from './seed-demo-league-night'
import { seedDemoSiteContent } from './seed-demo-site-content'
import { fixtures, organisationMembers, participants, seasons, users } from './schema/index'

/** The demo league's name and slug: the seed makes it once for its admin, league@oche.test. */
export const DEMO_LEAGUE_NAME = 'Demo Darts League'
export const DEMO_LEAGUE_SLUG = 'demo-darts-league'
export const DEMO_LEAGUE_ADMIN_EMAIL = 'league@oche.test'
/**
 * The host name of the demo league's public site: `npm start` serves it at http://league.localhost:3000 (browsers
 * resolve `*.localhost` to this machine); the web host lists it in OCHE_COMPETITION_DOMAINS.
 */
export const DEMO_LEAGUE_DOMAIN = 'league.localhost'

/** The public site's help page. */
const helpText = [
  'Welcome to the Demo Darts League: twelve teams in two divisions, playing their league nights at four venues ' +
    'in Antwerpen, Gent, Mechelen and Leuven from September to May.',
  'Results and standings change live on league nights, game by game, as the captains enter them. A team’s page ' +
    'shows its matches and what each of its players did this season.',
  'To have your team’s matches in your phone’s calendar, open the calendar page and subscribe to your team’s ' +
    'feed: a moved match moves in your calendar too.',
  'A question about a result, a postponed match or joining a team? Ask your captain, or write to the league at ' +
    `${DEMO_LEAGUE_ADMIN_EMAIL}.`,
].join('\n\n')

const venues: { name: string; city: string; boards: number; weekdays: Weekday[] }[] = [
  { name: 'De Gouden Pijl', city: 'Antwerpen', boards: 8, weekdays: ['thursday'] },
  { name: 'Café Bullseye', city: 'Gent', boards: 6, weekdays: ['tuesday', 'friday'] },
  { name: 'Zaal Triple', city: 'Mechelen', boards: 6, weekdays: ['wednesday'] },
  { name: 'Dartcafé De Roos', city: 'Leuven', boards: 6, weekdays: ['monday', 'thursday'] },
]

/** Twelve teams, three per venue: the first six play the premier division. Venue and night by index. */
const teams: { name: string; club: string; venue: number; night: Weekday }[] = [
  { name: 'De Gouden Pijlen', club: 'De Gouden Pijl', venue: 0, night: 'thursday' },
  { name: 'Bullseye Bandits', club: 'Café Bullseye', venue: 1, night: 'tuesday' },
  { name: 'Treble Makers', club: 'Zaal Triple', venue: 2, night: 'wednesday' },
  { name: 'Rozenpijlen', club: 'Dartcafé De Roos', venue: 3, night: 'monday' },
  { name: 'Checkout Kings', club: 'De Gouden Pijl', venue: 0, night: 'thursday' },
  { name: 'Flight Club', club: 'Café Bullseye', venue: 1, night: 'friday' },
  { name: 'Double Top', club: 'Zaal Triple', venue: 2, night: 'wednesday' },
  { name: 'Oche Rockers', club: 'Dartcafé De Roos', venue: 3, night: 'thursday' },
  { name: 'Tungsten Tigers', club: 'De Gouden Pijl', venue: 0, night: 'thursday' },
  { name: 'Bull Busters', club: 'Café Bullseye', venue: 1, night: 'tuesday' },
  { name: 'Shanghai Nights', club: 'Zaal Triple', venue: 2, night: 'wednesday' },
  { name: 'The Arrows', club: 'Dartcafé De Roos', venue: 3, night: 'monday' },
]

/** The demo players with accounts, since last season: Mia captains De Gouden Pijlen, the others play in the premier division. */
const accountPlayers: { email: string; team: number; captain: boolean }[] = [
  { email: 'mia@oche.test', team: 0, captain: true },
  { email: 'bram@oche.test', team: 1, captain: false },
  { email: 'fleur@oche.test', team: 2, captain: false },
  { email: 'dieter@oche.test', team: 3, captain: false },
]

const guestNames = [
  'Luc Peeters',
  'Ines Janssens',
  'Tom Maes',
  'Eva Claes',
  'Noah Willems',
  'Sanne de Vries',
  'Jef Mertens',
  'Lotte Jacobs',
  'Wout Goossens',
  'Femke Wouters',
  'Arne Dubois',
  'Camille Lambert',
  'Hugo Martin',
  'Léa Dupont',
  'Jonas Schmitz',
  'Lena Becker',
  'Pieter Bakker',
  'Anouk Visser',
  'Bart Smeets',
  'Kaat Hermans',
  'Dries Vos',
  'Nina Leclercq',
  'Mathis Renard',
  'Julie Simon',
  'Ruben Aerts',
  'Elise Pauwels',
  'Stijn Michiels',
  'Marie Lemaire',
  'Kevin De Smet',
  'Sofie Verhoeven',
  'Thomas Meyer',
  'Hanna Wagner',
  'Milan Van Damme',
  'Fien Coppens',
  'Jens Desmet',
  'Laura Vermeulen',
  'Robin Maréchal',
  'Chloé Fontaine',
  'Sam Van den Broeck',
  'Ellen Segers',
  'Yannick Collin',
  'Amber Geerts',
  'Lars Hoffmann',
  'Ilse Verbruggen',
]

/** The archived season's team that stopped: the one "bring a team from last season" offers. */
const formerTeam = {
  name: 'Old Timers',
  club: 'De Gouden Pijl',
  players: ['Fons Vervoort', 'Mariette Leys', 'Gust Baert', 'Rosa Daems'],
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: string }, step: string): T {
  if (!result.ok) throw new Error(`The demo league could not be seeded (${step}): ${result.error}`)
  return result.value
}

/** The season (September to May) running on `today`, or the next one from August. */
function leagueYear(today: Date): number {
  return today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1
}

/** `count` Mondays from the second Monday of September of `year`, skipping the two weeks around New Year. */
function leagueNights(year: number, count: number): string[] {
  const first = new Date(Date.UTC(year, 8, 1))
  while (first.getUTCDay() !== 1) first.setUTCDate(first.getUTCDate() + 1)
  first.setUTCDate(first.getUTCDate() + 7)
  const nights: string[] = []
  for (const day = first; nights.length < count; day.setUTCDate(day.getUTCDate() + 7)) {
    const christmas = day.getUTCMonth() === 11 && day.getUTCDate() >= 21
    const newYear = day.getUTCMonth() === 0 && day.getUTCDate() <= 3
    if (!christmas && !newYear) nights.push(day.toISOString().slice(0, 10))
  }
  return nights
}

const DAY = 24 * 60 * 60 * 1000

/** The cup's four rounds, spread from a week after `today` to a week before the season ends. */
function cupDates(today: Date, endsOn: string): string[] {
  const first = today.getTime() + 7 * DAY
  const last = Math.max(first, new Date(`${endsOn}T00:00:00Z`).getTime() - 7 * DAY)
  return [0, 1, 2, 3].map((round) => new Date(first + ((last - first) * round) / 3).toISOString().slice(0, 10))
}

/**
 * The demo league, made once through the same services as the API: "Demo Darts League" run by league@oche.test,
 * with last season (archived, six teams, played) and the current one: two divisions of six teams at four venues, 48
 * players (Mia, Bram, Fleur and Dieter among them, Mia as a captain) and the whole season's fixtures, those before
 * `today` played (`seedDemoLeagueNight`). Its public site answers on `league.localhost`, every page shown, with a help
 * text in English. Answers whether it made it.
 */
export async function seedDemoLeague(db: Database, today = new Date(), fileStore?: FileStore): Promise<boolean> {
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_LEAGUE_ADMIN_EMAIL))
  if (!admin) return false
  if (await findCompetitionOrganisation(db, DEMO_LEAGUE_SLUG)) return false
  const organisation = must(
    await createOrganisation(db, {
      fields: OrganisationInputSchema.parse({
        name: DEMO_LEAGUE_NAME,
        slug: DEMO_LEAGUE_SLUG,
        primary_colour: '#0f766e',
        default_language: 'nl',
        domains: [DEMO_LEAGUE_DOMAIN],
      }),
      platformHosts: [],
    }),
    'organisation',
  )
  await db.insert(organisationMembers).values({ organisationId: organisation.id, userId: admin.id, role: 'admin' })
  const caller: Caller = { id: admin.id, isSuperAdmin: false }
  const org = organisation.slug
  must(
    await updateSiteSettings(db, {
      caller,
      org,
      changes: CompetitionSiteSettingsInputSchema.parse({ help_text: helpText, pages: competitionSitePages }),
      platformHosts: [],
    }),
    'site settings',
  )
  const year = leagueYear(today)

  const venueIds: string[] = []
  for (const venue of venues) {
    const made = await createCompetitionVenue(db, {
      caller,
      org,
      fields: CompetitionVenueInputSchema.parse({
        name: venue.name,
        city: venue.city,
        country: 'Belgium',
        default_board_count: venue.boards,
        weekdays: venue.weekdays,
      }),
    })
    venueIds.push(must(made, 'venue').id)
  }

  const makeSeason = async (startYear: number, nights: number) =>
    must(
      await createSeason(db, {
        caller,
        org,
        season: SeasonInputSchema.parse({
          name: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
          starts_on: `${startYear}-09-01`,
          ends_on: `${startYear + 1}-05-31`,
          settings: { league_nights: leagueNights(startYear, nights) },
          make_current: true,
        }),
      }),
      'season',
    )
  const addTeam = async (
    season: string,
    team: { name: string; club: string; venue: number; night: Weekday },
    division: string,
  ) =>
    must(
      await createTeam(db, {
        caller,
        org,
        season,
        team: TeamInputSchema.parse({
          name: team.name,
          club_name: team.club,
          division,
          venue_id: venueIds[team.venue],
          home_weekday: team.night,
        }),
      }),
      'team',
    )
  const addPlayer = async (season: string, team: string, input: Record<string, unknown>) =>
    must(await addTeamMember(db, { caller, org, season, team, member: TeamMemberInputSchema.parse(input) }), 'member')

  const accounts = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        accountPlayers.map((player) => player.email),
      ),
    )
  let guest = 0
  const nextGuest = () => guestNames[guest++ % guestNames.length] as string

  // Last season: one division of six. Five of them play again this season, with their players.
  const previous = await makeSeason(year - 1, 16)
  const previousDivision = must(
    await createDivision(db, { caller, org, season: previous.slug, division: { name: 'Premier Division' } }),
    'division',
  )
  const returning = teams.slice(0, 5)
  for (const [index, team] of returning.entries()) {
    const made = await addTeam(previous.slug, team, previousDivision.slug)
    const account = accountPlayers.find((player) => player.team === index)
    const user = accounts.find((row) => row.email === account?.email)
    if (account && user) {
      const [participant] = await db
        .insert(participants)
        .values({ organisationId: organisation.id, name: user.name, userId: user.id })
        .returning({ id: participants.id })
      await addPlayer(previous.slug, made.slug, {
        participant_id: participant?.id,
        role: account.captain ? 'captain' : 'player',
        joined_on: previous.starts_on,
        contact_email: user.email,
      })
    }
    const guests = account && user ? 3 : 4
    for (let position = 0; position < guests; position += 1)
      await addPlayer(previous.slug, made.slug, {
        name: nextGuest(),
        role: position === 0 && !account?.captain ? 'captain' : 'player',
        joined_on: previous.starts_on,
        contact_phone: `+32 470 ${String(10 + index).padStart(2, '0')} ${String(20 + position).padStart(2, '0')} 00`,
      })
  }
  const stopped = await addTeam(
    previous.slug,
    { name: formerTeam.name, club: formerTeam.club, venue: 0, night: 'thursday' },
    previousDivision.slug,
  )
  for (const [position, name] of formerTeam.players.entries())
    await addPlayer(previous.slug, stopped.slug, {
      name,
      role: position === 0 ? 'captain' : 'player',
      joined_on: previous.starts_on,
    })
  must(await generateSeasonFixtures(db, { caller, org, season: previous.slug, request: {} }), 'fixtures')
  await db.update(fixtures).set({ state: 'played' }).where(eq(fixtures.seasonId, previous.id))

  // This season: two divisions of six; last season's teams come back with their players, seven new ones join.
  const current = await makeSeason(year, 22)
  must(await updateSeason(db, { caller, org, season: previous.slug, changes: { is_archived: true } }), 'archive')
  const divisions = [
    must(
      await createDivision(db, { caller, org, season: current.slug, division: { name: 'Premier Division' } }),
      'division',
    ),
    must(
      await createDivision(db, { caller, org, season: current.slug, division: { name: 'First Division' } }),
      'division',
    ),
  ]
  for (const [index, team] of teams.entries()) {
    const division = (divisions[index < 6 ? 0 : 1] as { slug: string }).slug
    if (index < returning.length) {
      const slug = slugFromName(team.name, 'team')
      must(
        await addExistingTeam(db, {
          caller,
          org,
          season: current.slug,
          existing: ExistingTeamInputSchema.parse({ team: slug, division }),
        }),
        'existing team',
      )
      continue
    }
    const made = await addTeam(current.slug, team, division)
    for (let position = 0; position < 4; position += 1)
      await addPlayer(current.slug, made.slug, {
        name: nextGuest(),
        role: position === 0 ? 'captain' : 'player',
        joined_on: current.starts_on,
        contact_phone: `+32 470 ${String(10 + index).padStart(2, '0')} ${String(20 + position).padStart(2, '0')} 00`,
      })
  }
  must(await generateSeasonFixtures(db, { caller, org, season: current.slug, request: {} }), 'fixtures')
  const [currentRow] = await db.select().from(seasons).where(eq(seasons.id, current.id))
  if (!currentRow) throw new Error('The demo season vanished')
  await seedDemoLeagueNight(db, { season: currentRow, adminId: admin.id, today: today.toISOString().slice(0, 10) })

  // The league cup: every team of the season, drawn into a knockout whose first round is still to come.
  const cup = must(
    await createCup(db, {
      caller,
      org,
      season: current.slug,
      cup: CupInputSchema.parse({ name: 'League Cup', entry: 'compulsory', dates: cupDates(today, current.ends_on) }),
    }),
    'cup',
  )
  must(
    await drawCupNow(db, { caller, org, season: current.slug, cup: cup.value.slug, request: { redraw: false } }),
    'cup draw',
  )
  if (fileStore) await seedDemoSiteContent(db, { caller, org, season: current.slug, fileStore, today })
  return true
}
