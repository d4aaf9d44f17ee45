import {
  FormControl,
  FormField,
  FormLabel,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@oche/ui'
import type { ReactNode, Ref } from 'react'

const any = 'any'

export type FilterSelectProps = {
  label: ReactNode
  /** The chosen option, or null for "any". */
  value: string | null
  onValueChange: (value: string | null) => void
  /** The first option, which filters nothing. */
  anyLabel: ReactNode
  /** The `SelectItem`s of the filter. */
  children: ReactNode
  /** The select's button, e.g. to move focus to it when a "clear the filters" button goes away. */
  triggerRef?: Ref<HTMLButtonElement>
}

/** One filter of a list: a labelled select whose first option is "any" (null). */
export function FilterSelect({ label, value, onValueChange, anyLabel, children, triggerRef }: FilterSelectProps) {
  return (
    <FormField>
      <FormLabel>{label}</FormLabel>
      <Select value={value ?? any} onValueChange={(next) => onValueChange(next === any ? null : next)}>
        <FormControl>
          <SelectTrigger ref={triggerRef}>
            <SelectValue />
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          <SelectItem value={any}>{anyLabel}</SelectItem>
          {children}
        </SelectContent>
      </Select>
    </FormField>
  )
}
