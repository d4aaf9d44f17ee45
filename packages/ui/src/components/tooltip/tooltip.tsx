import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { layerClasses } from '../../lib/layers'

export type TooltipProviderProps = ComponentProps<typeof TooltipPrimitive.Provider>

/**
 * Shares the open delay between tooltips, so moving from one to the next shows it at once. Every Tooltip needs one
 * above it: render it around the tooltips of a screen or a table, not at the app's root, so that a page without
 * tooltips carries none of their code (positioning included).
 */
export function TooltipProvider({ delayDuration = 300, ...props }: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />
}

export type TooltipProps = ComponentProps<typeof TooltipPrimitive.Root>

/**
 * A short hint shown on hover and on keyboard focus, dismissed with Escape. It describes its trigger
 * (`aria-describedby`); it never replaces the trigger's accessible name, and it holds no interactive content.
 * Works controlled (`open` + `onOpenChange`) or uncontrolled (`defaultOpen`).
 *
 * @example
 * <Tooltip>
 *   <TooltipTrigger asChild><IconButton label={t('play.keypad.undo')}><Undo2 /></IconButton></TooltipTrigger>
 *   <TooltipContent>{t('play.keypad.undoHint')}</TooltipContent>
 * </Tooltip>
 */
export function Tooltip(props: TooltipProps) {
  return <TooltipPrimitive.Root {...props} />
}

export type TooltipTriggerProps = ComponentProps<typeof TooltipPrimitive.Trigger>

export function TooltipTrigger(props: TooltipTriggerProps) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />
}

export type TooltipContentProps = ComponentProps<typeof TooltipPrimitive.Content>

export function TooltipContent({ className, sideOffset = 6, children, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          layerClasses.modal,
          'max-w-xs rounded-md bg-secondary px-3 py-1.5 text-sm text-balance text-secondary-foreground shadow-md',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-secondary" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}
