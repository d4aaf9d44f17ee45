import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  allTournamentSnapshotFixtures,
  mockError,
  mockValidationError,
  participantFixtures,
  recordRequests,
  tournamentDetailFixtures,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { emptyPairsDraft, manageHandlers } from '../story-helpers/manage.story-helpers'
import { TournamentPlayersScreen } from './tournament-players-screen'

const draft = tournamentDetailFixtures.draft.tournament
const drawn = tournamentDetailFixtures.drawn.tournament
const pairs = emptyPairsDraft()

const meta = {
  title: 'screens/Manage/Tournament players',
  component: TournamentPlayersScreen,
  args: { id: draft.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `/manage/tournaments/${draft.id}/players`,
    msw: { handlers: manageHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TournamentPlayersScreen>

export default meta
type Story = StoryObj<typeof meta>

const entryCalls = recordRequests('post', '/tournaments/:id/entries')
const updateCalls = recordRequests('patch', '/tournaments/:id/entries/:entryId')
const tournamentCalls = recordRequests('patch', '/tournaments/:id')
const clearCalls = () => {
  entryCalls.requests.length = 0
  updateCalls.requests.length = 0
  tournamentCalls.requests.length = 0
}
const recorded = () => [entryCalls.handler, updateCalls.handler, tournamentCalls.handler, ...manageHandlers()]
const entriesTable = async () => within(await screen.findByRole('table', { name: 'Entries' }))
const rowOf = async (name: string) => {
  const table = await entriesTable()
  const row = (await table.findByText(name, { selector: 'span' })).closest('tr')
  if (!row) throw new Error(`No row for ${name}`)
  return within(row)
}

export const Draft: Story = {
  play: async ({ canvas }) => {
    const table = await entriesTable()
    await expect(table.getAllByRole('row')).toHaveLength(11)
    await expect(canvas.getByRole('navigation', { name: 'Tournament management' })).toBeVisible()
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { name: 'Players' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByText('7 of 10 checked in.')).toBeVisible()
    await expect(table.getByRole('textbox', { name: 'Seed of Jeroen Smit' })).toHaveValue('1')
    await expect(table.getByRole('checkbox', { name: 'Wout Mertens checked in' })).not.toBeChecked()
    await expect(canvas.getByRole('switch', { name: 'Sign-up open' })).toBeChecked()
  },
}

export const AddFromParticipantList: Story = {
  parameters: { msw: { handlers: recorded() } },
  beforeEach: clearCalls,
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('combobox', { name: 'Player' })
    await userEvent.type(picker, 'jeroen')
    const entered = await screen.findByRole('option', { name: /Jeroen Smit/ })
    await expect(entered).toHaveAttribute('aria-disabled', 'true')
    await expect(entered).toHaveTextContent('Already entered')

    await userEvent.clear(picker)
    await userEvent.type(picker, 'rub')
    await expect(picker).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}')
    await expect(picker).toHaveValue('Ruben Jacobs')
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the player' }))

    await expect(await screen.findByText('Ruben Jacobs is entered')).toBeInTheDocument()
    await expect((await rowOf('Ruben Jacobs')).getByRole('checkbox', { name: 'Ruben Jacobs checked in' })).toBeVisible()
    await expect(entryCalls.requests[0]?.body).toEqual({
      members: [{ participant_id: participantFixtures.find(({ name }) => name === 'Ruben Jacobs')?.id }],
    })
    await expect(canvas.getByRole('combobox', { name: 'Player' })).toHaveValue('')
  },
}

export const AddGuest: Story = {
  parameters: { msw: { handlers: recorded() } },
  beforeEach: clearCalls,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Player' }), 'Jan Janssens')
    await userEvent.click(await screen.findByRole('option', { name: 'Add “Jan Janssens” as a new guest' }))
    await userEvent.type(canvas.getByLabelText('Nickname of Jan Janssens (optional)'), 'JJ')
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the player' }))
    await expect(await rowOf('Jan Janssens')).toBeTruthy()
    await expect(entryCalls.requests[0]?.body).toEqual({ members: [{ name: 'Jan Janssens', nickname: 'JJ' }] })
  },
}

