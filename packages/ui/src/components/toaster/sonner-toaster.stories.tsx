import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { SonnerToaster } from './sonner-toaster'
import { toast, toasterDefaults } from './toaster'

// Sonner's toaster as `Toaster` loads it (its own chunk, with the page's first press, typing or toast): its live
// region, drawn before any toast, the toasts that waited for it, and the theme's colours.

const meta = {
  title: 'ui/Toaster/Sonner toaster',
  component: SonnerToaster,
  args: { containerAriaLabel: 'Notifications', closeButtonLabel: 'Close notification' },
  // Sonner keeps its toasts in a module-level store: start every story with none.
  beforeEach: () => {
    toast.dismiss()
    return () => {
      toast.dismiss()
      document.documentElement.classList.remove('dark')
    }
  },
} satisfies Meta<typeof SonnerToaster>

export default meta
type Story = StoryObj<typeof meta>

/** Drawn before any toast: the named, polite live region a screen reader listens to, and no toast in it. */
export const RegionBeforeAnyToast: Story = {
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notifications' })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(region.querySelector('[data-sonner-toast]')).toBeNull()
  },
}

/**
 * A toast asked for while the toaster is drawn is shown in its region, with the spec's place and width, and its
 * close button named in the page's language.
 */
export const ShowsAToast: Story = {
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notifications' })
    toast.success('Score saved', { description: 'Board 4, leg 3' })
    const item = await within(region).findByText('Score saved')
    const toastElement = item.closest<HTMLElement>('[data-sonner-toast]')
    await expect(toastElement).toHaveAttribute('data-type', 'success')
    await expect(toastElement).toHaveTextContent('Board 4, leg 3')
    await expect(toastElement).toHaveAttribute('data-x-position', 'right')
    await expect(within(region).getByRole('button', { name: 'Close notification' })).toBeInTheDocument()
    const list = region.querySelector<HTMLElement>('[data-sonner-toaster]')
    await expect(list?.style.getPropertyValue('--width')).toBe(`${toasterDefaults.width}px`)
  },
}

/** The app's dark mode (the `.dark` class on `<html>`, not the system's setting) darkens the toasts. */
export const DarkMode: Story = {
  play: async () => {
    document.documentElement.classList.add('dark')
    const region = await screen.findByRole('region', { name: 'Notifications' })
    toast.info('Next match on board 2')
    await within(region).findByText('Next match on board 2')
    await waitFor(() =>
      expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark'),
    )
  },
}
