import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  mockError,
  mockJson,
  mockPending,
  mockValidationError,
  recordRequests,
  tournamentDetailFixtures,
  userFixture,
} from '@oche/mocks'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { gameCardOf, playHandlers, resetPlayStory } from '../story-helpers/play.story-helpers'
import { PlayListScreen } from './play-list-screen'
import { storyRealtime } from '../../../../../../.storybook/story-harness'

const { draft, drawn, groupsRunning, knockoutsRunning, finished } = tournamentDetailFixtures

/** The organiser's game list: the draw, calls to boards, live scoring and results, against the stateful mocks. */
const meta = {
  title: 'screens/Manage/Play/Game list',
  component: PlayListScreen,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    layout: 'fullscreen',
    msw: { handlers: playHandlers },
  },
  args: { id: groupsRunning.tournament.id },
  beforeEach: resetPlayStory,
} satisfies Meta<typeof PlayListScreen>

export default meta
type Story = StoryObj<typeof meta>

const detailPath = '/tournaments/:id'

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', detailPath), ...playHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the tournament')).toBeInTheDocument()
  },
}

const drawCalls = recordRequests('post', '/tournaments/:id/draw')

export const Draft: Story = {
  args: { id: draft.tournament.id },
  parameters: { msw: { handlers: [drawCalls.handler, ...playHandlers] } },
  beforeEach: () => {
    drawCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ready for the draw?' })).toBeVisible()
    await expect(canvas.getByText('No games yet')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Draw groups' }))
    const dialog = await screen.findByRole('dialog', { name: 'Draw the groups?' })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remove the players who did not check in (3)' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draw now' }))
    await expect(await canvas.findByRole('heading', { name: 'The draw is made' })).toBeVisible()
    await expect(drawCalls.requests[0]?.body).toEqual({ remove_no_shows: true })
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0))
    await expect(canvas.getByRole('button', { name: 'Re-draw' })).toBeVisible()
  },
}

export const Drawn: Story = {
  args: { id: drawn.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The draw is made' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Re-draw' }))
    const dialog = await screen.findByRole('dialog', { name: 'Draw again?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Nothing is played yet: every game whose players are known is ready to be called.
    const firstCard = canvas.getAllByRole('article')[0]
    await expect(firstCard).toHaveAttribute('data-state', 'ready')
  },
}

export const GroupsRunning: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })).toBeVisible()
    // The draw is gone once games are played.
    await expect(canvas.queryByRole('button', { name: 'Re-draw' })).toBeNull()
    // Next playable first: a ready game whose players are both free, ahead of ready games waiting for a board.
    const cards = canvas.getAllByRole('article')
    await expect(cards[0]).toHaveAttribute('data-state', 'ready')
    await expect(cards[0]).toHaveTextContent('Marco Hoffmann')
    const live = gameCardOf(canvasElement, 'Niels Vermeulen', 'Lukas Becker')
    await expect(live).toHaveAttribute('data-state', 'live')
    await expect(within(live).getByText('Board 2')).toBeVisible()
    await expect(within(live).getByRole('link', { name: 'Watch live: Niels Vermeulen v Lukas Becker' })).toBeVisible()
    // The games of one group round do not share a heading: each says whose it is, its text stays short (#27).
    await expect(
      within(live).getByRole('heading', { level: 3, name: 'Group A, round 3: Niels Vermeulen v Lukas Becker' }),
    ).toHaveTextContent(/^Group A, round 3$/)
    await expect(
      canvas.getAllByRole('heading', { level: 3, name: /^Group A, round 3: .+ v .+$/ }).length,
    ).toBeGreaterThan(1)
  },
}

export const FilterByStateAndGroup: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Finished' }))
    await userEvent.click(canvas.getByRole('combobox', { name: 'Group or round' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Group B' }))
    const cards = canvas.getAllByRole('article')
    await expect(cards).toHaveLength(4)
    for (const card of cards) await expect(card).toHaveAttribute('data-state', 'finished')
    await userEvent.click(canvas.getByRole('button', { name: 'Show all games' }))
    await expect(canvas.getAllByRole('article')).toHaveLength(groupsRunning.games.length)
  },
}

export const CallGameToBoard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const card = gameCardOf(canvasElement, 'Marco Hoffmann', 'Liam Thompson')
    await userEvent.click(within(card).getByRole('button', { name: 'Call to board: Marco Hoffmann v Liam Thompson' }))
    const dialog = await screen.findByRole('dialog', { name: 'Call to a board' })
    // An empty board is refused before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call game' }))
    await expect(await within(dialog).findByText('Enter the board’s name or number.')).toBeVisible()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Board' }), '7')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call game' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() =>
      expect(gameCardOf(canvasElement, 'Marco Hoffmann', 'Liam Thompson')).toHaveAttribute('data-state', 'called'),
    )
    const called = gameCardOf(canvasElement, 'Marco Hoffmann', 'Liam Thompson')
    await expect(within(called).getByText('Board 7')).toBeVisible()
    // A called game can be called off again.
    await userEvent.click(within(called).getByRole('button', { name: 'Call off: Marco Hoffmann v Liam Thompson' }))
    await waitFor(() =>
      expect(gameCardOf(canvasElement, 'Marco Hoffmann', 'Liam Thompson')).toHaveAttribute('data-state', 'ready'),
    )
  },
}

