import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  boardGameFixtures,
  boardTokenFixture,
  createEventBoardHandlers,
  createEventHandlers,
  eventBoardsLiveFixture,
  mockError,
  mockPending,
  mockValidationError,
  tournamentFixtureNow,
  userFixture,
  type EventBoardHandlerOptions,
} from '@oche/mocks'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { EventBoardsScreen } from '../../event-boards'
import { manageHandlers } from '../../story-helpers/manage.story-helpers'
import { BoardOverview } from './board-overview'
import { storyRealtime } from '../../../../../../.storybook/story-harness'

const eventId = eventBoardsLiveFixture.event_id
const livePath = `/events/${eventId}/live`
/** The fixtures' "now" (20:30 UTC), for the countdowns and for the mocks' calls. */
const fixtureClock = () => Date.parse(tournamentFixtureNow)

/** Fresh in-memory boards per story, announcing each change on `event.{id}` as the server does. */
const freshHandlers = (options: EventBoardHandlerOptions = {}) => [
  ...createEventBoardHandlers({
    now: () => new Date(tournamentFixtureNow),
    onChange: (live) =>
      storyRealtime().emit(realtimeChannels.event(live.event_id), realtimeEvents.boardsChanged, {
        eventId: live.event_id,
        version: live.version,
      }),
    ...options,
  }),
  ...manageHandlers(),
]

const meta = {
  title: 'screens/Manage/Board overview',
  component: BoardOverview,
  args: { eventId, clock: fixtureClock },
  parameters: {
    page: true,
    layout: 'padded',
    user: userFixture,
    pathname: `/manage/events/${eventId}/boards`,
    msw: { handlers: freshHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof BoardOverview>

export default meta
type Story = StoryObj<typeof meta>

const boardCard = async (label: string | RegExp) => within(await screen.findByRole('article', { name: label }))
const queueList = async () => within(await screen.findByRole('list', { name: 'Calling order' }))
const queueNames = async () =>
  (await queueList()).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent ?? '')
export const EveryBoardState: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    const stage = await boardCard('Board 1 (Stage)')
    await expect(stage.getByText('In play')).toBeVisible()
    await expect(stage.getByText('Luke Humphries').closest('li')).toHaveAttribute('data-throwing', 'true')
    await expect(stage.getByText('Luke Humphries').closest('li')).toHaveTextContent('1 leg')
    await expect(stage.getByText('Luke Humphries').closest('li')).toHaveTextContent('141')
    await expect(stage.getByText('Busy for 14 min')).toBeVisible()
    await expect(stage.getByText('Tablet 1: online')).toBeVisible()
    await expect(stage.getByText('Tablet 2: offline, last contact 3 minutes ago')).toBeVisible()
    await expect(stage.getByText('4 visits not yet sent')).toBeVisible()
    await expect(stage.getByRole('link', { name: 'Follow live on Board 1 (Stage)' })).toHaveAttribute(
      'href',
      `/live/${boardGameFixtures.playing.match_id}`,
    )

    const called = await boardCard('Board 2')
    await expect(called.getByText('Called')).toBeVisible()
    await expect(called.getByRole('timer')).toHaveTextContent('2:00')
    await expect(
      called.getByText('Called automatically after 7 min waiting · rested 9 min · 1 game skipped'),
    ).toBeVisible()
    await expect(called.getByRole('button', { name: 'Take off board' })).toBeVisible()

    const confirming = await boardCard('Board 3')
    await expect(confirming.getByText('Finished, awaiting confirmation')).toBeVisible()
    await expect(confirming.getByText('Result 3–1')).toBeVisible()
    await expect(confirming.getByRole('button', { name: 'Confirm result' })).toBeVisible()

    const noShow = await boardCard('Board 4')
    await expect(noShow.getByText('Not started: give a walkover?')).toBeVisible()
    await expect(noShow.getByRole('button', { name: 'Walkover to Noa-Lynn van Leuven' })).toBeVisible()
    await expect(noShow.getByRole('button', { name: 'Walkover to Lisa Ashton' })).toBeVisible()

    await expect((await boardCard('Board 5')).getByText('Free')).toBeVisible()
    await expect((await boardCard('Board 6')).getByText('No tablet logged in')).toBeVisible()
    await expect((await boardCard('Board 8 (By the entrance)')).getByText('Switched off')).toBeVisible()

    const queue = await queueList()
    await expect(queue.getAllByRole('listitem')).toHaveLength(4)
    await expect(queue.getByText('Luke Humphries is still playing')).toBeVisible()
    await expect(queue.getByText(/^Mike De Decker rests until \d\d:34/)).toBeVisible()
    await expect(queue.getByText('Held by you')).toBeVisible()
    await expect(queue.getByText('Ready for the next free board')).toBeVisible()
    await expect(screen.getByRole('switch', { name: 'Call games automatically' })).toBeChecked()
    await expect(screen.getByRole('heading', { name: 'Latest results' })).toBeVisible()
  },
}

