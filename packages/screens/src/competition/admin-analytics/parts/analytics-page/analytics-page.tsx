import type { AnalyticsPeriod } from '@oche/api'
import { Suspense, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { usePlatform } from '../../../../app/platform/platform-context'
import { LoadingState } from '../../../../manage/parts/screen-states/screen-states'
import { AnalyticsBody } from '../analytics-body'
import type { AnalyticsData } from '../analytics-data'
import { AnalyticsFrame, analyticsHref, type AnalyticsPageName } from '../analytics-frame'
import { AnalyticsPeriodLine } from '../analytics-period'
import { readAnalyticsSearch, withAnalyticsPeriod, type AnalyticsSearch } from '../analytics-search/analytics-search'
import { AnalyticsSection } from '../analytics-section'
import { AnalyticsEmptyState } from '../analytics-states'

/** What both analytics answers share: the period they cover. */
type Figures = { period: AnalyticsPeriod; from: string; to: string }

/** The period and grouping of an analytics page, read from its address and written back on each change. */
export function useAnalyticsSearch(page: AnalyticsPageName, searchParams: Record<string, string>) {
  const locale = useLocale()
  const { navigate } = usePlatform()
  const [search, setSearch] = useState<AnalyticsSearch>(() => readAnalyticsSearch(searchParams))
  const update = (next: AnalyticsSearch) => {
    setSearch(next)
    navigate(analyticsHref(page, next, locale), { replace: true })
  }
  return { search, update }
}

export type AnalyticsPageProps<T extends Figures> = {
  page: AnalyticsPageName
  search: AnalyticsSearch
  onSearchChange: (next: AnalyticsSearch) => void
  data: AnalyticsData<T>
  /** Nothing happened in the period: an empty state instead of zeros, with this text. */
  isEmpty: (figures: T) => boolean
  emptyDescription: ReactNode
  tiles: (figures: T) => ReactNode
  /** The charts (loaded lazily: they bring the chart library), and how many rows their placeholder has. */
  charts: (figures: T) => ReactNode
  chartRows: number
  tables: (figures: T) => ReactNode
}

/**
 * An analytics page: the frame (title, areas, pages, period and grouping), then, once loaded, an overview (the
 * period and the figure tiles), the figures over time and the breakdown tables, or an empty state for a quiet
 * period that offers the whole year.
 */
export function AnalyticsPage<T extends Figures>({
  page,
  search,
  onSearchChange,
  data,
  isEmpty,
  emptyDescription,
  tiles,
  charts,
  chartRows,
  tables,
}: AnalyticsPageProps<T>) {
  const intl = useIntl()
  const showYear = () => onSearchChange(withAnalyticsPeriod('year'))
  return (
    <AnalyticsFrame
      current={page}
      search={search}
      onSearchChange={onSearchChange}
      showControls={data.status !== 'forbidden'}
    >
      <AnalyticsBody data={data}>
        {(figures) =>
          isEmpty(figures) ? (
            <AnalyticsEmptyState period={figures.period} onShowYear={showYear} description={emptyDescription} />
          ) : (
            <>
              <AnalyticsSection
                title={<FormattedMessage id="competition.analytics.overview" defaultMessage="Overview" />}
              >
                <AnalyticsPeriodLine from={figures.from} to={figures.to} />
                {tiles(figures)}
              </AnalyticsSection>
              <AnalyticsSection
                title={<FormattedMessage id="competition.analytics.overTime" defaultMessage="Over time" />}
              >
                <Suspense
                  fallback={
                    <LoadingState
                      rows={chartRows}
                      label={intl.formatMessage({
                        id: 'competition.analytics.chartsLoading',
                        defaultMessage: 'Loading the charts',
                      })}
                    />
                  }
                >
                  {charts(figures)}
                </Suspense>
              </AnalyticsSection>
              <AnalyticsSection
                title={<FormattedMessage id="competition.analytics.breakdown" defaultMessage="Breakdown" />}
              >
                {tables(figures)}
              </AnalyticsSection>
            </>
          )
        }
      </AnalyticsBody>
    </AnalyticsFrame>
  )
}
