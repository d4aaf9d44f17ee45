import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockJson, tournamentDetailFixtures, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { playHandlers, resetPlayStory } from '../story-helpers/play.story-helpers'
import { PlayLosersKoScreen, PlayWinnersKoScreen } from './bracket-screen'

const { draft, knockoutsRunning, knockoutOnly, doubleElimination, pairs } = tournamentDetailFixtures

/** The organiser's brackets: winners and losers (consolation) knockouts; a game opens its actions. */
const meta = {
  title: 'screens/Manage/Play/Brackets',
  component: PlayWinnersKoScreen,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    layout: 'fullscreen',
    msw: { handlers: playHandlers },
  },
  args: { id: knockoutOnly.tournament.id },
  beforeEach: resetPlayStory,
} satisfies Meta<typeof PlayWinnersKoScreen>

export default meta
type Story = StoryObj<typeof meta>

const losersPage: Story['render'] = (args) => <PlayLosersKoScreen {...args} />

function gameInBracket(root: HTMLElement, gameId: string): HTMLElement {
  const game = root.querySelector<HTMLElement>(`[data-slot="bracket-game"][data-game-id="${gameId}"]`)
  if (!game) throw new Error(`No game ${gameId} in the bracket`)
  return game
}

const gameWith = (games: typeof knockoutOnly.games, code: string, slot: number) => {
  const game = games.find((each) => each.round_code === code && each.slot === slot)
  if (!game) throw new Error(`No ${code} ${slot}`)
  return game
}

export const KnockoutBracket: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: knockoutOnly.tournament.name })
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bracket' })).toBeVisible()
    const semi = gameWith(knockoutOnly.games, 'semiFinal', 1)
    await userEvent.click(gameInBracket(canvasElement, semi.id))
    const menu = await screen.findByRole('dialog', { name: 'Semi-final, game 1' })
    await expect(within(menu).getByText('Jeroen Smit v Stefan Krüger')).toBeVisible()
    await userEvent.click(within(menu).getByRole('button', { name: 'Call to board' }))
    const call = await screen.findByRole('dialog', { name: 'Call to a board' })
    await userEvent.type(within(call).getByRole('textbox', { name: 'Board' }), 'Stage')
    await userEvent.click(within(call).getByRole('button', { name: 'Call game' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(gameInBracket(canvasElement, semi.id)).toHaveAttribute('data-state', 'called'))
  },
}

export const KnockoutHasNoLosersBracket: Story = {
  render: losersPage,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No bracket here')).toBeVisible()
    await expect(canvas.getByText(/In a straight knockout a lost game is the end/)).toBeVisible()
  },
}

export const WinnersKnockoutRunning: Story = {
  args: { id: knockoutsRunning.tournament.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: knockoutsRunning.tournament.name })
    await expect(canvas.getByRole('heading', { level: 2, name: 'Winners bracket' })).toBeVisible()
    const live = gameWith(knockoutsRunning.games, 'semiFinal', 2)
    await userEvent.click(gameInBracket(canvasElement, live.id))
    const menu = await screen.findByRole('dialog', { name: 'Semi-final, game 2' })
    await expect(within(menu).getByRole('button', { name: 'Continue scoring' })).toBeVisible()
    await expect(within(menu).getByRole('link', { name: 'Watch live' })).toHaveAttribute(
      'href',
      `/live/${live.match_id}`,
    )
  },
}

export const ConsolationResult: Story = {
  args: { id: knockoutsRunning.tournament.id },
  render: losersPage,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: knockoutsRunning.tournament.name })
    await expect(canvas.getByRole('heading', { level: 2, name: 'Consolation bracket' })).toBeVisible()
    const called = knockoutsRunning.games.find((game) => game.stage === 'consolationKo' && game.state === 'called')
    if (!called) throw new Error('No called consolation game')
    await userEvent.click(gameInBracket(canvasElement, called.id))
    const menu = await screen.findByRole('dialog', { name: 'Semi-final, game 2' })
    await userEvent.click(within(menu).getByRole('button', { name: 'Enter result' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    // A knockout game needs a winner: no level scores are offered.
    await expect(within(dialog).queryByRole('button', { name: '2–2' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: '3–0' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(gameInBracket(canvasElement, called.id)).toHaveAttribute('data-state', 'finished'))
  },
}

export const DoubleEliminationWinners: Story = {
  args: { id: doubleElimination.tournament.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: doubleElimination.tournament.name })
    const sections = [...canvasElement.querySelectorAll('[data-slot="bracket-section"]')]
    await expect(sections.map((section) => section.getAttribute('data-section'))).toEqual(['winners', 'final'])
  },
}

export const DoubleEliminationLosers: Story = {
  args: { id: doubleElimination.tournament.id },
  render: losersPage,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: doubleElimination.tournament.name })
    await expect(canvas.getByRole('heading', { level: 2, name: 'Losers bracket' })).toBeVisible()
    const sections = [...canvasElement.querySelectorAll('[data-slot="bracket-section"]')]
    await expect(sections.map((section) => section.getAttribute('data-section'))).toEqual(['losers'])
  },
}

const withoutConsolation = {
  ...knockoutsRunning,
  tournament: {
    ...knockoutsRunning.tournament,
    format: { kind: 'groupsKnockout', group_size: 5, qualifiers_per_group: 2, consolation: false, third_place: true },
  },
  games: knockoutsRunning.games.filter((game) => game.stage !== 'consolationKo'),
} as const

export const NoConsolationKnockout: Story = {
  args: { id: knockoutsRunning.tournament.id },
  render: losersPage,
  parameters: { msw: { handlers: [mockJson('get', '/tournaments/:id', withoutConsolation), ...playHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This tournament has no consolation knockout/)).toBeVisible()
  },
}

export const RoundRobinHasNoBracket: Story = {
  args: { id: pairs.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/In a round robin everyone plays everyone once/)).toBeVisible()
  },
}

export const NotDrawnYet: Story = {
  args: { id: draft.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not drawn yet')).toBeVisible()
  },
}
