import { describeMyMatch, type MyMatch } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createMatchHandlers,
  finishedMatchFixture,
  handlers,
  liveMatchFixture,
  mockError,
  newBotMatchFixture,
  playedTournamentMatchFixture,
  recordRequests,
  userFixture,
} from '@oche/mocks'
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { MyMatchRow } from './my-match-row'

/** Olly's 2–0 win over Bram Bullseye, a casual game on one device (local play). */
const won = describeMyMatch(finishedMatchFixture, 0)
/** The tournament game Olly lost 0–1 to Bram's nine-darter. */
const lostTournament = describeMyMatch(playedTournamentMatchFixture, 1)
/** Olly 1–0 up, the second leg under way. */
const inProgress = describeMyMatch(liveMatchFixture, 0)
/** A game against the club bot without a dart thrown: live, no average yet. */
const botGame = describeMyMatch(newBotMatchFixture, 0)
/** Two legs, all played, one each. */
const drawn: MyMatch = {
  ...won,
  id: '7a3e9b1c-2d4f-4e6a-8b0c-0000000000d1',
  config: { ...won.config, format: { kind: 'playAll', legs: 2 } },
  score: [1, 1],
  result: 'drawn',
  three_dart_average: 58.25,
}
/** A tournament game drawn but not called to a board yet. */
const scheduled: MyMatch = {
  ...lostTournament,
  id: '7a3e9b1c-2d4f-4e6a-8b0c-0000000000d2',
  status: 'scheduled',
  score: [0, 0],
  result: null,
  three_dart_average: null,
}

const removals = recordRequests('delete', '/matches/:id/history')
/** A fresh in-memory store per story: a removal stays in its own story. */
const withMatches = () => ({
  msw: { handlers: [removals.handler, ...createMatchHandlers(), ...handlers] },
})

const meta = {
  title: 'screens/Accounts/My matches/Row',
  component: MyMatchRow,
  args: { match: won, detailHref: `/profile/my-matches?match=${won.id}`, onOpen: fn() },
  // A page: a removal is told in a toast.
  parameters: { page: true, user: userFixture, pathname: '/profile/my-matches', ...withMatches() },
  decorators: [
    (Story) => (
      <ul className="max-w-3xl">
        <Story />
      </ul>
    ),
  ],
  beforeEach: () => {
    removals.requests.length = 0
  },
} satisfies Meta<typeof MyMatchRow>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = (canvas: ReturnType<typeof within>) => {
  const [row] = canvas.getAllByRole('listitem').filter((item: HTMLElement) => item.dataset.slot === 'my-match')
  if (!row) throw new Error('No match row')
  return row
}
const scoreOf = (row: HTMLElement) => row.querySelector('[data-slot="my-match-score"]')

/** A win: the opponent, the date, local play, the format, "Won" with the score in legs and the average. */
export const Won: Story = {
  play: async ({ canvas }) => {
    const row = rowOf(canvas)
    await expect(row).toHaveAttribute('data-result', 'won')
    await expect(within(row).getByRole('link', { name: 'Against Bram Bullseye' })).toHaveAttribute(
      'href',
      `/profile/my-matches?match=${won.id}`,
    )
    await expect(row).toHaveTextContent('13 Nov 2026')
    await expect(row).toHaveTextContent('Local play')
    await expect(row).toHaveTextContent('501 double out')
    await expect(row).toHaveTextContent('First to 2 legs')
    await expect(within(row).getByText('Won')).toBeVisible()
    await expect(scoreOf(row)).toHaveTextContent('2–0')
    // 1002 points in 25 darts.
    await expect(within(row).getByText('Average 120.24')).toBeVisible()
  },
}

