import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { createTournamentHandlers, handlers, mockError, mockPending, tournamentMatchFixtures } from '@oche/mocks'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  movableTournamentHandler,
  nextVersion,
  storyTournaments,
  unknownTournamentId,
} from '../story-helpers/tournament.story-helpers'
import { TournamentGamesScreen } from './tournament-games-screen'
import { storyRealtime } from '../../../../../.storybook/story-harness'

const { draft, groupsRunning, knockoutsRunning, doubleElimination } = storyTournaments

const meta = {
  title: 'screens/Tournaments/Games',
  component: TournamentGamesScreen,
  parameters: {
    page: true,
    pathname: '/tournaments',
    layout: 'fullscreen',
    msw: { handlers: [...createTournamentHandlers(), ...handlers] },
  },
  args: { id: groupsRunning.tournament.id },
} satisfies Meta<typeof TournamentGamesScreen>

export default meta
type Story = StoryObj<typeof meta>

const rows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="game-row"]')]

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tournaments/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the tournament'))
  },
}

export const NotDrawnYet: Story = {
  args: { id: draft.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No games yet')).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Tournament pages' })
    await expect(within(nav).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Two groups after two rounds: round by round, each game with its group, live score, call and link. */
export const GroupsRunning: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Groups' })).toBeVisible()
    const groups = canvas.getByRole('region', { name: 'Groups' })
    await expect(
      within(groups)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Round 1', 'Round 2', 'Round 3', 'Round 4', 'Round 5'])
    await expect(rows(groups)).toHaveLength(20)
    // The knockouts are drawn already, their places still to be decided.
    await expect(canvas.getByRole('region', { name: 'Winners knockout' })).toHaveTextContent('A1')
    const live = rows(canvasElement).find((row) => row.dataset.state === 'live') as HTMLElement
    await expect(within(live).getByText('Live')).toBeVisible()
    await expect(within(live).getByText('Group A')).toBeVisible()
    const link = within(live).getByRole('link')
    await expect(link.getAttribute('href')).toMatch(new RegExp(`^/tournaments/${groupsRunning.tournament.id}/games/`))
    const called = rows(canvasElement).find((row) => row.dataset.state === 'called') as HTMLElement
    await expect(within(called).getByText('Called: board 4')).toBeVisible()
    // Played games show the legs and mark the winner in words for screen readers.
    const played = rows(canvasElement).find((row) => row.dataset.state === 'finished') as HTMLElement
    await expect(played.querySelectorAll('[data-slot="game-row-score"]')).toHaveLength(2)
    await expect(within(played).getByText('(winner)')).toBeInTheDocument()
    // Its link reads the game in words, not the names and numbers one after the other (#27).
    await expect(within(played).getByRole('link')).toHaveAccessibleName(
      /^Group [AB]: (.+ \(winner\) \d, .+ \d|.+ \d, .+ \(winner\) \d)$/,
    )
  },
}

/**
 * A game on the oche shows its match's score as it is thrown: legs and the remaining scores from the match, then
 * the next visit heard on `match.{id}`; an older version than the one shown is dropped.
 */
export const LiveScores: Story = {
  play: async ({ canvasElement }) => {
    const row = await waitFor(() => {
      const live = rows(canvasElement).find((candidate) => candidate.dataset.state === 'live')
      if (!live?.querySelector('[data-slot="game-row-remaining"]')) throw new Error('no live score yet')
      return live
    })
    const game = groupsRunning.games.find((candidate) => candidate.id === row.dataset.gameId)!
    const match = tournamentMatchFixtures.find((candidate) => candidate.id === game.match_id)!
    const remaining = () =>
      [...row.querySelectorAll('[data-slot="game-row-remaining"]')].map((cell) => cell.textContent)
    await expect(remaining()).toEqual(match.summary.currentLeg.remaining.map((left) => `${left} left`))
    // The link says whose points are left and the legs, not "Ines Janssens 501 left 0 Dieter Doppel 501 left 0" (#27).
    const [homeLeft, awayLeft] = match.summary.currentLeg.remaining
    const [homeLegs, awayLegs] = match.summary.legsWon
    await expect(within(row).getByRole('link')).toHaveAccessibleName(
      `Group ${game.group}: ${game.sides[0].name} ${homeLeft}, ${game.sides[1].name} ${awayLeft}, ` +
        `legs ${homeLegs}–${awayLegs}, live${game.board ? ` on board ${game.board}` : ''}`,
    )
    const thrower = match.summary.currentLeg.thrower
    const after = {
      ...match.summary,
      currentLeg: {
        ...match.summary.currentLeg,
        thrower: 1 - thrower,
        remaining: match.summary.currentLeg.remaining.map((left, side) => (side === thrower ? left - 60 : left)),
      },
    }
    const visit = { type: 'visit', id: '00000000-0000-4000-8000-000000000001', total: 60 }
    const channel = realtimeChannels.match(match.id)
    storyRealtime().emit(channel, realtimeEvents.visitScored, {
      matchId: match.id,
      version: match.version + 1,
      event: visit,
      summary: after,
    })
    await waitFor(() => expect(remaining()).toEqual(after.currentLeg.remaining.map((left) => `${left} left`)))
    // Every score the row shows from here on: the stale event must not bring the older one back, not even briefly.
    const shown: (string | null)[][] = []
    const observer = new MutationObserver(() => shown.push(remaining()))
    observer.observe(row, { subtree: true, childList: true, characterData: true })
    storyRealtime().emit(channel, realtimeEvents.visitScored, {
      matchId: match.id,
      version: match.version,
      event: visit,
      summary: match.summary,
    })
    // Then the next visit (the other side's 45): once it shows, the stale event before it has been heard.
    const later = {
      ...after,
      currentLeg: {
        ...after.currentLeg,
        thrower,
        remaining: after.currentLeg.remaining.map((left, side) => (side === thrower ? left : left - 45)),
      },
    }
    storyRealtime().emit(channel, realtimeEvents.visitScored, {
      matchId: match.id,
      version: match.version + 2,
      event: { type: 'visit', id: '00000000-0000-4000-8000-000000000002', total: 45 },
      summary: later,
    })
    await waitFor(() => expect(remaining()).toEqual(later.currentLeg.remaining.map((left) => `${left} left`)))
    observer.disconnect()
    await expect(shown).not.toContainEqual(match.summary.currentLeg.remaining.map((left) => `${left} left`))
  },
}

