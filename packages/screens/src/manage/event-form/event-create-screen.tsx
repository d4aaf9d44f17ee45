import { venueQueries } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { PageLayout } from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { LoadErrorState, LoadingState } from '../parts/screen-states/screen-states'
import { EventCreated } from './event-created'
import { EventForm } from './event-form'
import { newEventFormValues, toEventInput } from './event-form-values'
import { useCreateEvent } from './use-create-event'
import { browserTimeZone } from './zoned-date-time'

export type EventCreateScreenProps = Record<string, never>

function CreateBody() {
  const intl = useIntl()
  const { api } = usePlatform()
  const venues = useQuery(venueQueries.list(api))
  const create = useCreateEvent()
  const [defaultValues] = useState(() => newEventFormValues(new Date(), browserTimeZone()))
  if (create.data && create.data.boards.length > 0) return <EventCreated event={create.data} />
  if (venues.isPending)
    return (
      <LoadingState
        label={intl.formatMessage({ id: 'manage.eventForm.loadingVenues', defaultMessage: 'Loading your locations' })}
      />
    )
  if (venues.isError)
    return (
      <LoadErrorState
        title={
          <FormattedMessage
            id="manage.eventForm.venuesErrorTitle"
            defaultMessage="Your locations could not be loaded"
          />
        }
        onRetry={() => void venues.refetch()}
      />
    )
  return (
    <EventForm
      mode="create"
      defaultValues={defaultValues}
      venues={venues.data}
      submitLabel={<FormattedMessage id="manage.eventForm.createSubmit" defaultMessage="Create event" />}
      onSubmit={(values) => create.mutateAsync(toEventInput(values))}
    />
  )
}

/** `/manage/events/create` (signed in): a new event at one of the organiser's venues, with its boards. */
export function EventCreateScreen() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout
        contentWidth="narrow"
        title={intl.formatMessage({ id: 'manage.eventForm.createTitle', defaultMessage: 'New event' })}
        description={intl.formatMessage({
          id: 'manage.eventForm.createDescription',
          defaultMessage: 'A darts night or weekend at one of your locations; add its tournaments once it is made.',
        })}
        backHref={localizedPath(routePath('manage'), locale)}
        backLabel={intl.formatMessage({ id: 'manage.tournamentList.back', defaultMessage: 'Organiser home' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        <CreateBody />
      </PageLayout>
    </main>
  )
}
