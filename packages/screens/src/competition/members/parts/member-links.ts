import { localizedPath, type Locale } from '@oche/i18n'
import { routePath } from '../../../routing/route-path'

/** A season of an organisation, by slugs. */
export type SeasonRef = { org: string; season: string }

/** A team of a season, by slugs. */
export type TeamRef = SeasonRef & { team: string }

/** The season's player list. */
export function seasonMembersHref({ org, season }: SeasonRef, locale: Locale): string {
  return localizedPath(
    routePath('competition-org_slug-season-season_slug-members', { org_slug: org, season_slug: season }),
    locale,
  )
}

/** The season's overview. */
export function seasonHref({ org, season }: SeasonRef, locale: Locale): string {
  return localizedPath(
    routePath('competition-org_slug-season-season_slug', { org_slug: org, season_slug: season }),
    locale,
  )
}

/** The team's own page (its details). */
export function teamHref({ org, season, team }: TeamRef, locale: Locale): string {
  return localizedPath(
    routePath('competition-org_slug-season-season_slug-teams-team_slug', {
      org_slug: org,
      season_slug: season,
      team_slug: team,
    }),
    locale,
  )
}

/** The team's players. */
export function teamMembersHref({ org, season, team }: TeamRef, locale: Locale): string {
  return localizedPath(
    routePath('competition-org_slug-season-season_slug-teams-team_slug-members', {
      org_slug: org,
      season_slug: season,
      team_slug: team,
    }),
    locale,
  )
}

/** The form that adds a player to the team. */
export function memberCreateHref({ org, season, team }: TeamRef, locale: Locale): string {
  return localizedPath(
    routePath('competition-org_slug-season-season_slug-teams-team_slug-members-create', {
      org_slug: org,
      season_slug: season,
      team_slug: team,
    }),
    locale,
  )
}

/** The form that changes one membership of the team. */
export function memberEditHref({ org, season, team }: TeamRef, member: string, locale: Locale): string {
  return localizedPath(
    routePath('competition-org_slug-season-season_slug-teams-team_slug-members-member_id-edit', {
      org_slug: org,
      season_slug: season,
      team_slug: team,
      member_id: member,
    }),
    locale,
  )
}
