import { mockError, mockJson, mockPending, tournamentDetailFixtures, userFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { playHandlers, resetPlayStory } from '../story-helpers/play.story-helpers'
import { AuditTrail } from './audit-trail'

const { groupsRunning, drawn } = tournamentDetailFixtures
const auditPath = `/tournaments/${groupsRunning.tournament.id}/audit`

const meta = {
  title: 'screens/Manage/Play/Results/Audit trail',
  component: AuditTrail,
  decorators: [
    (Story) => (
      <section aria-labelledby="audit-title" className="max-w-xl">
        <h2 id="audit-title" className="font-semibold">
          Audit trail
        </h2>
        <Story />
      </section>
    ),
  ],
  parameters: { page: true, user: userFixture, pathname: '/manage/tournaments', msw: { handlers: playHandlers } },
  args: { tournamentId: groupsRunning.tournament.id, games: groupsRunning.games, labelledBy: 'audit-title' },
  beforeEach: resetPlayStory,
} satisfies Meta<typeof AuditTrail>

export default meta
type Story = StoryObj<typeof meta>

const trail = async (canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> }) =>
  within(await canvas.findByRole('list', { name: 'Audit trail' }))

/** Newest first: who did what and when, the game by name, what it was and became, and why. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const items = (await trail(canvas)).getAllByRole('listitem')
    await expect(items.at(-1)).toHaveTextContent('made the draw')
    const correction = items.find((item) => item.getAttribute('data-action') === 'result.corrected')
    if (!correction) throw new Error('The fixture needs a correction')
    await expect(correction).toHaveTextContent('Olly Organiser corrected a result')
    await expect(correction).toHaveTextContent('Group B, round 1: Wout Mertens v Marco Hoffmann')
    await expect(within(correction).getByRole('img', { name: 'becomes' })).toBeInTheDocument()
    await expect(correction).toHaveTextContent('Entered the wrong way round; checked with both players.')
  },
}

/** Only the draw so far. */
export const DrawOnly: Story = {
  args: { tournamentId: drawn.tournament.id, games: drawn.games },
  play: async ({ canvas }) => {
    const items = (await trail(canvas)).getAllByRole('listitem')
    await expect(items).toHaveLength(1)
    await expect(items[0]).toHaveTextContent('made the draw')
  },
}

/** Nothing entered yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [mockJson('get', auditPath, []), ...playHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing has been entered or changed yet.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', auditPath), ...playHandlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the audit trail')).toBeInTheDocument()
  },
}

/** It could not be loaded: trying again loads it. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*/api${auditPath}`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), {
          once: true,
        }),
        ...playHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The audit trail could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(async () => expect((await trail(canvas)).getAllByRole('listitem').length).toBeGreaterThan(0))
  },
}

/** A failure that stays: the message and the retry button. */
export const StaysFailing: Story = {
  parameters: {
    msw: { handlers: [mockError('get', auditPath, 500, { message: 'Server Error' }), ...playHandlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The audit trail could not be loaded.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('list', { name: 'Audit trail' })).toBeVisible()
  },
}
