import { ApiRequestError, type Venue } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { MapPin, MapPinPlus } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { ConfirmActionDialog } from '../parts/confirm-action/confirm-action-dialog'
import { ListPage } from '../parts/list-page/list-page'
import { useVenueList, useVenueMutations, type VenueMutations } from './use-venues'
import { VenueFormDialog } from './venue-form-dialog'
import { VenueTable, type VenueAction } from './venue-table'
import { commonMessages } from '../../app/common-messages/common-messages'
import { failureMessage } from '../../app/form-errors/show-server-errors'

export type EventsLocationsScreenProps = Record<string, never>

type OpenDialog = { action: VenueAction | 'create'; venue: Venue | null } | null

/** A venue the server would not delete because an event takes place there (409), with its message. */
type RefusedDelete = { name: string; message: string }

function VenueList({ venues, mutations }: { venues: Venue[]; mutations: VenueMutations }) {
  const intl = useIntl()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [refused, setRefused] = useState<RefusedDelete | null>(null)
  const close = () => setDialog(null)
  const open = (next: OpenDialog) => {
    setRefused(null)
    setDialog(next)
  }

  /** A venue where an event takes place is refused (409): its message shows above the list. */
  const refuse = (venue: Venue, error: unknown) => {
    if (!(error instanceof ApiRequestError && error.status === 409)) return false
    setRefused({ name: venue.name, message: failureMessage(error, intl) })
    return true
  }

  const deleting = dialog?.action === 'delete' ? dialog.venue : null

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          <FormattedMessage
            id="manage.venues.count"
            defaultMessage="{count, plural, =0 {No locations yet} one {# location} other {# locations}}"
            values={{ count: venues.length }}
          />
        </p>
        <Button size="lg" onClick={() => open({ action: 'create', venue: null })}>
          <MapPinPlus aria-hidden />
          <FormattedMessage id="manage.venues.addOpen" defaultMessage="Add a location" />
        </Button>
      </div>
      {refused ? (
        <FormAlert>
          <strong>
            <FormattedMessage
              id="manage.venues.inUseTitle"
              defaultMessage="{name} cannot be deleted"
              values={{ name: refused.name }}
            />
          </strong>
          <span>{refused.message}</span>
        </FormAlert>
      ) : null}
      {venues.length === 0 ? (
        <EmptyState>
          <EmptyStateIcon>
            <MapPin />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="manage.venues.emptyTitle" defaultMessage="You have no event locations yet" />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="manage.venues.emptyBody"
              defaultMessage="Add the café, club or darts centre where you play once, with its address and boards, and pick it for every event there."
            />
          </EmptyStateDescription>
          <EmptyStateActions>
            <Button variant="outline" onClick={() => open({ action: 'create', venue: null })}>
              <FormattedMessage id="manage.venues.addFirst" defaultMessage="Add your first location" />
            </Button>
          </EmptyStateActions>
        </EmptyState>
      ) : (
        <VenueTable venues={venues} onAction={(action, venue) => open({ action, venue })} />
      )}

      {dialog?.action === 'create' || dialog?.action === 'edit' ? (
        <VenueFormDialog venue={dialog.venue} mutations={mutations} onClose={close} />
      ) : null}
      {deleting ? (
        <ConfirmActionDialog
          variant="danger"
          title={intl.formatMessage(
            { id: 'manage.venues.deleteTitle', defaultMessage: 'Delete {name}?' },
            { name: deleting.name },
          )}
          description={intl.formatMessage({
            id: 'manage.venues.deleteBody',
            defaultMessage:
              'The location goes from your list. A location where an event takes place cannot be deleted.',
          })}
          confirmLabel={intl.formatMessage({ id: 'manage.venues.deleteConfirm', defaultMessage: 'Delete' })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => mutations.remove.mutateAsync(deleting.id)}
          successMessage={() =>
            intl.formatMessage(
              { id: 'manage.venues.deleted', defaultMessage: '{name} is deleted from your locations' },
              { name: deleting.name },
            )
          }
          onFailure={(error) => refuse(deleting, error)}
          onClose={close}
        />
      ) : null}
    </div>
  )
}

/** `/manage/events-locations` (signed in): the venues the organiser's events take place at, to add, edit and delete. */
export function EventsLocationsScreen() {
  const intl = useIntl()
  const list = useVenueList()
  const mutations = useVenueMutations()
  return (
    <ListPage
      title={intl.formatMessage({ id: 'manage.venues.title', defaultMessage: 'Event locations' })}
      description={intl.formatMessage({
        id: 'manage.venues.description',
        defaultMessage: 'The places where your events are played, with their address and the boards they have.',
      })}
      backLabel={intl.formatMessage({ id: 'manage.tournamentList.back', defaultMessage: 'Organiser home' })}
      query={list}
      errorTitle={
        <FormattedMessage id="manage.venues.errorTitle" defaultMessage="Your event locations could not be loaded" />
      }
      loadingLabel={intl.formatMessage({ id: 'manage.venues.loading', defaultMessage: 'Loading your event locations' })}
    >
      {(venues) => <VenueList venues={venues} mutations={mutations} />}
    </ListPage>
  )
}
