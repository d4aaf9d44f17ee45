import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import { Toaster, toast, toasterDefaults } from './toaster'
import { toastOf, toasterArgs } from './toaster.story-helpers'

const allToasts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'))

const meta = {
  title: 'ui/Toaster',
  component: Toaster,
  args: toasterArgs,
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => toast('Board 4 is ready', { description: 'Humphries v Price, best of 7 legs' })}>
        Show toast
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Sonner's code comes with the page's first button pressed or typing, or with its first toast. A toast that comes
 * first (a live announcement, a failed refresh) must still find the live region on the page, drawn, before its text
 * enters it, or a screen reader announces nothing: the region shows up in an earlier frame than the text. First in
 * this file, so that a run of it sees the toaster load (after another story, the region is there already).
 */
export const AnnouncedFromTheFirstToast: Story = {
  play: async () => {
    let frame = 0
    let counting = requestAnimationFrame(function count() {
      frame += 1
      counting = requestAnimationFrame(count)
    })
    const seen: { region?: number; text?: number } = {}
    const look = () => {
      if (document.querySelector('section[aria-live="polite"]')) seen.region ??= frame
      if (document.querySelector('[data-sonner-toast]')?.textContent?.includes('Board 4 is ready')) seen.text ??= frame
    }
    const observer = new MutationObserver(look)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    // Already there before the toast (the toaster loaded in an earlier story): before any frame of it.
    if (document.querySelector('section[aria-live="polite"]')) seen.region = -1
    try {
      toast('Board 4 is ready', { description: 'Humphries v Price, best of 7 legs' })
      await toastOf('Board 4 is ready')
    } finally {
      observer.disconnect()
      cancelAnimationFrame(counting)
    }
    await expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite')
    await expect(seen.region).toBeDefined()
    await expect(seen.region!).toBeLessThan(seen.text!)
  },
}

/**
 * A button pressed gets the toaster ready before any toast (what a toast mostly answers comes after one): the
 * notifications region is there once a button was pressed, and the press shows no toast.
 */
export const ReadyFromTheFirstButton: Story = {
  render: (args) => (
    <>
      <Button>Do nothing</Button>
      <Toaster {...args} />
    </>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Do nothing' }))
    const region = await screen.findByRole('region', { name: 'Notifications' })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(screen.queryByText('Do nothing', { selector: '[data-sonner-toast] *' })).toBeNull()
  },
}

