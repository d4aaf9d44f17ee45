import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardGameFixtures, tabletStateFixtures } from '@oche/mocks'
import { expect, fn, userEvent } from 'storybook/test'
import { tabletLandscape, tabletPortrait, tabletViewports } from '../story-helpers/tablet.story-helpers'
import { CalledView, DisabledView, TabletLoadError, TabletLoading, WaitingView } from './tablet-views'

const meta = {
  title: 'screens/Tablet/Board tablet/Tablet views',
  component: CalledView,
  decorators: [
    (Story) => (
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-6">
        <Story />
      </main>
    ),
  ],
  globals: tabletLandscape,
  parameters: {
    page: true,
    shell: 'tablet',
    frame: 'background',
    layout: 'fullscreen',
    viewport: { options: tabletViewports },
    pathname: '/tablet',
  },
  args: { game: boardGameFixtures.called, onStart: fn(), isStarting: false, startError: null },
} satisfies Meta<typeof CalledView>

export default meta
type Story = StoryObj<typeof meta>

/** A game called to the board: the players start it at the oche. */
export const Called: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Called to this board')).toBeVisible()
    await expect(canvas.getByText('Fallon Sherrock')).toBeVisible()
    await expect(canvas.getByText('Brabant Open Singles · Groups · Group A')).toBeVisible()
    await expect(canvas.getByText('501 · best of 5 legs')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Start the game' }))
    await expect(args.onStart).toHaveBeenCalledTimes(1)
  },
}

/** The start on its way: the button cannot be pressed twice. */
export const Starting: Story = {
  args: { isStarting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Starting…' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Start the game' })).not.toBeInTheDocument()
  },
}

/** Oche refused the start: its reason above the button, which stays for another try. */
export const StartFailed: Story = {
  args: { startError: 'This game is no longer called to this board.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This game is no longer called to this board.')
    await expect(canvas.getByRole('button', { name: 'Start the game' })).toBeEnabled()
  },
}

/** Called, the tablet upright on its stand. */
export const CalledPortrait: Story = {
  globals: tabletPortrait,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Start the game' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

/** Between games: the board's number, the game likely next, and the QR code to follow the board. */
export const Waiting: Story = {
  render: () => <WaitingView tablet={tabletStateFixtures.waiting} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for the next game')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Next up' })).toBeVisible()
    await expect(canvas.getByText('Martin Schindler')).toBeVisible()
    await expect(canvas.getByRole('figure', { name: 'Scan to follow this board live' })).toBeVisible()
  },
}

/** Between games with nothing waiting in the queue. */
export const WaitingNothingNext: Story = {
  render: () => <WaitingView tablet={{ ...tabletStateFixtures.waiting, next: null }} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No game is waiting for a board. The next one appears here as soon as it is called.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Next up' })).not.toBeInTheDocument()
  },
}

/** The organiser switched the board off. */
export const Disabled: Story = {
  render: () => <DisabledView boardNumber={tabletStateFixtures.disabled.board.number} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Board 2 is switched off' })).toBeVisible()
    // Nothing to press on the board (a toast left by an earlier story has its own close button).
    const buttons = canvas.queryAllByRole('button').filter((button) => !button.closest('[data-sonner-toaster]'))
    await expect(buttons).toHaveLength(0)
  },
}

/** The board's state on its way. */
export const Loading: Story = {
  render: () => <TabletLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the board')).toBeInTheDocument()
  },
}

/** Retrying after the board could not be loaded. */
const onRetry = fn()

export const LoadError: Story = {
  render: () => <TabletLoadError onRetry={onRetry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The board could not be loaded')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Dark theme, a game called. */
export const CalledDark: Story = {
  globals: { ...tabletLandscape, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('button', { name: 'Start the game' })).toBeVisible()
  },
}
