import { localizedPath } from '@oche/i18n'
import { Button, Skeleton } from '@oche/ui'
import { SearchX, TriangleAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { PageLoading, PageState, PageStateLink } from '../../../app/page-states'
import { routePath } from '../../../routing/route-path'
import { commonMessages } from '../../../app/common-messages/common-messages'

export function TournamentLoading() {
  const intl = useIntl()
  return (
    <PageLoading
      label={intl.formatMessage({ id: 'tournaments.page.loading', defaultMessage: 'Loading the tournament' })}
      className="flex flex-col gap-4"
    >
      <Skeleton className="h-10 w-full" />
      <Skeleton shape="block" className="h-64" />
    </PageLoading>
  )
}

/** An unknown id and a private tournament look the same: the API answers 404 to both. */
export function TournamentNotFound() {
  const locale = useLocale()
  return (
    <PageState
      className="my-10"
      headingLevel="h1"
      icon={<SearchX />}
      title={<FormattedMessage id="tournaments.notFound.title" defaultMessage="This tournament cannot be found" />}
      description={
        <FormattedMessage
          id="tournaments.notFound.body"
          defaultMessage="The link may be mistyped, or the tournament is private or was removed. Ask the organiser for the link."
        />
      }
      actions={
        <PageStateLink variant="outline" href={localizedPath(routePath('tournaments'), locale)}>
          <FormattedMessage id="tournaments.notFound.list" defaultMessage="See all tournaments" />
        </PageStateLink>
      }
    />
  )
}

export function TournamentError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageState
      role="alert"
      className="my-10"
      headingLevel="h1"
      icon={<TriangleAlert />}
      title={<FormattedMessage id="tournaments.error.title" defaultMessage="The tournament could not be loaded" />}
      description={<FormattedMessage {...commonMessages.unreachable} />}
      actions={
        <Button onClick={onRetry}>
          <FormattedMessage {...commonMessages.tryAgain} />
        </Button>
      }
    />
  )
}
