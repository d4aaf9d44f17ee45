import { useCallback } from 'react'
import { useIntl, type IntlShape } from 'react-intl'

type IssueParams = { reason?: string; min?: number; max?: number }

/** The parts of a zod issue the translated messages need. */
type SchemaIssue = {
  code?: string
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  format?: string
  params?: IssueParams
}

function customMessage(intl: IntlShape, { reason, min, max }: IssueParams): string | undefined {
  switch (reason) {
    case 'range':
      return intl.formatMessage(
        { id: 'common.form.range', defaultMessage: 'Enter a whole number from {min} to {max}.' },
        { min, max },
      )
    case 'entryLimit':
      return intl.formatMessage({
        id: 'common.form.entryLimit',
        defaultMessage: 'Leave it empty for no limit, or enter a number from 2 to 1024.',
      })
    case 'dateTime':
      return intl.formatMessage({ id: 'common.form.dateTime', defaultMessage: 'Enter a date and a time.' })
    case 'drawPossible':
      return intl.formatMessage({
        id: 'common.form.drawPossible',
        defaultMessage: 'A knockout game cannot end in a draw: choose “first to”, sets or an odd “best of”.',
      })
    case 'tooManyQualifiers':
      return intl.formatMessage({
        id: 'common.form.tooManyQualifiers',
        defaultMessage: 'Fewer players must go through than a group has.',
      })
    case 'tooManyBestPlaced':
      return intl.formatMessage(
        { id: 'common.form.tooManyBestPlaced', defaultMessage: 'Enter fewer than the number of groups ({max}).' },
        { max },
      )
    default:
      return undefined
  }
}

/**
 * zod's own messages are English only: this error map gives the issues of every form in the interface
 * language, custom ones by their `params.reason`. Pass it as `zodResolver(schema, { error })`.
 */
export function useFormErrorMap() {
  const intl = useIntl()
  return useCallback(
    (issue: SchemaIssue): string | undefined => {
      switch (issue.code) {
        case 'too_small':
          if (issue.origin === 'array')
            return intl.formatMessage({ id: 'common.form.chooseOne', defaultMessage: 'Choose at least one.' })
          return Number(issue.minimum) <= 1
            ? intl.formatMessage({ id: 'common.form.required', defaultMessage: 'Fill in this field.' })
            : intl.formatMessage(
                { id: 'common.form.tooShort', defaultMessage: 'Use at least {minimum} characters.' },
                { minimum: Number(issue.minimum) },
              )
        case 'too_big':
          return intl.formatMessage(
            { id: 'common.form.tooLong', defaultMessage: 'Use at most {maximum} characters.' },
            { maximum: Number(issue.maximum) },
          )
        case 'invalid_format':
          return issue.format === 'email'
            ? intl.formatMessage({
                id: 'common.form.invalidEmail',
                defaultMessage: 'Enter an e-mail address such as name@example.com.',
              })
            : undefined
        case 'custom':
          return customMessage(intl, issue.params ?? {})
        default:
          return undefined
      }
    },
    [intl],
  )
}
