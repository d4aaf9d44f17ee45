import { cva, type VariantProps } from 'class-variance-authority'
import { CheckIcon, ChevronRightIcon, DotIcon } from 'lucide-react'
import { DropdownMenu as MenuPrimitive } from 'radix-ui'
import { createContext, use, useRef, type ComponentProps, type KeyboardEvent } from 'react'
import { cn } from '../../lib/cn'
import { layerClasses } from '../../lib/layers'
import { nextTabbable } from '../../lib/tabbable'
import { useControllableState } from '../../lib/use-controllable-state'

export type DropdownMenuProps = ComponentProps<typeof MenuPrimitive.Root>

// Closes the whole menu from its content (Tab leaves it); Radix keeps its own close to itself.
const CloseMenuContext = createContext<() => void>(() => undefined)

/**
 * A menu of actions opened from a button: arrow keys move, Enter/Space choose, Escape closes and returns focus, Tab
 * closes it and moves on from the button as it would from a native one.
 * Compose it from `DropdownMenuTrigger`, `DropdownMenuContent` and the item parts.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const { open: openProp, defaultOpen = false, onOpenChange, ...rootProps } = props
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange })
  return (
    <CloseMenuContext value={() => setOpen(false)}>
      <MenuPrimitive.Root data-slot="dropdown-menu" open={open} onOpenChange={setOpen} {...rootProps} />
    </CloseMenuContext>
  )
}

export type DropdownMenuTriggerProps = ComponentProps<typeof MenuPrimitive.Trigger>

export function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />
}

export type DropdownMenuGroupProps = ComponentProps<typeof MenuPrimitive.Group>

export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />
}

export type DropdownMenuSubProps = ComponentProps<typeof MenuPrimitive.Sub>

export function DropdownMenuSub(props: DropdownMenuSubProps) {
  return <MenuPrimitive.Sub data-slot="dropdown-menu-sub" {...props} />
}

export type DropdownMenuRadioGroupProps = ComponentProps<typeof MenuPrimitive.RadioGroup>

export function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />
}

const menuSurface = cn(
  'min-w-48 overflow-x-hidden overflow-y-auto rounded-md border border-border bg-surface-raised p-1 text-foreground',
  'shadow-md',
  layerClasses.modal,
)

export type DropdownMenuContentProps = ComponentProps<typeof MenuPrimitive.Content>

export function DropdownMenuContent({
  sideOffset = 4,
  className,
  onKeyDown,
  onCloseAutoFocus,
  ...props
}: DropdownMenuContentProps) {
  const closeMenu = use(CloseMenuContext)
  // Set while the menu closes because Tab left it: where focus goes next, from its button.
  const leavingRef = useRef<{ trigger: HTMLElement; backwards: boolean } | null>(null)

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event)
    // Radix swallows Tab inside a menu (issue 27); a native menu button closes and lets focus move on. Tab in a
    // submenu bubbles here too (Radix has already stopped its default) and closes the whole menu.
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    const triggerId = event.currentTarget.getAttribute('aria-labelledby')
    const trigger = triggerId ? document.getElementById(triggerId) : null
    leavingRef.current = trigger ? { trigger, backwards: event.shiftKey } : null
    closeMenu()
  }

  function handleCloseAutoFocus(event: Event) {
    onCloseAutoFocus?.(event)
    const leaving = leavingRef.current
    leavingRef.current = null
    if (event.defaultPrevented || !leaving) return
    event.preventDefault()
    const next = nextTabbable(leaving.trigger, leaving.backwards) ?? leaving.trigger
    next.focus()
  }

  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(menuSurface, 'max-h-(--radix-dropdown-menu-content-available-height)', className)}
        onKeyDown={handleKeyDown}
        onCloseAutoFocus={handleCloseAutoFocus}
        {...props}
      />
    </MenuPrimitive.Portal>
  )
}

const itemBase = [
  'relative flex min-h-10 cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none',
  'data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  // The highlight alone is 1.10:1 on the menu in light mode and invisible in dark: keyboard focus gets the ring.
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring focus-visible:outline-solid',
]

export const dropdownMenuItemVariants = cva(itemBase, {
  variants: {
    variant: {
      default: 'focus:bg-muted data-highlighted:bg-muted',
      danger:
        'text-danger focus:bg-danger focus:text-danger-foreground data-highlighted:bg-danger data-highlighted:text-danger-foreground',
    },
    inset: { true: 'pl-8', false: '' },
  },
  defaultVariants: { variant: 'default', inset: false },
})

export type DropdownMenuItemProps = ComponentProps<typeof MenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>

export function DropdownMenuItem({ variant = 'default', inset = false, className, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(dropdownMenuItemVariants({ variant, inset }), className)}
      {...props}
    />
  )
}

const indicatorItem = cn(itemBase, 'pl-8 focus:bg-muted data-highlighted:bg-muted')

export type DropdownMenuCheckboxItemProps = ComponentProps<typeof MenuPrimitive.CheckboxItem>

export function DropdownMenuCheckboxItem({ className, children, ...props }: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(indicatorItem, className)}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <CheckIcon aria-hidden />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  )
}

export type DropdownMenuRadioItemProps = ComponentProps<typeof MenuPrimitive.RadioItem>

export function DropdownMenuRadioItem({ className, children, ...props }: DropdownMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem data-slot="dropdown-menu-radio-item" className={cn(indicatorItem, className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <DotIcon aria-hidden className="size-6!" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  )
}

export type DropdownMenuLabelProps = ComponentProps<typeof MenuPrimitive.Label> & { inset?: boolean }

export function DropdownMenuLabel({ inset = false, className, ...props }: DropdownMenuLabelProps) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', inset && 'pl-8', className)}
      {...props}
    />
  )
}

export type DropdownMenuSeparatorProps = ComponentProps<typeof MenuPrimitive.Separator>

export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  )
}

export type DropdownMenuShortcutProps = ComponentProps<'span'>

/** A keyboard hint shown at the end of an item; hidden from screen readers, which get `aria-keyshortcuts`. */
export function DropdownMenuShortcut({ className, ...props }: DropdownMenuShortcutProps) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      aria-hidden
      className={cn('ml-auto font-mono text-xs tracking-widest text-muted-foreground', className)}
      {...props}
    />
  )
}

export type DropdownMenuSubTriggerProps = ComponentProps<typeof MenuPrimitive.SubTrigger> & { inset?: boolean }

export function DropdownMenuSubTrigger({ inset = false, className, children, ...props }: DropdownMenuSubTriggerProps) {
  return (
    <MenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(
        itemBase,
        'focus:bg-muted data-highlighted:bg-muted data-[state=open]:bg-muted',
        inset && 'pl-8',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronRightIcon aria-hidden className="ml-auto rtl:rotate-180" />
    </MenuPrimitive.SubTrigger>
  )
}

export type DropdownMenuSubContentProps = ComponentProps<typeof MenuPrimitive.SubContent>

export function DropdownMenuSubContent({ className, ...props }: DropdownMenuSubContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        className={cn(menuSurface, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  )
}
