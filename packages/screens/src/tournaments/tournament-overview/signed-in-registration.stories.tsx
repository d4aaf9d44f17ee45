import type { Meta, StoryObj } from '@storybook/react-vite'
import { tournamentQueries } from '@oche/api'
import {
  createTournamentHandlers,
  handlers,
  mockError,
  mockValidationError,
  recordRequests,
  tournamentSnapshotFixtures,
  userFixture,
} from '@oche/mocks'
import { useQuery } from '@tanstack/react-query'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { usePlatform } from '../../app/platform/platform-context'
import { storyTournaments } from '../story-helpers/tournament.story-helpers'
import { SignedInRegistration } from './signed-in-registration'

type RegistrationStoryProps = {
  /** The tournament whose sign-up the signed-in player sees. */
  id: string
}

/** The registration as the overview gives it: the tournament from the API, refetched after a sign-up or withdrawal. */
function RegistrationStory({ id }: RegistrationStoryProps) {
  const { api } = usePlatform()
  const { data } = useQuery(tournamentQueries.detail(api, id))
  return data ? <SignedInRegistration detail={data} /> : null
}

const { draft } = storyTournaments
// The draft as a pairs tournament: sign-up asks for the partner.
const pairsDraft = (() => {
  const snapshot = structuredClone(tournamentSnapshotFixtures.draft)
  snapshot.tournament = { ...snapshot.tournament, type: 'pairs', name: 'Winter Pairs 2026' }
  return snapshot
})()
// Groups under way with the player in the first entry: entered, but past the draw.
const enteredAfterDraw = (() => {
  const snapshot = structuredClone(tournamentSnapshotFixtures.groupsRunning)
  const [first] = snapshot.entries
  if (first?.members[0]) first.members[0].user_id = userFixture.id
  return snapshot
})()
// Another organiser's draft the player has entered (`Kölner Dart-Nacht`).
const cologneId = '7c0e000a-0000-4000-8000-000000000001'

const registerPath = '/tournaments/:id/register'
const registerCalls = recordRequests('post', registerPath)
const withdrawCalls = recordRequests('delete', registerPath)
const pairsHandlers = () => [
  registerCalls.handler,
  ...createTournamentHandlers({ tournaments: [pairsDraft] }),
  ...handlers,
]

const partnerLabel = 'Your partner’s name'

const meta = {
  title: 'screens/Tournaments/Overview/Signed-in registration',
  component: RegistrationStory,
  parameters: {
    page: true,
    pathname: '/tournaments',
    user: userFixture,
    msw: { handlers: [registerCalls.handler, withdrawCalls.handler, ...createTournamentHandlers(), ...handlers] },
  },
  args: { id: draft.tournament.id },
  beforeEach: () => {
    registerCalls.requests.length = 0
    withdrawCalls.requests.length = 0
  },
} satisfies Meta<typeof RegistrationStory>

export default meta
type Story = StoryObj<typeof meta>

/** Singles: no partner to name, one button; the player is registered and told so. */
export const Singles: Story = {
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Register' })
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument()
    await userEvent.click(submit)
    await expect(await screen.findByText('You are registered for Winter Open 2026')).toBeInTheDocument()
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are registered.')
    await expect(registerCalls.requests).toHaveLength(1)
    await expect(registerCalls.requests[0]?.body).toEqual({})
    // Before the draw, the entry can be taken back.
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeVisible()
  },
}

