import type { FixtureState } from '@oche/api'
import { Badge, type BadgeVariant } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

const variants: Record<FixtureState, BadgeVariant> = {
  scheduled: 'outline',
  postponed: 'warning',
  live: 'live',
  played: 'info',
  confirmed: 'success',
  disputed: 'danger',
}

/**
 * Where a team match stands, in one word: scheduled, postponed, live, awaiting confirmation (every game has a
 * result), confirmed (both captains signed the match report off) or disputed. The one badge every league screen uses.
 */
export function MatchStateBadge({ state }: { state: FixtureState }) {
  return (
    <Badge variant={variants[state]} data-state={state}>
      <FormattedMessage
        id="competition.matchState.label"
        defaultMessage="{state, select, scheduled {Scheduled} postponed {Postponed} live {Live} played {Awaiting confirmation} confirmed {Confirmed} disputed {Disputed} other {Scheduled}}"
        description="Where a team match of a league stands"
        values={{ state }}
      />
    </Badge>
  )
}
