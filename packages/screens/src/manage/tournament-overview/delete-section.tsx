import type { Tournament } from '@oche/api'
import { FormattedMessage, useIntl } from 'react-intl'
import { DangerZoneSection } from '../parts/danger-zone/danger-zone-section'
import { useDeleteTournament } from './use-tournament-overview'

/** Deleting the tournament, after a confirmation that says what goes with it. */
export function DeleteSection({ tournament }: { tournament: Tournament }) {
  const intl = useIntl()
  const remove = useDeleteTournament(tournament.id, tournament.name)
  return (
    <DangerZoneSection
      title={<FormattedMessage id="manage.overview.deleteTitle" defaultMessage="Delete tournament" />}
      description={
        <FormattedMessage
          id="manage.overview.deleteDescription"
          defaultMessage="Deletes the tournament with its entries, draw and results. This cannot be undone."
        />
      }
      openLabel={<FormattedMessage id="manage.overview.deleteOpen" defaultMessage="Delete this tournament" />}
      confirm={{
        title: intl.formatMessage(
          { id: 'manage.overview.deleteConfirmTitle', defaultMessage: 'Delete {name}?' },
          { name: tournament.name },
        ),
        description: intl.formatMessage(
          {
            id: 'manage.overview.deleteConfirmBody',
            defaultMessage:
              '{entries, plural, =0 {It has no entries yet.} one {Its # entry goes with it.} other {Its # entries, the draw and the results go with it.}}',
          },
          { entries: tournament.entries_count },
        ),
        confirmLabel: intl.formatMessage({ id: 'manage.overview.deleteConfirm', defaultMessage: 'Delete for good' }),
        cancelLabel: intl.formatMessage({ id: 'manage.overview.deleteCancel', defaultMessage: 'Keep it' }),
      }}
      onConfirm={() => remove.mutateAsync()}
    />
  )
}
