import { localizedPath } from '@oche/i18n'
import { Skeleton } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { PageLoading } from '../../../app/page-states'
import { LoadErrorState, NotFoundState } from '../../../manage/parts/screen-states/screen-states'
import { routePath } from '../../../routing/route-path'

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
    <NotFoundState
      className="my-10"
      headingLevel="h1"
      title={<FormattedMessage id="tournaments.notFound.title" defaultMessage="This tournament cannot be found" />}
      description={
        <FormattedMessage
          id="tournaments.notFound.body"
          defaultMessage="The link may be mistyped, or the tournament is private or was removed. Ask the organiser for the link."
        />
      }
      list={{
        href: localizedPath(routePath('tournaments'), locale),
        label: <FormattedMessage id="tournaments.notFound.list" defaultMessage="See all tournaments" />,
      }}
    />
  )
}

export function TournamentError({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadErrorState
      className="my-10"
      headingLevel="h1"
      title={<FormattedMessage id="tournaments.error.title" defaultMessage="The tournament could not be loaded" />}
      onRetry={onRetry}
    />
  )
}
