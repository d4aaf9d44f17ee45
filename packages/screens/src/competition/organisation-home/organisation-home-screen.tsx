import type { Organisation, Season } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, PageLayout } from '@oche/ui'
import { CalendarRange, ChevronRight, Plus } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { PageState } from '../../app/page-states'
import { usePlatform } from '../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../manage/parts/screen-states/screen-states'
import { routePath } from '../../routing/route-path'
import { CompetitionForbiddenState, CompetitionNotFoundState } from '../parts/competition-states'
import { RoleBadge } from '../parts/role-badge'
import { SeasonBadges, SeasonCounts, SeasonDates } from '../parts/season-labels'
import { FirstSeason } from './first-season'
import { useOrganisationHome } from './use-organisation-home'

export type OrganisationHomeScreenProps = {
  /** The organisation's slug (a former slug still leads to it). */
  org: string
}

function SeasonCard({ org, season }: { org: string; season: Season }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const href = routePath('competition-org_slug-season-season_slug', { org_slug: org, season_slug: season.slug })
  return (
    <Link
      href={localizedPath(href, locale)}
      data-current={season.is_current || undefined}
      data-archived={season.is_archived || undefined}
      className="flex items-center gap-3 rounded-md border bg-surface-raised p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring data-[archived]:bg-surface data-[archived]:text-muted-foreground"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{season.name}</span>
          <SeasonBadges season={season} />
        </span>
        <span className="text-sm text-muted-foreground">
          <SeasonDates season={season} />
        </span>
        <span className="text-sm text-muted-foreground">
          <SeasonCounts season={season} />
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground rtl:rotate-180" />
    </Link>
  )
}

/** "New season" for admins; the form lives under a season (the spec's paths), so it needs one to start from. */
function NewSeasonLink({ organisation, seasons }: { organisation: Organisation; seasons: Season[] }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const base = organisation.current_season?.slug ?? seasons[0]?.slug
  if (organisation.role !== 'admin' || !base) return null
  return (
    <Button asChild>
      <Link
        href={localizedPath(
          routePath('competition-org_slug-season-season_slug-seasons-create', {
            org_slug: organisation.slug,
            season_slug: base,
          }),
          locale,
        )}
      >
        <Plus aria-hidden />
        <FormattedMessage id="competition.organisationHome.newSeason" defaultMessage="New season" />
      </Link>
    </Button>
  )
}

function Seasons({ organisation, seasons }: { organisation: Organisation; seasons: Season[] }) {
  const headingId = useId()
  if (seasons.length === 0 && organisation.role === 'admin') return <FirstSeason org={organisation.slug} />
  if (seasons.length === 0)
    return (
      <PageState
        className="w-full"
        icon={<CalendarRange />}
        title={<FormattedMessage id="competition.organisationHome.emptyTitle" defaultMessage="No seasons yet" />}
        description={
          <FormattedMessage
            id="competition.organisationHome.emptyBody"
            defaultMessage="The organisation’s admins have not set up a season yet."
          />
        }
      />
    )
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="competition.organisationHome.seasons" defaultMessage="Seasons" />
      </h2>
      <ul className="flex flex-col gap-3">
        {seasons.map((season) => (
          <li key={season.id}>
            <SeasonCard org={organisation.slug} season={season} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** `/competition/{org_slug}` (signed in): an organisation's home: its seasons, the current one first. */
export function OrganisationHomeScreen({ org }: OrganisationHomeScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const home = useOrganisationHome(org)
  const ready = home.status === 'ready' ? home : null
  return (
    <main>
      <PageLayout
        title={
          ready?.organisation.name ??
          intl.formatMessage({ id: 'competition.organisationHome.title', defaultMessage: 'Organisation' })
        }
        description={
          ready ? (
            <span className="flex flex-wrap items-center gap-2">
              <FormattedMessage id="competition.organisationHome.yourRole" defaultMessage="Your role:" />
              <RoleBadge role={ready.organisation.role} />
            </span>
          ) : undefined
        }
        actions={ready ? <NewSeasonLink organisation={ready.organisation} seasons={ready.seasons} /> : undefined}
        backHref={localizedPath(routePath('competition'), locale)}
        backLabel={intl.formatMessage({ id: 'competition.organisationHome.back', defaultMessage: 'Your leagues' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        {home.status === 'ready' ? (
          <Seasons organisation={home.organisation} seasons={home.seasons} />
        ) : home.status === 'notFound' ? (
          <CompetitionNotFoundState />
        ) : home.status === 'forbidden' ? (
          <CompetitionForbiddenState />
        ) : home.status === 'error' ? (
          <LoadErrorState
            title={
              <FormattedMessage
                id="competition.organisationHome.errorTitle"
                defaultMessage="The organisation could not be loaded"
              />
            }
            onRetry={home.retry}
          />
        ) : (
          <LoadingState
            label={intl.formatMessage({
              id: 'competition.organisationHome.loading',
              defaultMessage: 'Loading the organisation',
            })}
          />
        )}
      </PageLayout>
    </main>
  )
}