/** A tournament game lost 0–1: the kind says so, and the average of Olly's 81 and 60 in six darts. */
export const LostTournament: Story = {
  args: { match: lostTournament, detailHref: `/profile/my-matches?match=${lostTournament.id}` },
  play: async ({ canvas }) => {
    const row = rowOf(canvas)
    await expect(row).toHaveAttribute('data-result', 'lost')
    await expect(row).toHaveTextContent('Tournament')
    await expect(row).toHaveTextContent('First to 1 leg')
    await expect(within(row).getByText('Lost')).toBeVisible()
    await expect(scoreOf(row)).toHaveTextContent('0–1')
    await expect(within(row).getByText('Average 70.50')).toBeVisible()
  },
}

export const Drawn: Story = {
  args: { match: drawn },
  play: async ({ canvas }) => {
    const row = rowOf(canvas)
    await expect(row).toHaveAttribute('data-result', 'drawn')
    await expect(within(row).getByText('Drawn')).toBeVisible()
    await expect(row).toHaveTextContent('2 legs, all played')
    await expect(scoreOf(row)).toHaveTextContent('1–1')
    await expect(within(row).getByText('Average 58.25')).toBeVisible()
  },
}

/** Still being played: "Live" with the legs won so far, and no result. */
export const InProgress: Story = {
  args: { match: inProgress },
  play: async ({ canvas }) => {
    const row = rowOf(canvas)
    await expect(row).toHaveAttribute('data-result', 'live')
    await expect(within(row).getByText('Live')).toBeVisible()
    await expect(scoreOf(row)).toHaveTextContent('1–0')
    await expect(within(row).queryByText(/^(Won|Lost|Drawn)$/)).not.toBeInTheDocument()
  },
}

/** Against the bot, before the first dart: the bot is the opponent, and there is no average yet. */
export const AgainstTheBot: Story = {
  args: { match: botGame },
  play: async ({ canvas }) => {
    const row = rowOf(canvas)
    await expect(within(row).getByRole('link', { name: 'Against Club bot' })).toBeVisible()
    await expect(row).toHaveTextContent('Against the bot')
    await expect(row).toHaveTextContent('Best of 3 legs')
    await expect(within(row).getByText('Average –')).toBeVisible()
  },
}

/** A tournament game not called yet. */
export const NotStarted: Story = {
  args: { match: scheduled },
  play: async ({ canvas }) => {
    const row = rowOf(canvas)
    await expect(row).toHaveAttribute('data-result', 'scheduled')
    await expect(within(row).getByText('Not started')).toBeVisible()
    await expect(scoreOf(row)).toHaveTextContent('0–0')
  },
}

/** Opening the match in place, with Enter on its link; a click with Ctrl is left to the browser (a new tab). */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    const link = within(rowOf(canvas)).getByRole('link', { name: 'Against Bram Bullseye' })
    fireEvent.click(link, { ctrlKey: true })
    await expect(args.onOpen).not.toHaveBeenCalled()
    link.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onOpen).toHaveBeenCalledOnce()
  },
}

/** Removing the match from the user's history: its own button names the opponent, and a toast confirms it. */
export const Remove: Story = {
  parameters: withMatches(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the match against Bram Bullseye' }))
    await expect(await screen.findByText('Removed from your history')).toBeInTheDocument()
    await expect(removals.requests).toHaveLength(1)
    await expect(removals.requests[0]?.url).toContain(`/api/matches/${won.id}/history`)
  },
}

/** The removal fails: the server's reason in a toast, and the row stays, ready to try again. */
export const RemoveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('delete', '/matches/:id/history', 500, { message: 'Something went wrong on our side.' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove the match against Bram Bullseye' })
    await userEvent.click(remove)
    await expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument()
    await expect(screen.queryByText('Removed from your history')).not.toBeInTheDocument()
    await waitFor(() => expect(remove).toBeEnabled())
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { match: lostTournament },
  play: async ({ canvas }) => {
    const row = rowOf(canvas)
    await expect(within(row).getByRole('link', { name: 'Tegen Bram Bullseye' })).toBeVisible()
    await expect(within(row).getByText('Verloren')).toBeVisible()
  },
}
