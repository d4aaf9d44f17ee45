import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { VenueScreen } from './venue-screen'
import { fixtureVenues, org, season, seasonBase, venuesApi } from './venue.story-helpers'

// The venue page's boards (ADR 016): the venue's own dartboards, each with the code its tablet logs in with to score
// the league games played there. De Gouden Pijl has four (board 4 off), Zaal Triple none yet.

const venue = fixtureVenues.goudenPijl
const boardsApi = `${venuesApi}/:venue/boards`
/** A fresh in-memory league per story (made when the stories load), so what one story changes does not show in the next. */
const fresh = () => ({ msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) } })

const meta = {
  title: 'screens/Competition/Venues/Venue boards',
  component: VenueScreen,
  args: { org, season, id: venue.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/locations/${venue.id}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof VenueScreen>

export default meta
type Story = StoryObj<typeof meta>

const boardsSection = async () => within(await screen.findByRole('region', { name: 'Boards and login codes' }))
const boardTable = async () => within(await (await boardsSection()).findByRole('table', { name: 'Boards' }))
const rowOf = async (number: number) => {
  const table = await boardTable()
  const row = (await table.findAllByRole('row')).find(
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

/** The venue's boards by number: name, tablets logged in, in use or not, and what they are for. */
export const Filled: Story = {
  parameters: fresh(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: venue.name })).toBeVisible()
    const section = await boardsSection()
    await expect(
      section.getByText('The tablets at this venue log in to these boards and score the league games played here.'),
    ).toBeVisible()
    await expect((await boardTable()).getAllByRole('row')).toHaveLength(5)
    await expect(section.getByRole('status')).toHaveTextContent('4 boards, 3 in use')
    const first = await rowOf(1)
    await expect(first.getByText('By the bar')).toBeVisible()
    await expect(first.getByRole('switch', { name: 'Board 1 in use' })).toBeChecked()
    const second = await rowOf(2)
    await expect(second.getByText('No name')).toBeVisible()
    // One tablet logged in to board 2, none to board 3.
    await expect(second.getByRole('cell', { name: '1' })).toBeVisible()
    await expect((await rowOf(3)).getByRole('cell', { name: '0' })).toBeVisible()
    await expect((await rowOf(4)).getByRole('switch', { name: 'Board 4 in use' })).not.toBeChecked()
    await expect(section.getByRole('button', { name: 'Add a board' })).toBeVisible()
  },
}

/** A venue without boards yet: what to add, and "Add a board" starts at number 1. */
export const Empty: Story = {
  args: { id: fixtureVenues.triple.id },
  parameters: { ...fresh(), pathname: `${seasonBase}/locations/${fixtureVenues.triple.id}` },
  play: async () => {
    const section = await boardsSection()
    await expect(await section.findByText('Zaal Triple has no boards yet')).toBeVisible()
    await expect(section.getByText(/^Add a board for each dartboard here\./)).toBeVisible()
    await expect(section.queryByRole('table')).not.toBeInTheDocument()
    await userEvent.click(section.getByRole('button', { name: 'Add a board' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add a board' }))
    await expect(form.getByLabelText('Number')).toHaveValue(1)
  },
}

/** The venue shows while its boards load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockPending('get', boardsApi), ...competitionHandlers({ organiserRole: 'admin' })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: venue.name })).toBeVisible()
    await expect(await (await boardsSection()).findByRole('status')).toHaveTextContent('Loading the boards')
  },
}

/** The boards could not be loaded: the rest of the page stays, with a way to try again. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', boardsApi, 500, { message: 'Server Error' }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const section = await boardsSection()
    await expect(await section.findByRole('alert')).toHaveTextContent('The venue’s boards could not be loaded')
    await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Details' })).toBeVisible()
  },
}

/** Adding a board: the next free number, an optional name, then its login code shown once with how a tablet logs in. */
export const AddBoard: Story = {
  parameters: fresh(),
  play: async () => {
    await boardTable()
    await userEvent.click((await boardsSection()).getByRole('button', { name: 'Add a board' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add a board' }))
    await expect(form.getByLabelText('Number')).toHaveValue(5)
    await userEvent.type(form.getByLabelText('Name (optional)'), 'Stage')
    await userEvent.click(form.getByRole('button', { name: 'Add the board' }))

    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 5 (Stage)' }))
    await expect(dialog.getByTestId('board-code').textContent).toMatch(/^[A-HJ-NP-Z2-9]{3} [A-HJ-NP-Z2-9]{3}$/)
    const qr = dialog.getByRole('figure', { name: 'Scan with the tablet to log it in' })
    await expect(qr).toHaveAttribute('data-url', `${location.origin}/tablet/login?code=${shownCode(dialog)}`)
    await expect(dialog.getByText(/^On the tablet, open /)).toHaveTextContent(
      `On the tablet, open ${location.host}/tablet/login and type the code.`,
    )
    await expect(await screen.findByText('Board 5 is added')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const row = await rowOf(5)
    await expect(row.getByText('Stage')).toBeVisible()
    await expect(row.getByRole('switch', { name: 'Board 5 in use' })).toBeChecked()
    await expect((await boardsSection()).getByRole('status')).toHaveTextContent('5 boards, 4 in use')
  },
}

/** A number the venue has is refused on the number field; what was typed stays, and another number goes through. */
export const NumberTaken: Story = {
  parameters: fresh(),
  play: async () => {
    await boardTable()
    await userEvent.click((await boardsSection()).getByRole('button', { name: 'Add a board' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add a board' }))
    const number = form.getByLabelText('Number')
    await userEvent.clear(number)
    await userEvent.type(number, '2')
    await userEvent.type(form.getByLabelText('Name (optional)'), 'Corner')
    await userEvent.click(form.getByRole('button', { name: 'Add the board' }))
    await waitFor(() => expect(number).toHaveAccessibleDescription(/has this number/))
    await expect(number).toHaveAttribute('aria-invalid', 'true')
    await expect(number).toHaveValue(2)
    await expect(form.getByLabelText('Name (optional)')).toHaveValue('Corner')

    await userEvent.clear(number)
    await userEvent.type(number, '7')
    await userEvent.click(form.getByRole('button', { name: 'Add the board' }))
    await expect(await screen.findByRole('dialog', { name: 'Login code of Board 7 (Corner)' })).toBeVisible()
  },
}

/** "New code" asks first (its tablets are logged out), then shows the new code once. */
export const NewCode: Story = {
  parameters: fresh(),
  play: async () => {
    await chooseAction(1, 'New code')
    const confirm = await screen.findByRole('alertdialog', { name: 'Give Board 1 a new code?' })
    await expect(within(confirm).getByText(/tablets logged in to this board are logged out/)).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make a new code' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Login code of Board 1 (By the bar)' }))
    await expect(shownCode(dialog)).toMatch(/^[A-HJ-NP-Z2-9]{6}$/)
    await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect(await (await rowOf(1)).findByRole('cell', { name: '0' })).toBeVisible()
  },
}

/** Renaming, switching a board on and off, and deleting one after a confirmation. */
export const ManageBoards: Story = {
  parameters: fresh(),
  play: async () => {
    await userEvent.click((await rowOf(4)).getByRole('switch', { name: 'Board 4 in use' }))
    await expect(await screen.findByText('Board 4 is in use')).toBeInTheDocument()
    await waitFor(async () =>
      expect((await boardsSection()).getByRole('status')).toHaveTextContent('4 boards, 4 in use'),
    )

    await chooseAction(2, 'Rename')
    const rename = within(await screen.findByRole('dialog', { name: 'Rename board 2' }))
    await userEvent.type(rename.getByLabelText('Name (optional)'), 'Window{Enter}')
    await expect(await (await rowOf(2)).findByText('Window')).toBeVisible()

    await chooseAction(3, 'Delete')
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Board 3?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await expect(await screen.findByText('Board 3 is deleted')).toBeInTheDocument()
    await waitFor(async () => expect((await boardTable()).getAllByRole('row')).toHaveLength(4))
  },
}

/** A captain of the organisation: the venue page, boards and codes are for its admins only. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Boards and login codes' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

/** In Dutch: borden, tablets, lokaal. */
export const Dutch: Story = {
  parameters: fresh(),
  globals: { locale: 'nl' },
  play: async () => {
    const section = within(await screen.findByRole('region', { name: 'Borden en inlogcodes' }))
    await expect(
      section.getByText(
        'De tablets in dit lokaal loggen in op deze borden en scoren de competitiepartijen die hier gespeeld worden.',
      ),
    ).toBeVisible()
    await section.findByRole('table', { name: 'Borden' })
    await expect(section.getByRole('status')).toHaveTextContent('4 borden, 3 in gebruik')
    await userEvent.click(section.getByRole('button', { name: 'Een bord toevoegen' }))
    const form = within(await screen.findByRole('dialog', { name: 'Een bord toevoegen' }))
    await userEvent.click(form.getByRole('button', { name: 'Bord toevoegen' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Inlogcode van Bord 5' }))
    await expect(dialog.getByText(/^Open op de tablet /)).toHaveTextContent(
      `Open op de tablet ${location.host}/tablet/login en typ de code.`,
    )
  },
}

export const Phone: Story = {
  parameters: fresh(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expect((await boardTable()).getAllByRole('row')).toHaveLength(5)
  },
}
