import { z } from 'zod'
import { fixtureStates } from '../competition/league-night'
import { reservedSlugs, SLUG_PATTERN } from '../competition/slugs'
import { LangcodeSchema } from './accounts'
import { VenueSchema, maxBoardNumber } from './events'
import { leagueNightSettings, MatchTemplateSchema } from './league-template'

// The league side (spec §2 "Organisation management", docs league-rules.md): organisations run seasons; a season has
// divisions (the spec's groups), teams with their members, and fixtures; venues (the spec's locations) belong to the
// organisation. Routes live under /competition/manage/… (the organisation's admins, captains for their own team)
// and /admin/organisations (super admins). Slugs name organisations, seasons, divisions and teams in URLs; they are
// unique per parent and stable: a new name keeps the slug, and a changed slug keeps leading to its entity (the
// answer carries the current one, so a client on an old slug redirects).

const TimestampSchema = z.iso.datetime({ offset: true })

/** A calendar day, `YYYY-MM-DD` (league nights, season start and end, fixture dates), from 1900 to 2999. */
export const CompetitionDateSchema = z.iso.date().refine((day) => day >= '1900-01-01' && day <= '2999-12-31')

/** A day of the week (the same names as `@oche/darts`' fixture generator). */
export const WeekdaySchema = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
export type Weekday = z.infer<typeof WeekdaySchema>

/** A slug as sent: lower-case words joined by dashes, not one of the reserved path words. */
export const SlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(SLUG_PATTERN)
  .refine((slug) => !reservedSlugs.includes(slug))

const NameSchema = z.string().trim().min(1).max(120)
const OptionalText = (max: number) => z.string().trim().max(max)
export const ColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i)
export const HttpUrlSchema = z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(2000)
/** A host name of the public league site, lower-case, without port or path. */
export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/)

/** What the caller is in an organisation: its admin (or a super admin), a team's captain, or a team's player. */
export const CompetitionRoleSchema = z.enum(['admin', 'captain', 'member'])
export type CompetitionRole = z.infer<typeof CompetitionRoleSchema>

// --- Organisations ------------------------------------------------------------------------------------------------

/** `{org}` of /competition/manage/organisations/{org}: the organisation's slug (a former slug still leads to it). */
export const OrganisationParamsSchema = z.object({ org: z.string().min(1).max(100) })
export type OrganisationParams = z.infer<typeof OrganisationParamsSchema>

const SeasonLinkSchema = z.object({ slug: z.string(), name: z.string() })

/** An organisation as its managers see it. */
export const OrganisationSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** An http(s) link to the logo, or null. */
  logo_url: z.string().nullable(),
  /** `#rrggbb`, or null for the platform's colours. */
  primary_colour: z.string().nullable(),
  default_language: LangcodeSchema,
  /** Host names of the public league site. */
  domains: z.array(z.string()),
  /** The current season, if there is one. */
  current_season: SeasonLinkSchema.nullable(),
  /** The caller's role here (super admins are admins). */
  role: CompetitionRoleSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type Organisation = z.infer<typeof OrganisationSchema>

/** `GET /competition/manage/available-organisations`: what the caller may manage, by name. */
export const AvailableOrganisationSchema = OrganisationSchema.pick({
  id: true,
  slug: true,
  name: true,
  logo_url: true,
  primary_colour: true,
  current_season: true,
}).extend({ role: z.enum(['admin', 'captain']) })
export type AvailableOrganisation = z.infer<typeof AvailableOrganisationSchema>

export const AvailableOrganisationListSchema = z.array(AvailableOrganisationSchema)
export type AvailableOrganisationList = z.infer<typeof AvailableOrganisationListSchema>

/** An admin of an organisation (super admins' view). */
export const OrganisationAdminSchema = z.object({ user_id: z.uuid(), name: z.string(), email: z.string() })
export type OrganisationAdmin = z.infer<typeof OrganisationAdminSchema>

/** An invitation to become an organisation's admin, waiting for the account holder's answer. */
export const OrganisationInvitationSchema = z.object({ id: z.uuid(), email: z.string(), created_at: TimestampSchema })
export type OrganisationInvitation = z.infer<typeof OrganisationInvitationSchema>

