import { z } from 'zod'
import { LangcodeSchema } from './accounts'
import { ColourSchema, DivisionKindSchema, DomainSchema, HttpUrlSchema } from './competition'
import type { Cup } from './league-cup'
import type { LeagueMatch, LeagueStandings } from './league-matches'

// The league's public website (spec §2 "Public competition site", issue 16): a host name that is one of an
// organisation's domains shows that organisation's site. Everything public is read through
// `/competition/{domain}/…`, where `domain` is the host name in base64url; `?season=` picks a season (empty: the
// current one). Only an organisation with a domain has a public site: the manage API stays for its members.

/** The parts of the public site an organisation may show or hide (the home, standings and matches always show). */
export const CompetitionSitePageSchema = z.enum(['news', 'calendar', 'documents', 'cup', 'help', 'board-members'])
export type CompetitionSitePage = z.infer<typeof CompetitionSitePageSchema>
export const competitionSitePages = CompetitionSitePageSchema.options

/** `GET /competition/manage/organisations/{org}/site` (the organisation's admins): the public site's settings. */
export const CompetitionSiteSettingsSchema = z.object({
  /** The organisation's name: the site's name. */
  name: z.string(),
  logo_url: z.string().nullable(),
  /** `#rrggbb`, or null for the platform's colours. */
  primary_colour: z.string().nullable(),
  /** The language of the site's unprefixed pages. */
  default_language: LangcodeSchema,
  /** Host names the site answers on; empty: no public site. */
  domains: z.array(z.string()),
  /** Plain text with blank lines between paragraphs, shown on `help`. */
  help_text: z.string(),
  /** The optional pages shown in the site's menu; the others answer 404. */
  pages: z.array(CompetitionSitePageSchema),
})
export type CompetitionSiteSettings = z.infer<typeof CompetitionSiteSettingsSchema>

/**
 * `PUT /competition/manage/organisations/{org}/site`: only the fields sent change. A domain another organisation
 * uses, or the platform's own host, is refused (422 on `domains`).
 */
export const CompetitionSiteSettingsInputSchema = z
  .object({
    logo_url: HttpUrlSchema.nullable(),
    primary_colour: ColourSchema.nullable(),
    default_language: LangcodeSchema,
    domains: z.array(DomainSchema).max(10),
    help_text: z.string().trim().max(10_000),
    pages: z.array(CompetitionSitePageSchema).max(competitionSitePages.length),
  })
  .partial()
export type CompetitionSiteSettingsInput = z.input<typeof CompetitionSiteSettingsInputSchema>

// --- The public site -----------------------------------------------------------------------------------------

/** `/competition/{domain}`: the host name in base64url (standard base64 is accepted too). */
export const CompetitionSiteParamsSchema = z.object({ domain: z.string().min(1).max(400) })
/** `?season=`: a season's slug; absent or empty, the current season (else the latest). */
export const CompetitionSiteQuerySchema = z.object({ season: z.string().max(100).optional() })

/** Which site and season a public call is about: the encoded host and the season's slug ('' the current). */
export type CompetitionSiteRef = { domain: string; season?: string | undefined }

export const CompetitionSiteDivisionParamsSchema = CompetitionSiteParamsSchema.extend({
  division: z.string().min(1).max(100),
})
export const CompetitionSiteTeamParamsSchema = CompetitionSiteParamsSchema.extend({ team: z.string().min(1).max(100) })
export const CompetitionSiteMatchParamsSchema = CompetitionSiteParamsSchema.extend({
  match: z.string().min(1).max(200),
})
export const CompetitionSiteCupParamsSchema = CompetitionSiteParamsSchema.extend({ cup: z.string().min(1).max(100) })

/** `GET /competition/{domain}/calendar.ics`: one team's or one division's matches; neither: the whole season. */
export const CompetitionSiteCalendarQuerySchema = CompetitionSiteQuerySchema.extend({
  team: z.string().min(1).max(100).optional(),
  division: z.string().min(1).max(100).optional(),
})
export type CompetitionSiteCalendarQuery = z.infer<typeof CompetitionSiteCalendarQuerySchema>

const SiteSeasonSchema = z.object({
  /** The season's id: its public realtime channel is `league.{id}` (`league.updated`, for live scores). */
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  is_current: z.boolean(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
})

/**
 * `GET /competition/{domain}?season=` (spec §7): the organisation context of the public site, which every page of
 * it needs: the organisation, the encoded domain, the site's base URL, the season shown and what it holds.
 * 404 when no organisation has this domain, or it has no such season.
 */
export const CompetitionSiteContextSchema = z.object({
  organisation: z.object({
    slug: z.string(),
    name: z.string(),
    logo_url: z.string().nullable(),
    primary_colour: z.string().nullable(),
    default_language: LangcodeSchema,
    help_text: z.string(),
    pages: z.array(CompetitionSitePageSchema),
  }),
  /** The host name in base64url, normalised (lower case, no port, no `www.`). */
  domain: z.string(),
  /** `https://league.example.org`: the site's own address, for canonical links and calendar feeds. */
  base_url: z.string(),
  /** The season shown; null when the organisation has none yet. */
  season: SiteSeasonSchema.nullable(),
  /** Every season, newest first (archived ones too: their pages stay). */
  seasons: z.array(SiteSeasonSchema),
  /** The season's divisions (`groups` on the site) and cups, in their order. */
  divisions: z.array(z.object({ slug: z.string(), name: z.string(), kind: DivisionKindSchema })),
  /** The season's teams by name, with their division's slug. */
  teams: z.array(z.object({ slug: z.string(), name: z.string(), division: z.string().nullable() })),
  /**
   * The IANA time zone the site's dates and times are shown in (`Europe/Amsterdam`), the same on the server's HTML
   * and in the browser: the server's `OCHE_TIME_ZONE`.
   */
  time_zone: z.string(),
})
export type CompetitionSiteContext = z.infer<typeof CompetitionSiteContextSchema>

// --- What the public site leaves out -------------------------------------------------------------------------
// The site's tables, matches and cups are the members' reads as a visitor without a role sees them. The names of
// the league's people who made a decision (the admin who adjusted points or made the cup draw, the captain who
// confirmed a report) are their account names: they stay with the members, the public sees that and when.

const unsigned = (confirmation: LeagueMatch['confirmations']['home']) => confirmation && { ...confirmation, by: null }

/** A team match on the public site: no audit trail, no dispute, no names of who confirmed the report. */
export function publicLeagueMatch(match: LeagueMatch): LeagueMatch {
  const { home, away } = match.confirmations
  return { ...match, audit: [], dispute: null, confirmations: { home: unsigned(home), away: unsigned(away) } }
}

/** A division's standings on the public site: the adjustments with their reasons, without the admin's name. */
export function publicStandings(standings: LeagueStandings): LeagueStandings {
  return { ...standings, adjustments: standings.adjustments.map((adjustment) => ({ ...adjustment, by: null })) }
}

/** A cup on the public site: its draw without the admin's name. */
export function publicCup(cup: Cup): Cup {
  return { ...cup, draw: cup.draw && { ...cup.draw, by: null } }
}

// --- Host names: site-host.ts (no zod: the browser's route matching uses them) ---------------------------------