export const EnterResult: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const card = gameCardOf(canvasElement, 'Danny Hughes', 'Sanne de Vries')
    await userEvent.click(within(card).getByRole('button', { name: 'Enter result: Danny Hughes v Sanne de Vries' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: '3–1' }))
    await expect(within(dialog).getByRole('button', { name: '3–1' })).toHaveAttribute('aria-pressed', 'true')
    await expect(within(dialog).getByRole('textbox', { name: 'Danny Hughes' })).toHaveValue('3')
    await userEvent.click(within(dialog).getByText('180s, 171s and high checkouts (optional)'))
    const danny = within(dialog).getByRole('group', { name: 'Danny Hughes' })
    await userEvent.type(within(danny).getByRole('textbox', { name: '180s' }), '2')
    await userEvent.type(within(danny).getByRole('textbox', { name: 'High checkouts' }), '121')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(await screen.findByText(/Result saved/)).toBeInTheDocument()
    const decided = gameCardOf(canvasElement, 'Danny Hughes', 'Sanne de Vries')
    await expect(decided).toHaveAttribute('data-state', 'finished')
    const scores = within(decided).getAllByText(/^[0-9]$/)
    await expect(scores.map((score) => score.textContent)).toEqual(['3', '1'])
  },
}

const resultCalls = recordRequests('put', '/tournaments/:id/games/:gameId/result')

export const ResultOutsideTheFormat: Story = {
  parameters: { msw: { handlers: [resultCalls.handler, ...playHandlers] } },
  beforeEach: () => {
    resultCalls.requests.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const card = gameCardOf(canvasElement, 'Danny Hughes', 'Sanne de Vries')
    await userEvent.click(within(card).getByRole('button', { name: 'Enter result: Danny Hughes v Sanne de Vries' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Danny Hughes' }), '4')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sanne de Vries' }), '1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    // First to 3: nobody wins four legs. Caught here, nothing sent, the typed score kept.
    await expect(await within(dialog).findByText('This score cannot end a game of this format.')).toBeVisible()
    await expect(within(dialog).getByRole('textbox', { name: 'Danny Hughes' })).toHaveValue('4')
    await expect(resultCalls.requests).toHaveLength(0)
  },
}

export const ValidationErrorKeptInDialog: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('put', '/tournaments/:id/games/:gameId/result', {
          'stats.0.high_checkouts.0': ['A checkout of 169 is not possible.'],
        }),
        ...playHandlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const card = gameCardOf(canvasElement, 'Danny Hughes', 'Sanne de Vries')
    await userEvent.click(within(card).getByRole('button', { name: 'Enter result: Danny Hughes v Sanne de Vries' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: '3–0' }))
    await userEvent.click(within(dialog).getByText('180s, 171s and high checkouts (optional)'))
    const danny = within(dialog).getByRole('group', { name: 'Danny Hughes' })
    await userEvent.type(within(danny).getByRole('textbox', { name: 'High checkouts' }), '169')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    // The server's 422 lands on the field it is about; the dialog stays with everything typed.
    await expect(await within(danny).findByText('A checkout of 169 is not possible.')).toBeVisible()
    await expect(within(danny).getByRole('textbox', { name: 'High checkouts' })).toHaveValue('169')
    await expect(within(dialog).getByRole('button', { name: '3–0' })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const CorrectionRefused: Story = {
  args: { id: knockoutsRunning.tournament.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: knockoutsRunning.tournament.name })
    // Wout beat Liam in the consolation quarter-final and has already played his semi-final since.
    const card = gameCardOf(canvasElement, 'Wout Mertens', 'Liam Thompson')
    await userEvent.click(within(card).getByRole('button', { name: 'Correct result: Wout Mertens v Liam Thompson' }))
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result' })
    await expect(within(dialog).getByRole('button', { name: '3–1' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }))
    await expect(
      await within(dialog).findByText('Say why the result is corrected: it is kept in the audit trail.'),
    ).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '1–3' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the correction/ }), 'Scores swapped')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }))
    const refusal = await within(dialog).findByRole('alert')
    await expect(refusal).toHaveTextContent('This game depends on it:')
    await expect(within(refusal).getByRole('listitem')).toHaveTextContent(
      'Semi-final, game 1: Danny Hughes v Wout Mertens',
    )
    await expect(within(dialog).getByRole('button', { name: '1–3' })).toHaveAttribute('aria-pressed', 'true')
  },
}

