import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardGameFixtures, liveBoardFixtures, tournamentFixtureNow } from '@oche/mocks'
import type { LiveBoard } from '@oche/api'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { BoardCard } from './board-card'
import { ClockContext } from './use-clock'

/** The fixtures' "now" (20:30 UTC), for the countdowns and "busy for". */
const fixtureClock = () => Date.parse(tournamentFixtureNow)

/** The fixture board with `number`: one in every state. */
function board(number: number): LiveBoard {
  const found = liveBoardFixtures.find((each) => each.number === number)
  if (!found) throw new Error(`No fixture board ${number}`)
  return found
}

const meta = {
  title: 'screens/Manage/Board overview/Board card',
  component: BoardCard,
  decorators: [
    (Story) => (
      <ClockContext value={fixtureClock}>
        <div className="max-w-sm">
          <Story />
        </div>
      </ClockContext>
    ),
  ],
  args: {
    board: board(1),
    actions: {
      walkover: fn(async () => undefined),
      confirm: fn(async () => undefined),
      uncall: fn(async () => undefined),
    },
  },
} satisfies Meta<typeof BoardCard>

export default meta
type Story = StoryObj<typeof meta>

/** In play: the score with the thrower marked, how long it is busy, the tablets and a link to follow it live. */
export const Playing: Story = {
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Board 1 (Stage)' }))
    await expect(card.getByText('In play')).toBeVisible()
    await expect(card.getByText('Luke Humphries').closest('li')).toHaveAttribute('data-throwing', 'true')
    await expect(card.getByText('Busy for 14 min')).toBeVisible()
    await expect(card.getByText('Called automatically after 4 min waiting')).toBeVisible()
    await expect(card.getByText('Tablet 2: offline, last contact 3 minutes ago')).toBeVisible()
    await expect(card.getByRole('link', { name: 'Follow live on Board 1 (Stage)' })).toHaveAttribute(
      'href',
      `/live/${boardGameFixtures.playing.match_id}`,
    )
    await expect(card.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** Called, the countdown running: the organiser can take the game off the board again. */
export const Called: Story = {
  args: { board: board(2) },
  play: async ({ args, canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Board 2' }))
    await expect(card.getByText('Called')).toBeVisible()
    await expect(card.getByRole('timer')).toHaveTextContent('2:00')
    await expect(
      card.getByText('Called automatically after 7 min waiting · rested 9 min · 1 game skipped'),
    ).toBeVisible()
    await userEvent.click(card.getByRole('button', { name: 'Take off board' }))
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Take Fallon Sherrock v Beau Greaves off Board 2?' }),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Take off' }))
    await expect(args.actions?.uncall).toHaveBeenCalledWith(boardGameFixtures.called)
  },
}

/** Finished, awaiting confirmation: the result, and the organiser confirms it instead of the players. */
export const Confirming: Story = {
  args: { board: board(3) },
  play: async ({ args, canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Board 3' }))
    await expect(card.getByText('Finished, awaiting confirmation')).toBeVisible()
    await expect(card.getByText('Result 3–1')).toBeVisible()
    await expect(card.getByText('1 visit not yet sent')).toBeVisible()
    await userEvent.click(card.getByRole('button', { name: 'Confirm result' }))
    await expect(args.actions?.confirm).toHaveBeenCalledWith(boardGameFixtures.confirming)
  },
}

/** Called but not started in time: a walkover to either side, confirmed first. */
export const NoShow: Story = {
  args: { board: board(4) },
  play: async ({ args, canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Board 4' }))
    await expect(card.getByText('Not started: give a walkover?')).toBeVisible()
    await expect(card.queryByRole('timer')).not.toBeInTheDocument()
    await userEvent.click(card.getByRole('button', { name: 'Walkover to Noa-Lynn van Leuven' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Walkover to Noa-Lynn van Leuven?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Give the walkover' }))
    await expect(args.actions?.walkover).toHaveBeenCalledWith(boardGameFixtures.noShow, 0)
  },
}

/** Free, its tablet online, waiting for the next game. */
export const Free: Story = {
  args: { board: board(5) },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Board 5' }))
    await expect(card.getByText('Free')).toBeVisible()
    await expect(card.getByText('Waiting for the next game')).toBeVisible()
    await expect(card.getByText('Tablet 1: online')).toBeVisible()
    await expect(card.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** Free without any tablet logged in. */
export const FreeWithoutTablet: Story = {
  args: { board: board(6) },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Board 6' }))
    await expect(card.getByText('No tablet logged in')).toBeVisible()
  },
}

/** Switched off by the organiser: a dashed card, no game. */
export const SwitchedOff: Story = {
  args: { board: board(8) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Board 8 (By the entrance)' })
    await expect(card).toHaveAttribute('data-state', 'disabled')
    await expect(within(card).getByText('Switched off')).toBeVisible()
    await expect(within(card).queryByText('Waiting for the next game')).not.toBeInTheDocument()
  },
}

/** The public view of a no-show: no tablets, no buttons, only that the game did not start in time. */
export const PublicView: Story = {
  args: { board: board(4), actions: null },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Board 4' }))
    await expect(card.getByText('Not started in time')).toBeVisible()
    await expect(card.queryByRole('button')).not.toBeInTheDocument()
    await expect(card.queryByRole('list', { name: 'Tablets' })).not.toBeInTheDocument()
  },
}

/** Dark theme: the no-show warning keeps its contrast. */
export const Dark: Story = {
  args: { board: board(4) },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(
      within(canvas.getByRole('article', { name: 'Board 4' })).getByText('Not started: give a walkover?'),
    ).toBeVisible()
  },
}
