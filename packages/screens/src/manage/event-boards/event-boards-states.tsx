import { localizedPath } from '@oche/i18n'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { Lock, SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { managePaths } from '../manage-paths'

/** The event does not exist, or is private to other organisers. */
export function EventNotFoundState() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <SearchX />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="manage.eventStates.notFoundTitle" defaultMessage="This event cannot be found" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="manage.eventStates.notFoundBody"
          defaultMessage="The link may be mistyped, or the event was deleted."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button asChild variant="outline">
          <Link href={localizedPath(managePaths.home, locale)}>
            <FormattedMessage id="manage.eventStates.toHome" defaultMessage="Go to your organiser home" />
          </Link>
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

/** The caller may see the event but does not organise it. */
export function EventForbiddenState({ publicHref }: { publicHref: string | null }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <Lock />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="manage.eventStates.forbiddenTitle" defaultMessage="You do not organise this event" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="manage.eventStates.forbiddenBody"
          defaultMessage="Only its organisers can change its boards. Ask them, or look at the event on its public page."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        {publicHref ? (
          <Button asChild>
            <Link href={publicHref}>
              <FormattedMessage id="manage.states.toPublicPage" defaultMessage="Open the public page" />
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link href={localizedPath(managePaths.home, locale)}>
            <FormattedMessage id="manage.eventStates.toHome" defaultMessage="Go to your organiser home" />
          </Link>
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}
