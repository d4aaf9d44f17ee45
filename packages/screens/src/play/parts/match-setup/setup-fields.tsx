import { FormControl, FormField, FormLabel, FormMessage, Input, RadioGroupItem } from '@oche/ui'
import { useId, type ReactNode } from 'react'

/** One choice of a radio group, with its label. */
export function Choice({ value, children }: { value: string; children: ReactNode }) {
  const id = useId()
  return (
    <div className="flex min-h-10 items-center gap-2">
      <RadioGroupItem id={id} value={value} />
      <label htmlFor={id} className="text-base">
        {children}
      </label>
    </div>
  )
}

/** A group of the form under its legend; `children` gets the legend's id to name a radio group by. */
export function Section({ title, children }: { title: ReactNode; children: (labelId: string) => ReactNode }) {
  const labelId = useId()
  return (
    <fieldset className="flex flex-col gap-3">
      <legend id={labelId} className="mb-2 text-lg font-semibold">
        {title}
      </legend>
      {children(labelId)}
    </fieldset>
  )
}

export type CountFieldProps = {
  label: ReactNode
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

/** A small whole number: legs, sets. */
export function CountField({ label, value, error, onChange }: CountFieldProps) {
  return (
    <FormField error={error}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input size="lg" inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} />
      </FormControl>
      <FormMessage />
    </FormField>
  )
}
