import { cva } from 'class-variance-authority'
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

const radioGroup = cva('flex gap-3', {
  variants: {
    orientation: { vertical: 'flex-col', horizontal: 'flex-row flex-wrap gap-x-6' },
  },
  defaultVariants: { orientation: 'vertical' },
})

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root>

/**
 * One choice out of a few, all visible. Arrow keys move and select within the group; Tab leaves it. Works
 * controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`). Name the group with `aria-label` or
 * `aria-labelledby`, and each item with a `<label htmlFor>`.
 */
export function RadioGroup({ orientation = 'vertical', className, ...props }: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      data-orientation={orientation}
      orientation={orientation}
      className={cn(radioGroup({ orientation }), className)}
      {...props}
    />
  )
}

export type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item> & {
  /** Marks the choice as wrong: sets `data-invalid`. Put `aria-invalid` on the RadioGroup for screen readers. */
  invalid?: boolean
}

export function RadioGroupItem({ invalid, className, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      data-invalid={invalid ? '' : undefined}
      className={cn(
        'peer relative inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-input',
        'bg-background text-primary transition-colors data-[state=checked]:border-primary',
        'disabled:cursor-not-allowed disabled:opacity-50 data-[invalid]:border-danger',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        // The circle is 20px; this invisible skirt makes the tap target 40px.
        "after:absolute after:-inset-[11px] after:content-['']",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="size-2.5 rounded-full bg-primary" />
    </RadioGroupPrimitive.Item>
  )
}
