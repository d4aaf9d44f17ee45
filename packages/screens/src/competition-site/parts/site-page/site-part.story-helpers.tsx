import { competitionSiteQueries, type CompetitionSiteContext, type CompetitionSiteRef } from '@oche/api'
import { createCompetitionSiteHandlers, handlers, type CompetitionSiteHandlerOptions } from '@oche/mocks'
import { useQuery } from '@tanstack/react-query'
import type { RequestHandler } from 'msw'
import type { ReactNode } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import { useSiteContext, useSiteRef } from '../use-site'
import { site } from './site-page.story-helpers'

/**
 * Stories only: the parameters of a part of the fixture league's site shown on its own (no frame around it), on
 * the site's page at `pathname`: served for the site's host, answered by the site's handlers (`options`) after
 * `first`, with the page's toasts and colour mode.
 */
export function sitePartStory(
  pathname: string,
  options: CompetitionSiteHandlerOptions = {},
  first: RequestHandler[] = [],
) {
  return {
    page: true,
    host: site.host,
    pathname,
    msw: { handlers: [...first, ...createCompetitionSiteHandlers(options), ...handlers] },
  }
}

/** What a part's story reads of the fixture league's site, as its page reads it. */
export type SiteStoryData = { context: CompetitionSiteContext; siteRef: CompetitionSiteRef }

/** Stories only: `children` with the site's context of `season` (the frame's), once the site has answered. */
export function WithSite({
  season,
  children,
}: {
  season?: string | undefined
  children: (data: SiteStoryData) => ReactNode
}) {
  const siteRef = useSiteRef(season)
  const context = useSiteContext(siteRef)
  return context.data ? children({ context: context.data, siteRef }) : null
}

/** Stories only: `children` with the season's matches as well (the calendar's and the home page's list). */
export function WithSiteMatches({
  season,
  children,
}: {
  season?: string | undefined
  children: (data: SiteStoryData & { matches: NonNullable<ReturnType<typeof useSiteMatches>['data']> }) => ReactNode
}) {
  const siteRef = useSiteRef(season)
  const context = useSiteContext(siteRef)
  const matches = useSiteMatches(siteRef)
  return context.data && matches.data ? children({ context: context.data, siteRef, matches: matches.data }) : null
}

function useSiteMatches(siteRef: CompetitionSiteRef) {
  const { api } = usePlatform()
  return useQuery(competitionSiteQueries.matches(api, siteRef))
}

function useSiteCup(siteRef: CompetitionSiteRef, cup: string) {
  const { api } = usePlatform()
  return useQuery(competitionSiteQueries.cup(api, { ...siteRef, cup }))
}

/** Stories only: `children` with a cup of the season, as the site's cup pages read it. */
export function WithSiteCup({
  cup,
  children,
}: {
  cup: string
  children: (cup: NonNullable<ReturnType<typeof useSiteCup>['data']>) => ReactNode
}) {
  const found = useSiteCup(useSiteRef(undefined), cup)
  return found.data ? children(found.data) : null
}
