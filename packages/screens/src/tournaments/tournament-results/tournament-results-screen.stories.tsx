import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTournamentHandlers, handlers, mockError, mockPending } from '@oche/mocks'
import { expect, waitFor, within } from 'storybook/test'
import { storyTournaments, unknownTournamentId } from '../story-helpers/tournament.story-helpers'
import { TournamentResultsScreen } from './tournament-results-screen'

const { draft, groupsRunning, finished, doubleElimination } = storyTournaments

const meta = {
  title: 'screens/Tournaments/Results',
  component: TournamentResultsScreen,
  parameters: {
    page: true,
    pathname: '/tournaments',
    layout: 'fullscreen',
    msw: { handlers: [...createTournamentHandlers(), ...handlers] },
  },
  args: { id: finished.tournament.id },
} satisfies Meta<typeof TournamentResultsScreen>

export default meta
type Story = StoryObj<typeof meta>

const played = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="game-row"]')]

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tournaments/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the tournament'))
  },
}

export const NoResultsYet: Story = {
  args: { id: draft.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No results yet' })).toBeVisible()
  },
}

/** Under way: only played games, and the ranking still to come. */
export const GroupsRunning: Story = {
  args: { id: groupsRunning.tournament.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Groups' })
    await expect(played(canvasElement).every((row) => ['finished', 'walkover'].includes(row.dataset.state ?? ''))).toBe(
      true,
    )
    await expect(canvas.getByText('The ranking follows once the tournament is finished.')).toBeVisible()
    // Group games are known by their group.
    await expect(played(canvasElement)[0]).toHaveTextContent(/^Group [AB]/)
  },
}

/** Finished: every stage's results, the champion and the ranking with shared places. */
export const Finished: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: `Champion ${finished.champion}` })).toBeVisible()
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Groups',
      'Winners knockout',
      'Consolation knockout',
      `Champion${finished.champion}`,
      'Final ranking',
    ])
    const ranking = canvas.getByRole('table', { name: 'Final ranking' })
    const places = within(ranking)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('data-place'))
    await expect(places.slice(0, 4)).toEqual(['1', '2', '3', '4'])
    await expect(places).toContain('5–6')
    await expect(within(ranking).getAllByRole('row')[1]).toHaveTextContent(`1${finished.champion}`)
  },
}

export const DoubleElimination: Story = {
  args: { id: doubleElimination.tournament.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Double elimination' })
    await expect(canvas.getByRole('heading', { level: 3, name: 'Winners round 1' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { id: unknownTournamentId },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This tournament cannot be found' })).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/tournaments/:id', 500, { message: 'Server error.' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The tournament could not be loaded',
    )
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const ranking = await canvas.findByRole('table', { name: 'Final ranking' })
    await expect(ranking.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('table', { name: 'Final ranking' })).toBeVisible()
  },
}
