import { RadioGroup, RadioGroupItem } from '@oche/ui'
import { useId, type ReactNode } from 'react'

export type ChoiceRadiosProps<T extends string> = {
  label: ReactNode
  choices: readonly { value: T; label: ReactNode }[]
  value: T | ''
  onValueChange: (value: T) => void
  /** The choice's error, already translated. */
  error?: string | undefined
}

/** A labelled choice of one among a few, as large tiles for touch. */
export function ChoiceRadios<T extends string>({ label, choices, value, onValueChange, error }: ChoiceRadiosProps<T>) {
  const id = useId()
  return (
    <div className="flex flex-col gap-3">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        value={value}
        onValueChange={(next) => {
          const chosen = choices.find((choice) => choice.value === next)
          if (chosen) onValueChange(chosen.value)
        }}
        className="grid gap-2 sm:grid-cols-2"
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            htmlFor={`${id}-${choice.value}`}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-4 has-[[data-state=checked]]:border-primary"
          >
            <RadioGroupItem id={`${id}-${choice.value}`} value={choice.value} invalid={Boolean(error)} />
            <span className="min-w-0 truncate">{choice.label}</span>
          </label>
        ))}
      </RadioGroup>
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
    </div>
  )
}
