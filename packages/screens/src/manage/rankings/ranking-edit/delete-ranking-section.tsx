import type { RankingDetail } from '@oche/api'
import { FormattedMessage, useIntl } from 'react-intl'
import { DangerZoneSection } from '../../parts/danger-zone/danger-zone-section'
import { useDeleteRanking } from '../parts/managed-ranking'

/** Deleting the ranking, after a confirmation that says its tournaments and results stay. */
export function DeleteRankingSection({ ranking }: { ranking: RankingDetail }) {
  const intl = useIntl()
  const remove = useDeleteRanking(ranking.id, ranking.name)
  return (
    <DangerZoneSection
      title={<FormattedMessage id="manage.rankingForm.deleteTitle" defaultMessage="Delete ranking" />}
      description={
        <FormattedMessage
          id="manage.rankingForm.deleteDescription"
          defaultMessage="Deletes the ranking and its public page. Its tournaments and their results stay. This cannot be undone."
        />
      }
      openLabel={<FormattedMessage id="manage.rankingForm.deleteOpen" defaultMessage="Delete this ranking" />}
      confirm={{
        title: intl.formatMessage(
          { id: 'manage.rankingForm.deleteConfirmTitle', defaultMessage: 'Delete {name}?' },
          { name: ranking.name },
        ),
        description: intl.formatMessage({
          id: 'manage.rankingForm.deleteConfirmBody',
          defaultMessage: 'Links to its page stop working. The tournaments and their results stay as they are.',
        }),
        confirmLabel: intl.formatMessage({ id: 'manage.rankingForm.deleteConfirm', defaultMessage: 'Delete for good' }),
        cancelLabel: intl.formatMessage({ id: 'manage.rankingForm.deleteCancel', defaultMessage: 'Keep it' }),
      }}
      onConfirm={() => remove.mutateAsync()}
    />
  )
}
