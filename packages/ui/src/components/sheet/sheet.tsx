import { cva, type VariantProps } from 'class-variance-authority'
import { XIcon } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { use, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { FocusReturnContext, focusReturnHandlers, useFocusReturnTargets } from '../../lib/focus-return'
import { layerClasses } from '../../lib/layers'
import { useControllableState } from '../../lib/use-controllable-state'

export type SheetProps = ComponentProps<typeof DialogPrimitive.Root>

/**
 * A drawer that slides in from one side of the screen: phone navigation menus and filter panels. It is a modal
 * dialog underneath (focus trap, Escape closes, focus returns to the trigger).
 *
 * @example
 * <Sheet>
 *   <SheetTrigger asChild><Button>{t('filters')}</Button></SheetTrigger>
 *   <SheetContent side="left" closeLabel={t('common.close')}>
 *     <SheetHeader><SheetTitle>{t('filters')}</SheetTitle></SheetHeader>
 *   </SheetContent>
 * </Sheet>
 */
export function Sheet(props: SheetProps) {
  const { open: openProp, defaultOpen = false, onOpenChange, ...rootProps } = props
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange })
  // Focus goes back to what opened it, also without a SheetTrigger (a menu item, a button setting `open`).
  const focusReturnTargets = useFocusReturnTargets(open)
  return (
    <FocusReturnContext value={focusReturnTargets}>
      <DialogPrimitive.Root data-slot="sheet" open={open} onOpenChange={setOpen} {...rootProps} />
    </FocusReturnContext>
  )
}

export type SheetTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>

export function SheetTrigger(props: SheetTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />
}

export type SheetCloseProps = ComponentProps<typeof DialogPrimitive.Close>

export function SheetClose(props: SheetCloseProps) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />
}

export const sheetContentVariants = cva(
  [
    'fixed flex flex-col gap-4 overflow-y-auto bg-surface-raised p-6 text-foreground shadow-lg',
    'transition-transform duration-300 ease-out motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    layerClasses.modal,
  ],
  {
    variants: {
      side: {
        top: 'inset-x-0 top-0 max-h-[85dvh] border-b border-border starting:-translate-y-full',
        right: 'inset-y-0 right-0 w-3/4 max-w-sm border-l border-border starting:translate-x-full',
        bottom: 'inset-x-0 bottom-0 max-h-[85dvh] border-t border-border starting:translate-y-full',
        left: 'inset-y-0 left-0 w-3/4 max-w-sm border-r border-border starting:-translate-x-full',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetContentVariants> & {
    /** Accessible name of the corner close button, already translated (e.g. "Close"). */
    closeLabel: string
    overlayClassName?: string
  }

export function SheetContent({
  side = 'right',
  closeLabel,
  overlayClassName,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const focusReturn = focusReturnHandlers(use(FocusReturnContext), { onOpenAutoFocus, onCloseAutoFocus })
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="sheet-overlay"
        className={cn('fixed inset-0 bg-foreground/50', layerClasses.overlay, overlayClassName)}
      />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(sheetContentVariants({ side }), className)}
        {...props}
        {...focusReturn}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="sheet-close-button"
          className={cn(
            'absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground',
            'hover:bg-muted hover:text-foreground [&_svg]:size-5',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
        >
          <XIcon aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export type SheetHeaderProps = ComponentProps<'div'>

export function SheetHeader({ className, ...props }: SheetHeaderProps) {
  // Right padding keeps a long title clear of the corner close button.
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />
}

export type SheetFooterProps = ComponentProps<'div'>

export function SheetFooter({ className, ...props }: SheetFooterProps) {
  return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2', className)} {...props} />
}

export type SheetTitleProps = ComponentProps<typeof DialogPrimitive.Title>

export function SheetTitle({ className, ...props }: SheetTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="sheet-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  )
}

export type SheetDescriptionProps = ComponentProps<typeof DialogPrimitive.Description>

export function SheetDescription({ className, ...props }: SheetDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
