import { cn, RadioGroup, RadioGroupItem } from '@oche/ui'
import { useId, type ReactNode, type Ref } from 'react'

export type RadioOption = {
  value: string
  label: ReactNode
  /** What the choice means, read after its label. */
  description?: ReactNode
  /** Shown before the label (a colour swatch). */
  adornment?: ReactNode
}

export type RadioFieldProps = {
  legend: ReactNode
  description?: ReactNode
  options: readonly RadioOption[]
  value: string
  onValueChange: (value: string) => void
  /** The error to show, already translated. */
  error?: string | undefined
  disabled?: boolean
  orientation?: 'vertical' | 'horizontal'
  /** The group, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLDivElement>
  className?: string
}

/** One choice out of a few, all visible, under a legend; each choice may explain itself. */
export function RadioField({
  legend,
  description,
  options,
  value,
  onValueChange,
  error,
  disabled = false,
  orientation = 'vertical',
  ref,
  className,
}: RadioFieldProps) {
  const id = useId()
  const legendId = `${id}-legend`
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ')
  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-3', className)}
      data-invalid={error ? '' : undefined}
      disabled={disabled}
    >
      <legend id={legendId} className={cn('mb-1 text-sm font-medium', disabled && 'opacity-50')}>
        {legend}
      </legend>
      {description ? (
        <p id={descriptionId} className="-mt-2 text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <RadioGroup
        ref={ref}
        aria-labelledby={legendId}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
      >
        {options.map((option) => (
          <RadioChoice key={option.value} groupId={id} option={option} isInvalid={Boolean(error)} />
        ))}
      </RadioGroup>
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
        {error}
      </p>
    </fieldset>
  )
}

function RadioChoice({ groupId, option, isInvalid }: { groupId: string; option: RadioOption; isInvalid: boolean }) {
  const itemId = `${groupId}-${option.value}`
  const descriptionId = `${itemId}-description`
  return (
    <div className="flex min-h-10 items-start gap-3">
      <RadioGroupItem
        id={itemId}
        value={option.value}
        invalid={isInvalid}
        className="mt-0.5"
        aria-describedby={option.description ? descriptionId : undefined}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={itemId} className="flex items-center gap-2 text-base leading-6">
          {option.adornment}
          {option.label}
        </label>
        {option.description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {option.description}
          </p>
        ) : null}
      </div>
    </div>
  )
}