export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Enter the player' }))
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Player' })).toHaveAccessibleDescription(
        'Type to search your participant list, or type a new name to add a guest. Choose a player from the list, or type the name of a new guest.',
      ),
    )
  },
}

export const AddPair: Story = {
  args: { id: pairs.tournament.id },
  parameters: { msw: { handlers: [entryCalls.handler, ...manageHandlers({ tournaments: [pairs] })] } },
  beforeEach: clearCalls,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No players entered yet')).toBeVisible()
    // Enter takes the first choice: the participant once the list is in (before it, the typed name as a new guest).
    await userEvent.type(canvas.getByRole('combobox', { name: 'Player 1' }), 'Sanne')
    await screen.findByRole('option', { name: /Sanne de Vries/ })
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('combobox', { name: 'Player 1' })).toHaveValue('Sanne de Vries')
    await userEvent.type(canvas.getByRole('combobox', { name: 'Player 2' }), 'Kevin')
    await screen.findByRole('option', { name: /Kevin Peeters/ })
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('combobox', { name: 'Player 2' })).toHaveValue('Kevin Peeters')
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the pair' }))
    await expect(await rowOf('Sanne de Vries & Kevin Peeters')).toBeTruthy()
    await expect((entryCalls.requests[0]?.body as { members: unknown[] }).members).toHaveLength(2)
  },
}

export const CheckIn: Story = {
  parameters: { msw: { handlers: recorded() } },
  beforeEach: clearCalls,
  play: async ({ canvas }) => {
    const wout = await rowOf('Wout Mertens')
    await userEvent.click(wout.getByRole('checkbox', { name: 'Wout Mertens checked in' }))
    await expect(wout.getByRole('checkbox', { name: 'Wout Mertens checked in' })).toBeChecked()
    await waitFor(() => expect(canvas.getByText('8 of 10 checked in.')).toBeVisible())
    await waitFor(() => expect(updateCalls.requests[0]?.body).toEqual({ checked_in: true }))
  },
}

export const CheckInRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('patch', '/tournaments/:id/entries/:entryId', 409, {
          message: 'The draw has been made: entries can no longer be changed this way.',
        }),
        ...manageHandlers(),
      ],
    },
  },
  play: async () => {
    const wout = await rowOf('Wout Mertens')
    await userEvent.click(wout.getByRole('checkbox', { name: 'Wout Mertens checked in' }))
    await expect(
      await screen.findByText('The draw has been made: entries can no longer be changed this way.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(wout.getByRole('checkbox', { name: 'Wout Mertens checked in' })).not.toBeChecked())
  },
}

export const Seeding: Story = {
  parameters: { msw: { handlers: recorded() } },
  beforeEach: clearCalls,
  play: async ({ canvas }) => {
    const seed = (await rowOf('Liam Thompson')).getByRole('textbox', { name: 'Seed of Liam Thompson' })
    await userEvent.type(seed, '5{Enter}')
    await waitFor(() => expect(updateCalls.requests[0]?.body).toEqual({ seed: 5 }))

    await userEvent.click(canvas.getByRole('button', { name: 'Seed by list order' }))
    await expect(
      await screen.findByText('Seeds 1 to 10 given in list order', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        (
          within(canvas.getByRole('table', { name: 'Entries' }))
            .getAllByRole('textbox')
            .at(-1) as HTMLInputElement
        ).value,
      ).toBe('10'),
    )
  },
}

export const RemoveNoShows: Story = {
  parameters: { msw: { handlers: manageHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove no-shows (3)' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the 3 players not checked in?' })
    await expect(dialog).toHaveAccessibleDescription('Wout Mertens, Lukas Becker, Niels Vermeulen')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove them' }))
    await waitFor(async () => expect((await entriesTable()).getAllByRole('row')).toHaveLength(8))
    await expect(canvas.getByText('7 of 7 checked in.')).toBeVisible()
  },
}