export const GiveWalkover: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    const noShow = await boardCard('Board 4')
    await userEvent.click(noShow.getByRole('button', { name: 'Walkover to Lisa Ashton' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Walkover to Lisa Ashton?' }))
    await expect(
      dialog.getByText(/Lisa Ashton wins without playing because Noa-Lynn van Leuven did not start/),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Give the walkover' }))
    await expect(await screen.findByText('Walkover given to Lisa Ashton')).toBeInTheDocument()
    // The freed board gets the first waiting game that can go.
    await waitFor(async () => expect((await boardCard('Board 4')).getByText('Martin Schindler')).toBeVisible())
    const recent = within(screen.getByRole('region', { name: 'Latest results' }))
    await expect(recent.getAllByRole('listitem')[0]).toHaveTextContent('Noa-Lynn van Leuven0–1Lisa AshtonWalkover')
  },
}

/** The server refuses (the players started meanwhile): its message is toasted and the dialog stays open. */
export const WalkoverRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', `/events/${eventId}/games/${boardGameFixtures.noShow.id}/walkover`, 409, {
          message: 'This game has started: it can no longer be taken off its board.',
        }),
        ...freshHandlers(),
      ],
    },
  },
  play: async () => {
    await userEvent.click((await boardCard('Board 4')).getByRole('button', { name: 'Walkover to Lisa Ashton' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Walkover to Lisa Ashton?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give the walkover' }))
    await expect(
      await screen.findByText('This game has started: it can no longer be taken off its board.'),
    ).toBeInTheDocument()
    await expect(dialog).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect((await boardCard('Board 4')).getByText('Called')).toBeVisible()
  },
}

export const ConfirmResult: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    const board = await boardCard('Board 3')
    await userEvent.click(board.getByRole('button', { name: 'Confirm result' }))
    await expect(
      await screen.findByText('Result of Dimitri Van den Bergh v Mike De Decker confirmed'),
    ).toBeInTheDocument()
    await waitFor(async () => expect((await boardCard('Board 3')).getByText('Called')).toBeVisible())
    await expect((await boardCard('Board 3')).getByText('Martin Schindler')).toBeVisible()
    await expect(await queueNames()).not.toContain('Martin Schindler v Gabriel Clemens')
  },
}

export const TakeOffBoard: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    await userEvent.click((await boardCard('Board 2')).getByRole('button', { name: 'Take off board' }))
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Take Fallon Sherrock v Beau Greaves off Board 2?' }),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Take off' }))
    await expect(
      await screen.findByText('Fallon Sherrock v Beau Greaves is back in the queue, held'),
    ).toBeInTheDocument()
    await waitFor(async () => expect((await boardCard('Board 2')).getByText('Free')).toBeVisible())
    const first = (await queueList()).getAllByRole('listitem')[0]
    await expect(first).toHaveTextContent('Fallon Sherrock v Beau Greaves')
    await expect(first).toHaveTextContent('Held by you')
  },
}

export const CallToFreeBoard: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    const queue = await queueList()
    await userEvent.click(queue.getByRole('button', { name: 'Call Martin Schindler v Gabriel Clemens to a board' }))
    const menu = within(await screen.findByRole('menu'))
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Board 5',
      'Board 6',
      'Board 7',
    ])
    await userEvent.click(menu.getByRole('menuitem', { name: 'Board 6' }))
    await expect(await screen.findByText('Martin Schindler v Gabriel Clemens called to Board 6')).toBeInTheDocument()
    const board = await boardCard('Board 6')
    await expect(board.getByText('Called')).toBeVisible()
    await expect(board.getByText(/^Called by an organiser after/)).toBeVisible()
    await expect(board.getByRole('timer')).toHaveTextContent('5:00')
    await expect(await queueNames()).toHaveLength(3)
  },
}

