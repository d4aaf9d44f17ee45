import type { TournamentDetail } from '@oche/api'
import { mockValidationError, recordRequests, tournamentDetailFixtures, userFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { playHandlers, resetPlayStory } from '../play/story-helpers/play.story-helpers'
import { CsvImportDialog, type CsvImportDialogProps } from './csv-import-dialog'
import { useEntryMutations } from './use-entry-mutations'

const { draft } = tournamentDetailFixtures

/** The dialog as the players page shows it: the import goes through `POST …/entries/import` to the stateful mocks. */
function StoredCsvImportDialog({ detail }: Pick<CsvImportDialogProps, 'detail'>) {
  const mutations = useEntryMutations(detail.tournament.id)
  return <CsvImportDialog detail={detail} mutations={mutations} />
}

/** The draft as a pairs tournament, for the pairs columns of the preview. */
const pairsDraft: TournamentDetail = { ...draft, tournament: { ...draft.tournament, type: 'pairs' } }

const importPath = '/tournaments/:id/entries/import'
const importCalls = recordRequests('post', importPath)

const meta = {
  title: 'screens/Manage/Tournament players/CSV import dialog',
  component: StoredCsvImportDialog,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    msw: { handlers: [importCalls.handler, ...playHandlers] },
  },
  args: { detail: draft },
  beforeEach: () => {
    resetPlayStory()
    importCalls.requests.length = 0
  },
} satisfies Meta<typeof StoredCsvImportDialog>

export default meta
type Story = StoryObj<typeof meta>

const openDialog = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Import from CSV' }))
  return screen.findByRole('dialog', { name: 'Import players' })
}

/**
 * Pasted CSV is previewed line by line before anything is sent: an unreadable line blocks the import; once fixed,
 * the lines are imported, those already entered left out, and "Done" starts afresh next time.
 */
export const PreviewAndImport: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas)
    const csv = within(dialog).getByRole('textbox', { name: 'CSV' })
    await expect(within(dialog).getByRole('button', { name: 'Import 0 lines' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Import 0 lines' })).toHaveAccessibleDescription(
      'Paste a CSV or choose a file to import.',
    )
    await userEvent.click(csv)
    await userEvent.paste('name;nickname;seed\nRuben Jacobs;;\n;Nobody;\nJeroen Smit;;\nJan Janssens;JJ;x')
    const preview = within(within(dialog).getByRole('table', { name: 'Preview' }))
    await expect(preview.getAllByRole('row')).toHaveLength(5)
    await expect(preview.getByText('Cannot be read: the name is missing')).toBeVisible()
    await expect(preview.getByText(/Cannot be read: the seed must be a whole number from 1 to 1024/)).toBeVisible()
    await expect(preview.getByText('Already entered: left out')).toBeVisible()
    const blocked = within(dialog).getByRole('button', { name: 'Import 4 lines' })
    await expect(blocked).toBeDisabled()
    await expect(blocked).toHaveAccessibleDescription(
      'Fix the 2 lines marked in red to import: the file is imported whole or not at all.',
    )

    await userEvent.clear(csv)
    await userEvent.paste('name;nickname;seed\nRuben Jacobs;;\nJeroen Smit;;\nJan Janssens;JJ;')
    const fixed = within(within(dialog).getByRole('table', { name: 'Preview' }))
    await expect(fixed.getAllByText('Will be entered')).toHaveLength(2)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 3 lines' }))
    await expect(await within(dialog).findByText('2 entries added.')).toBeVisible()
    await expect(within(dialog).getByText('Line 3: Jeroen Smit')).toBeVisible()
    await expect(importCalls.requests[0]?.body).toEqual({
      csv: 'name;nickname;seed\nRuben Jacobs;;\nJeroen Smit;;\nJan Janssens;JJ;',
    })
    await expect(csv).toHaveValue('')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const again = await openDialog(canvas)
    await expect(within(again).queryByText('2 entries added.')).toBeNull()
  },
}

/** Without a header naming a "name" column nothing can be read. */
export const NoNameColumn: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas)
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'CSV' }))
    await userEvent.paste('Anna\nBen')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The first line must name the columns, with at least a “name” column.',
    )
    await expect(within(dialog).queryByRole('table', { name: 'Preview' })).toBeNull()
    const button = within(dialog).getByRole('button', { name: /^Import \d+ lines?$/ })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription('Fix the header line to import.')
  },
}

/**
 * Lines the server would refuse are marked before anything is sent, with the server's own rules: a name over 100
 * characters and the same player twice in another case. The Import button says why it is disabled.
 */
export const ServerRulesInPreview: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas)
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'CSV' }))
    await userEvent.paste(`name\n${'Anna '.repeat(21)}\nBen Claes\nBEN CLAES`)
    const preview = within(within(dialog).getByRole('table', { name: 'Preview' }))
    await expect(preview.getByText('A name may be at most 100 characters long')).toBeVisible()
    await expect(preview.getByText('BEN CLAES is already on line 3')).toBeVisible()
    await expect(preview.getAllByText('Will be entered')).toHaveLength(1)
    const button = within(dialog).getByRole('button', { name: 'Import 3 lines' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(
      'Fix the 2 lines marked in red to import: the file is imported whole or not at all.',
    )
    await expect(importCalls.requests).toHaveLength(0)
  },
}

/** A chosen file fills the CSV box and the preview. */
export const FromFile: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas)
    const file = new File(['name,nickname\nAnke Vogel,\nNina Visser,The Needle\n'], 'players.csv', {
      type: 'text/csv',
    })
    await userEvent.upload(within(dialog).getByLabelText('Or choose a CSV file'), file)
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'CSV' })).toHaveValue(
        'name,nickname\nAnke Vogel,\nNina Visser,The Needle\n',
      ),
    )
    const preview = within(within(dialog).getByRole('table', { name: 'Preview' }))
    await expect(preview.getAllByText('Will be entered')).toHaveLength(2)
    await expect(within(dialog).getByRole('button', { name: 'Import 2 lines' })).toBeEnabled()
  },
}

/** The server refuses the lot: its line errors are listed, nothing is imported, the CSV stays to fix. */
export const RefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', importPath, { csv: ['Line 3: This line cannot be read.'] }),
        ...playHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas)
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'CSV' }))
    await userEvent.paste('name\nAnna\nBen')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 lines' }))
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent('Nothing was imported. Fix these lines and try again:')
    await expect(within(alert).getByRole('listitem')).toHaveTextContent('Line 3: This line cannot be read.')
    await expect(within(dialog).getByRole('textbox', { name: 'CSV' })).toHaveValue('name\nAnna\nBen')
    // Editing the CSV clears the refusal.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'CSV' }), 'a')
    await expect(within(dialog).queryByRole('alert')).toBeNull()
  },
}

/** A pairs tournament asks for a partner on every line. */
export const Pairs: Story = {
  args: { detail: pairsDraft },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas)
    await expect(within(dialog).getByText(/one pair per line/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'CSV' }))
    await userEvent.paste('name;partner\nAnna Smit;Ben Smit\nCarla Peeters;')
    const preview = within(within(dialog).getByRole('table', { name: 'Preview' }))
    await expect(preview.getByRole('columnheader', { name: 'Pair' })).toBeVisible()
    await expect(preview.getByText('Cannot be read: the partner is missing')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Import 2 lines' })).toBeDisabled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    const dialog = await openDialog(canvas)
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'CSV' }))
    await userEvent.paste('name\nJeroen Smit\n;x')
    await expect(within(dialog).getByRole('table', { name: 'Preview' })).toBeVisible()
  },
}
