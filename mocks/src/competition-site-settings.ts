import {
  CompetitionSiteSettingsInputSchema,
  competitionSitePages,
  normaliseHost,
  type CompetitionSiteSettings,
  type User,
} from '@oche/api'
import { http, HttpResponse } from 'msw'
import type { CompetitionStore, StoredOrganisation } from './competition-store'
import { bySlug, refuse } from './competition-site-lookups'
import { callerOf, forbidden, parseBody, unauthenticated } from './mock-http'

// `GET`/`PUT /competition/manage/organisations/{org}/site`: the public site's settings, the organisation admins'.

export const siteSettingsPath = '*/api/competition/manage/organisations/:org/site'

/** The help text and pages of an organisation that never set them: none, and every page shown. */
export const siteHelpText = (org: StoredOrganisation) => org.help_text ?? ''
export const sitePages = (org: StoredOrganisation) => org.pages ?? [...competitionSitePages]

function toSettings(org: StoredOrganisation): CompetitionSiteSettings {
  return {
    name: org.name,
    logo_url: org.logo_url,
    primary_colour: org.primary_colour,
    default_language: org.default_language,
    domains: org.domains,
    help_text: siteHelpText(org),
    pages: sitePages(org),
  }
}

export function createSiteSettingsHandlers({ store, now }: { store: CompetitionStore; now: () => Date }) {
  /** The organisation of the path for one of its admins (or a super admin), or the refusal. */
  const adminOf = (request: Request, caller: User, slug: unknown) => {
    const org = bySlug(store.organisations.values(), String(slug))
    if (!org) return refuse(request, 'organisation.notFound')
    if (!caller.is_super_admin && !org.adminIds.includes(caller.id)) return forbidden(request)
    return org
  }
  const domainTaken = (domains: readonly string[], orgId: string) =>
    [...store.organisations.values()].some(
      (org) => org.id !== orgId && org.domains.some((domain) => domains.includes(normaliseHost(domain))),
    )

  return [
    http.get(siteSettingsPath, ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const org = adminOf(request, caller, params.org)
      return org instanceof Response ? org : HttpResponse.json(toSettings(org))
    }),
    http.put(siteSettingsPath, async ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const input = await parseBody(request, CompetitionSiteSettingsInputSchema)
      if (!input.ok) return input.response
      const org = adminOf(request, caller, params.org)
      if (org instanceof Response) return org
      const changes = input.data
      // Kept as the site compares them: a leading `www.` answers too.
      const domains = changes.domains ? [...new Set(changes.domains.map(normaliseHost))] : undefined
      if (domains && domainTaken(domains, org.id)) return refuse(request, 'organisation.domainTaken')
      if (changes.logo_url !== undefined) org.logo_url = changes.logo_url
      if (changes.primary_colour !== undefined) org.primary_colour = changes.primary_colour?.toLowerCase() ?? null
      if (changes.default_language !== undefined) org.default_language = changes.default_language
      if (domains) org.domains = domains
      if (changes.help_text !== undefined) org.help_text = changes.help_text.replace(/\r\n?/g, '\n')
      const pages = changes.pages
      if (pages) org.pages = competitionSitePages.filter((page) => pages.includes(page))
      org.updated_at = now().toISOString()
      return HttpResponse.json(toSettings(org))
    }),
  ]
}
