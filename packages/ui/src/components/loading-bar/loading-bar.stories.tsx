import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import { LoadingBar, useLoadingBar, type LoadingBarProps } from './loading-bar'
import { loadingBarDefaults } from './loading-bar-machine'

const meta = {
  title: 'ui/LoadingBar',
  component: LoadingBar,
  args: { state: 'idle', 'aria-label': 'Loading page' },
  argTypes: { state: { control: 'inline-radio', options: ['idle', 'loading', 'error'] } },
} satisfies Meta<typeof LoadingBar>

export default meta
type Story = StoryObj<typeof meta>

const bar = () => screen.getByRole('progressbar', { hidden: true })

/** Records whether the bar was ever on screen, so a test can prove it never appeared. */
function watchVisibility(element: HTMLElement) {
  const seen = { visible: false }
  const observer = new MutationObserver(() => {
    if (element.dataset.visible === 'true') seen.visible = true
  })
  observer.observe(element, { attributes: true })
  return { seen, stop: () => observer.disconnect() }
}

function ControlledPage(props: Omit<LoadingBarProps, 'state'>) {
  const loadingBar = useLoadingBar()
  return (
    <div className="flex gap-2 pt-4">
      <LoadingBar {...props} state={loadingBar.state} />
      <Button onClick={loadingBar.start}>Open standings</Button>
      <Button variant="outline" onClick={loadingBar.finish}>
        Loaded
      </Button>
      <Button variant="danger" onClick={loadingBar.error}>
        Failed
      </Button>
    </div>
  )
}

export const Idle: Story = {
  play: async () => {
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    await expect(bar()).toHaveAttribute('aria-hidden', 'true')
    await expect(bar()).toHaveAttribute('data-phase', 'idle')
    await expect(bar()).toHaveStyle({ height: `${loadingBarDefaults.height}px` })
  },
}

/** No throttle and no easing time, so the bar sits still at 90 % for screenshots. */
export const Loading: Story = {
  args: { state: 'loading', throttle: 0, duration: 0 },
  play: async () => {
    const progressbar = await screen.findByRole('progressbar', { name: 'Loading page' })
    await waitFor(() => expect(progressbar).toHaveAttribute('aria-valuenow', '90'))
    await expect(progressbar).toHaveAttribute('data-tone', 'default')
  },
}

export const WithController: Story = {
  render: (args) => <ControlledPage aria-label={args['aria-label']} />,
  play: async () => {
    await expect(loadingBarDefaults).toEqual({
      throttle: 200,
      duration: 2000,
      hideDelay: 500,
      resetDelay: 400,
      height: 3,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Open standings' }))
    // Still inside the 200 ms throttle: nothing on screen yet.
    await expect(bar()).toHaveAttribute('data-phase', 'waiting')
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()

    const progressbar = await screen.findByRole('progressbar', { name: 'Loading page' })
    await waitFor(() => expect(Number(progressbar.getAttribute('aria-valuenow'))).toBeGreaterThan(0))

    screen.getByRole('button', { name: 'Loaded' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(progressbar).toHaveAttribute('aria-valuenow', '100')
    await expect(progressbar).toHaveAttribute('data-phase', 'finishing')
    await waitFor(() => expect(progressbar).toHaveAttribute('aria-hidden', 'true'))
    await waitFor(() => expect(progressbar).toHaveAttribute('data-phase', 'idle'))
    await expect(progressbar).toHaveAttribute('aria-valuenow', '0')
  },
}

export const ShortLoadNeverShows: Story = {
  render: (args) => <ControlledPage aria-label={args['aria-label']} />,
  play: async () => {
    const watcher = watchVisibility(bar())
    await userEvent.click(screen.getByRole('button', { name: 'Open standings' }))
    await userEvent.click(screen.getByRole('button', { name: 'Loaded' }))
    await new Promise((resolve) => setTimeout(resolve, loadingBarDefaults.throttle + 100))
    watcher.stop()
    await expect(watcher.seen.visible).toBe(false)
    await expect(bar()).toHaveAttribute('data-phase', 'idle')
  },
}

export const ErrorState: Story = {
  render: (args) => <ControlledPage aria-label={args['aria-label']} throttle={0} />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open standings' }))
    const progressbar = await screen.findByRole('progressbar', { name: 'Loading page' })
    await userEvent.click(screen.getByRole('button', { name: 'Failed' }))
    await expect(progressbar).toHaveAttribute('data-tone', 'error')
    await expect(progressbar).toHaveAttribute('aria-valuenow', '100')
    const indicator = progressbar.querySelector('[data-slot="loading-bar-indicator"]')
    await expect(indicator).toHaveClass('bg-danger')
    await waitFor(() => expect(progressbar).toHaveAttribute('data-phase', 'idle'))
    await expect(progressbar).toHaveAttribute('data-tone', 'default')
  },
}

export const CustomHeight: Story = {
  args: { state: 'loading', throttle: 0, duration: 0, height: 6 },
  play: async () => {
    const progressbar = await screen.findByRole('progressbar', { name: 'Loading page' })
    await expect(progressbar).toHaveStyle({ height: '6px' })
  },
}
