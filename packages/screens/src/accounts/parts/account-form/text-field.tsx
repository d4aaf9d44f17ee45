import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Input, type InputProps } from '@oche/ui'
import type { ReactNode } from 'react'

export type TextFieldProps = Omit<InputProps, 'size'> & {
  label: ReactNode
  /** The field's error, already translated (client validation or the server's). */
  error?: string | undefined
  description?: ReactNode
  /**
   * Classes of the input itself (`className` is the whole field's): a short number narrowed with
   * `sm:max-w-48` leaves its help text and error the field's full width.
   */
  inputClassName?: string
}

/** A labelled text input with its help text and error, wired for screen readers; large for touch. */
export function TextField({ label, error, description, className, inputClassName, ...inputProps }: TextFieldProps) {
  return (
    <FormField error={error} className={className}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input size="lg" className={inputClassName} {...inputProps} />
      </FormControl>
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
    </FormField>
  )
}
