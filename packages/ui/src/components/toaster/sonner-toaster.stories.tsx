import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, screen, waitFor, within } from 'storybook/test'
import { SonnerToaster } from './sonner-toaster'
import { toast, toasterDefaults, type ToasterProps } from './toaster'
import { toastOf, toasterArgs } from './toaster.story-helpers'

// Sonner's toaster as `Toaster` loads it (its own chunk, with the page's first press, typing or toast): its live
// region, drawn before any toast, the toasts that waited for it, and the theme's colours.

/**
 * The toaster in a box of its own, with the toast `show` asks for when it is drawn: sonner's list is
 * `position: fixed`, and a transformed ancestor contains it, so the toast shows in the box's bottom-right corner (as
 * in the page's) and in the story's picture, not at the viewport's corner outside it. A still picture: the toast
 * stays (no 4 s timer) and comes without sonner's enter transition, so a screenshot does not depend on its moment.
 */
function ToasterInABox({ show, toastOptions, ...args }: ToasterProps & { show: () => string | number }) {
  useEffect(() => {
    const id = show()
    return () => {
      toast.dismiss(id)
    }
  }, [show])
  return (
    <div className="h-32 w-[26rem]" style={{ transform: 'translateZ(0)' }}>
      <SonnerToaster
        {...args}
        toastOptions={{ ...toastOptions, style: { transition: 'none', ...toastOptions?.style } }}
      />
    </div>
  )
}

const showScoreSaved = () => toast.success('Score saved', { description: 'Board 4, leg 3', duration: Infinity })
const showNextMatch = () => toast.info('Next match on board 2', { duration: Infinity })

const meta = {
  title: 'ui/Toaster/Sonner toaster',
  component: SonnerToaster,
  args: toasterArgs,
} satisfies Meta<typeof SonnerToaster>

export default meta
type Story = StoryObj<typeof meta>

/** Drawn before any toast: the named, polite live region a screen reader listens to, and no toast in it. */
export const RegionBeforeAnyToast: Story = {
  // An empty live region draws nothing: no picture to compare.
  parameters: { visual: { skip: true } },
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notifications' })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(region.querySelector('[data-sonner-toast]')).toBeNull()
  },
}

/**
 * A toast asked for as the toaster is drawn is shown in its region, with the spec's place and width, its description,
 * and its close button named in the page's language.
 */
export const ShowsAToast: Story = {
  render: (args) => <ToasterInABox {...args} show={showScoreSaved} />,
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notifications' })
    const toastElement = await toastOf('Score saved', region)
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
  render: (args) => <ToasterInABox {...args} show={showNextMatch} />,
  play: async () => {
    document.documentElement.classList.add('dark')
    const region = await screen.findByRole('region', { name: 'Notifications' })
    await toastOf('Next match on board 2', region)
    await waitFor(() =>
      expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark'),
    )
  },
}
