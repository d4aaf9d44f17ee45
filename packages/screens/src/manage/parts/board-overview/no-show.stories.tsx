import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ReactNode } from 'react'
import { boardGameFixtures, tournamentFixtureNow } from '@oche/mocks'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { NoShow, type NoShowProps } from './no-show'
import { ClockContext } from './use-clock'

const now = Date.parse(tournamentFixtureNow)
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString()
const noShowGame = { ...boardGameFixtures.noShow, no_show_at: at(-120) }

const meta = {
  title: 'screens/Manage/Board overview/No-show',
  component: NoShow,
  decorators: [
    (Story) => (
      <ClockContext value={() => now}>
        <div className="max-w-sm">
          <Story />
        </div>
      </ClockContext>
    ),
  ],
  args: {
    game: noShowGame,
    boardLabel: 'Board 4',
    // Null in the public view, hence the wider type.
    onWalkover: fn(async () => undefined) as NoShowProps['onWalkover'],
  },
} satisfies Meta<typeof NoShow>

export default meta
type Story = StoryObj<typeof meta>

/** The players still have time: the countdown runs, nothing to decide yet. */
export const CountdownRunning: Story = {
  args: { game: { ...boardGameFixtures.called, no_show_at: at(125) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2:05')
    await expect(canvas.getByText(/To start within/)).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** A clock that starts 2.5 s before the fixtures' "now" and then runs as a real one. */
function RunningClock({ children }: { children: ReactNode }) {
  const [clock] = useState(() => {
    const started = Date.now()
    return () => now - 2500 + (Date.now() - started)
  })
  return <ClockContext value={clock}>{children}</ClockContext>
}

/** The countdown ticking on a running clock, turning into the organiser's question when it runs out. */
export const CountdownTicking: Story = {
  decorators: [
    (Story) => (
      <RunningClock>
        <Story />
      </RunningClock>
    ),
  ],
  args: { game: { ...boardGameFixtures.called, no_show_at: at(0) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^0:0[1-3]$/)
    await waitFor(() => expect(canvas.getByText('Not started: give a walkover?')).toBeVisible(), { timeout: 5000 })
    await expect(canvas.getByRole('button', { name: 'Walkover to Fallon Sherrock' })).toBeVisible()
  },
}

/** Time ran out: the organiser gives a walkover to either side, confirmed first. */
export const RunOut: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Not started: give a walkover?')).toBeVisible()
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Walkover to Lisa Ashton' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Walkover to Lisa Ashton?' }))
    await expect(
      dialog.getByText(
        'Lisa Ashton wins without playing because Noa-Lynn van Leuven did not start. Board 4 becomes free.',
      ),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Give the walkover' }))
    await expect(args.onWalkover).toHaveBeenCalledWith(1)
  },
}

/** Cancelling the confirmation gives no walkover. */
export const WalkoverCancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Walkover to Noa-Lynn van Leuven' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Walkover to Noa-Lynn van Leuven?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(args.onWalkover).not.toHaveBeenCalled()
  },
}

/** The public view once time ran out: said, without the walkover. */
export const RunOutPublic: Story = {
  args: { onWalkover: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not started in time')).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
