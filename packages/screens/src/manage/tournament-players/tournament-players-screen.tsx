import type { TournamentDetail } from '@oche/api'
import { EmptyState, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { Users } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormSection } from '../parts/form-fields/form-section'
import { ManagedTournamentPage } from '../parts/managed-tournament'
import { AddEntryForm } from './add-entry-form'
import { CsvImportDialog } from './csv-import-dialog'
import { EntriesTable } from './entries-table'
import { SignupPanel } from './signup-panel'
import { useEntryMutations } from './use-entry-mutations'

export type TournamentPlayersScreenProps = {
  /** The tournament id from `/manage/tournaments/{id}/players`. */
  id: string
}

function TournamentPlayers({ detail }: { detail: TournamentDetail }) {
  const mutations = useEntryMutations(detail.tournament.id)
  const { tournament, entries } = detail
  const isDraft = tournament.status === 'draft'
  return (
    <div className="flex flex-col gap-6">
      {isDraft ? (
        <FormSection
          title={
            tournament.type === 'pairs' ? (
              <FormattedMessage id="manage.players.addPairTitle" defaultMessage="Enter a pair" />
            ) : (
              <FormattedMessage id="manage.players.addTitle" defaultMessage="Enter a player" />
            )
          }
        >
          <AddEntryForm detail={detail} mutations={mutations} />
          <div className="border-t pt-4">
            <CsvImportDialog detail={detail} mutations={mutations} />
          </div>
        </FormSection>
      ) : (
        <p className="rounded-md border bg-muted/50 p-4 text-sm">
          <FormattedMessage
            id="manage.players.drawnNotice"
            defaultMessage="The draw has been made: players can no longer be entered or removed. A player who cannot go on can withdraw."
          />
        </p>
      )}
      <SignupPanel detail={detail} mutations={mutations} />
      {entries.length > 0 ? (
        <EntriesTable detail={detail} mutations={mutations} />
      ) : (
        <EmptyState>
          <EmptyStateIcon>
            <Users />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="manage.players.emptyTitle" defaultMessage="No players entered yet" />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="manage.players.emptyBody"
              defaultMessage="Enter them one by one above, import a list, or open sign-up so players enter themselves."
            />
          </EmptyStateDescription>
        </EmptyState>
      )}
    </div>
  )
}

/** `/manage/tournaments/{id}/players` (organisers): entries, check-in, seeding, withdrawals and sign-up. */
export function TournamentPlayersScreen({ id }: TournamentPlayersScreenProps) {
  const intl = useIntl()
  return (
    <ManagedTournamentPage
      id={id}
      current="manage-tournaments-id-players"
      loadingLabel={intl.formatMessage({ id: 'manage.players.loading', defaultMessage: 'Loading the players' })}
    >
      {(detail) => <TournamentPlayers detail={detail} />}
    </ManagedTournamentPage>
  )
}
