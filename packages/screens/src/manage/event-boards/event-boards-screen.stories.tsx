import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  boardCodeFixtures,
  boardFixtures,
  createEventBoardHandlers,
  createEventHandlers,
  eventFixtures,
  mockError,
  mockJson,
  mockPending,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { manageHandlers } from '../story-helpers/manage.story-helpers'
import { EventBoardsScreen } from './event-boards-screen'

const event = eventFixtures.upcoming
const boardsPath = `/events/${event.id}/boards`

const meta = {
  title: 'screens/Manage/Event boards',
  component: EventBoardsScreen,
  args: { id: event.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `/manage/events/${event.id}/boards`,
    msw: { handlers: [...createEventHandlers(), ...createEventBoardHandlers(), ...manageHandlers()] },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof EventBoardsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Fresh in-memory events per story, so what one story changes does not show in the next. */
const freshHandlers = (options?: Parameters<typeof createEventHandlers>[0]) => [
  ...createEventHandlers(options),
  // The live boards above the list: the fixture event in play.
  ...createEventBoardHandlers(),
  ...manageHandlers(),
]

const boardTable = async () => within(await screen.findByRole('table', { name: 'Boards' }))
const rowOf = async (number: number) => {
  const table = await boardTable()
  const row = (await table.findAllByRole('row')).find(
    (candidate) => within(candidate).queryByRole('button', { name: `Actions for Board ${number}` }) !== null,
  )
  if (!row) throw new Error(`No row for board ${number}`)
  return within(row)
}
const chooseAction = async (number: number, action: string) => {
  const row = await rowOf(number)
  await userEvent.click(row.getByRole('button', { name: `Actions for Board ${number}` }))
  await userEvent.click(await screen.findByRole('menuitem', { name: action }))
}

export const Filled: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async ({ canvas }) => {
    const table = await boardTable()
    await expect(table.getAllByRole('row')).toHaveLength(boardFixtures.upcoming.length + 1)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible()
    await expect(canvas.getByText(`The boards of ${event.name}.`)).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('8 boards, 7 in use')
    await expect((await rowOf(1)).getByText('Stage')).toBeVisible()
    await expect((await rowOf(8)).getByRole('switch', { name: 'Board 8 in use' })).not.toBeChecked()
    await expect((await rowOf(1)).getByRole('switch', { name: 'Board 1 in use' })).toBeChecked()
  },
}

export const ManageBoards: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click((await rowOf(8)).getByRole('switch', { name: 'Board 8 in use' }))
    await expect(await screen.findByText('Board 8 is in use')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('8 boards, 8 in use'))

    await chooseAction(2, 'Rename')
    const rename = within(await screen.findByRole('dialog', { name: 'Rename board 2' }))
    await userEvent.type(rename.getByLabelText('Name (optional)'), 'By the bar{Enter}')
    await expect(await (await rowOf(2)).findByText('By the bar')).toBeVisible()

    await chooseAction(3, 'Delete')
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Board 3?' })
    await expect(within(confirm).getByText('Its tablets are logged out and its code stops working.')).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await expect(await screen.findByText('Board 3 is deleted')).toBeInTheDocument()
    await waitFor(async () => expect((await boardTable()).getAllByRole('row')).toHaveLength(8))
  },
}

/** The switch keeps the keyboard focus while its change is saved, so a second Space switches it back (#27). */
export const SwitchByKeyboard: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    const toggle = (await rowOf(8)).getByRole('switch', { name: 'Board 8 in use' })
    toggle.focus()
    await userEvent.keyboard(' ')
    await expect(await screen.findByText('Board 8 is in use')).toBeInTheDocument()
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'))
    await expect(toggle).toBeChecked()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(await screen.findByText('Board 8 is switched off: no tablet logins')).toBeInTheDocument()
    await waitFor(() => expect(toggle).not.toBeChecked())
    await expect(toggle).toHaveFocus()
  },
}

export const CodeAfterCreate: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    await boardTable()
    await userEvent.click(screen.getByRole('button', { name: 'Add a board' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add a board' }))
    await expect(form.getByLabelText('Number')).toHaveValue(9)
    await userEvent.clear(form.getByLabelText('Number'))
    await userEvent.type(form.getByLabelText('Number'), '1')
    await userEvent.click(form.getByRole('button', { name: 'Add the board' }))
    await waitFor(() =>
      expect(form.getByLabelText('Number')).toHaveAccessibleDescription('Another board here already has this number.'),
    )
    await userEvent.clear(form.getByLabelText('Number'))
    await userEvent.type(form.getByLabelText('Number'), '9')
    await userEvent.type(form.getByLabelText('Name (optional)'), 'Corner')
    await userEvent.click(form.getByRole('button', { name: 'Add the board' }))

    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 9 (Corner)' }))
    const code = dialog.getByTestId('board-code')
    await expect(code.textContent).toMatch(/^[A-HJ-NP-Z2-9]{3} [A-HJ-NP-Z2-9]{3}$/)
    const plain = (code.textContent ?? '').replace(' ', '')
    const qr = dialog.getByRole('figure', { name: 'Scan with the tablet to log it in' })
    await expect(qr).toHaveAttribute('data-url', `${location.origin}/tablet/login?code=${plain}`)
    await expect(
      within(qr).getByRole('img', { name: 'QR code that logs a tablet in to Board 9 (Corner)' }),
    ).toHaveAttribute('width', '300')
    await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect(await (await rowOf(9)).findByText('Corner')).toBeVisible()
  },
}

export const Regenerate: Story = {
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    await chooseAction(1, 'New code')
    const confirm = await screen.findByRole('alertdialog', { name: 'Give Board 1 a new code?' })
    await expect(within(confirm).getByText(/tablets logged in to this board are logged out/)).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make a new code' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 1 (Stage)' }))
    const code = (dialog.getByTestId('board-code').textContent ?? '').replace(' ', '')
    await expect(code).toHaveLength(6)
    await expect(code).not.toBe(boardCodeFixtures[boardFixtures.upcoming[0]?.id ?? ''])
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect(await (await rowOf(1)).findByText('0')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: freshHandlers({ events: [{ event, boards: [] }] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This event has no boards yet')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add a board' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add a board' }))
    await expect(form.getByLabelText('Number')).toHaveValue(1)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', boardsPath), ...freshHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the boards')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', boardsPath, 500, { message: 'Server Error' }), ...freshHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The boards could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Forbidden: Story = {
  parameters: {
    msw: { handlers: [mockJson('get', `/events/${event.id}`, { ...event, can_manage: false }), ...freshHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not organise this event')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      `/events/${event.id}`,
    )
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000000' },
  parameters: { msw: { handlers: freshHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This event cannot be found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your organiser home' })).toHaveAttribute('href', '/manage')
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    await chooseAction(1, 'New code')
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make a new code' }),
    )
    const dialog = await screen.findByRole('dialog', { name: /^Login code of Board 1/ })
    const code = within(dialog).getByTestId('board-code')
    await expect(code.scrollWidth).toBeLessThanOrEqual(code.clientWidth)
    await expect(within(dialog).getByRole('button', { name: 'Print' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { msw: { handlers: freshHandlers() } },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect((await boardTable()).getAllByRole('row')).toHaveLength(boardFixtures.upcoming.length + 1)
  },
}
