import type { CompetitionSiteContext } from '@oche/api'

/** A division or a cup of the season, as the site's context lists it. */
export type SiteDivision = CompetitionSiteContext['divisions'][number]

/** The season's league division of a slug (`groups/{group}`), or null: a cup's slug is not one. */
export function findLeagueDivision(context: CompetitionSiteContext, slug: string): SiteDivision | null {
  return context.divisions.find((division) => division.kind === 'league' && division.slug === slug) ?? null
}

/** The season's cup of a slug (`cup/{group}`), or null. */
export function findCup(context: CompetitionSiteContext, slug: string): SiteDivision | null {
  return context.divisions.find((division) => division.kind === 'cup' && division.slug === slug) ?? null
}
