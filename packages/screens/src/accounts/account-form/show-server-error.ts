import { ApiRequestError } from '@oche/api'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { IntlShape } from 'react-intl'

export type ShowServerErrorOptions<T extends FieldValues> = {
  /** The form's fields: a server error on one of them is shown on that field, anything else above the form. */
  fields: readonly Path<T>[]
  setError: UseFormSetError<T>
  intl: IntlShape
}

/**
 * Puts a failed call's errors where the user looks for them: each 422 field error on its field (the first one
 * focused), a rate limit (429) and every other failure in the form's alert (`errors.root.server`). The values
 * the user typed stay as they are.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  { fields, setError, intl }: ShowServerErrorOptions<T>,
) {
  if (!(error instanceof ApiRequestError)) {
    setError('root.server', {
      type: 'network',
      message: intl.formatMessage({
        id: 'accounts.form.networkError',
        defaultMessage: 'Oche could not be reached. Check your connection and try again.',
      }),
    })
    return
  }
  if (error.status === 429) {
    setError('root.server', {
      type: 'rateLimited',
      message: intl.formatMessage({
        id: 'accounts.form.rateLimited',
        defaultMessage: 'Too many attempts. Wait a few minutes, then try again.',
      }),
    })
    return
  }
  let isPlaced = false
  for (const field of fields) {
    const message = error.errors[field]?.[0]
    if (!message) continue
    setError(field, { type: 'server', message }, { shouldFocus: !isPlaced })
    isPlaced = true
  }
  if (!isPlaced) setError('root.server', { type: String(error.status), message: error.message })
}
