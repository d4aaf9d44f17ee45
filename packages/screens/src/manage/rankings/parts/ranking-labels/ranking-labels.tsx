import type { TournamentVisibility } from '@oche/api'
import { Badge, type BadgeVariant } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

const visibilityVariants: Record<TournamentVisibility, BadgeVariant> = {
  public: 'success',
  unlisted: 'info',
  private: 'outline',
}

/** Who can see a ranking, as a badge. */
export function RankingVisibilityBadge({ visibility }: { visibility: TournamentVisibility }) {
  return (
    <Badge variant={visibilityVariants[visibility]} data-visibility={visibility}>
      {visibility === 'public' ? (
        <FormattedMessage id="manage.rankings.public" defaultMessage="Public" />
      ) : visibility === 'unlisted' ? (
        <FormattedMessage id="manage.rankings.unlisted" defaultMessage="Unlisted" />
      ) : (
        <FormattedMessage id="manage.rankings.private" defaultMessage="Private" />
      )}
    </Badge>
  )
}
