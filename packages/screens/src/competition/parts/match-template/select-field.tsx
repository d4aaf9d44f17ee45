import {
  FormControl,
  FormField,
  FormLabel,
  FormMessage,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@oche/ui'
import type { ReactNode, Ref } from 'react'

export type SelectFieldProps = {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  /** The error to show, already translated. */
  error?: string | undefined
  /** The list's button, for the form to focus on an error. */
  ref?: Ref<HTMLButtonElement>
  className?: string
}

/** A labelled choice from a short list, for the fields of a game of the template. */
export function SelectField({ label, value, onValueChange, options, error, ref, className }: SelectFieldProps) {
  return (
    <FormField error={error} className={className}>
      <FormLabel>{label}</FormLabel>
      <Select value={value} onValueChange={onValueChange}>
        <FormControl>
          <SelectTrigger ref={ref} size="lg">
            {/* The chosen label, so the server-rendered page shows it too (see FilterSelect). */}
            <SelectValue>{options.find((option) => option.value === value)?.label}</SelectValue>
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FormMessage />
    </FormField>
  )
}
