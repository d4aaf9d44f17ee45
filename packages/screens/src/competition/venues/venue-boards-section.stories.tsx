import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, userFixture } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { VenueBoardsSection } from './venue-boards-section'
import { fixtureVenues, org, seasonBase, venuesApi } from './venue.story-helpers'

// A league venue's boards (ADR 016) on their own, as the venue page shows them to the organisation's admins: each
// board with the code its tablet logs in with. De Gouden Pijl has four (board 4 off), Zaal Triple none yet.

const venue = fixtureVenues.goudenPijl
const boardsApi = `${venuesApi}/:venue/boards`
/** A fresh in-memory league per story, so what one story changes does not show in the next. */
const fresh = () => ({ msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) } })

const meta = {
  title: 'screens/Competition/Venues/Venue boards/Section',
  component: VenueBoardsSection,
  args: { org, venue },
  parameters: {
    page: true,
    user: userFixture,
    pathname: `${seasonBase}/locations/${venue.id}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof VenueBoardsSection>

export default meta
type Story = StoryObj<typeof meta>

const section = async () => within(await screen.findByRole('region', { name: 'Boards and login codes' }))
const boardTable = async () => within(await (await section()).findByRole('table', { name: 'Boards' }))
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
/** The code in the dialog, without the space between its two groups. */
const shownCode = (dialog: ReturnType<typeof within>) =>
  (dialog.getByTestId('board-code').textContent ?? '').replace(' ', '')
const codePattern = /^[A-HJ-NP-Z2-9]{6}$/

/** The venue's boards by number: name, tablets logged in, in use or not; how many are in use. */
export const Filled: Story = {
  parameters: fresh(),
  play: async () => {
    const boards = await section()
    await expect(
      boards.getByText('The tablets at this venue log in to these boards and score the league games played here.'),
    ).toBeVisible()
    await expect((await boardTable()).getAllByRole('row')).toHaveLength(5)
    await expect(boards.getByRole('status')).toHaveTextContent('4 boards, 3 in use')
    await expect((await rowOf(1)).getByText('By the bar')).toBeVisible()
    await expect((await rowOf(2)).getByText('No name')).toBeVisible()
    await expect((await rowOf(4)).getByRole('switch', { name: 'Board 4 in use' })).not.toBeChecked()
    await expect(boards.getByRole('button', { name: 'Add a board' })).toBeVisible()
  },
}

/** No boards yet: what to add; the first board added is number 1, and its code shows with how a tablet logs in. */
export const Empty: Story = {
  args: { venue: fixtureVenues.triple },
  parameters: fresh(),
  play: async () => {
    const boards = await section()
    await expect(await boards.findByText('Zaal Triple has no boards yet')).toBeVisible()
    await expect(boards.getByRole('status')).toHaveTextContent('0 boards, 0 in use')
    await expect(boards.queryByRole('table')).not.toBeInTheDocument()
    await userEvent.click(boards.getByRole('button', { name: 'Add a board' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add a board' }))
    await expect(form.getByLabelText('Number')).toHaveValue(1)
    await userEvent.click(form.getByRole('button', { name: 'Add the board' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 1' }))
    await expect(shownCode(dialog)).toMatch(codePattern)
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect((await rowOf(1)).getByRole('switch', { name: 'Board 1 in use' })).toBeChecked()
    await expect(boards.queryByText('Zaal Triple has no boards yet')).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockPending('get', boardsApi), ...competitionHandlers({ organiserRole: 'admin' })] },
  },
  play: async () => {
    await expect(await (await section()).findByRole('status')).toHaveTextContent('Loading the boards')
  },
}

/** The boards could not be loaded: say so, and "Try again" loads them once the server answers. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*/api${boardsApi}`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), {
          once: true,
        }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async () => {
    const boards = await section()
    await expect(await boards.findByRole('alert')).toHaveTextContent('The venue’s boards could not be loaded')
    await expect(boards.queryByRole('button', { name: 'Add a board' })).not.toBeInTheDocument()
    await userEvent.click(boards.getByRole('button', { name: 'Try again' }))
    await expect((await boardTable()).getAllByRole('row')).toHaveLength(5)
    await expect(boards.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** Adding a board: the next free number and a name, then its login code shown once with the tablet's address. */
export const AddBoard: Story = {
  parameters: fresh(),
  play: async () => {
    await boardTable()
    await userEvent.click((await section()).getByRole('button', { name: 'Add a board' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add a board' }))
    await expect(form.getByLabelText('Number')).toHaveValue(5)
    await userEvent.type(form.getByLabelText('Name (optional)'), 'Stage')
    await userEvent.click(form.getByRole('button', { name: 'Add the board' }))

    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 5 (Stage)' }))
    await expect(shownCode(dialog)).toMatch(codePattern)
    await expect(dialog.getByText(/^On the tablet, open /)).toHaveTextContent(
      `On the tablet, open ${location.host}/tablet/login and type the code.`,
    )
    await expect(await screen.findByText('Board 5 is added')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await expect((await rowOf(5)).getByText('Stage')).toBeVisible()
    await expect((await section()).getByRole('status')).toHaveTextContent('5 boards, 4 in use')
  },
}

/** A new code for board 2: asked first (its tablet is logged out), then shown once; the tablet count drops to 0. */
export const NewCode: Story = {
  parameters: fresh(),
  play: async () => {
    await expect((await rowOf(2)).getByRole('cell', { name: '1' })).toBeVisible()
    await chooseAction(2, 'New code')
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Give Board 2 a new code?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Make a new code' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 2' }))
    const first = shownCode(dialog)
    await expect(first).toMatch(codePattern)
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect(await (await rowOf(2)).findByRole('cell', { name: '0' })).toBeVisible()

    // A second new code is another code: the first one stopped working.
    await chooseAction(2, 'New code')
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make a new code' }),
    )
    const again = within(await screen.findByRole('dialog', { name: 'Login code of Board 2' }))
    await expect(shownCode(again)).toMatch(codePattern)
    await expect(shownCode(again)).not.toBe(first)
  },
}

/** A new code the server refuses: the reason in a toast, the confirmation still open to cancel. */
export const NewCodeFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', `${boardsApi}/:board/code`, 500, { message: 'Server Error' }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async () => {
    await chooseAction(1, 'New code')
    const confirm = await screen.findByRole('alertdialog', { name: 'Give Board 1 a new code?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make a new code' }))
    await expect(await screen.findByText('Server Error')).toBeInTheDocument()
    await expect(screen.queryByRole('dialog', { name: /^Login code of/ })).not.toBeInTheDocument()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  },
}

/**
 * Someone who is no admin of the organisation (here a captain; or an admin whose role was taken away meanwhile):
 * the server refuses the boards, and the section says who may see them, with no board, code or retry.
 */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async () => {
    const boards = await section()
    await expect(await boards.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(boards.queryByText(/could not be reached/)).not.toBeInTheDocument()
    await expect(boards.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await expect(boards.queryByRole('button', { name: 'Add a board' })).not.toBeInTheDocument()
    await expect(boards.queryByRole('table')).not.toBeInTheDocument()
  },
}

/** In German. */
export const German: Story = {
  parameters: fresh(),
  globals: { locale: 'de' },
  play: async () => {
    const boards = within(await screen.findByRole('region', { name: 'Boards und Anmeldecodes' }))
    await boards.findByRole('table')
    await expect(boards.getByRole('status')).toHaveTextContent('4 Boards, 3 in Betrieb')
  },
}

export const Dark: Story = {
  parameters: fresh(),
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect((await boardTable()).getAllByRole('row')).toHaveLength(5)
  },
}

/** On a phone the table becomes a list of boards. */
export const Phone: Story = {
  parameters: fresh(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expect((await rowOf(1)).getByRole('switch', { name: 'Board 1 in use' })).toBeVisible()
  },
}
