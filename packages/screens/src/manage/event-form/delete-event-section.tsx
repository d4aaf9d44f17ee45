import type { EventDetail } from '@oche/api'
import { FormattedMessage, useIntl } from 'react-intl'
import { DangerZoneSection } from '../parts/danger-zone/danger-zone-section'
import { useDeleteEvent } from './use-managed-event'

/** Deleting the event, after a confirmation that says what goes with it and what stays. */
export function DeleteEventSection({ event }: { event: EventDetail }) {
  const intl = useIntl()
  const remove = useDeleteEvent(event.id, event.name)
  return (
    <DangerZoneSection
      title={<FormattedMessage id="manage.eventForm.deleteTitle" defaultMessage="Delete event" />}
      description={
        <FormattedMessage
          id="manage.eventForm.deleteDescription"
          defaultMessage="Deletes the event and its boards; their tablets are logged out. Its tournaments stay. This cannot be undone."
        />
      }
      openLabel={<FormattedMessage id="manage.eventForm.deleteOpen" defaultMessage="Delete this event" />}
      confirm={{
        title: intl.formatMessage(
          { id: 'manage.eventForm.deleteConfirmTitle', defaultMessage: 'Delete {name}?' },
          { name: event.name },
        ),
        description: intl.formatMessage(
          {
            id: 'manage.eventForm.deleteConfirmBody',
            defaultMessage:
              'Its boards and their login codes go with it. {count, plural, =0 {} one {Its tournament stays, without an event.} other {Its # tournaments stay, without an event.}}',
          },
          { count: event.tournaments.length },
        ),
        confirmLabel: intl.formatMessage({ id: 'manage.eventForm.deleteConfirm', defaultMessage: 'Delete for good' }),
        cancelLabel: intl.formatMessage({ id: 'manage.eventForm.deleteCancel', defaultMessage: 'Keep it' }),
      }}
      onConfirm={() => remove.mutateAsync()}
    />
  )
}
