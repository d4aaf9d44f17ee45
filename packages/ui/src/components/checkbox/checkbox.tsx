import { Check, Minus } from 'lucide-react'
import { Checkbox as CheckboxPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Marks the choice as wrong: sets `aria-invalid` and `data-invalid`. `aria-invalid` alone does the same. */
  invalid?: boolean
}

/**
 * A checkbox that can also be `'indeterminate'`. Works controlled (`checked` + `onCheckedChange`) or uncontrolled
 * (`defaultChecked`). Name it with a `<label htmlFor>` pointing at its `id`, or put it in a FormField.
 */
export function Checkbox({ invalid, className, 'aria-invalid': ariaInvalid, ...props }: CheckboxProps) {
  const isInvalid = invalid === true || ariaInvalid === true || ariaInvalid === 'true'
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-invalid={isInvalid ? '' : undefined}
      aria-invalid={isInvalid || undefined}
      className={cn(
        'peer relative inline-flex size-5 shrink-0 items-center justify-center rounded-sm border border-input',
        'bg-background text-primary-foreground transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        'data-[invalid]:border-danger data-[invalid]:data-[state=unchecked]:bg-danger/10',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        // The box is 20px; this invisible skirt makes the tap target 40px (insets start inside the 1px border).
        "after:absolute after:-inset-[11px] after:content-['']",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center [&_svg]:size-4"
      >
        <Check aria-hidden="true" className="group-data-[state=indeterminate]:hidden" strokeWidth={3} />
        <Minus aria-hidden="true" className="hidden group-data-[state=indeterminate]:block" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
}
