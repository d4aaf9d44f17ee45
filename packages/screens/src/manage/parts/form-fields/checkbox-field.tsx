import { Checkbox } from '@oche/ui'
import { useId, type ReactNode, type Ref } from 'react'

export type CheckboxFieldProps = {
  label: ReactNode
  /** What ticking it means, read after the label. */
  description?: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** A yes/no answer of a form, with its label beside the box and an explanation under it. */
export function CheckboxField({ label, description, checked, onCheckedChange, disabled, ref }: CheckboxFieldProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        ref={ref}
        id={id}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="text-base leading-6 font-medium peer-disabled:opacity-50">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  )
}
