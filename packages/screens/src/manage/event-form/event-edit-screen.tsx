import type { EventDetail, Venue } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, PageLayout } from '@oche/ui'
import { ExternalLink, Target } from 'lucide-react'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { EventForbiddenState, EventNotFoundState } from '../event-boards/event-boards-states'
import { LoadErrorState, LoadingState } from '../parts/screen-states/screen-states'
import { DeleteEventSection } from './delete-event-section'
import { EventForm } from './event-form'
import { eventFormValuesFrom, toEventInput } from './event-form-values'
import { routePath } from '../../routing/route-path'
import { EventTournamentsSection } from './event-tournaments-section'
import { useManagedEvent, useUpdateEvent, type ManagedEvent } from './use-managed-event'

export type EventEditScreenProps = {
  /** The event id from `/manage/events/{id}/edit`. */
  id: string
}

function EventLinks({ event }: { event: EventDetail }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="outline">
        <Link href={localizedPath(routePath('manage-events-id-boards', { id: event.id }), locale)}>
          <Target aria-hidden />
          <FormattedMessage id="manage.eventForm.boardsLink" defaultMessage="Boards and login codes" />
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={localizedPath(routePath('events-event', { event: event.id }), locale)}>
          <ExternalLink aria-hidden />
          <FormattedMessage id="manage.eventForm.publicLink" defaultMessage="View the event page" />
        </Link>
      </Button>
    </div>
  )
}

function EventEditor({ event, venues }: { event: EventDetail; venues: Venue[] }) {
  const update = useUpdateEvent(event.id)
  // The form starts again from the saved settings when they change (saved here, or by another organiser), but
  // not when only the event's tournaments change: what the organiser is typing stays.
  const defaultValues = useMemo(() => eventFormValuesFrom(event), [event])
  const formKey = JSON.stringify(defaultValues)
  return (
    <div className="flex flex-col gap-6">
      <EventLinks event={event} />
      <EventForm
        key={formKey}
        mode="edit"
        defaultValues={defaultValues}
        venues={venues}
        savedVenue={event.venue}
        submitLabel={<FormattedMessage id="manage.eventForm.save" defaultMessage="Save changes" />}
        onSubmit={(values) => update.mutateAsync(toEventInput(values))}
      />
      <EventTournamentsSection event={event} />
      <DeleteEventSection event={event} />
    </div>
  )
}

function PageBody({ page }: { page: ManagedEvent }) {
  const intl = useIntl()
  const locale = useLocale()
  switch (page.status) {
    case 'loading':
      return (
        <LoadingState
          label={intl.formatMessage({ id: 'manage.eventForm.loading', defaultMessage: 'Loading the event' })}
        />
      )
    case 'notFound':
      return <EventNotFoundState />
    case 'forbidden':
      return (
        <EventForbiddenState
          publicHref={page.event ? localizedPath(routePath('events-event', { event: page.event.id }), locale) : null}
        />
      )
    case 'error':
      return (
        <LoadErrorState
          title={<FormattedMessage id="manage.eventForm.errorTitle" defaultMessage="The event could not be loaded" />}
          onRetry={page.retry}
        />
      )
    case 'ready':
      return <EventEditor event={page.event} venues={page.venues} />
    default:
      return page satisfies never
  }
}

/**
 * `/manage/events/{id}/edit` (organisers): the event's settings to change, the tournaments played at it, links to
 * its boards and public page, and deleting it.
 */
export function EventEditScreen({ id }: EventEditScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const page = useManagedEvent(id)
  return (
    <main>
      <PageLayout
        contentWidth="narrow"
        title={
          page.status === 'ready'
            ? page.event.name
            : intl.formatMessage({ id: 'manage.eventForm.editTitle', defaultMessage: 'Edit event' })
        }
        description={
          page.status === 'ready'
            ? intl.formatMessage({
                id: 'manage.eventForm.editDescription',
                defaultMessage: 'Change the event, add its tournaments and find its boards.',
              })
            : undefined
        }
        backHref={localizedPath(routePath('manage'), locale)}
        backLabel={intl.formatMessage({ id: 'manage.tournamentList.back', defaultMessage: 'Organiser home' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        <PageBody page={page} />
      </PageLayout>
    </main>
  )
}