const eventCalls = recordRequests('post', '/matches/:id/events')

export const ScoreLiveGame: Story = {
  parameters: { msw: { handlers: [eventCalls.handler, ...playHandlers] } },
  beforeEach: () => {
    eventCalls.requests.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const card = gameCardOf(canvasElement, 'Niels Vermeulen', 'Lukas Becker')
    await userEvent.click(
      within(card).getByRole('button', { name: 'Continue scoring: Niels Vermeulen v Lukas Becker' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Group A, round 3: Niels Vermeulen v Lukas Becker' })
    await expect(await within(dialog).findByText('Saved')).toBeVisible()
    await userEvent.keyboard('100{Enter}')
    await waitFor(() => expect(eventCalls.requests).toHaveLength(1))
    await expect(eventCalls.requests[0]?.body).toMatchObject({ event: { type: 'visit', total: 100 }, version: 12 })
    await expect(await within(dialog).findByText('Saved')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the scorer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

export const StartLiveScoring: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const card = gameCardOf(canvasElement, 'Marco Hoffmann', 'Liam Thompson')
    await userEvent.click(within(card).getByRole('button', { name: 'Score live: Marco Hoffmann v Liam Thompson' }))
    const dialog = await screen.findByRole('dialog', { name: /Marco Hoffmann v Liam Thompson/ })
    // A new game starts with the bull-off, on the game's own match.
    await expect(await within(dialog).findByText('Who won the bull-off?')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the scorer' }))
    await waitFor(() =>
      expect(gameCardOf(canvasElement, 'Marco Hoffmann', 'Liam Thompson')).toHaveAttribute('data-state', 'live'),
    )
  },
}

const detailCalls = recordRequests('get', detailPath)

/**
 * The tournament's detail requests this page starts from now on. An announcement's refetch begins while its handler
 * runs, so a count taken right after an emit says whether that announcement fetched; no waiting is involved.
 */
function countDetailFetches(tournamentId: string) {
  const original = window.fetch
  const started: string[] = []
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (url.pathname.endsWith(`/tournaments/${tournamentId}`)) started.push(url.pathname)
    return original(input, init)
  }
  return { started, restore: () => (window.fetch = original) }
}

export const RefetchesOnNewerVersion: Story = {
  parameters: { msw: { handlers: [detailCalls.handler, ...playHandlers] } },
  beforeEach: () => {
    detailCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const { id, version } = groupsRunning.tournament
    const channel = realtimeChannels.tournament(id)
    // Subscribed (and its refetch after the subscription started): from here on only announcements fetch.
    await waitFor(() => expect(storyRealtime().subscribedChannels()).toContain(channel))
    await waitFor(() => expect(detailCalls.requests.length).toBeGreaterThan(0))
    const before = detailCalls.requests.length
    const fetches = countDetailFetches(id)
    try {
      // Already held: nothing to fetch.
      storyRealtime().emit(channel, realtimeEvents.standingsUpdated, { tournamentId: id, version })
      await expect(fetches.started).toHaveLength(0)
      // A board was called elsewhere: the newer version is fetched.
      storyRealtime().emit(channel, realtimeEvents.gameCalled, { tournamentId: id, version: version + 1, board: '5' })
      await expect(fetches.started).toHaveLength(1)
    } finally {
      fetches.restore()
    }
    await waitFor(() => expect(detailCalls.requests.length).toBeGreaterThan(before))
  },
}

export const KnockoutsRunning: Story = {
  args: { id: knockoutsRunning.tournament.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: knockoutsRunning.tournament.name })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stage' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Winners knockout' }))
    const titles = canvas.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
    await expect(titles).toEqual(['Semi-final, game 2', 'Final', 'Third place', 'Semi-final, game 1'])
  },
}

export const Finished: Story = {
  args: { id: finished.tournament.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: finished.tournament.name })
    const first = canvas.getAllByRole('article')[0]
    await expect(first).toHaveAttribute('data-state', 'finished')
    await expect(within(first!).getByRole('button', { name: /^Correct result: .+ v .+$/ })).toBeVisible()
  },
}

export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: [mockError('get', detailPath, 403, { message: 'You are not allowed to do this.' }), ...playHandlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You cannot manage this tournament' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your tournaments' })).toBeVisible()
  },
}

export const PlayerNotOrganiser: Story = {
  parameters: {
    msw: {
      handlers: [
        mockJson('get', detailPath, { ...groupsRunning, viewer: { ...groupsRunning.viewer, can_manage: false } }),
        ...playHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You cannot manage this tournament' })).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [mockError('get', detailPath, 404, { message: 'This tournament does not exist.' }), ...playHandlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This tournament cannot be found' })).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', detailPath, 500, { message: 'Server Error' }), ...playHandlers] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 })
    await expect(alert).toHaveTextContent('The tournament could not be loaded')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
