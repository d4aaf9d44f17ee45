import type { Meta, StoryObj } from '@storybook/react-vite'
import { createVenueTabletHandlers, mockPending, venueBoardTokenFixture, venueNightFixture } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { writeCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'
import { deviceOutbox } from '../parts/outbox/indexed-db-outbox'
import {
  expectScorerInView,
  forgetTablet,
  tabletAt,
  tabletLandscape,
  tabletPortrait,
  tabletSizes,
  tabletViewports,
} from '../story-helpers/tablet.story-helpers'
import { TabletScreen } from './tablet-screen'

/** Stories only: this tablet is logged in to board 1 of the fixture venue (`venueBoardTokenFixture`). */
async function logInVenueTablet() {
  const forget = await forgetTablet()
  writeCookie(storageKeys.boardToken, venueBoardTokenFixture, 1)
  return forget
}

const meta = {
  title: 'screens/Tablet/Venue board',
  component: TabletScreen,
  args: { searchParams: {} },
  globals: tabletLandscape,
  parameters: {
    page: true,
    shell: 'tablet',
    frame: 'background',
    layout: 'fullscreen',
    viewport: { options: tabletViewports },
    pathname: '/tablet',
    msw: { handlers: createVenueTabletHandlers() },
  },
  beforeEach: logInVenueTablet,
} satisfies Meta<typeof TabletScreen>

export default meta
type Story = StoryObj<typeof meta>

const match = async (canvas: HTMLElement, name: string) => within(await within(canvas).findByRole('region', { name }))
const syncStatus = (root: HTMLElement) => root.querySelector('[data-slot="tablet-sync"]')

/** Each story's own venue night: a game started in one is not started in the next. */
const freshNight = () => ({ msw: { handlers: createVenueTabletHandlers() } })

/** Tonight at the venue: one match under way with its games to score, one waiting for the away team's lineup. */
export const TonightsMatches: Story = {
  parameters: freshNight(),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'League night at Café De Gouden Pijl' })).toBeVisible()
    const arrows = await match(canvasElement, 'The Arrows – Bull Busters')
    await expect(arrows.getByText('Live')).toBeVisible()
    await expect(arrows.getByText('2–1')).toBeVisible()
    await expect(arrows.getAllByRole('button', { name: 'Score this game' })).toHaveLength(2)
    const twenty = await match(canvasElement, 'Triple Twenty – Checkout Kings')
    await expect(twenty.getByText(/Checkout Kings still has to hand in the lineup/)).toBeVisible()
    await expect(twenty.getAllByText('Waiting for both lineups')).toHaveLength(2)
    await expect(twenty.queryByRole('button')).toBeNull()
  },
}

/**
 * The players of game 2 start it from the board, score a visit, leave for the list and come back to it: it is
 * live, and the visit is still there.
 */
export const ScoreAGame: Story = {
  parameters: freshNight(),
  play: async ({ canvas, canvasElement }) => {
    const arrows = await match(canvasElement, 'The Arrows – Bull Busters')
    const [second] = arrows.getAllByRole('button', { name: 'Score this game' })
    if (!second) throw new Error('Game 2 has no button')
    await userEvent.click(second)
    await expect(await canvas.findByText('The Arrows – Bull Busters · game 2')).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: '100' }))
    // The visit reaches Oche: the outbox empties and the tablet says so.
    await waitFor(async () => expect(await deviceOutbox().list()).toEqual([]))
    await waitFor(() => expect(syncStatus(canvasElement)).toHaveTextContent('Online · all visits saved'))

    await userEvent.click(canvas.getByRole('button', { name: 'All matches' }))
    const again = await match(canvasElement, 'The Arrows – Bull Busters')
    await userEvent.click(await again.findByRole('button', { name: 'Go on scoring' }))
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-side="0"] [data-slot="scoreboard-side-remaining"]')).toHaveTextContent(
        'Remaining 401',
      ),
    )
  },
}

/** The whole scorer of a league game stays in view under the board's header and the game's line. */
export const ScorerFitsLandscape: Story = {
  globals: tabletAt('tabletLandscape'),
  parameters: { ...freshNight(), frame: { layout: 'tablet' } },
  play: async ({ canvas, canvasElement }) => {
    const arrows = await match(canvasElement, 'The Arrows – Bull Busters')
    const [second] = arrows.getAllByRole('button', { name: 'Score this game' })
    if (!second) throw new Error('Game 2 has no button')
    await userEvent.click(second)
    await expect(await canvas.findByRole('button', { name: 'Enter score' })).toBeVisible()
    await waitFor(() => expectScorerInView(canvasElement, tabletSizes.tabletLandscape))
  },
}

/** A game the server will not start (its lineup changed meanwhile): why, on the match, and the list stays. */
export const StartRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/tablet/league/:fixtureId/games/:game/start', () =>
          HttpResponse.json(
            { message: 'Both teams must name their players for this game first.', errors: {} },
            { status: 409 },
          ),
        ),
        ...createVenueTabletHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const arrows = await match(canvasElement, 'The Arrows – Bull Busters')
    const [second] = arrows.getAllByRole('button', { name: 'Score this game' })
    if (!second) throw new Error('Game 2 has no button')
    await userEvent.click(second)
    await expect(await arrows.findByRole('alert')).toHaveTextContent(
      'Both teams must name their players for this game first.',
    )
    await expect(arrows.getAllByRole('button', { name: 'Score this game' })).toHaveLength(2)
  },
}

/** No team match at the venue around today. */
export const NoMatches: Story = {
  parameters: { msw: { handlers: createVenueTabletHandlers({ night: { ...venueNightFixture(), matches: [] } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No league match here today')).toBeVisible()
    await expect(canvas.getByText(/The matches of Fixture League at Café De Gouden Pijl show up here/)).toBeVisible()
  },
}

/** The board's matches on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tablet/state'), ...createVenueTabletHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the board')).toBeInTheDocument()
  },
}

/** Upright on its stand, in Dutch. */
export const DutchPortrait: Story = {
  globals: { ...tabletPortrait, locale: 'nl' },
  parameters: freshNight(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Speeldag in Café De Gouden Pijl' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Partij scoren' })).toHaveLength(2)
  },
}