/** Pairs: the partner's name, sent trimmed; the panel then names the pair. */
export const Pairs: Story = {
  args: { id: pairsDraft.tournament.id },
  parameters: { msw: { handlers: pairsHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(partnerLabel), '  Jan Peeters ')
    await userEvent.click(canvas.getByRole('button', { name: 'Register our pair' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(`You play as ${userFixture.name} & Jan Peeters.`)
    await expect(registerCalls.requests.at(-1)?.body).toEqual({ partner_name: 'Jan Peeters' })
    await expect(await screen.findByText('You are registered for Winter Pairs 2026')).toBeInTheDocument()
  },
}

/** No partner named (or only spaces): the form says so on the field before anything is sent, and keeps the text. */
export const PairsWithoutPartner: Story = {
  args: { id: pairsDraft.tournament.id },
  parameters: { msw: { handlers: pairsHandlers() } },
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Register our pair' })
    const partner = canvas.getByLabelText(partnerLabel)
    await expect(partner).not.toHaveAttribute('aria-invalid')
    await userEvent.click(submit)
    await expect(partner).toHaveAccessibleDescription('Fill in the name of your partner.')
    await expect(partner).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(partner, '   ')
    await userEvent.click(submit)
    await expect(partner).toHaveAccessibleDescription('Fill in the name of your partner.')
    await expect(partner).toHaveValue('   ')
    await expect(registerCalls.requests).toHaveLength(0)
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
}

/** The server refuses the partner (422 on `partner_name`): its message under the field, the name typed kept. */
export const PartnerRefused: Story = {
  args: { id: pairsDraft.tournament.id },
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', registerPath, {
          partner_name: ['This player has already entered this tournament.'],
        }),
        ...pairsHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const partner = await canvas.findByLabelText(partnerLabel)
    await userEvent.type(partner, 'Sanne de Vries')
    await userEvent.click(canvas.getByRole('button', { name: 'Register our pair' }))
    await waitFor(() => expect(partner).toHaveAccessibleDescription('This player has already entered this tournament.'))
    await expect(partner).toHaveAttribute('aria-invalid', 'true')
    await expect(partner).toHaveValue('Sanne de Vries')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Register our pair' })).toBeEnabled()
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
}

/** The server fails (500): its message above the button, the partner's name kept, and the button ready to try again. */
export const ServerError: Story = {
  args: { id: pairsDraft.tournament.id },
  parameters: {
    msw: {
      handlers: [
        mockError('post', registerPath, 500, { message: 'Something went wrong on our side.' }),
        ...pairsHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const partner = await canvas.findByLabelText(partnerLabel)
    await userEvent.type(partner, 'Jan Peeters')
    await userEvent.click(canvas.getByRole('button', { name: 'Register our pair' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side.')
    await expect(partner).toHaveValue('Jan Peeters')
    await expect(partner).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getByRole('button', { name: 'Register our pair' })).toBeEnabled()
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
}

/** Entered before the draw: the entry is confirmed and can be withdrawn. */
export const Registered: Story = {
  args: { id: cologneId },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are registered.')
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument()
  },
}

/** Entered, but the draw is made: the entry is confirmed, with no way to withdraw. */
export const RegisteredAfterDraw: Story = {
  args: { id: enteredAfterDraw.tournament.id },
  parameters: { msw: { handlers: [...createTournamentHandlers({ tournaments: [enteredAfterDraw] }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are registered.')
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument()
  },
}

/** The withdraw dialog: it asks first, focus starts on staying entered, and staying closes it with nothing sent. */
export const WithdrawDialog: Story = {
  args: { id: cologneId },
  play: async ({ canvas }) => {
    const withdraw = await canvas.findByRole('button', { name: 'Withdraw' })
    await userEvent.click(withdraw)
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw from this tournament?' })
    await expect(dialog).toHaveAccessibleDescription(
      'Your entry is removed. You can register again while sign-up is open.',
    )
    const stay = within(dialog).getByRole('button', { name: 'Stay entered' })
    await waitFor(() => expect(stay).toHaveFocus())
    await userEvent.click(stay)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(withdraw).toHaveFocus())
    await expect(canvas.getByRole('status')).toHaveTextContent('You are registered.')
    await expect(withdrawCalls.requests).toHaveLength(0)
  },
}

/** Confirmed: the entry is gone, the player is told, and the form to register again is back. */
export const Withdraw: Story = {
  args: { id: cologneId },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw from this tournament?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await expect(await screen.findByText('You have withdrawn')).toBeInTheDocument()
    await expect(await canvas.findByRole('button', { name: 'Register' })).toBeVisible()
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await expect(withdrawCalls.requests).toHaveLength(1)
  },
}

/** The server refuses the withdrawal (the draw was made meanwhile): its message in a toast, the entry and the dialog still there. */
export const WithdrawFails: Story = {
  args: { id: cologneId },
  parameters: {
    msw: {
      handlers: [
        mockError('delete', registerPath, 409, {
          message: 'The draw has been made: entries can no longer be changed this way.',
        }),
        ...createTournamentHandlers(),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw from this tournament?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await expect(
      await screen.findByText('The draw has been made: entries can no longer be changed this way.'),
    ).toBeInTheDocument()
    await expect(screen.queryByText('You have withdrawn')).not.toBeInTheDocument()
    // The dialog stays, ready again: the player may try once more or stay entered.
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw' })
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'))
    await expect(dialog).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay entered' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(canvas.getByRole('status')).toHaveTextContent('You are registered.')
  },
}
