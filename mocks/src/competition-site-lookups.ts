import { competitionErrorShapes, normaliseHost, type CompetitionErrorCode } from '@oche/api'
import { HttpResponse } from 'msw'
import type { z } from 'zod'
import type { CompetitionStore, StoredOrganisation, StoredSeason } from './competition-store'
import { isCupDivision } from './cup-handlers'
import { fieldErrors, invalid, serverText } from './mock-http'

// What the public site's and its settings' handlers look up in the competition store, and how they refuse: the
// competition handlers' rules (slugs and former slugs, the shared table of refusals), over the same store.

/** A league refusal as the server answers it: its status, and for a 422 its field, with the server's text. */
export function refuse(request: Request, code: CompetitionErrorCode, extra: { field?: string } = {}): Response {
  const shape: { status: number; field?: string } = competitionErrorShapes[code]
  const field = extra.field ?? shape.field
  if (shape.status === 422 && field) return invalid(request, { [field]: [serverText(request, code)] })
  return HttpResponse.json({ message: serverText(request, code) }, { status: shape.status })
}

/** Path or query values checked by the contract's schema, or the 422 the server's validator answers. */
export function checkParams<T extends z.ZodType>(request: Request, schema: T, values: unknown) {
  const parsed = schema.safeParse(values)
  return parsed.success
    ? ({ ok: true, data: parsed.data } as const)
    : ({ ok: false, response: invalid(request, fieldErrors(parsed.error.issues)) } as const)
}

/** The row with this slug, else the one that had it before. */
export function bySlug<T extends { slug: string; formerSlugs: string[] }>(rows: Iterable<T>, slug: string): T | null {
  const list = [...rows]
  return list.find((row) => row.slug === slug) ?? list.find((row) => row.formerSlugs.includes(slug)) ?? null
}

export type DivisionKindFilter = 'league' | 'cup' | 'any'

export function siteLookups(store: CompetitionStore) {
  /** The organisation whose domains hold this (normalised) host name. */
  const organisationOfHost = (host: string) =>
    [...store.organisations.values()].find((org) => org.domains.some((domain) => normaliseHost(domain) === host))
  /** The organisation's seasons, newest first. */
  const seasonsOf = (org: StoredOrganisation) =>
    [...store.seasons.values()]
      .filter((row) => row.organisationId === org.id)
      .sort((a, b) => b.starts_on.localeCompare(a.starts_on))
  /** The season's divisions (`any`: its cups too), league divisions first, each kind in its order. */
  const divisionsOf = (season: StoredSeason, kind: DivisionKindFilter = 'any') =>
    [...store.divisions.values()]
      .filter((row) => row.seasonId === season.id && (kind === 'any' || (row.kind ?? 'league') === kind))
      .sort((a, b) => Number(isCupDivision(a)) - Number(isCupDivision(b)) || a.position - b.position)
  const findDivision = (season: StoredSeason, slug: string, kind: DivisionKindFilter = 'any') =>
    bySlug(divisionsOf(season, kind), slug)
  /** A team of the organisation by its slug (or a former one) with its row in the season. */
  const findTeamSeason = (org: StoredOrganisation, season: StoredSeason, slug: string) => {
    const team = bySlug(
      [...store.teams.values()].filter((row) => row.organisationId === org.id),
      slug,
    )
    const teamSeason = team
      ? [...store.teamSeasons.values()].find((row) => row.seasonId === season.id && row.teamId === team.id)
      : undefined
    return team && teamSeason ? { team, teamSeason } : null
  }
  return { organisationOfHost, seasonsOf, divisionsOf, findDivision, findTeamSeason }
}