/** Filtering: the games on the boards, then one player's games. */
export const Filtering: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Groups' })
    await choose('Show', 'On the boards')
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2))
    await expect(
      rows(canvasElement)
        .map((row) => row.dataset.state)
        .sort(),
    ).toEqual(['called', 'live'])
    await choose('Show', 'All games')
    const player = groupsRunning.entries[0]
    await choose('Player', player?.name ?? '')
    // Five players a group: four games each.
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(4))
    for (const row of rows(canvasElement)) await expect(row).toHaveTextContent(player?.name ?? '')
    await choose('Show', 'Still to play')
    await choose('Player', groupsRunning.entries.at(-1)?.name ?? '')
    await choose('Show', 'Played')
    await expect(rows(canvasElement).every((row) => ['finished', 'walkover'].includes(row.dataset.state ?? ''))).toBe(
      true,
    )
  },
}

/** Groups done, both knockouts under way: stages in order, rounds by their names. */
export const KnockoutsRunning: Story = {
  args: { id: knockoutsRunning.tournament.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Groups' })
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Groups',
      'Winners knockout',
      'Consolation knockout',
    ])
    const winners = canvas.getByRole('region', { name: 'Winners knockout' })
    await expect(within(winners).getByRole('heading', { name: 'Semi-finals' })).toBeVisible()
    await expect(within(winners).getByRole('heading', { name: 'Final' })).toBeVisible()
    await expect(within(winners).getByText('Winner of SF 2')).toBeVisible()
  },
}

/** Winners bracket, losers bracket and the final, in that order, byes left out. */
export const DoubleElimination: Story = {
  args: { id: doubleElimination.tournament.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Double elimination' })
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    await expect(headings[0]).toBe('Winners round 1')
    await expect(headings.at(-1)).toBe('Grand final reset')
    await expect(rows(canvasElement).some((row) => row.dataset.state === 'bye')).toBe(false)
  },
}

const liveUpdate = (() => {
  let current = groupsRunning
  const server = movableTournamentHandler(() => current)
  return {
    server,
    moveOn: () => {
      current = nextVersion(groupsRunning, (next) => {
        const called = next.games.find((game) => game.state === 'called')
        if (called) called.state = 'live'
      })
      return current
    },
  }
})()

/**
 * `game.called` with a newer version refetches the tournament (the called game is now live); an event whose
 * version the page already has is dropped.
 */
export const LiveUpdate: Story = {
  parameters: { msw: { handlers: [liveUpdate.server.handler, ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Groups' })
    await waitFor(() => expect(rows(canvasElement).filter((row) => row.dataset.state === 'live')).toHaveLength(1))
    const channel = realtimeChannels.tournament(groupsRunning.tournament.id)
    const before = liveUpdate.server.calls.count
    storyRealtime().emit(channel, realtimeEvents.standingsUpdated, {
      tournamentId: groupsRunning.tournament.id,
      version: groupsRunning.tournament.version,
    })
    // The next, newer event refetches once: the event before it, whose version the page had, fetched nothing.
    const next = liveUpdate.moveOn()
    storyRealtime().emit(channel, realtimeEvents.gameCalled, {
      tournamentId: next.tournament.id,
      version: next.tournament.version,
    })
    await waitFor(() => expect(rows(canvasElement).filter((row) => row.dataset.state === 'live')).toHaveLength(2))
    await expect(liveUpdate.server.calls.count).toBe(before + 1)
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
    msw: { handlers: [mockError('get', '/tournaments/:id', 503, { message: 'Unavailable.' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The tournament could not be loaded',
    )
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Groups' })
    const row = rows(canvasElement)[0] as HTMLElement
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { id: knockoutsRunning.tournament.id },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Winners knockout' })).toBeVisible()
  },
}

/** A private tournament, seen by one of its players: the page listens on the private channel the API names. */
const privateTournament = {
  ...groupsRunning,
  tournament: {
    ...groupsRunning.tournament,
    visibility: 'private' as const,
    realtime_channel: realtimeChannels.privateTournament(groupsRunning.tournament.id),
  },
}

export const PrivateTournamentListensOnItsPrivateChannel: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/tournaments/:id', () => HttpResponse.json(privateTournament)), ...handlers] },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Groups' })
    const named = realtimeChannels.privateTournament(groupsRunning.tournament.id)
    await waitFor(() => expect(storyRealtime().subscribedChannels()).toContain(named))
    await expect(storyRealtime().subscribedChannels()).not.toContain(
      realtimeChannels.tournament(groupsRunning.tournament.id),
    )
  },
}