/** An organisation in the super admins' list (`GET /admin/organisations`). */
export const AdminOrganisationListItemSchema = OrganisationSchema.omit({ role: true }).extend({
  admins_count: z.number().int().min(0),
  seasons_count: z.number().int().min(0),
})
export type AdminOrganisationListItem = z.infer<typeof AdminOrganisationListItemSchema>

export const AdminOrganisationListSchema = z.array(AdminOrganisationListItemSchema)
export type AdminOrganisationList = z.infer<typeof AdminOrganisationListSchema>

/** An organisation with its admins and open invitations (`GET /admin/organisations/{org}`). */
export const AdminOrganisationSchema = AdminOrganisationListItemSchema.extend({
  admins: z.array(OrganisationAdminSchema),
  invitations: z.array(OrganisationInvitationSchema),
})
export type AdminOrganisation = z.infer<typeof AdminOrganisationSchema>

const organisationFields = {
  name: NameSchema,
  /** Derived from the name when left out. */
  slug: SlugSchema,
  logo_url: HttpUrlSchema.nullable(),
  primary_colour: ColourSchema.nullable(),
  default_language: LangcodeSchema,
  /** Each host name at most once across organisations (422 on `domains`). */
  domains: z.array(DomainSchema).max(10),
}

/** `POST /admin/organisations`. */
export const OrganisationInputSchema = z.object({
  ...organisationFields,
  slug: organisationFields.slug.optional(),
  logo_url: organisationFields.logo_url.default(null),
  primary_colour: organisationFields.primary_colour.default(null),
  default_language: organisationFields.default_language.default('en'),
  domains: organisationFields.domains.default([]),
})
export type OrganisationInput = z.input<typeof OrganisationInputSchema>

/** `PATCH /admin/organisations/{org}`: only the fields sent change; a new slug keeps the old one leading here. */
export const UpdateOrganisationInputSchema = z.object(organisationFields).partial()
export type UpdateOrganisationInput = z.input<typeof UpdateOrganisationInputSchema>

/**
 * `POST /admin/organisations/{org}/admins`: invites the holder of the account with this address. The answer is the
 * same whether or not an account uses it (202 with the invitation listed); only the holder's acceptance makes them
 * an admin.
 */
export const InviteOrganisationAdminInputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(255)),
})
export type InviteOrganisationAdminInput = z.input<typeof InviteOrganisationAdminInputSchema>

/** `/admin/organisations/{org}/admins/{userId}`. */
export const OrganisationAdminParamsSchema = OrganisationParamsSchema.extend({ userId: z.uuid() })
export type OrganisationAdminParams = z.infer<typeof OrganisationAdminParamsSchema>

/** `/admin/organisations/{org}/invitations/{id}` and `/organisation-invitations/{id}`. */
export const OrganisationInvitationParamsSchema = z.object({ id: z.uuid() })
export type OrganisationInvitationParams = z.infer<typeof OrganisationInvitationParamsSchema>
export const OrganisationInvitationOfParamsSchema = OrganisationParamsSchema.extend({ id: z.uuid() })

export const OrganisationInvitationNotificationDataSchema = z.object({
  invitation_id: z.uuid(),
  organisation_name: z.string(),
  answer: z.enum(['accepted', 'declined']).optional(),
})
export type OrganisationInvitationNotificationData = z.infer<typeof OrganisationInvitationNotificationDataSchema>

// --- Seasons ------------------------------------------------------------------------------------------------------

/** Most league nights a season can have. */
export const maxLeagueNights = 80

/** Most teams that can go up (or down) from one division at the end of a season. */
export const maxPromotionPlaces = 10

/** How a season is played (league-rules.md §2); a new season starts with the defaults. */
export const SeasonSettingsSchema = z.object({
  /** Every pair of a division meets twice, home and away (the second half mirrored), or once. */
  round_robin: z.enum(['double', 'single']).default('double'),
  /**
   * `teamNight`: a match is played on the home team's own weekday of the playing week. `fixedNight`: everyone
   * plays on the league night itself.
   */
  night_mode: z.enum(['teamNight', 'fixedNight']).default('teamNight'),
  /**
   * One date per playing week, in order: the league night (`fixedNight`), or a day of the week the home teams play
   * in on their own weekday (`teamNight`). Within the season.
   */
  league_nights: z.array(CompetitionDateSchema).max(maxLeagueNights).default([]),
  /** Boards one match needs: teams sharing a venue are at home together only as far as its boards go. */
  min_boards_per_match: z.number().int().min(1).max(maxBoardNumber).default(2),
  /**
   * Teams that go up one division at the end of the season, from every division but the highest (league-rules.md
   * §10): the proposal the admin adjusts when the next season is made.
   */
  promotion_places: z.number().int().min(0).max(maxPromotionPlaces).default(2),
  /** Teams that go down one division at the end of the season, from every division but the lowest. */
  relegation_places: z.number().int().min(0).max(maxPromotionPlaces).default(2),
  ...leagueNightSettings,
})
export type SeasonSettings = z.output<typeof SeasonSettingsSchema>
export type SeasonSettingsInput = z.input<typeof SeasonSettingsSchema>

