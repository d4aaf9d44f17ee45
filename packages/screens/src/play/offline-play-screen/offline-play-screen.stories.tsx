import type { Meta, StoryObj } from '@storybook/react-vite'
import { createMatchHandlers, handlers, recordRequests, userFixture } from '@oche/mocks'
import type { MatchEvent } from '@oche/darts'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import {
  deleteOfflineMatch,
  listOfflineMatches,
  markOfflineMatchUploaded,
  saveOfflineMatch,
} from '../parts/offline-store/offline-matches'
import { forgetPlayStorage, signedInPlayer, storyId, storyMatch } from '../story-helpers/play-fixtures.story-helpers'
import { OfflinePlayScreen } from './offline-play-screen'

async function forgetOfflineMatches() {
  for (const entry of await listOfflineMatches()) await deleteOfflineMatch(entry.match.id)
}

const meta = {
  title: 'screens/Play/Offline',
  component: OfflinePlayScreen,
  parameters: { page: true, layout: 'fullscreen', pathname: '/play/offline' },
  beforeEach: async () => {
    const forgetToken = forgetStoryToken()
    const forgetCaller = forgetPlayStorage()
    await forgetOfflineMatches()
    return async () => {
      forgetToken()
      forgetCaller()
      await forgetOfflineMatches()
    }
  },
} satisfies Meta<typeof OfflinePlayScreen>

export default meta
type Story = StoryObj<typeof meta>

const finishedEvents: MatchEvent[] = [
  { type: 'visit', id: storyId(1), total: 60, dartsAtDouble: 0 },
  { type: 'visit', id: storyId(2), total: 45 },
  { type: 'visit', id: storyId(3), total: 41, dartsUsed: 2 },
]

const shortMatch = { startScore: 101, format: { kind: 'firstTo' as const, legs: 1 } }
const inProgress = storyMatch({}, [{ type: 'visit', id: storyId(1), total: 100 }], {
  kind: 'offline',
  id: '00000000-0000-4000-8000-00000000a001',
})
const finished = storyMatch({ ...shortMatch, players: [signedInPlayer, { name: 'Ben' }] }, finishedEvents, {
  kind: 'offline',
  id: '00000000-0000-4000-8000-00000000a002',
})
const uploaded = storyMatch({ ...shortMatch, players: [{ name: 'Cleo' }, { name: 'Dirk' }] }, finishedEvents, {
  kind: 'offline',
  id: '00000000-0000-4000-8000-00000000a003',
})

async function storeThreeMatches() {
  await saveOfflineMatch(uploaded, 'finished', new Date('2026-11-12T20:00:00Z'))
  await markOfflineMatchUploaded(uploaded.id)
  await saveOfflineMatch(finished, 'finished', new Date('2026-11-13T20:00:00Z'))
  await saveOfflineMatch(inProgress, 'inProgress', new Date('2026-11-14T20:00:00Z'))
}

const row = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-match-id="${id}"]`)

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No offline matches yet')).toBeVisible()
    await expect(canvas.getByText('Online')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login')
  },
}

export const List: Story = {
  beforeEach: storeThreeMatches,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-match-id]')).toHaveLength(3))
    const [first, second, third] = canvasElement.querySelectorAll('[data-match-id]')
    await expect(first).toHaveTextContent('Anna – Ben')
    await expect(first).toHaveTextContent('In progress')
    await expect(second).toHaveTextContent(`${userFixture.name} – Ben`)
    await expect(second).toHaveTextContent('Finished')
    await expect(third).toHaveTextContent('Saved to your account')
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Resume' }))
    await expect(await canvas.findByText('Leg 1')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'All offline matches' }))
    await expect(await canvas.findByRole('button', { name: 'New offline match' })).toBeVisible()
  },
}

export const ListDutch: Story = {
  beforeEach: storeThreeMatches,
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bezig')).toBeVisible()
    await expect(canvas.getByText('Afgelopen')).toBeVisible()
    await expect(canvas.getByText('Bewaard in je account')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Nieuwe offline wedstrijd' })).toBeVisible()
  },
}

const uploads = recordRequests('post', '/matches')

/** A guest plays a whole 101 leg offline: nothing goes over the network, and the list shows it finished. */
export const PlayAnOfflineMatch: Story = {
  parameters: { msw: { handlers: [uploads.handler, ...handlers] } },
  beforeEach: () => {
    uploads.requests.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New offline match' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom' }))
    await userEvent.type(canvas.getByLabelText('Custom start score'), '101')
    await userEvent.clear(canvas.getByLabelText('Legs to win'))
    await userEvent.type(canvas.getByLabelText('Legs to win'), '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Start match' }))
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Visit score' })).toHaveFocus())
    await userEvent.keyboard('60{Enter}')
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '0' }))
    await userEvent.click(canvas.getByRole('button', { name: '45' }))
    await userEvent.keyboard('41{Enter}')
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '2' }))
    await expect(await canvas.findByRole('heading', { name: 'Player 1 wins 1–0' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'All offline matches' }))
    await waitFor(() => expect(canvasElement.querySelector('[data-match-id]')).toHaveTextContent('Finished'))
    await expect(uploads.requests).toHaveLength(0)
  },
}

/** The start score answers every arrow key and chooses as it moves, as a radio group does (issue 27). */
export const StartScoreByArrowKeys: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New offline match' }))
    const group = canvas.getByRole('radiogroup', { name: 'Start score' })
    const fiveOhOne = within(group).getByRole('radio', { name: '501' })
    await expect(fiveOhOne).toBeChecked()
    fiveOhOne.focus()
    await userEvent.keyboard('{ArrowRight}')
    const next = within(group).getByRole('radio', { name: '701' })
    await waitFor(() => expect(next).toBeChecked())
    await expect(next).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(fiveOhOne).toBeChecked())
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(next).toBeChecked())
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(fiveOhOne).toBeChecked())
    await expect(fiveOhOne).toHaveFocus()
  },
}

export const UploadsFinishedMatchesOnce: Story = {
  parameters: {
    user: userFixture,
    msw: { handlers: [uploads.handler, ...createMatchHandlers({ matches: [] }), ...handlers] },
  },
  beforeEach: async () => {
    uploads.requests.length = 0
    await storeThreeMatches()
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, finished.id)).toHaveTextContent('Saved to your account'))
    await expect(uploads.requests).toHaveLength(1)
    await expect(uploads.requests[0]?.body).toMatchObject({ id: finished.id, kind: 'offline', events: finishedEvents })
    // Reading the list again (after opening a match and coming back) sends nothing more.
    const resume = within(canvasElement).getAllByRole('button', { name: 'Resume' })[0]
    if (resume) await userEvent.click(resume)
    await userEvent.click(await canvas.findByRole('button', { name: 'All offline matches' }))
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-match-id]')).toHaveLength(3))
    await expect(uploads.requests).toHaveLength(1)
  },
}

export const UploadWaitsForTheNetwork: Story = {
  parameters: {
    user: userFixture,
    msw: { handlers: [uploads.handler, http.post('*/api/matches', () => HttpResponse.error()), ...handlers] },
  },
  beforeEach: async () => {
    uploads.requests.length = 0
    await storeThreeMatches()
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(uploads.requests).toHaveLength(1))
    await expect(await canvas.findByText('Finished, waiting to upload')).toBeVisible()
    await expect(row(canvasElement, finished.id)).toHaveTextContent('Finished, waiting to upload')
  },
}
