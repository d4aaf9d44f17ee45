import { localizedPath } from '@oche/i18n'
import { Lock, SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { PageState, PageStateLink } from '../../app/page-states'
import { routePath } from '../../routing/route-path'

/** The event does not exist, or is private to other organisers. */
export function EventNotFoundState() {
  const locale = useLocale()
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={<FormattedMessage id="manage.eventStates.notFoundTitle" defaultMessage="This event cannot be found" />}
      description={
        <FormattedMessage
          id="manage.eventStates.notFoundBody"
          defaultMessage="The link may be mistyped, or the event was deleted."
        />
      }
      actions={
        <PageStateLink variant="outline" href={localizedPath(routePath('manage'), locale)}>
          <FormattedMessage id="manage.eventStates.toHome" defaultMessage="Go to your organiser home" />
        </PageStateLink>
      }
    />
  )
}

/** The caller may see the event but does not organise it. */
export function EventForbiddenState({ publicHref }: { publicHref: string | null }) {
  const locale = useLocale()
  return (
    <PageState
      className="w-full"
      icon={<Lock />}
      title={
        <FormattedMessage id="manage.eventStates.forbiddenTitle" defaultMessage="You do not organise this event" />
      }
      description={
        <FormattedMessage
          id="manage.eventStates.forbiddenBody"
          defaultMessage="Only its organisers can change its boards. Ask them, or look at the event on its public page."
        />
      }
      actions={
        <>
          {publicHref ? (
            <PageStateLink href={publicHref}>
              <FormattedMessage id="manage.states.toPublicPage" defaultMessage="Open the public page" />
            </PageStateLink>
          ) : null}
          <PageStateLink variant="outline" href={localizedPath(routePath('manage'), locale)}>
            <FormattedMessage id="manage.eventStates.toHome" defaultMessage="Go to your organiser home" />
          </PageStateLink>
        </>
      }
    />
  )
}
