import type { TabletLeagueMatch, TabletLeagueNight } from '@oche/api'
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  fixtureGames,
  fixtures,
  organisationMembers,
  seasons,
  type FixtureRow,
  type OrganisationRow,
  type VenueRow,
} from '../../db/schema/index'
import type { Viewer } from '../competition/access'
import { fail, ok, type Result } from '../result'
import { startGameOf } from './league-games'
import { isSignedOff, matchContext, type LeagueMatchContext } from './league-match-context'
import { toLeagueMatch } from './league-match-view'

// A league venue's board (ADR 016): its tablet lists the team matches at the venue around today and scores their
// games. It acts for no user: what it starts is audited with its number, and the engine matches it starts belong to
// the organisation's owner.

/** A venue board as the league night sees it. */
export type VenueBoard = {
  board: { id: string; number: number }
  venue: Pick<VenueRow, 'id' | 'name'>
  organisation: OrganisationRow
}

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (at: Date) => at.toISOString().slice(0, 10)

/**
 * The days a venue board works on: yesterday, today and tomorrow in UTC. A league night runs past midnight and the
 * server keeps no time zone per organisation, so one day either side covers a night anywhere in Europe.
 */
export function venueNightWindow(now: Date): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - DAY_MS)), to: isoDay(new Date(now.getTime() + DAY_MS)) }
}

/** A fixture the board may score: at its venue, in the window, not signed off. */
function isOnVenueNight(fixture: FixtureRow, venueId: string, now: Date): boolean {
  const { from, to } = venueNightWindow(now)
  return (
    fixture.venueId === venueId &&
    fixture.date !== null &&
    fixture.date >= from &&
    fixture.date <= to &&
    !isSignedOff(fixture.state)
  )
}

/** Who owns the engine matches a board starts: the organisation's first owner, else its first admin. */
export async function organisationOwnerId(db: Database, organisationId: string): Promise<string> {
  const rows = await db
    .select({ userId: organisationMembers.userId, role: organisationMembers.role })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        inArray(organisationMembers.role, ['owner', 'admin']),
      ),
    )
    .orderBy(asc(organisationMembers.createdAt))
  const owner = rows.find((row) => row.role === 'owner') ?? rows[0]
  if (!owner) throw new Error(`Organisation ${organisationId} has no owner or admin`)
  return owner.userId
}

/** The board as a viewer of the match: no team of its own, so it sees both lineups only once both are in. */
async function boardContext(db: Database, device: VenueBoard, fixture: FixtureRow): Promise<LeagueMatchContext> {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, fixture.seasonId))
  if (!season) throw new Error(`Fixture ${fixture.id} has no season`)
  const viewer: Viewer = {
    userId: await organisationOwnerId(db, device.organisation.id),
    role: 'member',
    isAdmin: false,
    captainOf: [],
    memberOf: [],
  }
  return matchContext(db, { organisation: device.organisation, viewer, season, board: device.board }, fixture)
}

/** `GET /tablet/state` of a venue board: the team matches at its venue around today, by date, with their games. */
export async function loadVenueNight(db: Database, device: VenueBoard, now = new Date()): Promise<TabletLeagueNight> {
  const window = venueNightWindow(now)
  const rows = await db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.venueId, device.venue.id), gte(fixtures.date, window.from), lte(fixtures.date, window.to)))
    .orderBy(asc(fixtures.date), asc(fixtures.slug))
  const matches = await Promise.all(
    rows.map(async (fixture): Promise<TabletLeagueMatch> => {
      const context = await boardContext(db, device, fixture)
      const {
        template: _template,
        squads: _squads,
        confirmations: _c,
        dispute: _d,
        audit: _a,
        can: _can,
        ...match
      } = await toLeagueMatch(db, context)
      return { ...match, season: { slug: context.season.slug, name: context.season.name } }
    }),
  )
  return {
    venue: { id: device.venue.id, name: device.venue.name },
    organisation: { slug: device.organisation.slug, name: device.organisation.name },
    ...window,
    matches,
  }
}

/**
 * A venue board's tablet starts a game of a match at its venue on the night (as a captain would): refused with
 * 403 for a match elsewhere, on another day or signed off, 404 for an unknown match.
 */
export function startVenueBoardGame(
  db: Database,
  input: { device: VenueBoard; fixtureId: string; game: number; now?: Date },
) {
  const now = input.now ?? new Date()
  return startGameOf(db, {
    game: input.game,
    load: async (tx): Promise<Result<LeagueMatchContext, 'fixture.notFound'>> => {
      const [fixture] = await tx.select().from(fixtures).where(eq(fixtures.id, input.fixtureId)).for('update')
      if (!fixture || fixture.organisationId !== input.device.organisation.id) return fail('fixture.notFound')
      return ok(await boardContext(tx, input.device, fixture))
    },
    mayScore: (context) => !context.season.isArchived && isOnVenueNight(context.fixture, input.device.venue.id, now),
  })
}

/** Whether a venue board may score this engine match: a game of a match at its venue on the night. */
export async function mayVenueBoardScore(
  tx: Database,
  input: { venueId: string; matchId: string; now?: Date },
): Promise<boolean> {
  const [row] = await tx
    .select({ fixture: fixtures })
    .from(fixtureGames)
    .innerJoin(fixtures, eq(fixtures.id, fixtureGames.fixtureId))
    .where(eq(fixtureGames.matchId, input.matchId))
  return Boolean(row && isOnVenueNight(row.fixture, input.venueId, input.now ?? new Date()))
}
