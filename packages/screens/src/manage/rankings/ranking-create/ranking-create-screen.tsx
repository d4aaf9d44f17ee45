import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LoadErrorState, LoadingState } from '../../parts/screen-states/screen-states'
import { useCreateRanking, useMyTournaments } from '../parts/managed-ranking'
import { newRankingFormValues, RankingForm, RankingPage, toRankingInput } from '../parts/ranking-form'

export type RankingCreateScreenProps = Record<string, never>

function CreateBody() {
  const intl = useIntl()
  const tournaments = useMyTournaments()
  const create = useCreateRanking()
  const [defaultValues] = useState(newRankingFormValues)
  if (tournaments.isPending)
    return (
      <LoadingState
        label={intl.formatMessage({
          id: 'manage.rankingForm.loadingTournaments',
          defaultMessage: 'Loading your tournaments',
        })}
      />
    )
  if (tournaments.isError)
    return (
      <LoadErrorState
        title={
          <FormattedMessage
            id="manage.rankingForm.tournamentsErrorTitle"
            defaultMessage="Your tournaments could not be loaded"
          />
        }
        onRetry={() => void tournaments.refetch()}
      />
    )
  return (
    <RankingForm
      defaultValues={defaultValues}
      tournaments={tournaments.data.map((item) => ({ ...item, date: item.starts_at }))}
      submitLabel={<FormattedMessage id="manage.rankingForm.createSubmit" defaultMessage="Create ranking" />}
      onSubmit={(values) => create.mutateAsync(toRankingInput(values))}
    />
  )
}

/** `/manage/rankings/create` (signed in): a new ranking over the organiser's tournaments. */
export function RankingCreateScreen() {
  const intl = useIntl()
  return (
    <RankingPage
      contentWidth="narrow"
      title={intl.formatMessage({ id: 'manage.rankingForm.createTitle', defaultMessage: 'New ranking' })}
      description={intl.formatMessage({
        id: 'manage.rankingForm.createDescription',
        defaultMessage: 'Choose which tournaments and results count, and how many points each place earns.',
      })}
    >
      <CreateBody />
    </RankingPage>
  )
}
