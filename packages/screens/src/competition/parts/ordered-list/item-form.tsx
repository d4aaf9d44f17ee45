import { Button } from '@oche/ui'
import type { FormEvent, ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { usePlatform } from '../../../app/platform/platform-context'

export type ItemFormProps<T extends FieldValues> = {
  /** The form and its submit handler, from `useItemForm`. */
  form: UseFormReturn<T>
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown>
  submitLabel: ReactNode
  /** Where "Cancel" goes: the item's page, or the list for a new one. */
  cancelHref: string
  /** Saving waits for a file being uploaded: the form would otherwise send the file it had before. */
  isUploading?: boolean
  /** The form's sections. */
  children: ReactNode
}

/** The frame of an admin's item form: the server's alert, the sections, then save and cancel. */
export function ItemForm<T extends FieldValues>({
  form,
  submit,
  submitLabel,
  cancelHref,
  isUploading = false,
  children,
}: ItemFormProps<T>) {
  const { Link } = usePlatform()
  const { errors, isSubmitting } = form.formState
  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting} className="flex flex-col gap-6">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      {children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting || isUploading}>
          {submitLabel}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={cancelHref}>
            <FormattedMessage {...commonMessages.cancel} />
          </Link>
        </Button>
      </div>
    </form>
  )
}