const settingsShape = SeasonSettingsSchema.shape
/**
 * Some of a season's settings, for a change: what is not sent stays as it is (no defaults fill the gaps, unlike
 * `SeasonSettingsSchema.partial()`, which would put back every default).
 */
export const SeasonSettingsChangeSchema = z.object({
  round_robin: settingsShape.round_robin.unwrap().optional(),
  night_mode: settingsShape.night_mode.unwrap().optional(),
  league_nights: settingsShape.league_nights.unwrap().optional(),
  min_boards_per_match: settingsShape.min_boards_per_match.unwrap().optional(),
  promotion_places: settingsShape.promotion_places.unwrap().optional(),
  relegation_places: settingsShape.relegation_places.unwrap().optional(),
  match_template: settingsShape.match_template.unwrap().optional(),
  tie_breakers: settingsShape.tie_breakers.unwrap().optional(),
  low_visit_max_darts: settingsShape.low_visit_max_darts.unwrap().optional(),
  high_checkout_minimum: settingsShape.high_checkout_minimum.unwrap().optional(),
  handicap: settingsShape.handicap.unwrap().optional(),
  result_deadline_days: settingsShape.result_deadline_days.unwrap().optional(),
  postponement: settingsShape.postponement.unwrap().optional(),
})

/** `/competition/manage/organisations/{org}/seasons/{season}`. */
export const SeasonParamsSchema = OrganisationParamsSchema.extend({ season: z.string().min(1).max(100) })
export type SeasonParams = z.infer<typeof SeasonParamsSchema>

export const SeasonSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  starts_on: CompetitionDateSchema,
  ends_on: CompetitionDateSchema,
  /** Exactly one season of an organisation is current (once it has one). */
  is_current: z.boolean(),
  /** Archived seasons stay readable and change no more. */
  is_archived: z.boolean(),
  settings: SeasonSettingsSchema,
  divisions_count: z.number().int().min(0),
  teams_count: z.number().int().min(0),
  fixtures_count: z.number().int().min(0),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type Season = z.infer<typeof SeasonSchema>

/** The organisation's seasons, current first, then latest start first. */
export const SeasonListSchema = z.array(SeasonSchema)
export type SeasonList = z.infer<typeof SeasonListSchema>

const seasonFields = {
  name: NameSchema,
  slug: SlugSchema,
  starts_on: CompetitionDateSchema,
  /** On or after `starts_on` (422 on `ends_on`). */
  ends_on: CompetitionDateSchema,
}

/** What a new season takes over from an earlier one (`copy_from`). */
export const SeasonCopySchema = z.object({
  settings: z.boolean().default(true),
  divisions: z.boolean().default(true),
  /** The teams with their division, home venue and night; venues belong to the organisation and carry over. */
  teams: z.boolean().default(true),
  /** The teams' current players, captains included (needs `teams`). */
  members: z.boolean().default(false),
})

/**
 * Where a team of the copied season plays in the new one (league-rules.md §10): a team slug of that season and a
 * division slug of it (its divisions are copied with their slugs), or null for no division.
 */
export const SeasonPlacementSchema = z.object({
  team: z.string().min(1).max(100),
  division: z.string().min(1).max(100).nullable(),
})
export type SeasonPlacement = z.infer<typeof SeasonPlacementSchema>