export const Default: Story = {
  play: async () => {
    await expect(toasterDefaults).toEqual({
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      width: 356,
      position: 'bottom-right',
      hotkey: ['altKey', 'KeyT'],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Show toast' }))
    const item = await toastOf('Board 4 is ready')
    await expect(item).toHaveTextContent('Humphries v Price, best of 7 legs')
    await expect(item).toHaveAttribute('data-y-position', 'bottom')
    await expect(item).toHaveAttribute('data-x-position', 'right')
    const region = screen.getByRole('region', { name: 'Notifications' })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    const list = region.querySelector<HTMLElement>('[data-sonner-toaster]')
    await expect(list).toHaveAttribute('data-sonner-theme', 'light')
    await expect(list?.style.getPropertyValue('--width')).toBe('356px')
    await expect(list?.style.getPropertyValue('--gap')).toBe('14px')
  },
}

const kinds = [
  { name: 'Success', show: () => toast.success('Score saved'), text: 'Score saved', type: 'success' },
  { name: 'Info', show: () => toast.info('Next match on board 2'), text: 'Next match on board 2', type: 'info' },
  { name: 'Warning', show: () => toast.warning('Connection is slow'), text: 'Connection is slow', type: 'warning' },
  {
    name: 'Error',
    show: () => toast.error('Could not save the visit'),
    text: 'Could not save the visit',
    type: 'error',
  },
  { name: 'Loading', show: () => toast.loading('Syncing visits…'), text: 'Syncing visits…', type: 'loading' },
] as const

function kindStory(kind: (typeof kinds)[number]): Story {
  return {
    render: (args) => (
      <>
        <Button onClick={kind.show}>Show {kind.name.toLowerCase()} toast</Button>
        <Toaster {...args} />
      </>
    ),
    play: async () => {
      await userEvent.click(screen.getByRole('button', { name: `Show ${kind.name.toLowerCase()} toast` }))
      const item = await toastOf(kind.text)
      await expect(item).toHaveAttribute('data-type', kind.type)
    },
  }
}

export const Success = kindStory(kinds[0])
export const Info = kindStory(kinds[1])
export const Warning = kindStory(kinds[2])
export const ErrorToast = kindStory(kinds[3])
export const Loading = kindStory(kinds[4])

export const UpdatedById: Story = {
  render: (args) => (
    <>
      <Button onClick={() => toast.loading('Connecting to board 4…', { id: 'board-4' })}>Connect</Button>
      <Button onClick={() => toast.success('Board 4 connected', { id: 'board-4' })}>Connected</Button>
      <Toaster {...args} />
    </>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    await expect(await toastOf('Connecting to board 4…')).toHaveAttribute('data-type', 'loading')
    await userEvent.click(screen.getByRole('button', { name: 'Connected' }))
    await expect(await toastOf('Board 4 connected')).toHaveAttribute('data-type', 'success')
    await expect(screen.queryByText('Connecting to board 4…')).not.toBeInTheDocument()
    await expect(allToasts()).toHaveLength(1)
  },
}

const settleAfter = (ms: number, outcome: 'resolve' | 'reject') =>
  new Promise<void>((resolve, reject) =>
    setTimeout(() => (outcome === 'resolve' ? resolve() : reject(new Error('offline'))), ms),
  )

const savePromise = (outcome: 'resolve' | 'reject') => () =>
  toast.promise(settleAfter(300, outcome), {
    loading: 'Saving the result…',
    success: 'Result saved',
    error: 'The result could not be saved',
  })

export const PromiseSuccess: Story = {
  render: (args) => (
    <>
      <Button onClick={savePromise('resolve')}>Save result</Button>
      <Toaster {...args} />
    </>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }))
    await expect(await toastOf('Saving the result…')).toHaveAttribute('data-type', 'loading')
    await expect(await toastOf('Result saved')).toHaveAttribute('data-type', 'success')
    await expect(screen.queryByText('Saving the result…')).not.toBeInTheDocument()
  },
}

export const PromiseError: Story = {
  render: (args) => (
    <>
      <Button onClick={savePromise('reject')}>Save result</Button>
      <Toaster {...args} />
    </>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }))
    await expect(await toastOf('Saving the result…')).toHaveAttribute('data-type', 'loading')
    await expect(await toastOf('The result could not be saved')).toHaveAttribute('data-type', 'error')
  },
}

export const DismissWithCloseButton: Story = {
  play: async () => {
    const trigger = screen.getByRole('button', { name: 'Show toast' })
    await userEvent.click(trigger)
    await toastOf('Board 4 is ready')
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }))
    await waitFor(() => expect(screen.queryByText('Board 4 is ready')).not.toBeInTheDocument())

    // Keyboard: Alt+T jumps to the notifications, Tab reaches the close button, Enter closes the toast.
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await toastOf('Board 4 is ready')
    await userEvent.keyboard('{Alt>}t{/Alt}')
    await expect(document.activeElement).toHaveAttribute('data-sonner-toaster')
    await userEvent.tab()
    await userEvent.tab()
    await expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByText('Board 4 is ready')).not.toBeInTheDocument())
  },
}

export const AtMostThreeVisible: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() => {
          toast('Round 1 drawn')
          toast('Round 2 drawn')
          toast('Round 3 drawn')
          toast('Round 4 drawn')
        }}
      >
        Draw rounds
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Draw rounds' }))
    await waitFor(() => expect(allToasts()).toHaveLength(4))
    const visible = allToasts().filter((item) => item.dataset.visible === 'true')
    await expect(visible).toHaveLength(3)
    await expect(allToasts().find((item) => item.dataset.visible === 'false')).toHaveTextContent('Round 1 drawn')
  },
}

export const FollowsDarkClass: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Show toast' }))
    await toastOf('Board 4 is ready')
    const list = () => document.querySelector('[data-sonner-toaster]')
    await expect(list()).toHaveAttribute('data-sonner-theme', 'light')
    document.documentElement.classList.add('dark')
    await waitFor(() => expect(list()).toHaveAttribute('data-sonner-theme', 'dark'))
    document.documentElement.classList.remove('dark')
    await waitFor(() => expect(list()).toHaveAttribute('data-sonner-theme', 'light'))
  },
}
