import { cva, type VariantProps } from 'class-variance-authority'
import { XIcon } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { use, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { FocusReturnContext, focusReturnHandlers, useFocusReturnTargets } from '../../lib/focus-return'
import { layerClasses } from '../../lib/layers'
import { useControllableState } from '../../lib/use-controllable-state'

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>

/**
 * A modal dialog. Compose it from `DialogTrigger`, `DialogContent`, `DialogHeader`, `DialogTitle`,
 * `DialogDescription`, `DialogFooter` and `DialogClose`. Open state is Radix's `open`/`defaultOpen`/`onOpenChange`.
 *
 * @example
 * <Dialog>
 *   <DialogTrigger asChild><Button>{t('edit')}</Button></DialogTrigger>
 *   <DialogContent closeLabel={t('common.close')}>
 *     <DialogHeader><DialogTitle>{title}</DialogTitle></DialogHeader>
 *   </DialogContent>
 * </Dialog>
 */
export function Dialog(props: DialogProps) {
  const { open: openProp, defaultOpen = false, onOpenChange, ...rootProps } = props
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange })
  // Focus goes back to what opened it, also without a DialogTrigger (a menu item, a button setting `open`).
  const focusReturnTargets = useFocusReturnTargets(open)
  return (
    <FocusReturnContext value={focusReturnTargets}>
      <DialogPrimitive.Root data-slot="dialog" open={open} onOpenChange={setOpen} {...rootProps} />
    </FocusReturnContext>
  )
}

export type DialogTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>

export function DialogTrigger(props: DialogTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

export type DialogCloseProps = ComponentProps<typeof DialogPrimitive.Close>

export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

export type DialogOverlayProps = ComponentProps<typeof DialogPrimitive.Overlay>

export function DialogOverlay({ className, ...props }: DialogOverlayProps) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 bg-foreground/50', layerClasses.overlay, className)}
      {...props}
    />
  )
}

export const dialogContentVariants = cva(
  [
    'fixed top-1/2 left-1/2 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
    'gap-4 overflow-y-auto rounded-lg border border-border bg-surface-raised p-6 text-foreground shadow-lg',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    layerClasses.modal,
  ],
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' },
    },
    defaultVariants: { size: 'md' },
  },
)

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Accessible name of the corner close button, already translated (e.g. "Close"). */
    closeLabel: string
    overlayClassName?: string
  }

export function DialogContent({
  size = 'md',
  closeLabel,
  overlayClassName,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focusReturn = focusReturnHandlers(use(FocusReturnContext), { onOpenAutoFocus, onCloseAutoFocus })
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size}
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
        {...focusReturn}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close-button"
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

export type DialogHeaderProps = ComponentProps<'div'>

export function DialogHeader({ className, ...props }: DialogHeaderProps) {
  // Right padding keeps a long title clear of the corner close button.
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />
}

export type DialogFooterProps = ComponentProps<'div'>

export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

export type DialogTitleProps = ComponentProps<typeof DialogPrimitive.Title>

export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  )
}

export type DialogDescriptionProps = ComponentProps<typeof DialogPrimitive.Description>

export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
