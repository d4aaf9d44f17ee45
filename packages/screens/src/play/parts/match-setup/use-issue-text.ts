import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { maxCount, maxNameLength, maxStartScore, minStartScore, type SetupIssue } from './match-setup'

/** The message for a setup issue, in the interface language. */
export function useIssueText(): (issue: SetupIssue | undefined) => string | undefined {
  const intl = useIntl()
  return useCallback(
    (issue) => {
      switch (issue) {
        case undefined:
          return undefined
        case 'startScoreRange':
          return intl.formatMessage(
            { id: 'play.setup.issue.startScoreRange', defaultMessage: 'Enter a start score from {min} to {max}.' },
            { min: String(minStartScore), max: String(maxStartScore) },
          )
        case 'countRange':
          return intl.formatMessage(
            { id: 'play.setup.issue.countRange', defaultMessage: 'Enter a whole number from 1 to {max}.' },
            { max: maxCount },
          )
        case 'nameMissing':
          return intl.formatMessage({ id: 'play.setup.issue.nameMissing', defaultMessage: 'Enter a name.' })
        case 'nameTaken':
          return intl.formatMessage({
            id: 'play.setup.issue.nameTaken',
            defaultMessage: 'Every player or team needs a different name.',
          })
        case 'nameTooLong':
          return intl.formatMessage(
            { id: 'play.setup.issue.nameTooLong', defaultMessage: 'Use at most {max} characters.' },
            { max: maxNameLength },
          )
        default:
          return issue satisfies never
      }
    },
    [intl],
  )
}