export const HoldAndRelease: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    const queue = await queueList()
    await userEvent.click(queue.getByRole('button', { name: 'Hold Martin Schindler v Gabriel Clemens' }))
    await expect(
      await screen.findByText('Martin Schindler v Gabriel Clemens is held: not called automatically'),
    ).toBeInTheDocument()
    await expect(await queue.findByRole('listitem', { name: 'Martin Schindler v Gabriel Clemens' })).toHaveTextContent(
      'Held by you',
    )

    // Released, with automatic calling on and board 5 free, the game goes straight to a board.
    await userEvent.click(queue.getByRole('button', { name: 'Release Jermaine Wattimena v Danny Noppert' }))
    await expect(await screen.findByText('Jermaine Wattimena v Danny Noppert is released')).toBeInTheDocument()
    await waitFor(async () => expect((await boardCard('Board 5')).getByText('Jermaine Wattimena')).toBeVisible())
    await expect(await queueNames()).not.toContain('Jermaine Wattimena v Danny Noppert')
  },
}

export const Reorder: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    const queue = await queueList()
    await expect(queue.getByRole('button', { name: 'Move Luke Humphries v Kim Huybrechts up' })).toBeDisabled()
    const down = queue.getByRole('button', { name: 'Move Martin Schindler v Gabriel Clemens down' })
    await expect(down).toBeDisabled()
    const up = queue.getByRole('button', { name: 'Move Martin Schindler v Gabriel Clemens up' })
    up.focus()
    await userEvent.keyboard('{Enter}')
    await expect(
      await screen.findByText('Martin Schindler v Gabriel Clemens moved in the calling order'),
    ).toBeInTheDocument()
    await waitFor(async () =>
      expect(await queueNames()).toEqual([
        'Luke Humphries v Kim Huybrechts',
        'Mike De Decker v Ryan Joyce',
        'Martin Schindler v Gabriel Clemens',
        'Jermaine Wattimena v Danny Noppert',
      ]),
    )
    await expect(queue.getByRole('listitem', { name: 'Martin Schindler v Gabriel Clemens' })).toHaveTextContent(
      'Placed by you',
    )
  },
}

/** The focus stays on the moved game's button, so the keyboard alone moves it on; at the top it turns down (#27). */
export const ReorderByKeyboard: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    const queue = await queueList()
    const up = () => queue.getByRole('button', { name: 'Move Martin Schindler v Gabriel Clemens up' })
    up().focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(async () => expect((await queueNames())[2]).toBe('Martin Schindler v Gabriel Clemens'))
    await expect(up()).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(async () => expect((await queueNames())[1]).toBe('Martin Schindler v Gabriel Clemens'))
    await expect(up()).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(async () => expect((await queueNames())[0]).toBe('Martin Schindler v Gabriel Clemens'))
    await expect(up()).toBeDisabled()
    await expect(queue.getByRole('button', { name: 'Move Martin Schindler v Gabriel Clemens down' })).toHaveFocus()
  },
}

export const SettingsRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', `/events/${eventId}/calling`, {
          no_show_minutes: ['Give players at least 2 minutes to start.'],
        }),
        ...freshHandlers(),
      ],
    },
  },
  play: async () => {
    const settings = within(await screen.findByRole('region', { name: 'Calling' }))
    const noShow = settings.getByLabelText('Time to start (minutes)')
    await expect(noShow).toHaveValue(5)
    await userEvent.clear(noShow)
    await userEvent.type(noShow, '1')
    await userEvent.click(settings.getByRole('button', { name: 'Save the times' }))
    await waitFor(() => expect(noShow).toHaveAccessibleDescription(/Give players at least 2 minutes to start\./))
    await expect(noShow).toHaveValue(1)
    await expect(noShow).toHaveFocus()
  },
}

