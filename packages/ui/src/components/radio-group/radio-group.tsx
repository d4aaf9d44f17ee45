import { cva } from 'class-variance-authority'
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import type { ComponentProps, KeyboardEvent } from 'react'
import { cn } from '../../lib/cn'

const radioGroup = cva('flex gap-3', {
  variants: {
    orientation: { vertical: 'flex-col', horizontal: 'flex-row flex-wrap gap-x-6' },
  },
  defaultVariants: { orientation: 'vertical' },
})

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root>

const arrowKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])

/**
 * One choice out of a few, all visible. Arrow keys move and select within the group, all four whatever the
 * `orientation` (which lays the items out); Tab leaves it. Works controlled (`value` + `onValueChange`) or
 * uncontrolled (`defaultValue`). Name the group with `aria-label` or `aria-labelledby`, and each item with a
 * `<label htmlFor>`.
 */
export function RadioGroup({ orientation = 'vertical', className, onKeyDown, ...props }: RadioGroupProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event)
    // No check of defaultPrevented: Radix's item prevents the arrow keys it moves focus with.
    const group = event.currentTarget
    const isRadio = (element: unknown): element is HTMLElement =>
      element instanceof HTMLElement && element.getAttribute('role') === 'radio' && group.contains(element)
    if (event.key === 'Tab' && event.shiftKey && isRadio(event.target)) {
      // Radix makes the group itself untabbable for Shift+Tab only on its next render, after a surrounding focus
      // trap (a dialog) has counted the group as its first stop, missed that focus is leaving it, and let the
      // group send focus straight back to the item (issue 27). Untabbable at once, the trap wraps around.
      group.tabIndex = -1
      return
    }
    if (!arrowKeys.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    // Radix moves focus a tick after the keydown and checks the item only if the key is still down by then; a
    // quick press (or a screen reader's) moved focus without choosing (issue 27). Choose what got focus.
    setTimeout(() => {
      const focused = group.ownerDocument.activeElement
      if (isRadio(focused) && focused.getAttribute('aria-checked') === 'false') focused.click()
    })
  }

  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      data-orientation={orientation}
      // Layout only: a Radix orientation would make the arrow keys across it do nothing, but a radio group answers
      // all four (WAI-ARIA radio group pattern).
      aria-orientation={orientation}
      className={cn(radioGroup({ orientation }), className)}
      onKeyDown={handleKeyDown}
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
