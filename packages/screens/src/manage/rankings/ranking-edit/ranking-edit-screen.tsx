import type { RankingDetail, TournamentListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { routePath } from '../../../routing/route-path'
import { LoadErrorState, LoadingState } from '../../parts/screen-states/screen-states'
import { useManagedRanking, useMyTournaments, useUpdateRanking } from '../parts/managed-ranking'
import {
  RankingForm,
  RankingPage,
  rankingFormValuesFrom,
  toRankingInput,
  type RankingTournamentChoice,
} from '../parts/ranking-form'
import { RankingForbiddenState, RankingNotFoundState } from '../parts/ranking-states'
import { DeleteRankingSection } from './delete-ranking-section'

export type RankingEditScreenProps = {
  /** The ranking id from `/manage/rankings/{id}/edit`. */
  id: string
}

/** The organiser's tournaments, and the ranking's own ones that are no longer among them. */
function choicesOf(ranking: RankingDetail, mine: readonly TournamentListItem[]): RankingTournamentChoice[] {
  const choices: RankingTournamentChoice[] = mine.map((item) => ({ ...item, date: item.starts_at }))
  const known = new Set(choices.map((choice) => choice.id))
  return [...choices, ...ranking.tournaments.filter((tournament) => !known.has(tournament.id))]
}

function RankingEditor({ ranking, mine }: { ranking: RankingDetail; mine: readonly TournamentListItem[] }) {
  const update = useUpdateRanking(ranking.id)
  const defaultValues = useMemo(() => rankingFormValuesFrom(ranking), [ranking])
  return (
    <div className="flex flex-col gap-6">
      <RankingForm
        key={JSON.stringify(defaultValues)}
        defaultValues={defaultValues}
        tournaments={choicesOf(ranking, mine)}
        submitLabel={<FormattedMessage id="manage.rankingForm.save" defaultMessage="Save changes" />}
        onSubmit={(values) => update.mutateAsync(toRankingInput(values))}
      />
      <DeleteRankingSection ranking={ranking} />
    </div>
  )
}

function EditBody({ id }: RankingEditScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const page = useManagedRanking(id)
  const mine = useMyTournaments()
  switch (page.status) {
    case 'notFound':
      return <RankingNotFoundState />
    case 'forbidden':
      return (
        <RankingForbiddenState
          publicHref={page.ranking ? localizedPath(routePath('rankings-id', { id: page.ranking.id }), locale) : null}
        />
      )
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage id="manage.rankingForm.errorTitle" defaultMessage="The ranking could not be loaded" />
          }
          onRetry={page.retry}
        />
      )
    case 'loading':
    case 'ready':
      if (mine.isError)
        return (
          <LoadErrorState
            title={
              <FormattedMessage
                id="manage.rankingForm.tournamentsErrorTitle"
                defaultMessage="Your tournaments could not be loaded"
              />
            }
            onRetry={() => void mine.refetch()}
          />
        )
      if (page.status === 'loading' || !mine.data)
        return (
          <LoadingState
            label={intl.formatMessage({ id: 'manage.rankingForm.loading', defaultMessage: 'Loading the ranking' })}
          />
        )
      return <RankingEditor ranking={page.ranking} mine={mine.data} />
    default:
      return page satisfies never
  }
}

/** `/manage/rankings/{id}/edit` (organisers): the ranking's settings and points table to change, and deleting it. */
export function RankingEditScreen({ id }: RankingEditScreenProps) {
  const intl = useIntl()
  const page = useManagedRanking(id)
  return (
    <RankingPage
      contentWidth="narrow"
      title={
        page.status === 'ready'
          ? page.ranking.name
          : intl.formatMessage({ id: 'manage.rankingForm.editTitle', defaultMessage: 'Edit ranking' })
      }
      description={
        page.status === 'ready'
          ? intl.formatMessage({
              id: 'manage.rankingForm.editDescription',
              defaultMessage: 'Change what counts and the points; the ranking is worked out again at once.',
            })
          : undefined
      }
    >
      <EditBody id={id} />
    </RankingPage>
  )
}
