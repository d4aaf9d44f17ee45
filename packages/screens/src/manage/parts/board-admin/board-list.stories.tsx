import { eventQueries } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createEventHandlers,
  eventFixtures,
  handlers,
  mockError,
  mockPending,
  recordRequests,
  userFixture,
} from '@oche/mocks'
import { useQuery } from '@tanstack/react-query'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { usePlatform } from '../../../app/platform/platform-context'
import { useBoardMutations } from '../../event-boards/use-event-boards'
import { BoardList } from './board-list'

// The board list every owner of boards shares (an event's, a league venue's), here on the fixture event's boards:
// eight boards, board 1 "Stage" with two tablets, board 8 "By the entrance" switched off.

const event = eventFixtures.upcoming
const boardApi = `/events/:id/boards/:boardId`

type EventBoardListProps = {
  /** Show how a tablet logs in with a new code, as a league venue's list does. */
  withLoginHelp?: boolean
}

/** Stories only: the list on the fixture event's boards, its changes saved through the API and the list refetched. */
function EventBoardList({ withLoginHelp = false }: EventBoardListProps) {
  const { api } = usePlatform()
  const boards = useQuery(eventQueries.boards(api, event.id))
  const changes = useBoardMutations(event.id)
  if (!boards.data) return null
  return (
    <BoardList
      boards={boards.data}
      changes={changes}
      empty={{
        title: 'This event has no boards yet',
        description: 'Add a board for each dartboard at the venue; its tablet logs in with the board’s code.',
      }}
      loginHelp={
        withLoginHelp
          ? (address) => (
              <>
                On the tablet, open <strong>{address}</strong> and type the code.
              </>
            )
          : undefined
      }
    />
  )
}

/** Fresh in-memory events per story, so what one story changes does not show in the next. */
const fresh = (options?: Parameters<typeof createEventHandlers>[0]) => ({
  msw: { handlers: [...createEventHandlers(options), ...handlers] },
})

