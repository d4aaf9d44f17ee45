import { encodeSiteDomain, normaliseHost, type CompetitionSiteContext, type CompetitionSiteRef } from '@oche/api'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { divisions, type SeasonRow } from '../../db/schema/index'
import { seasonTeams } from '../league-cup/cup-view'
import { ok, type Result } from '../result'
import { findSite, type SiteError } from './site-scope'
import { shownPages } from './site-settings'

/** How the visitor reached the site: over TLS or not, and the host (with its port) they asked for. */
export type VisitorOrigin = { tls: boolean; host: string | undefined }

const HOST_WITH_PORT = /^[a-z0-9.-]+(?::\d{1,5})?$/

/**
 * The site's own address: `https://` when the visitor came over TLS, and the host they asked for when it is this
 * site's (it keeps a port, `league.localhost:3000`, and a `www.`), else the site's host name itself (a call made
 * on another host, such as a page's server-side call that did not say the visitor's).
 */
export function siteBaseUrl(origin: VisitorOrigin, siteHost: string): string {
  const asked = origin.host?.toLowerCase()
  const host = asked && HOST_WITH_PORT.test(asked) && normaliseHost(asked) === siteHost ? asked : siteHost
  return `${origin.tls ? 'https' : 'http'}://${host}`
}

function toSiteSeason(season: SeasonRow): NonNullable<CompetitionSiteContext['season']> {
  return {
    id: season.id,
    slug: season.slug,
    name: season.name,
    is_current: season.isCurrent,
    starts_on: season.startsOn,
    ends_on: season.endsOn,
  }
}

/** The season's divisions, then its cups, each in their order. */
async function seasonDivisions(db: Database, season: SeasonRow | null): Promise<CompetitionSiteContext['divisions']> {
  if (!season) return []
  const rows = await db
    .select()
    .from(divisions)
    .where(eq(divisions.seasonId, season.id))
    .orderBy(asc(divisions.position), asc(divisions.name))
  const kinds = ['league', 'cup'] as const
  return kinds.flatMap((kind) =>
    rows.filter((row) => row.kind === kind).map((row) => ({ slug: row.slug, name: row.name, kind })),
  )
}

/** The season's teams by name, with their league division's slug. */
async function siteTeams(db: Database, season: SeasonRow | null): Promise<CompetitionSiteContext['teams']> {
  if (!season) return []
  const [teams, rows] = await Promise.all([
    seasonTeams(db, season.id),
    db.select({ id: divisions.id, slug: divisions.slug }).from(divisions).where(eq(divisions.seasonId, season.id)),
  ])
  const slugOf = new Map(rows.map((row) => [row.id, row.slug]))
  return [...teams.values()].map((team) => ({
    slug: team.slug,
    name: team.name,
    division: team.divisionId ? (slugOf.get(team.divisionId) ?? null) : null,
  }))
}

/**
 * `GET /competition/{domain}?season=`: what every page of the public site needs (spec §7), with the time zone its
 * dates are shown in (the server's OCHE_TIME_ZONE: organisations have none of their own yet).
 */
export async function getSiteContext(
  db: Database,
  input: { ref: CompetitionSiteRef; origin: VisitorOrigin; timeZone: string },
): Promise<Result<CompetitionSiteContext, SiteError>> {
  const site = await findSite(db, input.ref)
  if (!site.ok) return site
  const { organisation, host, season } = site.value
  const [divisionList, teams] = await Promise.all([seasonDivisions(db, season), siteTeams(db, season)])
  return ok({
    organisation: {
      slug: organisation.slug,
      name: organisation.name,
      logo_url: organisation.logoUrl,
      primary_colour: organisation.primaryColour,
      default_language: organisation.defaultLanguage,
      help_text: organisation.siteHelpText,
      pages: shownPages(organisation),
    },
    domain: encodeSiteDomain(host),
    base_url: siteBaseUrl(input.origin, host),
    season: season ? toSiteSeason(season) : null,
    seasons: site.value.seasons.map(toSiteSeason),
    divisions: divisionList,
    teams,
    time_zone: input.timeZone,
  })
}
