import { Loader2Icon } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { focusReturnHandlers, useFocusReturnTargets } from '../../lib/focus-return'
import { layerClasses } from '../../lib/layers'
import { useControllableState } from '../../lib/use-controllable-state'
import { buttonVariants } from '../button'

export type ConfirmDialogVariant = 'default' | 'danger'

export type ConfirmDialogProps = Omit<ComponentProps<typeof AlertDialog.Content>, 'title' | 'children'> & {
  title: ReactNode
  description?: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  /** `danger` paints the confirm button red for destructive actions (withdraw a player, delete a tournament). */
  variant?: ConfirmDialogVariant
  /**
   * Called when the user confirms. Return a Promise to keep the dialog open and busy until it settles: it closes
   * when the Promise resolves and stays open when it rejects, so the caller can show what went wrong.
   */
  onConfirm: () => void | Promise<unknown>
  onCancel?: () => void
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog, rendered as is (`asChild`); leave it out when `open` is controlled. */
  children?: ReactNode
}

const actionClasses = 'aria-disabled:pointer-events-none aria-disabled:opacity-50'

/**
 * Asks the user to confirm an action before it happens. Focus starts on the cancel button, so a stray Enter never
 * confirms a destructive action.
 *
 * @example
 * <ConfirmDialog variant="danger" title={t('withdraw.title')} confirmLabel={t('withdraw.confirm')}
 *   cancelLabel={t('common.cancel')} onConfirm={() => withdraw.mutateAsync(playerId)}>
 *   <Button variant="danger">{t('withdraw.open')}</Button>
 * </ConfirmDialog>
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
  onCancel,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  className,
  onEscapeKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ConfirmDialogProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange })
  // Focus goes back to what opened it, also without a trigger child (a menu item, a button setting `open`).
  const focusReturn = focusReturnHandlers(useFocusReturnTargets(open), { onOpenAutoFocus, onCloseAutoFocus })
  const [isPending, setIsPending] = useState(false)

  function handleOpenChange(next: boolean) {
    // While the action runs, nothing may close the dialog: the result is not known yet.
    if (isPending && !next) return
    if (!next) onCancel?.()
    setOpen(next)
  }

  async function handleConfirm(event: MouseEvent<HTMLButtonElement>) {
    // The Action part would close the dialog at once; closing waits for the result instead.
    event.preventDefault()
    if (isPending) return
    const result = onConfirm()
    if (!(result instanceof Promise)) {
      setOpen(false)
      return
    }
    setIsPending(true)
    try {
      await result
      setIsPending(false)
      setOpen(false)
    } catch {
      // A rejection keeps the dialog open; reporting the error is the caller's job.
      setIsPending(false)
    }
  }

  function handleCancel(event: MouseEvent<HTMLButtonElement>) {
    if (isPending) event.preventDefault()
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      {children ? <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay
          data-slot="confirm-dialog-overlay"
          className={cn('fixed inset-0 bg-foreground/50', layerClasses.overlay)}
        />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          data-variant={variant}
          data-pending={isPending ? '' : undefined}
          aria-busy={isPending || undefined}
          // Without a description, an explicit undefined tells Radix the missing description is on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4',
            'rounded-lg border border-border bg-surface-raised p-6 text-foreground shadow-lg',
            layerClasses.modal,
            className,
          )}
          onEscapeKeyDown={(event) => {
            if (isPending) event.preventDefault()
            onEscapeKeyDown?.(event)
          }}
          {...props}
          {...focusReturn}
        >
          <div className="flex flex-col gap-1.5">
            <AlertDialog.Title data-slot="confirm-dialog-title" className="text-lg leading-tight font-semibold">
              {title}
            </AlertDialog.Title>
            {description ? (
              <AlertDialog.Description data-slot="confirm-dialog-description" className="text-sm text-muted-foreground">
                {description}
              </AlertDialog.Description>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              data-slot="confirm-dialog-cancel"
              aria-disabled={isPending || undefined}
              className={cn(buttonVariants({ variant: 'outline' }), actionClasses)}
              onClick={handleCancel}
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              data-slot="confirm-dialog-confirm"
              aria-disabled={isPending || undefined}
              className={cn(buttonVariants({ variant: variant === 'danger' ? 'danger' : 'primary' }), actionClasses)}
              onClick={handleConfirm}
            >
              {isPending ? <Loader2Icon aria-hidden className="animate-spin motion-reduce:animate-none" /> : null}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
