import { localizedPath } from '@oche/i18n'
import { useMemo } from 'react'
import { useLocale } from '../../../app/language/use-locale'
import { routePath } from '../../../routing/route-path'
import { useLeaguePaths, type LeaguePaths } from '../../parts/league-page'

/** The league-night pages, and those a team match's games lead to: their scorer and their live page. */
export type LeagueMatchPaths = LeaguePaths & {
  /** The scorer of a game of a match, by its number. */
  play: (match: string, game: number) => string
  /** The public live view of a game's engine match. */
  live: (matchId: string) => string
}

/** Links around the team matches of the season `season` of `org`, in the page's language. */
export function useLeagueMatchPaths(org: string, season: string): LeagueMatchPaths {
  const locale = useLocale()
  const league = useLeaguePaths(org, season)
  return useMemo(
    () => ({
      ...league,
      play: (match, game) =>
        localizedPath(
          routePath('competition-org_slug-season-season_slug-matches-match_slug-play-game_id', {
            org_slug: org,
            season_slug: season,
            match_slug: match,
            game_id: String(game),
          }),
          locale,
        ),
      live: (matchId) => localizedPath(routePath('live-id', { id: matchId }), locale),
    }),
    [league, org, season, locale],
  )
}
