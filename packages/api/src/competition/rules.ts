import type { CompetitionRole, SeasonSettings, TeamMemberRole, UpdateTeamInput } from '../schemas/competition'
import { captainTeamFields } from '../schemas/competition'

// The league side's rules of who may do what and which dates fit, shared by the server and the mocks so the two
// cannot answer differently. No IO: the caller loads what they need.

/** What the caller is in one organisation: its admin (or a super admin), and the teams they captain or play for. */
export type CompetitionViewer = {
  isAdmin: boolean
  /** Team-season ids of the teams they captain now. */
  captainOf: readonly string[]
  /** Team-season ids of the teams they play for now (captained ones included). */
  memberOf: readonly string[]
}

/** The caller's role: admin above captain above member; null when they have none and may see nothing. */
export function competitionRole(viewer: CompetitionViewer): CompetitionRole | null {
  if (viewer.isAdmin) return 'admin'
  if (viewer.captainOf.length > 0) return 'captain'
  if (viewer.memberOf.length > 0) return 'member'
  return null
}

/** Whether the caller sees a team and its members: an admin, or one of its players. */
export function canReadTeam(viewer: CompetitionViewer, teamSeasonId: string): boolean {
  return viewer.isAdmin || viewer.memberOf.includes(teamSeasonId) || viewer.captainOf.includes(teamSeasonId)
}

/** Whether the caller changes a team's details and members: an admin, or its captain. */
export function canEditTeam(viewer: CompetitionViewer, teamSeasonId: string): boolean {
  return viewer.isAdmin || viewer.captainOf.includes(teamSeasonId)
}

/** Whether the caller sees a member's contact: the organisation's admins and the member's own captain. */
export function canSeeMemberContact(viewer: CompetitionViewer, memberTeamSeasonId: string): boolean {
  return canEditTeam(viewer, memberTeamSeasonId)
}

/** Whether the season's member list is open to the caller: admins, and captains (who see their own players' contacts). */
export function canReadSeasonMembers(viewer: CompetitionViewer): boolean {
  return viewer.isAdmin || viewer.captainOf.length > 0
}

/** Whether a change of a team sends only what its captain may change (its name and club). */
export function isCaptainTeamChange(changes: UpdateTeamInput): boolean {
  return Object.entries(changes).every(
    ([key, value]) => value === undefined || captainTeamFields.includes(key as keyof UpdateTeamInput),
  )
}

export type SeasonDatesProblem = 'season.endsBeforeStart' | 'season.leagueNightOutside'

/** What is wrong with a season's dates, if anything: its end before its start, a league night outside it. */
export function seasonDatesProblem(season: {
  starts_on: string
  ends_on: string
  league_nights: readonly string[]
}): SeasonDatesProblem | null {
  if (season.ends_on < season.starts_on) return 'season.endsBeforeStart'
  if (season.league_nights.some((night) => night < season.starts_on || night > season.ends_on))
    return 'season.leagueNightOutside'
  return null
}

/** League nights in order, each once. */
export function normaliseLeagueNights(nights: readonly string[]): string[] {
  return [...new Set(nights)].sort()
}

/** The settings of a new season: the defaults, then the copied season's, then what was sent. */
export function mergeSeasonSettings(
  defaults: SeasonSettings,
  ...layers: (Partial<SeasonSettings> | undefined)[]
): SeasonSettings {
  const merged = layers.reduce<SeasonSettings>(
    (settings, layer) =>
      layer
        ? { ...settings, ...Object.fromEntries(Object.entries(layer).filter(([, v]) => v !== undefined)) }
        : settings,
    defaults,
  )
  return { ...merged, league_nights: normaliseLeagueNights(merged.league_nights) }
}

/** The day a new member joins when none is given: the season's first day, or today once it has started (not after its end). */
export function defaultJoinDate(season: { starts_on: string; ends_on: string }, today: string): string {
  if (today <= season.starts_on) return season.starts_on
  return today > season.ends_on ? season.ends_on : today
}

/** Whether a member may join (or a transfer happen) on this day: within the season. */
export function isWithinSeason(season: { starts_on: string; ends_on: string }, day: string): boolean {
  return day >= season.starts_on && day <= season.ends_on
}

/** Members in the order lists show them: current ones first (captain, then by name), then former ones, latest first. */
export function compareTeamMembers(
  a: { name: string; role: TeamMemberRole; left_on: string | null },
  b: { name: string; role: TeamMemberRole; left_on: string | null },
): number {
  if ((a.left_on === null) !== (b.left_on === null)) return a.left_on === null ? -1 : 1
  if (a.left_on !== null && b.left_on !== null && a.left_on !== b.left_on) return a.left_on < b.left_on ? 1 : -1
  if (a.role !== b.role) return a.role === 'captain' ? -1 : 1
  return a.name.localeCompare(b.name)
}

/** A fixture's slug: its week and teams, `w3-de-pijl-a-the-oche`; unique in a season (a team plays once a week). */
export function fixtureSlug(week: number, homeSlug: string, awaySlug: string): string {
  return `w${week}-${homeSlug}-${awaySlug}`
}

/** Today in UTC as `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}
