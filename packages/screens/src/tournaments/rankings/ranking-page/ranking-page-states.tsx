import { localizedPath } from '@oche/i18n'
import { Button, Skeleton } from '@oche/ui'
import { SearchX, TriangleAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useLocale } from '../../../app/language/use-locale'
import { PageLoading, PageState, PageStateLink } from '../../../app/page-states'
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
    <PageState
      className="my-10"
      headingLevel="h1"
      icon={<SearchX />}
      title={<FormattedMessage id="tournaments.ranking.notFoundTitle" defaultMessage="This ranking cannot be found" />}
      description={
        <FormattedMessage
          id="tournaments.ranking.notFoundBody"
          defaultMessage="The link may be mistyped, or the ranking is private or was removed. Ask the organiser for the link."
        />
      }
      actions={
        <PageStateLink variant="outline" href={localizedPath(routePath('rankings'), locale)}>
          <FormattedMessage id="tournaments.ranking.notFoundList" defaultMessage="See all rankings" />
        </PageStateLink>
      }
    />
  )
}

export function RankingError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageState
      role="alert"
      className="my-10"
      headingLevel="h1"
      icon={<TriangleAlert />}
      title={<FormattedMessage id="tournaments.ranking.errorTitle" defaultMessage="The ranking could not be loaded" />}
      description={<FormattedMessage {...commonMessages.unreachable} />}
      actions={
        <Button onClick={onRetry}>
          <FormattedMessage {...commonMessages.tryAgain} />
        </Button>
      }
    />
  )
}
