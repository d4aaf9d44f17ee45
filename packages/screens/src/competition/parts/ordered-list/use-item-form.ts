import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { useIntl, type IntlShape } from 'react-intl'
import type { z } from 'zod'
import { fieldPaths } from '../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'

export type ItemFormOptions<T extends FieldValues> = {
  /** The form's schema in the interface language (its own messages are translated). */
  schema: (intl: IntlShape) => z.ZodType<T, T>
  defaultValues: T
  /** The paths the server's errors may be shown on; by default every field of `defaultValues`. */
  anchors?: ReadonlySet<string>
  /** Server keys the form holds under another name (`file_id` → `file`). */
  rename?: (key: string) => string
  /** Saves the checked values; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: T) => Promise<unknown>
}

/**
 * An admin's form for one item (an article, a document, a board member): checked with its schema, and when saving
 * fails the server's errors go on the fields (or the form's alert) while what the admin typed stays.
 */
export function useItemForm<T extends FieldValues>({
  schema,
  defaultValues,
  anchors,
  rename,
  onSubmit,
}: ItemFormOptions<T>) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const checked = useMemo(() => schema(intl), [schema, intl])
  const form = useForm<T>({
    resolver: zodResolver(checked, { error }),
    defaultValues: defaultValues as DefaultValues<T>,
  })
  const paths = useMemo(() => anchors ?? fieldPaths(defaultValues), [anchors, defaultValues])
  const submit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) =>
      showServerErrors(caught, { anchors: paths, rename, setError: form.setError, intl }),
    ),
  )
  return { form, submit }
}
