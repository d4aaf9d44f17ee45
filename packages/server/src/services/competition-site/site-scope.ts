import { decodeSiteDomain, type CompetitionSiteRef } from '@oche/api'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { organisations, seasons, type OrganisationRow, type SeasonRow } from '../../db/schema/index'
import { findSeason, type SeasonScope } from '../competition/access'
import { fail, ok, type Result } from '../result'

// Which organisation and season a call of the public site is about (spec §2 "Site selection"): the organisation
// that has the host name among its domains, and the season asked for, else its current one, else its newest.

/** The organisation of a public site, its seasons newest first, and the season shown (null: it has none yet). */
export type Site = { organisation: OrganisationRow; host: string; seasons: SeasonRow[]; season: SeasonRow | null }
export type SiteError = 'organisation.notFound' | 'season.notFound'
/** The season a site shows, with the site's host name. */
export type SiteSeason = SeasonScope & { host: string }

const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/

/** The league organisation that answers on the host name (as stored, or with a leading `www.`). */
async function organisationOnHost(db: Database, host: string): Promise<OrganisationRow | null> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.isPersonal, false),
        sql`${organisations.domains} && ${sql.param([host, `www.${host}`])}::text[]`,
      ),
    )
    .orderBy(asc(organisations.createdAt))
    .limit(1)
  return row ?? null
}

/**
 * The site of `ref.domain` (the host name in base64url) with the season `ref.season` (its slug or a former one;
 * empty: the current season, else the newest). A domain that is no base64, or no organisation's, is not found.
 */
export async function findSite(db: Database, ref: CompetitionSiteRef): Promise<Result<Site, SiteError>> {
  const host = decodeSiteDomain(ref.domain)
  // Base64 of anything decodes: only a host name can be a domain (and a NUL byte must not reach the database).
  const organisation = host && HOST_NAME.test(host) ? await organisationOnHost(db, host) : null
  if (!host || !organisation) return fail('organisation.notFound')
  const all = await db
    .select()
    .from(seasons)
    .where(eq(seasons.organisationId, organisation.id))
    .orderBy(desc(seasons.startsOn), desc(seasons.createdAt))
  if (!ref.season) {
    return ok({ organisation, host, seasons: all, season: all.find((season) => season.isCurrent) ?? all[0] ?? null })
  }
  const season = await findSeason(db, organisation.id, ref.season)
  if (!season) return fail('season.notFound')
  return ok({ organisation, host, seasons: all, season })
}

/**
 * A read of the site's season: `read` is the computing core the season's members call too (with their access
 * settled), run on the season the site shows. A site without seasons has nothing to read.
 */
export async function readSiteSeason<T, E extends string = never>(
  db: Database,
  ref: CompetitionSiteRef,
  read: (scope: SiteSeason) => Promise<Result<T, E>>,
): Promise<Result<T, E | SiteError>> {
  const site = await findSite(db, ref)
  if (!site.ok) return site
  const { organisation, host, season } = site.value
  if (!season) return fail('season.notFound')
  return read({ organisation, host, season })
}
