import { cva } from 'class-variance-authority'
import { Check, ChevronDown } from 'lucide-react'
import { Select as SelectPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { layerClasses } from '../../lib/layers'

export type SelectProps = ComponentProps<typeof SelectPrimitive.Root>

/**
 * A list box for picking one value. Works controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`).
 *
 * @example
 * <Select defaultValue="501" name="startScore">
 *   <SelectTrigger aria-label={t('manage.match.startScore')}><SelectValue /></SelectTrigger>
 *   <SelectContent>
 *     <SelectItem value="301">301</SelectItem>
 *     <SelectItem value="501">501</SelectItem>
 *   </SelectContent>
 * </Select>
 */
export function Select(props: SelectProps) {
  return <SelectPrimitive.Root {...props} />
}

export type SelectGroupProps = ComponentProps<typeof SelectPrimitive.Group>

export function SelectGroup(props: SelectGroupProps) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />
}

export type SelectValueProps = ComponentProps<typeof SelectPrimitive.Value>

/**
 * The chosen item's text, or the `placeholder` (already translated) when nothing is chosen. Radix copies the text from
 * the chosen item once the page runs in the browser; on a server-rendered page pass it as children too, or the button
 * is blank in the first HTML and until the page has hydrated (screens' `FilterSelect` does).
 */
export function SelectValue(props: SelectValueProps) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />
}

const selectTrigger = cva(
  [
    // min-w-0 here and on the value: a long chosen label is cut with an ellipsis, not pushed past a narrow field.
    'flex w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background text-start',
    'text-foreground transition-colors data-[placeholder]:text-muted-foreground',
    'disabled:cursor-not-allowed disabled:opacity-50 data-[invalid]:border-danger',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    '[&>span]:min-w-0 [&>span]:truncate [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-base',
        lg: 'h-12 px-4 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export type SelectTriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> & {
  size?: 'sm' | 'md' | 'lg'
  /** Marks the choice as wrong: sets `aria-invalid` and `data-invalid`. `aria-invalid` alone does the same. */
  invalid?: boolean
}

/** The button that opens the list. Give it an accessible name: a `<label htmlFor>`, `aria-label` or a FormField. */
export function SelectTrigger({
  size = 'md',
  invalid,
  className,
  children,
  'aria-invalid': ariaInvalid,
  ...props
}: SelectTriggerProps) {
  const isInvalid = invalid === true || ariaInvalid === true || ariaInvalid === 'true'
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size}
      data-invalid={isInvalid ? '' : undefined}
      aria-invalid={isInvalid || undefined}
      className={cn(selectTrigger({ size }), className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  )
}

export type SelectContentProps = ComponentProps<typeof SelectPrimitive.Content>

/**
 * The list, in a portal above the page. Defaults to `position="popper"` (below the trigger, as wide as it) because
 * item-aligned lists jump around on small tablet screens.
 */
export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 4,
  ...props
}: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={position === 'popper' ? sideOffset : undefined}
        className={cn(
          layerClasses.modal,
          'relative min-w-32 overflow-hidden rounded-md border border-border bg-surface-raised text-foreground shadow-md',
          position === 'popper' &&
            'max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width)',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  )
}

export type SelectLabelProps = ComponentProps<typeof SelectPrimitive.Label>

/** The heading of a SelectGroup. */
export function SelectLabel({ className, ...props }: SelectLabelProps) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', className)}
      {...props}
    />
  )
}

export type SelectItemProps = ComponentProps<typeof SelectPrimitive.Item>

export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-10 w-full cursor-default items-center rounded-sm py-2 ps-8 pe-2 text-base outline-none',
        'select-none data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        // The highlight alone is 1.10:1 on the list in light mode and invisible in dark: keyboard focus gets the ring.
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring focus-visible:outline-solid',
        className,
      )}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  )
}

export type SelectSeparatorProps = ComponentProps<typeof SelectPrimitive.Separator>

export function SelectSeparator({ className, ...props }: SelectSeparatorProps) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  )
}
