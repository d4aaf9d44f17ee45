import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/** The parts of a zod issue the translated messages need. */
type SchemaIssue = { code?: string; minimum?: number | bigint; maximum?: number | bigint; format?: string }

/**
 * zod's own messages are English only: this error map gives the issues our account forms can raise in the
 * interface language, and leaves any other issue to zod. Pass it as `zodResolver(schema, { error })`.
 */
export function useZodErrorMap() {
  const intl = useIntl()
  return useCallback(
    (issue: SchemaIssue): string | undefined => {
      switch (issue.code) {
        case 'too_small':
          return Number(issue.minimum) <= 1
            ? intl.formatMessage({ id: 'accounts.form.required', defaultMessage: 'Fill in this field.' })
            : intl.formatMessage(
                { id: 'accounts.form.tooShort', defaultMessage: 'Use at least {minimum} characters.' },
                { minimum: Number(issue.minimum) },
              )
        case 'too_big':
          return intl.formatMessage(
            { id: 'accounts.form.tooLong', defaultMessage: 'Use at most {maximum} characters.' },
            { maximum: Number(issue.maximum) },
          )
        case 'invalid_format':
          return issue.format === 'email'
            ? intl.formatMessage({
                id: 'accounts.form.invalidEmail',
                defaultMessage: 'Enter an e-mail address such as name@example.com.',
              })
            : undefined
        default:
          return undefined
      }
    },
    [intl],
  )
}