export const SettingsSaved: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    const settings = within(await screen.findByRole('region', { name: 'Calling' }))
    const rest = settings.getByLabelText('Rest between games (minutes)')
    await userEvent.clear(rest)
    await userEvent.type(rest, '61')
    await userEvent.click(settings.getByRole('button', { name: 'Save the times' }))
    await waitFor(() => expect(rest).toHaveAttribute('aria-invalid', 'true'))
    await userEvent.clear(rest)
    await userEvent.type(rest, '10')
    await userEvent.click(settings.getByRole('button', { name: 'Save the times' }))
    await expect(await screen.findByText('Calling settings saved')).toBeInTheDocument()
    await expect(rest).toHaveValue(10)

    await userEvent.click(settings.getByRole('switch', { name: 'Call games automatically' }))
    await waitFor(() => expect(settings.getByRole('switch', { name: 'Call games automatically' })).not.toBeChecked())
  },
}

export const RealtimeUpdate: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    await expect((await boardCard('Board 2')).getByText('Called')).toBeVisible()
    // Board 2's tablet starts its game; the server announces `boards.changed` and the overview refetches.
    const started = await fetch(`/api/tablet/games/${boardGameFixtures.called.id}/start`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${boardTokenFixture}` },
    })
    await expect(started.ok).toBe(true)
    await waitFor(async () => expect((await boardCard('Board 2')).getByText('In play')).toBeVisible())
    await expect((await boardCard('Board 2')).queryByRole('timer')).not.toBeInTheDocument()
  },
}

export const ReadOnly: Story = {
  parameters: { user: null, msw: { handlers: freshHandlers() } },
  play: async () => {
    await expect(await screen.findByText(/You see the boards as players do/)).toBeVisible()
    const noShow = await boardCard('Board 4')
    await expect(noShow.getByText('Not started in time')).toBeVisible()
    await expect(noShow.queryByRole('button')).not.toBeInTheDocument()
    await expect((await boardCard('Board 1 (Stage)')).queryByText(/Tablet/)).not.toBeInTheDocument()
    await expect((await queueList()).getByText('Held by the organisers')).toBeVisible()
    await expect(screen.queryByRole('region', { name: 'Calling' })).not.toBeInTheDocument()
    await expect(screen.queryByRole('button', { name: /^Call / })).not.toBeInTheDocument()
  },
}

export const Empty: Story = {
  parameters: {
    msw: { handlers: freshHandlers({ live: { ...eventBoardsLiveFixture, boards: [], queue: [], recent: [] } }) },
  },
  play: async () => {
    await expect(await screen.findByText('No boards to show yet')).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Add boards' })).toHaveAttribute(
      'href',
      `/manage/events/${eventId}/boards#event-board-list`,
    )
    await expect(screen.getByText('No games waiting')).toBeVisible()
    await expect(screen.getByText('No game has finished yet.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', livePath), ...freshHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText('Loading the live boards')).toBeInTheDocument()
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
  },
}

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', livePath, 500, { message: 'Server Error' }), ...freshHandlers()] } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The live boards could not be loaded')
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: freshHandlers() } },
  play: async ({ canvasElement }) => {
    const first = await screen.findByRole('article', { name: 'Board 1 (Stage)' })
    const second = await screen.findByRole('article', { name: 'Board 2' })
    // One column: the cards stack.
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom - 1)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect((await boardCard('Board 4')).getByText('Not started: give a walkover?')).toBeVisible()
  },
}

/** On its page: the live overview first, the boards and their login codes below. */
export const OnTheBoardsPage: Story = {
  render: ({ eventId: id }) => <EventBoardsScreen id={id} />,
  parameters: { layout: 'fullscreen', msw: { handlers: [...createEventHandlers(), ...freshHandlers()] } },
  play: async () => {
    // The page loads the event, its boards and the live boards: give a busy machine the time it needs.
    const loaded = { timeout: 10_000 }
    await expect(await screen.findByRole('heading', { level: 1, name: 'Boards' }, loaded)).toBeVisible()
    await expect(await screen.findByRole('article', { name: 'Board 1 (Stage)' }, loaded)).toBeVisible()
    await expect(screen.getByRole('heading', { level: 2, name: 'Boards and login codes' })).toBeVisible()
    await expect(await screen.findByRole('table', { name: 'Boards' }, loaded)).toBeVisible()
  },
}
