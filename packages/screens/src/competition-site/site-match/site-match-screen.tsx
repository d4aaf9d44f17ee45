import type { LeagueMatch } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { divisionMessages } from '../../competition/divisions/parts/division-messages'
import { GamesTable } from '../../competition/league-matches/match/games-table'
import { MatchFacts, MatchScoreboard } from '../../competition/league-matches/match/match-scoreboard'
import { SignOffPanel } from '../../competition/league-matches/match/sign-off-panel'
import { routePath } from '../../routing/route-path'
import { SiteFrame, SiteLoadError, SiteLoading, SiteNotFound, useSitePaths } from '../parts/site-frame'
import { useSiteMatch } from './use-site-match'

export type SiteMatchScreenProps = {
  /** The `{season}` of the path; undefined for the current season. */
  season?: string
  /** The match's slug. */
  match: string
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-md border bg-surface-raised p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * A game's live page is the app's (`/live/{id}`), on the app's own address: the league's site links there only
 * where the host knows that address.
 */
function useAppLiveHref(): ((matchId: string) => string) | undefined {
  const { config } = usePlatform()
  const locale = useLocale()
  const appUrl = config.appUrl?.replace(/\/+$/, '')
  if (!appUrl) return undefined
  return (matchId) => `${appUrl}${localizedPath(routePath('live-id', { id: matchId }), locale)}`
}

function MatchContent({ match }: { match: LeagueMatch }) {
  const liveHref = useAppLiveHref()
  return (
    <div className="flex flex-col gap-6">
      <MatchScoreboard match={match} />
      <Section title={<FormattedMessage id="competitionSite.match.games" defaultMessage="Games" />}>
        <GamesTable match={match} liveHref={liveHref} />
      </Section>
      <Section title={<FormattedMessage id="competitionSite.match.report" defaultMessage="Match report" />}>
        <SignOffPanel match={match} isAdmin={false} />
      </Section>
    </div>
  )
}

/**
 * `/{season?}/matches/{match}` of a league's site: a team match as a visitor sees it: the teams, day, venue and
 * score, every game with its players, legs and winner, and where the sign-off of the match report stands. Nothing a
 * captain or admin does here; live over the season's realtime channel while the match is played.
 */
export function SiteMatchScreen({ season, match }: SiteMatchScreenProps) {
  const intl = useIntl()
  const page = useSiteMatch(season, match)
  const paths = useSitePaths(season)
  const ready = page.status === 'ready' ? page.match : null
  const divisionHref = (group: string) =>
    page.status === 'ready' && page.divisionKind === 'cup'
      ? paths.page('competition-site-season-cup-group-bracket', { group })
      : paths.page('competition-site-season-groups-group-standings', { group })
  return (
    <SiteFrame
      season={season}
      isNotFound={page.status === 'notFound'}
      title={
        ready
          ? intl.formatMessage(divisionMessages.fixtureTeams, { home: ready.home.name, away: ready.away.name })
          : intl.formatMessage({ id: 'competitionSite.match.titleLoading', defaultMessage: 'Match' })
      }
      description={ready ? <MatchFacts match={ready} divisionHref={divisionHref} /> : undefined}
    >
      {page.status === 'ready' ? (
        <MatchContent match={page.match} />
      ) : page.status === 'notFound' ? (
        <SiteNotFound
          season={season}
          title={
            <FormattedMessage id="competitionSite.match.notFoundTitle" defaultMessage="This match cannot be found" />
          }
          description={
            <FormattedMessage
              id="competitionSite.match.notFoundBody"
              defaultMessage="The link may be mistyped, or the match is of another season."
            />
          }
        />
      ) : page.status === 'error' ? (
        <SiteLoadError
          title={
            <FormattedMessage id="competitionSite.match.errorTitle" defaultMessage="The match could not be loaded" />
          }
          onRetry={page.retry}
        />
      ) : (
        <SiteLoading
          label={intl.formatMessage({ id: 'competitionSite.match.loading', defaultMessage: 'Loading the match' })}
        />
      )}
    </SiteFrame>
  )
}