/** `POST …/seasons`: empty, or copied from an earlier season of the organisation. */
export const SeasonInputSchema = z.object({
  ...seasonFields,
  slug: seasonFields.slug.optional(),
  /** Settings of the new season; with `copy_from` and `copy.settings`, the copied ones unless sent. */
  settings: SeasonSettingsChangeSchema.optional(),
  /** A season slug of the organisation (422 on `copy_from` when there is none), or null for an empty season. */
  copy_from: z.string().min(1).max(100).nullable().default(null),
  copy: SeasonCopySchema.default({ settings: true, divisions: true, teams: true, members: false }),
  /**
   * Where copied teams play: the end of season proposal as the admin accepted it (`GET …/seasons/{season}/promotion`
   * of `copy_from`). Needs `copy.divisions` and `copy.teams`; a team left out keeps its division, a team named twice
   * plays where it is named last. An unknown team or division is refused (422 on `placements`).
   */
  placements: z.array(SeasonPlacementSchema).max(400).default([]),
  /** The organisation's first season is current whatever this says. */
  make_current: z.boolean().default(false),
})
export type SeasonInput = z.input<typeof SeasonInputSchema>

/** `PATCH …/seasons/{season}`: dates, league nights and other settings (merged), archive. */
export const UpdateSeasonInputSchema = z
  .object({ ...seasonFields, settings: SeasonSettingsChangeSchema, is_archived: z.boolean() })
  .partial()
export type UpdateSeasonInput = z.input<typeof UpdateSeasonInputSchema>

// --- Divisions ----------------------------------------------------------------------------------------------------

/** `…/seasons/{season}/divisions/{division}`. */
export const DivisionParamsSchema = SeasonParamsSchema.extend({ division: z.string().min(1).max(100) })
export type DivisionParams = z.infer<typeof DivisionParamsSchema>

/** A league division, or a cup of the season (ADR 015: a cup is a division of kind `cup`, served at `…/cups`). */
export const DivisionKindSchema = z.enum(['league', 'cup'])
export type DivisionKind = z.infer<typeof DivisionKindSchema>

export const DivisionSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /**
   * `league` for every division `GET …/divisions` lists; `GET …/divisions/{slug}` answers a cup's slug too, with
   * `cup`, so that a page on a slug knows to show the cup (`fetchCup`).
   */
  kind: DivisionKindSchema,
  /** Order in the season, 1 for the highest division. */
  position: z.number().int().min(1),
  teams_count: z.number().int().min(0),
  fixtures_count: z.number().int().min(0),
  /** A match of the division has a result: its teams and fixtures are fixed. */
  has_results: z.boolean(),
  /**
   * The division's own match template (league-rules.md §3), or null: its matches play the season's. A match keeps the
   * template it had at its first lineup.
   */
  match_template: MatchTemplateSchema.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type Division = z.infer<typeof DivisionSchema>

export const DivisionListSchema = z.array(DivisionSchema)
export type DivisionList = z.infer<typeof DivisionListSchema>

const divisionFields = {
  name: NameSchema,
  slug: SlugSchema,
  position: z.number().int().min(1).max(100),
  /** Its own match template, or null to play the season's. */
  match_template: MatchTemplateSchema.nullable(),
}

/** `POST …/divisions`: a new division goes last unless `position` says where; it plays the season's template unless sent. */
export const DivisionInputSchema = z.object({
  ...divisionFields,
  slug: divisionFields.slug.optional(),
  position: divisionFields.position.optional(),
  match_template: divisionFields.match_template.optional(),
})
export type DivisionInput = z.input<typeof DivisionInputSchema>

export const UpdateDivisionInputSchema = z.object(divisionFields).partial()
export type UpdateDivisionInput = z.input<typeof UpdateDivisionInputSchema>

/**
 * `PUT …/divisions/{division}/teams`: the division's teams, by team slug. Teams left out leave the division; teams
 * listed leave their former one. Refused once a match of a division concerned has a result; fixtures without
 * results of the divisions concerned are deleted (generate them again).
 */
export const AssignDivisionTeamsInputSchema = z.object({ teams: z.array(z.string().min(1).max(100)).max(40) })
export type AssignDivisionTeamsInput = z.input<typeof AssignDivisionTeamsInputSchema>

// --- Venues -------------------------------------------------------------------------------------------------------

/** `…/organisations/{org}/venues/{venue}`: venues are named by id. */
export const CompetitionVenueParamsSchema = OrganisationParamsSchema.extend({ venue: z.uuid() })
export type CompetitionVenueParams = z.infer<typeof CompetitionVenueParamsSchema>

