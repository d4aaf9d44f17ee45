import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockJson, mockPending, participantFixtures, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { manageHandlers } from '../story-helpers/manage.story-helpers'
import { ParticipantsScreen } from './participants-screen'

const meta = {
  title: 'screens/Manage/Participants',
  component: ParticipantsScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/manage/participants',
    msw: { handlers: manageHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof ParticipantsScreen>

export default meta
type Story = StoryObj<typeof meta>

const participantTable = async () => within(await screen.findByRole('table', { name: 'Participants' }))
const rowOf = async (name: string) => {
  const [cell] = await (await participantTable()).findAllByText(name)
  const row = cell?.closest('tr')
  if (!row) throw new Error(`No row for ${name}`)
  return within(row)
}
const chooseAction = async (name: string, action: string) => {
  const row = await rowOf(name)
  await userEvent.click(row.getByRole('button', { name: `Actions for ${name}` }))
  await userEvent.click(await screen.findByRole('menuitem', { name: action }))
}

const duplicate = {
  id: '5a1d0c3e-7f3b-4c6d-8e9f-0000000000ff',
  name: 'Jeroen Smitt',
  nickname: '',
  user: null,
  tournaments_count: 0,
  created_at: '2026-11-10T10:00:00.000Z',
}
const mergeCalls = recordRequests('post', '/participants/:id/merge')

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await participantTable()
    await expect(table.getAllByRole('row')).toHaveLength(participantFixtures.length + 1)
    await expect(
      (await rowOf('Kevin Peeters')).getByText('Kevin Peeters', { selector: '[data-slot="badge"]' }),
    ).toBeVisible()
    await expect((await rowOf('Anke Vogel')).getByText('Guest')).toBeVisible()
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or nickname' }), 'hammer')
    await expect(canvas.getByText('Nobody on your list matches')).toBeVisible()
    await userEvent.clear(canvas.getByRole('searchbox'))
    await userEvent.type(canvas.getByRole('searchbox'), 'molenaar')
    await expect((await participantTable()).getAllByRole('row')).toHaveLength(2)
    await expect(canvas.getByRole('status')).toHaveTextContent(`1 participant of ${participantFixtures.length}`)
  },
}

export const Create: Story = {
  parameters: { msw: { handlers: manageHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a participant' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a participant' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Add to the list' }))
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Fill in this field.'))
    await userEvent.type(dialog.getByLabelText('Name'), 'Jan Janssens')
    await userEvent.type(dialog.getByLabelText('Nickname (optional)'), 'JJ')
    await userEvent.click(dialog.getByRole('button', { name: 'Add to the list' }))
    await expect(await screen.findByText('Jan Janssens is on your list')).toBeInTheDocument()
    await expect((await rowOf('Jan Janssens')).getByText('JJ')).toBeVisible()
  },
}

/** A name already on the list (however it is written): pointed out, with a way to open that player instead. */
export const NameAlreadyOnTheList: Story = {
  parameters: { msw: { handlers: manageHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a participant' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a participant' }))
    await userEvent.type(dialog.getByLabelText('Name'), 'anke vogel')
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Anke Vogel is already on your list. Saving makes a second player of that name.',
    )
    // Another name: no warning.
    await userEvent.type(dialog.getByLabelText('Name'), 'sang')
    await waitFor(() => expect(dialog.queryByRole('status')).not.toBeInTheDocument())
    await userEvent.clear(dialog.getByLabelText('Name'))
    await userEvent.type(dialog.getByLabelText('Name'), 'Anke Vögel ')
    await userEvent.click(await dialog.findByRole('button', { name: 'Open Anke Vogel instead' }))
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Anke Vogel' }))
    await expect(edit.getByLabelText('Name')).toHaveValue('Anke Vogel')
    // Her own name is no namesake of hers.
    await expect(edit.queryByRole('status')).not.toBeInTheDocument()
  },
}

/** Two players may share a name: the organiser saves anyway and has both. */
export const SecondPlayerOfTheSameName: Story = {
  parameters: { msw: { handlers: manageHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a participant' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a participant' }))
    await userEvent.type(dialog.getByLabelText('Name'), 'Anke Vogel')
    await expect(await dialog.findByRole('status')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Add to the list' }))
    await expect(await screen.findByText('Anke Vogel is on your list')).toBeInTheDocument()
    await waitFor(async () => expect(await (await participantTable()).findAllByText('Anke Vogel')).toHaveLength(2))
  },
}

export const Edit: Story = {
  parameters: { msw: { handlers: manageHandlers() } },
  play: async () => {
    await chooseAction('Anke Vogel', 'Edit name')
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Anke Vogel' }))
    await userEvent.clear(dialog.getByLabelText('Name'))
    await userEvent.type(dialog.getByLabelText('Name'), 'Anke Vögel{Enter}')
    await expect(await rowOf('Anke Vögel')).toBeTruthy()
  },
}

