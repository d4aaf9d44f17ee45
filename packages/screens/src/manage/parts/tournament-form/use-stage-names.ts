import type { StageKind, TournamentFormat } from '@oche/api'
import { useIntl } from 'react-intl'
import type { OfferedRound } from './tournament-stages'

/** The name of each phase as the form shows it; the knockout after groups is the "winners knockout". */
export function useStageName() {
  const intl = useIntl()
  return (stage: StageKind, format: TournamentFormat): string => {
    switch (stage) {
      case 'groups':
        return intl.formatMessage({ id: 'manage.stage.groups', defaultMessage: 'Group stage' })
      case 'winnersKo':
        return format.kind === 'groupsKnockout' && format.consolation
          ? intl.formatMessage({ id: 'manage.stage.winnersKo', defaultMessage: 'Winners knockout' })
          : intl.formatMessage({ id: 'manage.stage.knockout', defaultMessage: 'Knockout' })
      case 'consolationKo':
        return intl.formatMessage({ id: 'manage.stage.consolationKo', defaultMessage: 'Consolation knockout' })
      case 'knockout':
        return intl.formatMessage({ id: 'manage.stage.knockout', defaultMessage: 'Knockout' })
      case 'roundRobin':
        return intl.formatMessage({ id: 'manage.stage.roundRobin', defaultMessage: 'Round robin' })
      case 'doubleElimination':
        return intl.formatMessage({ id: 'manage.stage.doubleElimination', defaultMessage: 'Double elimination' })
      default:
        return stage satisfies never
    }
  }
}

/** The name of each round that can have its own format. */
export function useRoundName() {
  const intl = useIntl()
  return (round: OfferedRound): string => {
    switch (round) {
      case 'final':
        return intl.formatMessage({ id: 'manage.round.final', defaultMessage: 'Final' })
      case 'semiFinal':
        return intl.formatMessage({ id: 'manage.round.semiFinal', defaultMessage: 'Semi-finals' })
      case 'quarterFinal':
        return intl.formatMessage({ id: 'manage.round.quarterFinal', defaultMessage: 'Quarter-finals' })
      case 'thirdPlace':
        return intl.formatMessage({ id: 'manage.round.thirdPlace', defaultMessage: 'Match for third place' })
      case 'grandFinal':
        return intl.formatMessage({ id: 'manage.round.grandFinal', defaultMessage: 'Grand final' })
      case 'winnersFinal':
        return intl.formatMessage({ id: 'manage.round.winnersFinal', defaultMessage: 'Winners-bracket final' })
      case 'losersFinal':
        return intl.formatMessage({ id: 'manage.round.losersFinal', defaultMessage: 'Losers-bracket final' })
      default:
        return round satisfies never
    }
  }
}