/** A venue of the organisation (the spec's location): the boards and the nights it hosts league matches. */
export const CompetitionVenueSchema = VenueSchema.extend({
  /** The weekdays it hosts league matches, Monday first. */
  weekdays: z.array(WeekdaySchema),
  /** Teams with this home venue in the current season. */
  teams_count: z.number().int().min(0),
})
export type CompetitionVenue = z.infer<typeof CompetitionVenueSchema>

export const CompetitionVenueListSchema = z.array(CompetitionVenueSchema)
export type CompetitionVenueList = z.infer<typeof CompetitionVenueListSchema>

const weekdaysField = z
  .array(WeekdaySchema)
  .max(7)
  .transform((days) => WeekdaySchema.options.filter((day) => days.includes(day)))

const competitionVenueFields = {
  name: NameSchema,
  street: OptionalText(200),
  postcode: OptionalText(20),
  city: OptionalText(100),
  country: OptionalText(100),
  map_url: HttpUrlSchema.nullable(),
  default_board_count: z.number().int().min(0).max(maxBoardNumber),
  notes: OptionalText(5000),
  weekdays: weekdaysField,
}

/** `POST …/venues`. */
export const CompetitionVenueInputSchema = z.object({
  ...competitionVenueFields,
  street: competitionVenueFields.street.default(''),
  postcode: competitionVenueFields.postcode.default(''),
  city: competitionVenueFields.city.default(''),
  country: competitionVenueFields.country.default(''),
  map_url: competitionVenueFields.map_url.default(null),
  default_board_count: competitionVenueFields.default_board_count.default(0),
  notes: competitionVenueFields.notes.default(''),
  weekdays: competitionVenueFields.weekdays.default([]),
})
export type CompetitionVenueInput = z.input<typeof CompetitionVenueInputSchema>

export const UpdateCompetitionVenueInputSchema = z.object(competitionVenueFields).partial()
export type UpdateCompetitionVenueInput = z.input<typeof UpdateCompetitionVenueInputSchema>

/** `GET …/venues/{venue}/teams?season=`: the current season unless a season slug is given. */
export const VenueTeamsQuerySchema = z.object({ season: z.string().min(1).max(100).optional() })
export type VenueTeamsQuery = z.infer<typeof VenueTeamsQuerySchema>

// --- Teams --------------------------------------------------------------------------------------------------------

/** `…/seasons/{season}/teams/{team}`: the team's slug, the same in every season it plays. */
export const TeamParamsSchema = SeasonParamsSchema.extend({ team: z.string().min(1).max(100) })
export type TeamParams = z.infer<typeof TeamParamsSchema>

const LinkSchema = z.object({ slug: z.string(), name: z.string() })
const VenueLinkSchema = z.object({ id: z.uuid(), name: z.string() })

