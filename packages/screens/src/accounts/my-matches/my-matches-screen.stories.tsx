import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createMatchHandlers,
  finishedMatchFixture,
  handlers,
  invitedMatchFixture,
  matchInvitationFixture,
  mockError,
  mockJson,
  mockPending,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../story-helpers/account.story-helpers'
import { MyMatchesScreen } from './my-matches-screen'

/** Fresh in-memory matches per story: the user's own three, and Mia Checkout's invitation when asked for. */
const withMatches = (options: Parameters<typeof createMatchHandlers>[0] = {}) => ({
  msw: { handlers: [...createMatchHandlers(options), ...handlers] },
})

const meta = {
  title: 'screens/Accounts/My matches',
  component: MyMatchesScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/profile/my-matches',
    ...withMatches(),
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof MyMatchesScreen>

export default meta
type Story = StoryObj<typeof meta>

const invitedSides = 'Mia Checkout – Olly Organiser'

export const History: Story = {
  play: async ({ canvas }) => {
    const history = within(await canvas.findByRole('region', { name: 'Match history' }))
    await expect(history.getAllByRole('listitem')).toHaveLength(3)
    await expect(history.getAllByRole('link', { name: 'Olly Organiser – Bram Bullseye' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/live\//),
    )
    await expect(canvas.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument()
  },
}

export const InvitationAccepted: Story = {
  parameters: withMatches({ invitations: [matchInvitationFixture] }),
  play: async ({ canvas }) => {
    const invitation = within(
      await canvas.findByRole('group', { name: 'Mia Checkout put you in their match as “Olly Organiser”' }),
    )
    // Not in the history before the user accepts.
    const history = canvas.getByRole('region', { name: 'Match history' })
    await expect(within(history).queryByRole('link', { name: invitedSides })).not.toBeInTheDocument()
    await userEvent.click(invitation.getByRole('button', { name: 'Accept' }))
    await expect(await canvas.findByText('Accepted: the match is in your history')).toBeInTheDocument()
    await expect(await within(history).findByRole('link', { name: invitedSides })).toHaveAttribute(
      'href',
      `/live/${invitedMatchFixture.id}`,
    )
    await expect(canvas.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument()
  },
}

export const InvitationDeclined: Story = {
  parameters: withMatches({ invitations: [matchInvitationFixture] }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }))
    await expect(await canvas.findByText('Invitation declined')).toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument()
    const history = within(canvas.getByRole('region', { name: 'Match history' }))
    await expect(history.queryByRole('link', { name: invitedSides })).not.toBeInTheDocument()
  },
}

export const InvitationNoLongerOpen: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/matches/:id/invitation', 404, { message: 'Not found.' }),
        ...createMatchHandlers({ invitations: [matchInvitationFixture] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }))
    await expect(await canvas.findByText('This invitation is no longer open.')).toBeInTheDocument()
  },
}

export const RemovedFromHistory: Story = {
  play: async ({ canvas }) => {
    const history = within(await canvas.findByRole('region', { name: 'Match history' }))
    const rows = history.getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    const finished = rows.find((row) => row.textContent?.includes('2–0'))
    if (!finished) throw new Error(`The history shows no finished match (${finishedMatchFixture.id})`)
    await userEvent.click(
      within(finished).getByRole('button', { name: 'Remove Olly Organiser – Bram Bullseye from my history' }),
    )
    // The toast can take a while on a busy machine: the removal itself is checked on the list below.
    await expect(await screen.findByText('Removed from your history', {}, { timeout: 10_000 })).toBeInTheDocument()
    await expect(history.queryByText('2–0')).not.toBeInTheDocument()
    await expect(history.getAllByRole('listitem')).toHaveLength(2)
  },
}

export const Empty: Story = {
  parameters: withMatches({ matches: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No matches yet/)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/matches/mine'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your matches')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/matches/mine', 500, { message: 'Server Error' }),
        mockJson('get', '/matches/invitations', []),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your matches could not be loaded')
  },
}
