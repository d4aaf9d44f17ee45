import { ApiRequestError } from '@oche/api'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { IntlShape } from 'react-intl'
import { commonMessages, serverErrorMessage } from '../common-messages/common-messages'
import { placeServerErrors } from './place-server-errors'

export type ShowServerErrorsOptions<T extends FieldValues> = {
  /** The paths errors may be shown on (see `fieldPaths`); the first is focused when it is a field. */
  anchors: ReadonlySet<string>
  /** Server keys the form holds under another name (`starts_at` → `date`). */
  rename?: (key: string) => string
  setError: UseFormSetError<T>
  intl: IntlShape
}

/** The message of a failed call that is not about one field, in the interface language. */
export function failureMessage(error: unknown, intl: IntlShape): string {
  if (!(error instanceof ApiRequestError)) return intl.formatMessage(commonMessages.unreachable)
  if (error.status === 429) return intl.formatMessage(commonMessages.rateLimited)
  if (!error.fromServer) return intl.formatMessage(serverErrorMessage, { status: error.status })
  return error.message
}

/**
 * Puts a failed call's errors where the user looks for them: each 422 field error on its field (the first
 * focused), everything else in the form's alert (`errors.root.server`). What the user typed stays.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  { anchors, rename, setError, intl }: ShowServerErrorsOptions<T>,
) {
  if (!(error instanceof ApiRequestError) || error.status !== 422) {
    setError('root.server', { type: 'server', message: failureMessage(error, intl) })
    return
  }
  const placed = placeServerErrors(error.errors, anchors, rename)
  placed.fields.forEach(({ path, message }, index) =>
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  )
  const formMessage = placed.form[0] ?? (placed.fields.length === 0 ? error.message : undefined)
  if (formMessage) setError('root.server', { type: 'server', message: formMessage })
}