/** A team in one season. */
export const TeamSchema = z.object({
  /** The team in this season. */
  id: z.uuid(),
  /** The team across seasons. */
  team_id: z.uuid(),
  slug: z.string(),
  /** Its name this season. */
  name: z.string(),
  club_name: z.string(),
  division: LinkSchema.nullable(),
  venue: VenueLinkSchema.nullable(),
  /** The night it plays at home; null for its venue's only night, or the league night. */
  home_weekday: WeekdaySchema.nullable(),
  members_count: z.number().int().min(0),
  captain: z.object({ member_id: z.uuid(), name: z.string() }).nullable(),
  /** The caller may change its details and members: its captain, or an admin. */
  can_edit: z.boolean(),
  /** The caller may change its division, venue and night: an admin. */
  can_manage: z.boolean(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type Team = z.infer<typeof TeamSchema>

export const TeamListSchema = z.array(TeamSchema)
export type TeamList = z.infer<typeof TeamListSchema>

const teamFields = {
  name: NameSchema,
  /** The team's slug in every season; derived from the name when left out. */
  slug: SlugSchema,
  club_name: OptionalText(120),
  /** A division slug of the season, or null (admins only). */
  division: z.string().min(1).max(100).nullable(),
  /** A venue of the organisation, or null (admins only). */
  venue_id: z.uuid().nullable(),
  /** Admins only. */
  home_weekday: WeekdaySchema.nullable(),
}

/** `POST …/teams`: a new team. */
export const TeamInputSchema = z.object({
  ...teamFields,
  slug: teamFields.slug.optional(),
  club_name: teamFields.club_name.default(''),
  division: teamFields.division.default(null),
  venue_id: teamFields.venue_id.default(null),
  home_weekday: teamFields.home_weekday.default(null),
})
export type TeamInput = z.input<typeof TeamInputSchema>

/** `PATCH …/teams/{team}`: captains may change `name` and `club_name`; the rest is for admins (403). */
export const UpdateTeamInputSchema = z.object(teamFields).partial()
export type UpdateTeamInput = z.input<typeof UpdateTeamInputSchema>

/** The fields of `UpdateTeamInput` a team's captain may change. */
export const captainTeamFields: readonly (keyof UpdateTeamInput)[] = ['name', 'club_name']

/** A team of an earlier season that can be brought into this one (`GET …/teams/existing`). */
export const ExistingTeamSchema = z.object({
  team_id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  club_name: z.string(),
  /** The latest season it played, with its players there. */
  last_season: LinkSchema,
  members_count: z.number().int().min(0),
})
export type ExistingTeam = z.infer<typeof ExistingTeamSchema>

export const ExistingTeamListSchema = z.array(ExistingTeamSchema)
export type ExistingTeamList = z.infer<typeof ExistingTeamListSchema>

/** `POST …/teams/existing`: a team of an earlier season joins this one, by default with its players. */
export const ExistingTeamInputSchema = z.object({
  team: z.string().min(1).max(100),
  /** The season to take players and details from; the team's latest one when left out. */
  from_season: z.string().min(1).max(100).optional(),
  with_members: z.boolean().default(true),
  division: teamFields.division.default(null),
})
export type ExistingTeamInput = z.input<typeof ExistingTeamInputSchema>

// --- Members ------------------------------------------------------------------------------------------------------

/** `…/teams/{team}/members/{member}`: a membership's id. */
export const TeamMemberParamsSchema = TeamParamsSchema.extend({ member: z.uuid() })
export type TeamMemberParams = z.infer<typeof TeamMemberParamsSchema>

export const TeamMemberRoleSchema = z.enum(['captain', 'player'])
export type TeamMemberRole = z.infer<typeof TeamMemberRoleSchema>

/** A member's contact: only for the organisation's admins and the member's own captain. */
export const MemberContactSchema = z.object({ email: z.string(), phone: z.string() })
export type MemberContact = z.infer<typeof MemberContactSchema>

/**
 * A player's membership of a team in one season. A player is a participant of the organisation, a guest or linked
 * to an account, the same as in tournaments. A transfer ends one membership (`left_on`) and opens another.
 */
export const TeamMemberSchema = z.object({
  id: z.uuid(),
  participant_id: z.uuid(),
  name: z.string(),
  nickname: z.string(),
  /** Whether the player is linked to an account (a registered user) rather than a guest. */
  is_user: z.boolean(),
  role: TeamMemberRoleSchema,
  joined_on: CompetitionDateSchema,
  /** The day the player left the team (a transfer or removal), null while a member. */
  left_on: CompetitionDateSchema.nullable(),
  /** Null unless the caller may see it. */
  contact: MemberContactSchema.nullable(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

/** A team's members: current ones by role and name, then former ones, latest first. */
export const TeamMemberListSchema = z.array(TeamMemberSchema)
export type TeamMemberList = z.infer<typeof TeamMemberListSchema>

/** `GET …/seasons/{season}/members`: every player of the season with their team. */
export const SeasonMemberSchema = TeamMemberSchema.extend({ team: LinkSchema })
export type SeasonMember = z.infer<typeof SeasonMemberSchema>
export const SeasonMemberListSchema = z.array(SeasonMemberSchema)
export type SeasonMemberList = z.infer<typeof SeasonMemberListSchema>

const memberFields = {
  role: TeamMemberRoleSchema,
  /** Within the season; the season's start (or today, once it has started) when left out. */
  joined_on: CompetitionDateSchema,
  contact_email: z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email().max(255))]),
  contact_phone: OptionalText(40),
}

/**
 * `POST …/teams/{team}/members`: a participant of the organisation (`participant_id`), or a new guest (`name`).
 * A player is in one team per season (422 on `participant_id`); a captain replaces the former one.
 */
export const TeamMemberInputSchema = z
  .object({
    participant_id: z.uuid().optional(),
    name: NameSchema.optional(),
    nickname: OptionalText(60).default(''),
    ...memberFields,
    role: memberFields.role.default('player'),
    joined_on: memberFields.joined_on.optional(),
    contact_email: memberFields.contact_email.default(''),
    contact_phone: memberFields.contact_phone.default(''),
  })
  // Exactly one of the two; zod's own (translated) message on `participant_id` otherwise.
  .refine((input) => (input.participant_id === undefined) !== (input.name === undefined), {
    path: ['participant_id'],
  })
export type TeamMemberInput = z.input<typeof TeamMemberInputSchema>

/** `PATCH …/members/{member}`: a current membership's role, start and contact. */
export const UpdateTeamMemberInputSchema = z.object(memberFields).partial()
export type UpdateTeamMemberInput = z.input<typeof UpdateTeamMemberInputSchema>

/** `POST …/members/{member}/transfer`: the player leaves on `date` and joins `team` (a team slug of the season). */
export const TransferMemberInputSchema = z.object({ team: z.string().min(1).max(100), date: CompetitionDateSchema })
export type TransferMemberInput = z.input<typeof TransferMemberInputSchema>

/** `DELETE …/members/{member}?on=`: the player leaves the team on that day (today when left out). */
export const RemoveMemberQuerySchema = z.object({ on: CompetitionDateSchema.optional() })
export type RemoveMemberQuery = z.infer<typeof RemoveMemberQuerySchema>

/** `PUT …/teams/{team}/captain`: the current member who captains the team; the former captain becomes a player. */
export const SetCaptainInputSchema = z.object({ member_id: z.uuid() })
export type SetCaptainInput = z.input<typeof SetCaptainInputSchema>

// --- Fixtures -----------------------------------------------------------------------------------------------------

/** `…/seasons/{season}/fixtures/{fixture}`: the fixture's slug. */
export const FixtureParamsSchema = SeasonParamsSchema.extend({ fixture: z.string().min(1).max(200) })
export type FixtureParams = z.infer<typeof FixtureParamsSchema>

/** A fixture's state: one of `fixtureStates` (../competition/league-night.ts, where each is explained). */
export const FixtureStateSchema = z.enum(fixtureStates)
export type FixtureState = z.infer<typeof FixtureStateSchema>

/** One move of a fixture: from where and when, to where and when, and why. */
export const FixtureRescheduleSchema = z.object({
  from_date: CompetitionDateSchema.nullable(),
  to_date: CompetitionDateSchema.nullable(),
  reason: z.string(),
  at: TimestampSchema,
})
export type FixtureReschedule = z.infer<typeof FixtureRescheduleSchema>

/** A team match of the fixture list. */
export const FixtureSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The playing week, 1 for the first. */
  week: z.number().int().min(1),
  /** Null while postponed without a new date. */
  date: CompetitionDateSchema.nullable(),
  division: LinkSchema,
  home: LinkSchema,
  away: LinkSchema,
  venue: VenueLinkSchema.nullable(),
  state: FixtureStateSchema,
  /** Every move, oldest first. */
  reschedules: z.array(FixtureRescheduleSchema),
})
export type Fixture = z.infer<typeof FixtureSchema>

/** Fixtures by week, then date, then division and home team. */
export const FixtureListSchema = z.array(FixtureSchema)
export type FixtureList = z.infer<typeof FixtureListSchema>

/** `POST …/seasons/{season}/fixtures/generate`: every division of the season, or those listed. */
export const GenerateFixturesInputSchema = z.object({
  divisions: z.array(z.string().min(1).max(100)).max(40).optional(),
})
export type GenerateFixturesInput = z.input<typeof GenerateFixturesInputSchema>

/**
 * `POST …/fixtures/{fixture}/reschedule`: a new date (null: postponed, date to follow), with the reason. The new
 * date must leave both teams one match that week and fit the venue's nights and boards (422 on `date`).
 */
export const RescheduleFixtureInputSchema = z.object({
  date: CompetitionDateSchema.nullable(),
  reason: z.string().trim().min(1).max(500),
})
export type RescheduleFixtureInput = z.input<typeof RescheduleFixtureInputSchema>
