import { useIntl } from 'react-intl'
import type { ResultIssue } from './result-draft'
import { maxNoteLength } from './result-draft'

/** The message of a result entry issue, in the interface language; `isSets` names sets instead of legs. */
export function useResultIssueText(isSets: boolean) {
  const intl = useIntl()
  return (issue: ResultIssue): string => {
    switch (issue) {
      case 'legsRequired':
        return intl.formatMessage(
          {
            id: 'manage.playResult.legsRequired',
            defaultMessage: 'Enter the {isSets, select, true {sets} other {legs}} each player won.',
          },
          { isSets: String(isSets) },
        )
      case 'legsDoNotFitFormat':
        return intl.formatMessage({
          id: 'manage.playResult.legsDoNotFitFormat',
          defaultMessage: 'This score cannot end a game of this format.',
        })
      case 'drawNotAllowed':
        return intl.formatMessage({
          id: 'manage.playResult.drawNotAllowed',
          defaultMessage: 'A knockout game needs a winner: it cannot end level.',
        })
      case 'winnerRequired':
        return intl.formatMessage({
          id: 'manage.playResult.winnerRequired',
          defaultMessage: 'Choose who gets the walkover.',
        })
      case 'countRange':
        return intl.formatMessage({
          id: 'manage.playResult.countRange',
          defaultMessage: 'Enter a whole number from 0 to 99.',
        })
      case 'checkoutRange':
        return intl.formatMessage({
          id: 'manage.playResult.checkoutRange',
          defaultMessage: 'Enter checkouts from 100 to 170, separated by commas.',
        })
      case 'tooManyCheckouts':
        return intl.formatMessage({
          id: 'manage.playResult.tooManyCheckouts',
          defaultMessage: 'Enter at most 20 checkouts.',
        })
      case 'noteRequired':
        return intl.formatMessage({
          id: 'manage.playResult.noteRequired',
          defaultMessage: 'Say why the result is corrected: it is kept in the audit trail.',
        })
      case 'noteTooLong':
        return intl.formatMessage(
          { id: 'manage.playResult.noteTooLong', defaultMessage: 'Use at most {max} characters.' },
          { max: maxNoteLength },
        )
      default:
        return issue satisfies never
    }
  }
}
