import { useEffect, useSyncExternalStore } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { cn } from '../../lib/cn'
import { toasterReady } from './toast'
import { toasterDefaults, type ToasterProps } from './toaster'

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

/**
 * Sonner's toaster with the spec's constants and the theme's colours: `Toaster` loads it with the first toast. Once
 * its live region is on screen (after a paint, not in the same frame as the first toast, which a screen reader would
 * then not announce), the toasts asked for so far are shown.
 */
export function SonnerToaster({
  containerAriaLabel,
  closeButtonLabel,
  className,
  style,
  toastOptions,
  ...props
}: ToasterProps) {
  const theme = useColourMode()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => toasterReady(toast))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
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
