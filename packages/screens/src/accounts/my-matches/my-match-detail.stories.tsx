import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  finishedMatchFixture,
  handlers,
  liveMatchFixture,
  mockPending,
  newBotMatchFixture,
  userFixture,
} from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MyMatchDetail } from './my-match-detail'

const meta = {
  title: 'screens/Accounts/My matches/Detail',
  component: MyMatchDetail,
  args: { matchId: finishedMatchFixture.id, onClose: fn() },
  parameters: { user: userFixture, pathname: '/profile/my-matches' },
} satisfies Meta<typeof MyMatchDetail>

export default meta
type Story = StoryObj<typeof meta>

const detailOf = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Match detail' }))
const visitRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('[data-slot="visit-list-row"]')]

/**
 * A finished match: the winner and the score in legs, the statistics, and every leg's visits, the first leg chosen
 * with the arrow keys: Olly's 100, 140 and 180, then the 81 checkout.
 */
export const Finished: Story = {
  play: async ({ canvas }) => {
    const detail = await detailOf(canvas)
    await expect(await detail.findByRole('heading', { name: 'Olly Organiser wins the match' })).toBeVisible()
    await expect(detail.getByRole('heading', { name: 'Olly Organiser – Bram Bullseye' })).toBeVisible()
    await expect(detail.getByText('501 double out')).toBeVisible()
    await expect(detail.getByText('First to 2 legs')).toBeVisible()
    await expect(detail.getByRole('table', { name: 'Match statistics' })).toBeVisible()
    await expect(detail.getByRole('link', { name: 'Open the live view' })).toHaveAttribute(
      'href',
      `/live/${finishedMatchFixture.id}`,
    )
    // The last leg shows first; Bram's bust on 401 is marked.
    const lastLeg = detail.getByRole('tab', { name: /Leg 2/ })
    await expect(lastLeg).toHaveAttribute('aria-selected', 'true')
    const bramLeg2 = detail.getByRole('table', { name: 'Bram Bullseye, Leg 2' })
    await expect(visitRows(bramLeg2).map((row) => row.dataset.result)).toContain('bust')
    lastLeg.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(detail.getByRole('tab', { name: /Leg 1/ })).toHaveAttribute('aria-selected', 'true')
    const ollyLeg1 = detail.getByRole('table', { name: 'Olly Organiser, Leg 1' })
    const rows = visitRows(ollyLeg1)
    await expect(rows.map((row) => row.dataset.result)).toEqual(['scored', 'scored', 'scored', 'checkout'])
    await expect(rows[2]).toHaveTextContent('180')
    await expect(rows[3]).toHaveTextContent('81')
  },
}

/** A match still being played: no result yet, the leg under way shown with its visits so far. */
export const InProgress: Story = {
  args: { matchId: liveMatchFixture.id },
  play: async ({ canvas }) => {
    const detail = await detailOf(canvas)
    await expect(await detail.findByRole('table', { name: 'Match statistics' })).toBeVisible()
    await expect(detail.queryByRole('heading', { name: /wins the match/ })).not.toBeInTheDocument()
    await expect(detail.getByRole('tab', { name: /Leg 2/ })).toHaveAttribute('aria-selected', 'true')
    await expect(visitRows(detail.getByRole('table', { name: 'Olly Organiser, Leg 2' }))).toHaveLength(2)
  },
}

/** No dart thrown yet (a new game against the bot): said in words, without empty tables. */
export const NotStarted: Story = {
  args: { matchId: newBotMatchFixture.id },
  play: async ({ canvas }) => {
    const detail = await detailOf(canvas)
    await expect(await detail.findByText('No darts thrown in this match yet.')).toBeVisible()
    await expect(detail.getByRole('heading', { name: 'Olly Organiser – Club bot' })).toBeVisible()
    await expect(detail.queryByRole('table')).not.toBeInTheDocument()
  },
}

/** "Back to my matches" returns to the list, by keyboard as by mouse. */
export const Back: Story = {
  play: async ({ canvas, args }) => {
    const detail = await detailOf(canvas)
    await detail.findByRole('heading', { name: 'Olly Organiser wins the match' })
    detail.getByRole('button', { name: 'Back to my matches' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/matches/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    const detail = await detailOf(canvas)
    await expect(detail.getByRole('status')).toHaveTextContent('Loading the match')
    await expect(detail.getByRole('button', { name: 'Back to my matches' })).toBeEnabled()
  },
}

/** An address with a match that is not there (deleted, or never the user's): said so, and the way back stays. */
export const NotFound: Story = {
  args: { matchId: '7a3e9b1c-2d4f-4e6a-8b0c-0000000000ff' },
  play: async ({ canvas }) => {
    const detail = await detailOf(canvas)
    await expect(await detail.findByRole('alert')).toHaveTextContent('This match could not be loaded')
    await expect(detail.getByRole('button', { name: 'Back to my matches' })).toBeVisible()
  },
}

let detailCalls = 0

/** The first load fails on the server; "Try again" loads the match. */
export const LoadErrorThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        // Fails once, then lets the request through to the match handlers.
        http.get('*/api/matches/:id', () =>
          ++detailCalls === 1 ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
        ),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    detailCalls = 0
  },
  play: async ({ canvas }) => {
    const detail = await detailOf(canvas)
    const alert = await detail.findByRole('alert')
    await expect(alert).toHaveTextContent('This match could not be loaded')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await detail.findByRole('heading', { name: 'Olly Organiser wins the match' })).toBeVisible()
    await waitFor(() => expect(detail.queryByRole('alert')).not.toBeInTheDocument())
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const detail = within(await canvas.findByRole('region', { name: 'Spieldetails' }))
    await expect(await detail.findByRole('heading', { name: 'Olly Organiser gewinnt das Match' })).toBeVisible()
  },
}
