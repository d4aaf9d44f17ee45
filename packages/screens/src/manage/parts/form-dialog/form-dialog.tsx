import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@oche/ui'
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'

export type FormDialogProps<T extends FieldValues> = {
  /** The dialog's heading, such as “Add a location” or “Edit {name}”. */
  title: ReactNode
  /** One line under the title on what the form is for. */
  description: ReactNode
  /** The accessible name of the dialog's close (×) button. */
  closeLabel: string
  /** The text of the button that closes the dialog without saving. */
  cancelLabel: ReactNode
  /** The text of the button that submits the form. */
  submitLabel: ReactNode
  /** The form the fields (`children`) are registered with. */
  form: UseFormReturn<T>
  /** The field paths a 422 error may be shown on; anything else shows in the alert above the fields. */
  fields: ReadonlySet<string>
  /** Saves the valid values; throw to show the server's errors on the fields (what was typed stays). */
  onSubmit: (values: T) => Promise<void>
  onClose: () => void
  /** The form's fields. */
  children: ReactNode
}

/**
 * The dialog shell of the organiser's add and edit forms: title, description, the form with its server alert, and a
 * cancel and save footer. While saving the form is busy and save is disabled; a failed save puts each 422 error on
 * its field and anything else in the alert.
 */
export function FormDialog<T extends FieldValues>({
  title,
  description,
  closeLabel,
  cancelLabel,
  submitLabel,
  form,
  fields,
  onSubmit,
  onClose,
  children,
}: FormDialogProps<T>) {
  const intl = useIntl()
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (caught) {
      showServerErrors(caught, { anchors: fields, setError: form.setError, intl })
    }
  })

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-4">
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
