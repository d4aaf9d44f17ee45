import type { StageKind } from '@oche/api'
import { FormattedMessage } from 'react-intl'

/** A phase of a tournament by name: "Groups", "Winners knockout", "Double elimination", … */
export function StageName({ stage }: { stage: StageKind }) {
  switch (stage) {
    case 'groups':
      return <FormattedMessage id="tournaments.stage.groups" defaultMessage="Groups" />
    case 'winnersKo':
      return <FormattedMessage id="tournaments.stage.winnersKo" defaultMessage="Winners knockout" />
    case 'consolationKo':
      return <FormattedMessage id="tournaments.stage.consolationKo" defaultMessage="Consolation knockout" />
    case 'knockout':
      return <FormattedMessage id="tournaments.stage.knockout" defaultMessage="Knockout" />
    case 'roundRobin':
      return <FormattedMessage id="tournaments.stage.roundRobin" defaultMessage="Round robin" />
    case 'doubleElimination':
      return <FormattedMessage id="tournaments.stage.doubleElimination" defaultMessage="Double elimination" />
    default:
      return stage satisfies never
  }
}
