import {
  competitionSitePages,
  type CompetitionSitePage,
  type CompetitionSiteSettings,
  type CompetitionSiteSettingsInputSchema,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { organisations, type OrganisationRow } from '../../db/schema/index'
import { adminAccess, type Caller } from '../competition/access'
import { checkDomains, type DomainError } from '../competition/admin-organisations'
import { ok, type Result } from '../result'

// The public league site's settings (issue 16, `site/settings`): its look, its host names, its help text and which
// optional pages it shows. The organisation's admins (and super admins) read and change them.

type SettingsInput = { caller: Caller; org: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden'

/** The optional pages the site shows, in the menu's order. */
export function shownPages(row: Pick<OrganisationRow, 'sitePages'>): CompetitionSitePage[] {
  return competitionSitePages.filter((page) => row.sitePages.includes(page))
}

export function toSiteSettings(row: OrganisationRow): CompetitionSiteSettings {
  return {
    name: row.name,
    logo_url: row.logoUrl,
    primary_colour: row.primaryColour,
    default_language: row.defaultLanguage,
    domains: row.domains,
    help_text: row.siteHelpText,
    pages: shownPages(row),
  }
}

/** `GET …/organisations/{org}/site`. */
export async function getSiteSettings(
  db: Database,
  input: SettingsInput,
): Promise<Result<CompetitionSiteSettings, AccessError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  return ok(toSiteSettings(access.value.organisation))
}

/**
 * `PUT …/organisations/{org}/site`: changes the fields sent. Host names are kept as the site compares them (no
 * leading `www.`, which answers too); one that another organisation uses, or one of the platform's own
 * (`platformHosts`), is refused.
 */
export async function updateSiteSettings(
  db: Database,
  input: SettingsInput & {
    changes: z.output<typeof CompetitionSiteSettingsInputSchema>
    platformHosts: readonly string[]
  },
): Promise<Result<CompetitionSiteSettings, AccessError | DomainError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const { changes } = input
  const checked = changes.domains
    ? await checkDomains(db, changes.domains, { platformHosts: input.platformHosts, except: organisation.id })
    : undefined
  if (checked && !checked.ok) return checked
  const domains = checked?.value
  const [updated] = await db
    .update(organisations)
    .set({
      logoUrl: changes.logo_url,
      primaryColour: changes.primary_colour === undefined ? undefined : (changes.primary_colour?.toLowerCase() ?? null),
      defaultLanguage: changes.default_language,
      domains,
      siteHelpText: changes.help_text?.replace(/\r\n?/g, '\n'),
      sitePages: changes.pages ? shownPages({ sitePages: changes.pages }) : undefined,
      updatedAt: new Date(),
    })
    .where(eq(organisations.id, organisation.id))
    .returning()
  if (!updated) throw new Error('The organisation was not updated')
  return ok(toSiteSettings(updated))
}
