import type { SeasonMember } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import { MemberPeriod } from '../parts/member-labels'

export type MembershipHistoryProps = {
  /** The player's memberships this season, first one first. */
  history: readonly SeasonMember[]
  /** The membership this page is about. */
  memberId: string
}

/** The teams a player played for this season, one after another: a transfer ends one and starts the next. */
export function MembershipHistory({ history, memberId }: MembershipHistoryProps) {
  return (
    <FormSection
      title={<FormattedMessage id="competition.memberEdit.history" defaultMessage="This season" />}
      description={
        history.length > 1 ? (
          <FormattedMessage
            id="competition.memberEdit.historyTransfers"
            defaultMessage="{count, plural, one {# transfer} other {# transfers}} this season, kept with their days."
            values={{ count: history.length - 1 }}
          />
        ) : (
          <FormattedMessage id="competition.memberEdit.historyNone" defaultMessage="No transfers this season." />
        )
      }
    >
      <ol className="flex flex-col gap-3">
        {history.map((membership) => (
          <li
            key={membership.id}
            data-member={membership.id}
            aria-current={membership.id === memberId ? 'true' : undefined}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 border-s-2 ps-3 aria-[current]:border-primary"
          >
            <span className="font-medium">{membership.team.name}</span>
            <span className="text-sm text-muted-foreground">
              <MemberPeriod member={membership} />
            </span>
            {membership.role === 'captain' ? (
              <Badge variant="outline">
                <FormattedMessage id="competition.memberEdit.historyCaptain" defaultMessage="Captain" />
              </Badge>
            ) : null}
          </li>
        ))}
      </ol>
    </FormSection>
  )
}