export const MergeDuplicates: Story = {
  parameters: {
    msw: { handlers: [mergeCalls.handler, ...manageHandlers({ participants: [...participantFixtures, duplicate] })] },
  },
  beforeEach: () => {
    mergeCalls.requests.length = 0
  },
  play: async () => {
    await chooseAction('Jeroen Smitt', 'Merge with a duplicate…')
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Jeroen Smitt with a duplicate' }))
    await expect(dialog.getByText(/The tournaments of the one you do not keep move to the one you keep/)).toBeVisible()
    await userEvent.type(dialog.getByRole('combobox', { name: 'The duplicate' }), 'jeroen')
    await userEvent.click(await screen.findByRole('option', { name: /Jeroen Smit\b/ }))
    const keep = within(dialog.getByRole('radiogroup', { name: 'Which one to keep' }))
    await expect(keep.getByRole('radio', { name: 'Jeroen Smitt' })).toHaveAccessibleDescription('no tournaments, guest')
    await expect(keep.getByRole('radio', { name: 'Jeroen Smit' })).toHaveAccessibleDescription('7 tournaments, guest')
    await userEvent.click(keep.getByRole('radio', { name: 'Jeroen Smit' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }))
    await expect(await screen.findByText('Jeroen Smitt is merged into Jeroen Smit')).toBeInTheDocument()
    await expect(mergeCalls.requests[0]?.url).toContain(`/participants/${duplicate.id}/merge`)
    await expect(mergeCalls.requests[0]?.body).toEqual({
      into_id: participantFixtures.find(({ name }) => name === 'Jeroen Smit')?.id,
    })
    await waitFor(async () => expect((await participantTable()).queryByText('Jeroen Smitt')).not.toBeInTheDocument())
  },
}

export const MergeRefused: Story = {
  parameters: { msw: { handlers: manageHandlers() } },
  play: async () => {
    await chooseAction('Jeroen Smit', 'Merge with a duplicate…')
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByRole('combobox', { name: 'The duplicate' }), 'Kevin')
    await userEvent.keyboard('{Enter}')
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Both participants play in the same tournament, so they are different players.',
    )
  },
}

const linkCalls = recordRequests('post', '/participants/:id/link')

export const InviteToLink: Story = {
  parameters: { msw: { handlers: [linkCalls.handler, ...manageHandlers()] } },
  play: async () => {
    await chooseAction('Jana Schröder', 'Link to an account…')
    const dialog = within(await screen.findByRole('dialog', { name: 'Link Jana Schröder to an account' }))
    const email = dialog.getByLabelText('E-mail address of their account')
    await userEvent.type(email, 'not an address{Enter}')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    await userEvent.clear(email)
    await userEvent.type(email, 'jana@oche.test')
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }))
    await expect(
      await screen.findByText(
        'Invitation sent: if an account uses jana@oche.test, its owner was asked to accept. Jana Schröder shows as invited until then.',
      ),
    ).toBeInTheDocument()
    await expect(linkCalls.requests.at(-1)?.body).toEqual({ email: 'jana@oche.test' })
    // Not linked yet: the row shows the pending invitation and the address.
    const row = await rowOf('Jana Schröder')
    await expect(await row.findByText('Invited')).toBeVisible()
    await expect(row.getByText('jana@oche.test')).toBeVisible()
    await expect(row.queryByText('Guest')).not.toBeInTheDocument()
  },
}

export const WithdrawInvitation: Story = {
  parameters: {
    msw: {
      handlers: [
        mockJson('get', '/participants', [
          { ...duplicate, invitation: { email: 'jeroen@example.com', invited_at: '2026-11-12T10:00:00.000Z' } },
        ]),
        mockJson('delete', '/participants/:id/link', { ...duplicate, invitation: null }),
        ...manageHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await (await rowOf('Jeroen Smitt')).findByText('Invited')).toBeVisible()
    await chooseAction('Jeroen Smitt', 'Withdraw the invitation')
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the invitation for Jeroen Smitt?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await expect(await screen.findByText('The invitation for Jeroen Smitt is withdrawn')).toBeInTheDocument()
  },
}

export const Unlink: Story = {
  parameters: { msw: { handlers: manageHandlers() } },
  play: async () => {
    await chooseAction('Kevin Peeters', 'Unlink the account')
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink Kevin Peeters from their account?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }))
    await expect(await screen.findByText('Kevin Peeters is a guest again')).toBeInTheDocument()
    await expect(await (await rowOf('Kevin Peeters')).findByText('Guest')).toBeVisible()
  },
}

export const DeleteUnused: Story = {
  parameters: { msw: { handlers: manageHandlers() } },
  play: async () => {
    const used = await rowOf('Jeroen Smit')
    await userEvent.click(used.getByRole('button', { name: 'Actions for Jeroen Smit' }))
    await expect(
      await screen.findByRole('menuitem', { name: 'Delete (not possible: has played; merge instead)' }),
    ).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{Escape}')

    await chooseAction('Ruben Jacobs', 'Delete')
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Ruben Jacobs from your list?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(async () => expect((await participantTable()).queryByText('Ruben Jacobs')).not.toBeInTheDocument())
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: [mockJson('get', '/participants', []), ...manageHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your participant list is empty')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add a participant' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/participants'), ...manageHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your participants')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/participants', 500, { message: 'Server Error' }), ...manageHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your participant list could not be loaded')
  },
}
