import type { AnalyticsGeneral } from '@oche/api'
import { FormattedMessage, useIntl } from 'react-intl'
import { analyticsMessages } from '../parts/analytics-messages'
import { AnalyticsTiles } from '../parts/analytics-tiles'

export type GeneralTilesProps = { totals: AnalyticsGeneral['totals'] }

/** The period's headline figures: accounts, active users, new accounts, matches started and finished, visits. */
export function GeneralTiles({ totals }: GeneralTilesProps) {
  const intl = useIntl()
  const number = (value: number) => intl.formatNumber(value)
  return (
    <AnalyticsTiles
      tiles={[
        {
          stat: 'accounts',
          label: <FormattedMessage {...analyticsMessages.accounts} />,
          value: number(totals.accounts),
          detail: <FormattedMessage id="competition.analytics.accountsDetail" defaultMessage="All there are now" />,
        },
        {
          stat: 'active-users',
          label: <FormattedMessage {...analyticsMessages.activeUsers} />,
          value: number(totals.active_users),
          detail: (
            <FormattedMessage
              id="competition.analytics.activeUsersDetail"
              defaultMessage="Used Oche signed in, at least once"
            />
          ),
        },
        {
          stat: 'new-accounts',
          label: <FormattedMessage {...analyticsMessages.newAccounts} />,
          value: number(totals.new_accounts),
          detail: (
            <FormattedMessage id="competition.analytics.newAccountsDetail" defaultMessage="Registered in the period" />
          ),
        },
        {
          stat: 'matches',
          label: <FormattedMessage {...analyticsMessages.matches} />,
          value: number(totals.matches),
          detail: <FormattedMessage id="competition.analytics.matchesDetail" defaultMessage="Started, of any kind" />,
        },
        {
          stat: 'finished-matches',
          label: <FormattedMessage {...analyticsMessages.finishedMatches} />,
          value: number(totals.finished_matches),
          detail: (
            <FormattedMessage
              id="competition.analytics.finishedMatchesDetail"
              defaultMessage="Of the matches started, finished by now"
            />
          ),
        },
        {
          stat: 'visits',
          label: <FormattedMessage {...analyticsMessages.visits} />,
          value: number(totals.visits),
          detail: <FormattedMessage id="competition.analytics.visitsDetail" defaultMessage="Thrown in those matches" />,
        },
      ]}
    />
  )
}