export const CloseSignUp: Story = {
  parameters: { msw: { handlers: recorded() } },
  beforeEach: clearCalls,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Sign-up open' }))
    await waitFor(() => expect(tournamentCalls.requests[0]?.body).toEqual({ signup_open: false }))
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Sign-up open' })).not.toBeChecked())
  },
}

export const ImportCsvWithErrorLine: Story = {
  parameters: { msw: { handlers: manageHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Import from CSV' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Import players' }))
    const csv = dialog.getByRole('textbox', { name: 'CSV' })
    await userEvent.click(csv)
    await userEvent.paste('name;nickname;seed\nRuben Jacobs;;\n;Nobody;\nJeroen Smit;;\nJan Janssens;JJ;')
    const preview = within(dialog.getByRole('table', { name: 'Preview' }))
    await expect(preview.getAllByRole('row')).toHaveLength(5)
    await expect(preview.getByText('Cannot be read: the name is missing')).toBeVisible()
    await expect(preview.getByText('Already entered: left out')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Import 4 lines' })).toBeDisabled()

    await userEvent.clear(csv)
    await userEvent.paste('name;nickname;seed\nRuben Jacobs;;\nJeroen Smit;;\nJan Janssens;JJ;')
    await userEvent.click(dialog.getByRole('button', { name: 'Import 3 lines' }))
    await expect(await dialog.findByText('2 entries added.')).toBeVisible()
    await expect(dialog.getByText('Line 3: Jeroen Smit')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect(await rowOf('Jan Janssens')).toBeTruthy()
    await expect((await entriesTable()).getAllByRole('row')).toHaveLength(13)
  },
}

export const ImportRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', '/tournaments/:id/entries/import', {
          csv: ['Line 2: This line cannot be read.', 'Line 5: This line cannot be read.'],
        }),
        ...manageHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Import from CSV' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Import players' }))
    await userEvent.click(dialog.getByRole('textbox', { name: 'CSV' }))
    await userEvent.paste('name\nAnna\nBen')
    await userEvent.click(dialog.getByRole('button', { name: 'Import 2 lines' }))
    const alert = await dialog.findByRole('alert')
    await expect(alert).toHaveTextContent('Nothing was imported. Fix these lines and try again:')
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 2: This line cannot be read.', 'Line 5: This line cannot be read.'])
    await expect(dialog.getByRole('textbox', { name: 'CSV' })).toHaveValue('name\nAnna\nBen')
  },
}

export const DrawnWithdraw: Story = {
  args: { id: drawn.id },
  parameters: { msw: { handlers: recorded() } },
  beforeEach: clearCalls,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The draw has been made: players can no longer be entered/)).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Player' })).not.toBeInTheDocument()
    const first = tournamentDetailFixtures.drawn.entries[0]
    if (!first) throw new Error('The drawn fixture has no entries')
    // One "Withdraw" a row, each named with its player (#27).
    const table = await entriesTable()
    for (const entry of tournamentDetailFixtures.drawn.entries.filter((each) => !each.withdrawn)) {
      await expect(table.getByRole('button', { name: `Withdraw ${entry.name}` })).toHaveTextContent(/^Withdraw$/)
    }
    const row = await rowOf(first.name)
    await userEvent.click(row.getByRole('button', { name: `Withdraw ${first.name}` }))
    const dialog = await screen.findByRole('alertdialog', { name: `Withdraw ${first.name}?` })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await expect(await row.findByText('Withdrawn')).toBeVisible()
    await waitFor(() => expect(updateCalls.requests[0]?.body).toEqual({ withdrawn: true }))
  },
}

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This tournament cannot be found')).toBeVisible()
  },
}

export const Forbidden: Story = {
  args: {
    id:
      allTournamentSnapshotFixtures.find(({ tournament }) => tournament.organiser.id !== userFixture.id)?.tournament
        .id ?? '',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not organise this tournament')).toBeVisible()
  },
}
