import type { Meta, StoryObj } from '@storybook/react-vite'
import { buildMatchFixture, createMatchHandlers, handlers, recordRequests, userFixture } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import {
  forgetPlayStorage,
  signedInPlayer,
  storeMatch,
  storyId,
  storyMatch,
} from '../story-helpers/play-fixtures.story-helpers'
import { PlayScreen } from './play-screen'
import { playMatchKey } from './use-play'

/** /play for a signed-in player: the match is stored in their account as it is played. */
const meta = {
  title: 'screens/Play/Play signed in',
  component: PlayScreen,
  parameters: { page: true, layout: 'fullscreen', pathname: '/play', user: userFixture },
  beforeEach: () => {
    const forgetToken = forgetStoryToken()
    const forgetMatches = forgetPlayStorage(playMatchKey)
    return () => {
      forgetToken()
      forgetMatches()
    }
  },
} satisfies Meta<typeof PlayScreen>

export default meta
type Story = StoryObj<typeof meta>

const remaining = (root: HTMLElement, side: number) =>
  root.querySelector(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`)

const createCalls = recordRequests('post', '/matches')
const appendCalls = recordRequests('post', '/matches/:id/events')

export const SavesEachVisit: Story = {
  parameters: {
    msw: { handlers: [createCalls.handler, appendCalls.handler, ...createMatchHandlers({ matches: [] }), ...handlers] },
  },
  beforeEach: () => {
    createCalls.requests.length = 0
    appendCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Player 1' })).toHaveValue(userFixture.name)
    await userEvent.click(canvas.getByRole('button', { name: 'Start match' }))
    await expect(await canvas.findByText('Saved to your account')).toBeVisible()
    await userEvent.keyboard('100{Enter}')
    await waitFor(() => expect(appendCalls.requests).toHaveLength(1))
    await expect(await canvas.findByText('Saved to your account')).toBeVisible()
    const created = createCalls.requests.at(-1)?.body as { id: string; config: { sides: unknown[] } }
    await expect(created.config.sides[0]).toEqual({ name: userFixture.name, userIds: [userFixture.id] })
    await expect(appendCalls.requests[0]?.url).toContain(`/matches/${created.id}/events`)
    await expect(appendCalls.requests[0]?.body).toMatchObject({ event: { type: 'visit', total: 100 }, version: 0 })
  },
}

let failures = 0
const failOnce = http.post('*/api/matches/:id/events', () => {
  failures += 1
  return failures === 1 ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined
})

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [failOnce, ...createMatchHandlers({ matches: [] }), ...handlers] },
  },
  beforeEach: () => {
    failures = 0
    storeMatch(playMatchKey, storyMatch({ players: [signedInPlayer, { name: 'Ben' }] }, []))
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Saved to your account')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '60' }))
    await expect(await screen.findByText(/Could not save the last visit/)).toBeInTheDocument()
    await expect(canvas.getByText('1 change not saved yet')).toBeVisible()
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 441')
    const failed = canvasElement.querySelector<HTMLElement>('[data-sync="failed"]')
    await expect(failed).not.toBeNull()
    if (failed) await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByText('Saved to your account')).toBeVisible()
  },
}

const conflictMatchId = '7a3e9b1c-2d4f-4e6a-8b0c-1d2e3f4a5c09'
const serverConfig = {
  startScore: 501,
  inRule: 'straight' as const,
  outRule: 'double' as const,
  format: { kind: 'firstTo' as const, legs: 3 },
  sides: [{ name: userFixture.name, userIds: [userFixture.id] }, { name: 'Ben' }],
}

export const Conflict: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createMatchHandlers({
          matches: [
            buildMatchFixture({
              id: conflictMatchId,
              kind: 'casual',
              config: serverConfig,
              // Another device stored Ben's 81 before this one could send its 60.
              events: [
                { type: 'visit', id: storyId(1), total: 100 },
                { type: 'visit', id: storyId(50), total: 81 },
              ],
              created_by: userFixture.id,
              created_at: '2026-11-14T19:30:00.000Z',
              updated_at: '2026-11-14T19:31:00.000Z',
            }),
          ],
        }),
        ...handlers,
      ],
    },
  },
  beforeEach: () =>
    storeMatch(
      playMatchKey,
      storyMatch(
        { players: [signedInPlayer, { name: 'Ben' }] },
        [
          { type: 'visit', id: storyId(1), total: 100 },
          { type: 'visit', id: storyId(2), total: 60 },
        ],
        { id: conflictMatchId, serverVersion: 1 },
      ),
    ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await screen.findByText(/This match was changed on another device/)).toBeInTheDocument()
    await waitFor(() => expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 420'))
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 341')
    await expect(await canvas.findByText('Saved to your account')).toBeVisible()
  },
}
