import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@oche/ui'
import type { ComponentProps, ReactNode, Ref } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

/**
 * One option of a select field: its value, what it reads, whether it can be chosen now, and its language when it is
 * not the page's (a language's own name).
 */
export type SelectOption = { value: string; label: ReactNode; disabled?: boolean; lang?: string }

/** A division's, team's, cup's or season's option: its slug, called by its name. */
export const slugOption = ({ slug, name }: { slug: string; name: string }): SelectOption => ({
  value: slug,
  label: name,
})

export type SelectFieldProps = {
  label: ReactNode
  /** The field's name in a form posted without JavaScript. */
  name?: string
  value: string
  onValueChange: (value: string) => void
  /** Every option, in their order. */
  options: readonly SelectOption[]
  description?: ReactNode
  /** What the button reads while nothing is chosen (value ''). */
  placeholder?: string
  disabled?: boolean
  /** The error to show, already translated. */
  error?: string | undefined
  /**
   * The field never has an error (a list's filter): leaves out the error's element. A form's field keeps it, empty,
   * from the start: it is a polite live region, and screen readers announce only what changes in one already there.
   */
  noErrors?: boolean
  /** The list's button, for the form to focus on an error. */
  ref?: Ref<HTMLButtonElement>
  /** The button's size: large for touch unless given. */
  size?: ComponentProps<typeof SelectTrigger>['size']
  className?: string
}

/**
 * A labelled choice from a short list, with its help text and error. The chosen option's label is drawn in the button
 * itself, so a server-rendered page shows it before it runs (Radix fills `SelectValue` from the items only in the
 * browser).
 */
export function SelectField({
  label,
  name,
  value,
  onValueChange,
  options,
  description,
  placeholder,
  disabled,
  error,
  noErrors = false,
  ref,
  size = 'lg',
  className,
}: SelectFieldProps) {
  return (
    <FormField error={error} className={className} disabled={disabled}>
      <FormLabel>{label}</FormLabel>
      <Select name={name} value={value} onValueChange={onValueChange} disabled={disabled}>
        <FormControl>
          <SelectTrigger ref={ref} size={size}>
            {/* A value no option has (a stale address) is left to Radix, as it was chosen. */}
            <SelectValue placeholder={placeholder}>
              {options.find((option) => option.value === value)?.label}
            </SelectValue>
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {description ? <FormDescription>{description}</FormDescription> : null}
      {noErrors ? null : <FormMessage />}
    </FormField>
  )
}

export type FormSelectFieldProps<T extends FieldValues> = Pick<
  SelectFieldProps,
  'label' | 'options' | 'description' | 'placeholder' | 'disabled' | 'size' | 'className'
> & {
  control: Control<T>
  name: Path<T>
}

/** A `SelectField` of a react-hook-form form: its value, focus and error are the form's field's. */
export function FormSelectField<T extends FieldValues>({ control, name, ...props }: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...props}
          ref={field.ref}
          value={field.value as string}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
