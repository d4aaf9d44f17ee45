import { localizedPath } from '@oche/i18n'
import { Skeleton } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { PageLoading } from '../../../app/page-states'
import { LoadErrorState, NotFoundState } from '../../../manage/parts/screen-states/screen-states'
import { routePath } from '../../../routing/route-path'

export function RankingLoading() {
  const intl = useIntl()
  return (
    <PageLoading
      label={intl.formatMessage({ id: 'tournaments.ranking.loading', defaultMessage: 'Loading the ranking' })}
      className="flex flex-col gap-4"
    >
      <Skeleton shape="block" className="h-24" />
      <Skeleton shape="block" className="h-40" />
      <Skeleton shape="block" className="h-80" />
    </PageLoading>
  )
}

/** An unknown id and a private ranking look the same: the API answers 404 to both. */
export function RankingNotFound() {
  const locale = useLocale()
  return (
    <NotFoundState
      className="my-10"
      headingLevel="h1"
      title={<FormattedMessage id="tournaments.ranking.notFoundTitle" defaultMessage="This ranking cannot be found" />}
      description={
        <FormattedMessage
          id="tournaments.ranking.notFoundBody"
          defaultMessage="The link may be mistyped, or the ranking is private or was removed. Ask the organiser for the link."
        />
      }
      list={{
        href: localizedPath(routePath('rankings'), locale),
        label: <FormattedMessage id="tournaments.ranking.notFoundList" defaultMessage="See all rankings" />,
      }}
    />
  )
}

export function RankingError({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadErrorState
      className="my-10"
      headingLevel="h1"
      title={<FormattedMessage id="tournaments.ranking.errorTitle" defaultMessage="The ranking could not be loaded" />}
      onRetry={onRetry}
    />
  )
}
