import type { TournamentDetail } from '@oche/api'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ManagedTournamentPage } from '../parts/managed-tournament'
import { toTournamentUpdate, TournamentForm, tournamentFormValuesFrom } from '../parts/tournament-form'
import { DeleteSection } from './delete-section'
import { StatusPanel } from './status-panel'
import { useUpdateTournament } from './use-tournament-overview'

export type TournamentOverviewScreenProps = {
  /** The tournament id from `/manage/tournaments/{id}`. */
  id: string
}

function TournamentOverview({ detail }: { detail: TournamentDetail }) {
  const { tournament } = detail
  const update = useUpdateTournament(tournament.id)
  const isLocked = tournament.status !== 'draft'
  // The form starts again from the saved settings when they change (saved here, or by another organiser).
  const defaultValues = useMemo(() => tournamentFormValuesFrom(tournament), [tournament])
  return (
    <div className="flex flex-col gap-6">
      <StatusPanel detail={detail} />
      <TournamentForm
        key={`${tournament.version}:${isLocked}`}
        defaultValues={defaultValues}
        isLocked={isLocked}
        entriesCount={tournament.entries_count}
        submitLabel={<FormattedMessage id="manage.overview.save" defaultMessage="Save changes" />}
        onSubmit={(values) => update.mutateAsync(toTournamentUpdate(values, isLocked))}
      />
      <DeleteSection tournament={tournament} />
    </div>
  )
}

/** `/manage/tournaments/{id}` (organisers): where the tournament stands, its settings to edit, and deleting it. */
export function TournamentOverviewScreen({ id }: TournamentOverviewScreenProps) {
  const intl = useIntl()
  return (
    <ManagedTournamentPage
      id={id}
      current="manage-tournaments-id"
      loadingLabel={intl.formatMessage({ id: 'manage.overview.loading', defaultMessage: 'Loading the tournament' })}
    >
      {(detail) => <TournamentOverview detail={detail} />}
    </ManagedTournamentPage>
  )
}
