import { AnalyticsIntervalSchema, AnalyticsPeriodSchema } from '@oche/api'
import { localizedPath, type Locale } from '@oche/i18n'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { TabLinks } from '../../../../app/tab-links'
import { routePath } from '../../../../routing/route-path'
import { AdminOrganisationsPage } from '../../../admin-organisations/parts/admin-organisation'
import { SelectField } from '../../../../app/select-field/select-field'
import {
  analyticsIntervalIn,
  withAnalyticsInterval,
  withAnalyticsPeriod,
  writeAnalyticsSearch,
  type AnalyticsSearch,
} from '../analytics-search/analytics-search'
import { intervalMessage } from '../analytics-messages'

/** The analytics pages: how Oche is used, and its tournaments. */
export type AnalyticsPageName = 'general' | 'tournaments'

const routes = {
  general: 'admin-analytics-general',
  tournaments: 'admin-analytics-tournaments',
} as const

const pages = ['general', 'tournaments'] as const

/** The path of an analytics page in the page's language, with the period in its address. */
export function analyticsHref(page: AnalyticsPageName, search: AnalyticsSearch, locale: Locale): string {
  return `${localizedPath(routePath(routes[page]), locale)}${writeAnalyticsSearch(search)}`
}

export type AnalyticsNavProps = {
  /** The page shown (marked `aria-current="page"`). */
  current: AnalyticsPageName
  /** The period on show, which the other page opens with. */
  search: AnalyticsSearch
}

/** The analytics pages as tab-like links: general use and tournaments, the period carried along. */
export function AnalyticsNav({ current, search }: AnalyticsNavProps) {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <TabLinks
      label={intl.formatMessage({ id: 'competition.analytics.pages', defaultMessage: 'Analytics pages' })}
      links={pages.map((page) => ({
        href: analyticsHref(page, search, locale),
        current: page === current,
        label:
          page === 'general' ? (
            <FormattedMessage id="competition.analytics.generalPage" defaultMessage="General" />
          ) : (
            <FormattedMessage id="competition.analytics.tournamentsPage" defaultMessage="Tournaments" />
          ),
      }))}
    />
  )
}

export type AnalyticsControlsProps = {
  value: AnalyticsSearch
  onValueChange: (value: AnalyticsSearch) => void
}

/** The period the figures cover and how they are grouped over time; a new period comes with its own grouping. */
export function AnalyticsControls({ value, onValueChange }: AnalyticsControlsProps) {
  const intl = useIntl()
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'competition.analytics.options', defaultMessage: 'Period and grouping' })}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[repeat(2,minmax(0,16rem))]"
    >
      <SelectField
        noErrors
        label={<FormattedMessage id="competition.analytics.period" defaultMessage="Period" />}
        value={value.period}
        onValueChange={(period) =>
          onValueChange(withAnalyticsPeriod(AnalyticsPeriodSchema.safeParse(period).data ?? 'month'))
        }
        options={AnalyticsPeriodSchema.options.map((period) => ({
          value: period,
          label: intl.formatMessage(
            {
              id: 'competition.analytics.periodOption',
              defaultMessage:
                '{period, select, week {Last 7 days} month {Last 30 days} quarter {Last 90 days} other {Last 365 days}}',
            },
            { period },
          ),
        }))}
      />
      <SelectField
        noErrors
        label={<FormattedMessage id="competition.analytics.grouping" defaultMessage="Group by" />}
        value={analyticsIntervalIn(value)}
        onValueChange={(interval) => {
          const parsed = AnalyticsIntervalSchema.safeParse(interval)
          if (parsed.success) onValueChange(withAnalyticsInterval(value, parsed.data))
        }}
        options={AnalyticsIntervalSchema.options.map((interval) => ({
          value: interval,
          label: intl.formatMessage(intervalMessage, { interval }),
        }))}
      />
    </div>
  )
}

export type AnalyticsFrameProps = {
  current: AnalyticsPageName
  search: AnalyticsSearch
  onSearchChange: (search: AnalyticsSearch) => void
  /** False where the controls have no use (a caller who may not see the figures). */
  showControls?: boolean
  children: ReactNode
}

/**
 * The frame of the super admin's analytics pages: the title, the links between them, and the period and grouping
 * of the figures below.
 */
export function AnalyticsFrame({
  current,
  search,
  onSearchChange,
  showControls = true,
  children,
}: AnalyticsFrameProps) {
  const intl = useIntl()
  return (
    <AdminOrganisationsPage
      section="analytics"
      title={intl.formatMessage({ id: 'competition.analytics.title', defaultMessage: 'Analytics' })}
      description={
        current === 'general'
          ? intl.formatMessage({
              id: 'competition.analytics.generalDescription',
              defaultMessage: 'How Oche is used: accounts, activity, matches and visits, by language and organisation.',
            })
          : intl.formatMessage({
              id: 'competition.analytics.tournamentsDescription',
              defaultMessage:
                'The tournaments created: their formats, sizes and visibility, how far they got and how long a game takes.',
            })
      }
    >
      <div className="flex flex-col gap-6">
        <AnalyticsNav current={current} search={search} />
        {showControls ? <AnalyticsControls value={search} onValueChange={onSearchChange} /> : null}
        {children}
      </div>
    </AdminOrganisationsPage>
  )
}