const meta = {
  title: 'screens/Manage/Parts/Board list',
  component: EventBoardList,
  parameters: {
    page: true,
    user: userFixture,
    pathname: `/manage/events/${event.id}/boards`,
    msw: { handlers: [...createEventHandlers(), ...handlers] },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof EventBoardList>

export default meta
type Story = StoryObj<typeof meta>

const boardTable = async () => within(await screen.findByRole('table', { name: 'Boards' }))
const rowOf = async (number: number) => {
  const rows = await (await boardTable()).findAllByRole('row')
  const row = rows.find(
    (candidate) => within(candidate).queryByRole('button', { name: `Actions for Board ${number}` }) !== null,
  )
  if (!row) throw new Error(`No row for board ${number}`)
  return within(row)
}
const chooseAction = async (number: number, action: string) => {
  await userEvent.click((await rowOf(number)).getByRole('button', { name: `Actions for Board ${number}` }))
  await userEvent.click(await screen.findByRole('menuitem', { name: action }))
}
const codePattern = /^[A-HJ-NP-Z2-9]{3} [A-HJ-NP-Z2-9]{3}$/

/** The boards by number: name (or none), tablets logged in, in use or not, and how many are in use. */
export const Filled: Story = {
  parameters: fresh(),
  play: async ({ canvas }) => {
    await expect((await boardTable()).getAllByRole('row')).toHaveLength(9)
    await expect(canvas.getByRole('status')).toHaveTextContent('8 boards, 7 in use')
    const stage = await rowOf(1)
    await expect(stage.getByText('Stage')).toBeVisible()
    await expect(stage.getByRole('cell', { name: '2' })).toBeVisible()
    await expect(stage.getByRole('switch', { name: 'Board 1 in use' })).toBeChecked()
    await expect((await rowOf(3)).getByText('No name')).toBeVisible()
    await expect((await rowOf(8)).getByRole('switch', { name: 'Board 8 in use' })).not.toBeChecked()
    await expect(canvas.queryByText('This event has no boards yet')).not.toBeInTheDocument()
  },
}

/** No boards: the owner's empty text instead of the table, and the first board added is number 1. */
export const Empty: Story = {
  parameters: fresh({ events: [{ event, boards: [] }] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This event has no boards yet')).toBeVisible()
    await expect(canvas.getByText(/^Add a board for each dartboard at the venue/)).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('0 boards, 0 in use')
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Add a board' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add a board' }))
    await expect(form.getByLabelText('Number')).toHaveValue(1)
    await userEvent.click(form.getByRole('button', { name: 'Add the board' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 1' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect((await boardTable()).getAllByRole('row')).toHaveLength(2)
    await expect(canvas.queryByText('This event has no boards yet')).not.toBeInTheDocument()
  },
}

/**
 * Adding board 9 "Bar": its code shown once, with the QR code and no login help (an event's list gives none); the
 * board in the list once the dialog is closed.
 */
export const AddBoard: Story = {
  parameters: fresh(),
  play: async ({ canvas }) => {
    await boardTable()
    await userEvent.click(canvas.getByRole('button', { name: 'Add a board' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add a board' }))
    await expect(form.getByLabelText('Number')).toHaveValue(9)
    await userEvent.type(form.getByLabelText('Name (optional)'), 'Bar')
    await userEvent.click(form.getByRole('button', { name: 'Add the board' }))

    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 9 (Bar)' }))
    await expect(dialog.getByTestId('board-code').textContent).toMatch(codePattern)
    await expect(dialog.getByRole('figure', { name: 'Scan with the tablet to log it in' })).toBeVisible()
    await expect(dialog.queryByText(/^On the tablet, open /)).not.toBeInTheDocument()
    await expect(await screen.findByText('Board 9 is added')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect((await rowOf(9)).getByText('Bar')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('9 boards, 8 in use')
  },
}

/** An owner that says how a tablet logs in (a league venue): the help under a new code, with this site's address. */
export const NewCodeWithLoginHelp: Story = {
  args: { withLoginHelp: true },
  parameters: fresh(),
  play: async () => {
    await chooseAction(1, 'New code')
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Give Board 1 a new code?' }))
    await expect(confirm.getByText(/tablets logged in to this board are logged out/)).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Make a new code' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 1 (Stage)' }))
    await expect(dialog.getByTestId('board-code').textContent).toMatch(codePattern)
    await expect(dialog.getByText(/^On the tablet, open /)).toHaveTextContent(
      `On the tablet, open ${location.host}/tablet/login and type the code.`,
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect(await (await rowOf(1)).findByRole('cell', { name: '0' })).toBeVisible()
  },
}

/** Switching board 8 on and board 1 off: each says so, and the count follows. */
export const SwitchOnAndOff: Story = {
  parameters: fresh(),
  play: async ({ canvas }) => {
    await userEvent.click((await rowOf(8)).getByRole('switch', { name: 'Board 8 in use' }))
    await expect(await screen.findByText('Board 8 is in use')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('8 boards, 8 in use'))
    await userEvent.click((await rowOf(1)).getByRole('switch', { name: 'Board 1 in use' }))
    await expect(await screen.findByText('Board 1 is switched off: no tablet logins')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('8 boards, 7 in use'))
  },
}

const switchCalls = recordRequests('patch', boardApi)

/** While a switch saves it is busy: a second tap sends nothing until the server answers; other boards stay free. */
export const SwitchSaving: Story = {
  parameters: {
    msw: { handlers: [switchCalls.handler, mockPending('patch', boardApi), ...createEventHandlers(), ...handlers] },
  },
  beforeEach: () => {
    switchCalls.requests.length = 0
  },
  play: async () => {
    const board8 = (await rowOf(8)).getByRole('switch', { name: 'Board 8 in use' })
    await userEvent.click(board8)
    await waitFor(() => expect(board8).toHaveAttribute('aria-disabled', 'true'))
    // The mocks note a request once they have read its body, which may be after the switch shows it saving.
    await waitFor(() => expect(switchCalls.requests).toHaveLength(1))
    await expect(switchCalls.requests[0]?.body).toEqual({ enabled: true })
    await userEvent.click(board8)
    await expect(board8).not.toBeChecked()
    await expect(switchCalls.requests).toHaveLength(1)
    await expect((await rowOf(1)).getByRole('switch', { name: 'Board 1 in use' })).not.toHaveAttribute('aria-disabled')
  },
}

/** A switch the server cannot save: the reason in a toast, the board as it was, the switch free again. */
export const SwitchFails: Story = {
  parameters: {
    msw: {
      handlers: [mockError('patch', boardApi, 500, { message: 'Server Error' }), ...createEventHandlers(), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    const board8 = (await rowOf(8)).getByRole('switch', { name: 'Board 8 in use' })
    await userEvent.click(board8)
    await expect(await screen.findByText('Server Error')).toBeInTheDocument()
    await waitFor(() => expect(board8).not.toHaveAttribute('aria-disabled'))
    await expect(board8).not.toBeChecked()
    await expect(canvas.getByRole('status')).toHaveTextContent('8 boards, 7 in use')
  },
}

/** Renaming board 2 and deleting board 3 after a confirmation. */
export const RenameAndDelete: Story = {
  parameters: fresh(),
  play: async () => {
    await chooseAction(2, 'Rename')
    const rename = within(await screen.findByRole('dialog', { name: 'Rename board 2' }))
    await userEvent.type(rename.getByLabelText('Name (optional)'), 'Window{Enter}')
    await expect(await screen.findByText('Board 2 is saved')).toBeInTheDocument()
    await expect(await (await rowOf(2)).findByText('Window')).toBeVisible()

    await chooseAction(3, 'Delete')
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Board 3?' }))
    await expect(confirm.getByText('Its tablets are logged out and its code stops working.')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await expect(await screen.findByText('Board 3 is deleted')).toBeInTheDocument()
    await waitFor(async () => expect((await boardTable()).getAllByRole('row')).toHaveLength(8))
  },
}

/**
 * Someone who may no longer change the boards (their rights were taken away meanwhile): the server's refusal in a
 * toast, and the board stays.
 */
export const ChangeForbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('delete', boardApi, 403, { message: 'You are not allowed to do this.' }),
        ...createEventHandlers(),
        ...handlers,
      ],
    },
  },
  play: async () => {
    await chooseAction(3, 'Delete')
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Board 3?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument()
    await expect(screen.queryByText('Board 3 is deleted')).not.toBeInTheDocument()
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }))
    await expect((await boardTable()).getAllByRole('row')).toHaveLength(9)
  },
}

/** In Dutch. */
export const Dutch: Story = {
  parameters: fresh(),
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await screen.findByRole('table', { name: 'Borden' })
    await expect(canvas.getByRole('status')).toHaveTextContent('8 borden, 7 in gebruik')
    await expect(canvas.getByRole('button', { name: 'Een bord toevoegen' })).toBeVisible()
  },
}

/** On a phone the table becomes a list of boards. */
export const Phone: Story = {
  parameters: fresh(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expect((await rowOf(8)).getByRole('switch', { name: 'Board 8 in use' })).toBeVisible()
  },
}
