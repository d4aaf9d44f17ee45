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
import type { ReactNode } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

/** One choice of a select: its value and what it reads. */
export type SelectChoice = { value: string; label: string }

export type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: ReactNode
  description?: ReactNode
  choices: readonly SelectChoice[]
}

/** A labelled select of a react-hook-form form, with its help text and error, large for touch. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  choices,
}: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value as string} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger ref={field.ref} size="lg">
                {/* The chosen label, so the server-rendered page shows it too (see FilterSelect). */}
                <SelectValue>{choices.find((choice) => choice.value === field.value)?.label}</SelectValue>
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {choices.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormField>
      )}
    />
  )
}
