import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  PageLayout,
} from '@oche/ui'
import { ChartNoAxesCombined, ListOrdered } from 'lucide-react'
import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { defineMessage, FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { PageStateLink } from '../../app/page-states'
import { usePlatform } from '../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../manage/parts/screen-states/screen-states'
import { routePath } from '../../routing/route-path'
import { MyStatsFilters } from './my-stats-filters'
import {
  hasMyStatsFilters,
  noMyStatsFilters,
  readMyStatsSearch,
  writeMyStatsSearch,
  type MyStatsSearch,
} from './my-stats-search'
import { MyStatsTiles } from './my-stats-tiles'
import { useMyStats, type MyStatsData } from './use-my-stats'

// The charts bring the chart library: it loads with them, on this page only.
const MyStatsCharts = lazy(() => import('./my-stats-charts').then((module) => ({ default: module.MyStatsCharts })))

const myMatchesLink = defineMessage({ id: 'accounts.myStats.myMatches', defaultMessage: 'My matches' })

export type MyStatsScreenProps = {
  /** The page's query string: `kind` and `period`. */
  searchParams?: Record<string, string>
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function NoFigures({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const locale = useLocale()
  return (
    <EmptyState>
      <EmptyStateIcon>
        <ChartNoAxesCombined />
      </EmptyStateIcon>
      <EmptyStateTitle>
        {isFiltered ? (
          <FormattedMessage
            id="accounts.myStats.noneMatchTitle"
            defaultMessage="No finished matches for these filters"
          />
        ) : (
          <FormattedMessage id="accounts.myStats.emptyTitle" defaultMessage="No finished matches yet" />
        )}
      </EmptyStateTitle>
      <EmptyStateDescription>
        {isFiltered ? (
          <FormattedMessage id="accounts.myStats.noneMatchBody" defaultMessage="Try another kind or period." />
        ) : (
          <FormattedMessage
            id="accounts.myStats.emptyBody"
            defaultMessage="Your statistics are counted from the matches you finish: in tournaments and leagues, against the bot and on this device."
          />
        )}
      </EmptyStateDescription>
      <EmptyStateActions>
        {isFiltered ? (
          <Button variant="outline" onClick={onClear}>
            <FormattedMessage id="accounts.myStats.showAll" defaultMessage="Clear the filters" />
          </Button>
        ) : (
          <>
            <PageStateLink href={localizedPath(routePath('play'), locale)}>
              <FormattedMessage id="accounts.myStats.play" defaultMessage="Play a match" />
            </PageStateLink>
            <PageStateLink variant="outline" href={localizedPath(routePath('profile-my-matches'), locale)}>
              <FormattedMessage {...myMatchesLink} />
            </PageStateLink>
          </>
        )}
      </EmptyStateActions>
    </EmptyState>
  )
}

function MyStatsContent({ data, search, onClear }: { data: MyStatsData; search: MyStatsSearch; onClear: () => void }) {
  const intl = useIntl()
  switch (data.status) {
    case 'loading':
      return (
        <LoadingState
          label={intl.formatMessage({ id: 'accounts.myStats.loading', defaultMessage: 'Loading your statistics' })}
        />
      )
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage id="accounts.myStats.errorTitle" defaultMessage="Your statistics could not be loaded" />
          }
          onRetry={data.retry}
        />
      )
    case 'ready': {
      const { stats } = data
      if (stats.totals.matches === 0) return <NoFigures isFiltered={hasMyStatsFilters(search)} onClear={onClear} />
      return (
        <div
          aria-busy={data.isUpdating || undefined}
          data-slot="my-stats"
          className="flex flex-col gap-8 aria-busy:opacity-60"
        >
          <Section title={<FormattedMessage id="accounts.myStats.overview" defaultMessage="Overview" />}>
            <p className="text-sm text-muted-foreground" role="status">
              <FormattedMessage
                id="accounts.myStats.count"
                defaultMessage="Over {count, plural, one {# finished match} other {# finished matches}}"
                values={{ count: stats.totals.matches }}
              />
            </p>
            <MyStatsTiles figures={stats.totals} />
          </Section>
          <Section title={<FormattedMessage id="accounts.myStats.overTime" defaultMessage="Over time" />}>
            <Suspense
              fallback={
                <LoadingState
                  rows={2}
                  label={intl.formatMessage({
                    id: 'accounts.myStats.chartsLoading',
                    defaultMessage: 'Loading the charts',
                  })}
                />
              }
            >
              <MyStatsCharts stats={stats} />
            </Suspense>
          </Section>
        </div>
      )
    }
    default:
      return data satisfies never
  }
}

/**
 * `/profile/my-stats` (signed in): the user's figures over their finished matches (3-dart and first-9 averages,
 * checkout percentage, results, legs, 180s, 171s, 140+, 100+, high checkout, best leg) and the same over time as
 * charts with tables, filtered by kind of play and period. The filters are kept in the address.
 */
export function MyStatsScreen({ searchParams = {} }: MyStatsScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link, navigate } = usePlatform()
  const [search, setSearch] = useState<MyStatsSearch>(() => readMyStatsSearch(searchParams))
  const data = useMyStats(search)

  const update = (next: MyStatsSearch) => {
    setSearch(next)
    navigate(`${localizedPath(routePath('profile-my-stats'), locale)}${writeMyStatsSearch(next)}`, { replace: true })
  }

  return (
    <main>
      <PageLayout
        title={intl.formatMessage({ id: 'accounts.myStats.title', defaultMessage: 'My statistics' })}
        backHref={localizedPath(routePath('profile'), locale)}
        backLabel={intl.formatMessage({ id: 'accounts.myStats.back', defaultMessage: 'Profile' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
        actions={
          <Button asChild variant="outline">
            <Link href={localizedPath(routePath('profile-my-matches'), locale)}>
              <ListOrdered aria-hidden />
              <FormattedMessage {...myMatchesLink} />
            </Link>
          </Button>
        }
      >
        <div className="flex flex-col gap-6">
          <MyStatsFilters value={search} onValueChange={update} />
          <MyStatsContent data={data} search={search} onClear={() => update(noMyStatsFilters)} />
        </div>
      </PageLayout>
    </main>
  )
}
