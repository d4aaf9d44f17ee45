import type { ComponentProps } from 'react'
import { useSyncExternalStore } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { cn } from '../../lib/cn'

/** The spec's toast constants (section 9); sonner's own defaults differ in places, so they are set explicitly. */
export const toasterDefaults = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  width: 356,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const

function subscribeToColourMode(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

/** Follows the `.dark` class on `<html>`, the app's one switch for dark mode, rather than the OS setting. */
function useColourMode() {
  return useSyncExternalStore(
    subscribeToColourMode,
    () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
    () => 'light' as const,
  )
}

// Sonner reads these custom properties; pointing them at our tokens makes toasts follow the theme.
const tokenStyle = {
  '--width': `${toasterDefaults.width}px`,
  '--normal-bg': 'var(--color-surface-raised)',
  '--normal-bg-hover': 'var(--color-muted)',
  '--normal-border': 'var(--color-border)',
  '--normal-border-hover': 'var(--color-input)',
  '--normal-text': 'var(--color-foreground)',
  '--gray2': 'var(--color-muted)',
  '--gray5': 'var(--color-input)',
  fontFamily: 'inherit',
}

const toastClassNames = {
  description: '!text-muted-foreground',
  success: '[&_[data-icon]]:text-success',
  info: '[&_[data-icon]]:text-info',
  warning: '[&_[data-icon]]:text-warning',
  error: '[&_[data-icon]]:text-danger',
  // A 20 px circle is too small to hit on a tablet: widen its hit area to 40 px without moving it.
  closeButton: "after:absolute after:-inset-2.5 after:content-['']",
}

export type ToasterProps = Omit<
  ComponentProps<typeof Sonner>,
  'theme' | 'containerAriaLabel' | 'customAriaLabel' | 'closeButton'
> & {
  /** Accessible name of the notifications region (the spec's "Notifications", translated). */
  containerAriaLabel?: string
  /** Accessible name of each toast's close button ("Close", translated). */
  closeButtonLabel?: string
}

/**
 * Where toasts appear: mount once per app, then call `toast()`, `toast.success()`, `toast.promise()`… from
 * anywhere. Bottom-right, 4 s, at most three visible, Alt+T to reach them.
 */
export function Toaster({
  containerAriaLabel,
  closeButtonLabel,
  className,
  style,
  toastOptions,
  ...props
}: ToasterProps) {
  const theme = useColourMode()
  return (
    <Sonner
      theme={theme}
      duration={toasterDefaults.duration}
      visibleToasts={toasterDefaults.visibleToasts}
      gap={toasterDefaults.gap}
      position={toasterDefaults.position}
      hotkey={[...toasterDefaults.hotkey]}
      // The caller passes the whole translated name; sonner's own default is English.
      customAriaLabel={containerAriaLabel ?? ''}
      closeButton
      className={cn('toaster', className)}
      style={{ ...tokenStyle, ...style }}
      toastOptions={{
        closeButtonAriaLabel: closeButtonLabel,
        ...toastOptions,
        classNames: { ...toastClassNames, ...toastOptions?.classNames },
      }}
      {...props}
    />
  )
}

export { toast }
