import type { Organisation, Season } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, PageLayout } from '@oche/ui'
import { CalendarDays, CalendarRange, Globe } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../manage/parts/screen-states/screen-states'
import { routePath } from '../../routing/route-path'
import { CompetitionForbiddenState, CompetitionNotFoundState } from '../parts/competition-states'
import { RoleBadge } from '../parts/role-badge'
import { SeasonBadges, SeasonDates } from '../parts/season-labels'
import { DivisionTeamsList } from './division-teams'
import { NextLeagueNightCard } from './next-league-night-card'
import { SeasonAttentionList } from './season-attention-list'
import { SeasonLeaderboards } from './season-leaderboards'
import { useSeasonOverview, type SeasonAdminView } from './use-season-overview'

export type SeasonOverviewScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
}

function Section({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The season's dates, whether it is current or archived, and the user's role. */
function SeasonSummary({ organisation, season }: { organisation: Organisation; season: Season }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <SeasonDates season={season} />
      <SeasonBadges season={season} />
      <RoleBadge role={organisation.role} />
    </span>
  )
}

/** What an admin sees: the divisions with their teams, what needs them, and the next league night. */
function AdminOverview({ admin, org, season }: { admin: SeasonAdminView; org: string; season: string }) {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <Section
        className="lg:col-span-2"
        title={<FormattedMessage id="competition.seasonOverview.divisions" defaultMessage="Divisions and teams" />}
      >
        <DivisionTeamsList divisions={admin.divisions} unassigned={admin.unassigned} org={org} season={season} />
      </Section>
      <div className="flex flex-col gap-8 lg:col-start-3 lg:row-start-1">
        <Section
          title={<FormattedMessage id="competition.seasonOverview.attention" defaultMessage="Needs attention" />}
        >
          <SeasonAttentionList items={admin.attention} org={org} season={season} />
        </Section>
        <Section
          title={<FormattedMessage id="competition.seasonOverview.nextNight" defaultMessage="Next league night" />}
        >
          <NextLeagueNightCard night={admin.nextNight} />
        </Section>
      </div>
    </div>
  )
}

/** What a captain or player sees: the season in numbers; its admins run the rest. */
function MemberOverview({ season }: { season: Season }) {
  return (
    <div className="flex flex-col gap-4 rounded-md border bg-surface-raised p-4">
      <p>
        <FormattedMessage
          id="competition.seasonOverview.memberCounts"
          defaultMessage="{divisions, plural, one {# division} other {# divisions}}, {teams, plural, one {# team} other {# teams}} and {fixtures, plural, one {# match} other {# matches}} in the fixture list."
          values={{ divisions: season.divisions_count, teams: season.teams_count, fixtures: season.fixtures_count }}
        />
      </p>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.seasonOverview.memberNote"
          defaultMessage="The organisation’s admins set up the divisions, teams and fixture list."
        />
      </p>
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}` (signed in): a season's overview. Admins see its divisions with
 * their teams, what needs attention and the next league night; captains and players the season in numbers. Everyone
 * sees the season's leaderboards and the way to its matches.
 */
export function SeasonOverviewScreen({ org, season }: SeasonOverviewScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const overview = useSeasonOverview(org, season)
  const ready = overview.status === 'ready' ? overview : null
  return (
    <main>
      <PageLayout
        contentWidth="wide"
        title={
          ready
            ? intl.formatMessage(
                { id: 'competition.seasonOverview.title', defaultMessage: 'Season {season}' },
                { season: ready.season.name },
              )
            : intl.formatMessage({ id: 'competition.seasonOverview.titleLoading', defaultMessage: 'Season' })
        }
        description={ready ? <SeasonSummary organisation={ready.organisation} season={ready.season} /> : undefined}
        actions={
          <>
            <Button asChild variant="outline">
              <Link
                href={localizedPath(
                  routePath('competition-org_slug-season-season_slug-matches', { org_slug: org, season_slug: season }),
                  locale,
                )}
              >
                <CalendarDays aria-hidden />
                <FormattedMessage id="competition.seasonOverview.matches" defaultMessage="Matches" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link
                href={localizedPath(
                  routePath('competition-org_slug-season-season_slug-seasons', { org_slug: org, season_slug: season }),
                  locale,
                )}
              >
                <CalendarRange aria-hidden />
                <FormattedMessage id="competition.seasonOverview.allSeasons" defaultMessage="All seasons" />
              </Link>
            </Button>
            {ready?.admin ? (
              <Button asChild variant="outline">
                <Link
                  href={localizedPath(
                    routePath('competition-org_slug-season-season_slug-site-settings', {
                      org_slug: org,
                      season_slug: season,
                    }),
                    locale,
                  )}
                >
                  <Globe aria-hidden />
                  <FormattedMessage id="competition.seasonOverview.publicSite" defaultMessage="Public site" />
                </Link>
              </Button>
            ) : null}
          </>
        }
        backHref={localizedPath(routePath('competition-org_slug', { org_slug: org }), locale)}
        backLabel={
          ready?.organisation.name ??
          intl.formatMessage({ id: 'competition.seasonOverview.back', defaultMessage: 'Organisation' })
        }
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        {overview.status === 'ready' ? (
          <div className="flex flex-col gap-8">
            {overview.admin ? (
              <AdminOverview admin={overview.admin} org={overview.organisation.slug} season={overview.season.slug} />
            ) : (
              <MemberOverview season={overview.season} />
            )}
            <Section
              className="max-w-3xl"
              title={<FormattedMessage id="competition.seasonOverview.leaderboards" defaultMessage="Leaderboards" />}
            >
              <SeasonLeaderboards
                org={overview.organisation.slug}
                season={overview.season.slug}
                seasonId={overview.season.id}
              />
            </Section>
          </div>
        ) : overview.status === 'notFound' ? (
          <CompetitionNotFoundState />
        ) : overview.status === 'forbidden' ? (
          <CompetitionForbiddenState />
        ) : overview.status === 'error' ? (
          <LoadErrorState
            title={
              <FormattedMessage
                id="competition.seasonOverview.errorTitle"
                defaultMessage="The season could not be loaded"
              />
            }
            onRetry={overview.retry}
          />
        ) : (
          <LoadingState
            label={intl.formatMessage({
              id: 'competition.seasonOverview.loading',
              defaultMessage: 'Loading the season',
            })}
          />
        )}
      </PageLayout>
    </main>
  )
}
