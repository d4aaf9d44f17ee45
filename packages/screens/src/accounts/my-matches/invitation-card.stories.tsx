import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createMatchHandlers,
  handlers,
  matchInvitationFixture,
  mockError,
  mockPending,
  recordRequests,
  userFixture,
} from '@oche/mocks'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { InvitationCard } from './invitation-card'

const answers = recordRequests('post', '/matches/:id/invitation')

/** A fresh in-memory store per story holding Mia Checkout's invitation (after `first`), the answers recorded. */
const withInvitation = (first: RequestHandler[] = []) => ({
  msw: {
    handlers: [
      answers.handler,
      ...first,
      ...createMatchHandlers({ invitations: [matchInvitationFixture] }),
      ...handlers,
    ],
  },
})

const meta = {
  title: 'screens/Accounts/My matches/Invitation card',
  component: InvitationCard,
  args: { invitation: matchInvitationFixture },
  // A page: the answer is told in a toast.
  parameters: { page: true, user: userFixture, ...withInvitation() },
  decorators: [
    (Story) => (
      <ul className="flex max-w-2xl flex-col gap-3">
        <Story />
      </ul>
    ),
  ],
  beforeEach: () => {
    answers.requests.length = 0
  },
} satisfies Meta<typeof InvitationCard>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('group', { name: 'Mia Checkout put you in their match as “Olly Organiser”' })

/** Waiting for an answer: who put the user on which side, the match's sides and when, and the two answers. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    const invitation = within(card(canvas))
    await expect(invitation.getByText(/Mia Checkout – Olly Organiser/)).toBeVisible()
    await expect(invitation.getByText(/15 Nov 2026/)).toBeVisible()
    await expect(invitation.getByRole('button', { name: 'Accept' })).toBeEnabled()
    await expect(invitation.getByRole('button', { name: 'Decline' })).toBeEnabled()
  },
}

/** Accepting sends the answer and says the match is now in the user's history. */
export const Accept: Story = {
  // Its own store: the answer stays out of the other stories.
  parameters: withInvitation(),
  play: async ({ canvas }) => {
    await userEvent.click(within(card(canvas)).getByRole('button', { name: 'Accept' }))
    await expect(await screen.findByText('Accepted: the match is in your history')).toBeInTheDocument()
    await expect(answers.requests).toHaveLength(1)
    await expect(answers.requests[0]?.url).toContain(`/api/matches/${matchInvitationFixture.match.id}/invitation`)
    await expect(answers.requests[0]?.body).toEqual({ answer: 'accept' })
  },
}

/** Declining with the keyboard: Tab past "Accept" to "Decline", then Enter. */
export const DeclineByKeyboard: Story = {
  parameters: withInvitation(),
  play: async ({ canvas }) => {
    const invitation = within(card(canvas))
    await userEvent.tab()
    await expect(invitation.getByRole('button', { name: 'Accept' })).toHaveFocus()
    await userEvent.tab()
    await expect(invitation.getByRole('button', { name: 'Decline' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByText('Invitation declined')).toBeInTheDocument()
    await expect(answers.requests.map((request) => request.body)).toEqual([{ answer: 'decline' }])
  },
}

/** While the answer is on its way neither button can send a second one. */
export const Answering: Story = {
  parameters: withInvitation([mockPending('post', '/matches/:id/invitation')]),
  play: async ({ canvas }) => {
    const invitation = within(card(canvas))
    await userEvent.click(invitation.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(invitation.getByRole('button', { name: 'Accept' })).toBeDisabled())
    await expect(invitation.getByRole('button', { name: 'Decline' })).toBeDisabled()
  },
}

/** Someone else answered first (the server's 404): the user hears the invitation is no longer open. */
export const NoLongerOpen: Story = {
  parameters: withInvitation([mockError('post', '/matches/:id/invitation', 404, { message: 'Not found.' })]),
  play: async ({ canvas }) => {
    await userEvent.click(within(card(canvas)).getByRole('button', { name: 'Decline' }))
    await expect(await screen.findByText('This invitation is no longer open.')).toBeInTheDocument()
  },
}

/**
 * The connection drops while accepting: the user is told Oche could not be reached (not that the invitation is gone),
 * and the card stays with both answers on offer, to try again.
 */
export const AnswerFails: Story = {
  parameters: withInvitation([http.post('*/api/matches/:id/invitation', () => HttpResponse.error())]),
  play: async ({ canvas }) => {
    const invitation = within(card(canvas))
    await userEvent.click(invitation.getByRole('button', { name: 'Accept' }))
    await expect(
      await screen.findByText('Oche could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument()
    await expect(screen.queryByText('This invitation is no longer open.')).not.toBeInTheDocument()
    await expect(card(canvas)).toBeVisible()
    await waitFor(() => expect(invitation.getByRole('button', { name: 'Accept' })).toBeEnabled())
    await expect(invitation.getByRole('button', { name: 'Decline' })).toBeEnabled()
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    const invitation = within(await canvas.findByRole('group', { name: /Mia Checkout/ }))
    await expect(invitation.getByRole('button', { name: 'Accepteren' })).toBeVisible()
  },
}
