import type { CompetitionRole } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

/** What the signed-in user is in an organisation: its admin, a team's captain, or a team's player. */
export function RoleBadge({ role }: { role: CompetitionRole }) {
  return (
    <Badge variant={role === 'admin' ? 'primary' : 'outline'} data-role={role}>
      <FormattedMessage
        id="competition.role.label"
        defaultMessage="{role, select, admin {Admin} captain {Captain} other {Player}}"
        description="The user's role in a league organisation: its admin, a team's captain, or a team's player (member)"
        values={{ role }}
      />
    </Badge>
  )
}
