import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, newPage } from './browser'
import { api, apiLogin, liveBoards, roundRobinAtEvent, storedMatch } from './event-api'
import { logInTablet, startCalledGame, tabletViewport, tap } from './tablet'

const browser = browserPerFile()

/** An event with one board and a game of two players called to it; answers the board's login code. */
async function boardWithCalledGame(token: string, name: string) {
  const event = await api<{ id: string }>('POST', '/events', token, {
    name,
    starts_at: new Date().toISOString(),
    time_zone: 'Europe/Brussels',
  })
  const board = await api<{ code: string }>('POST', `/events/${event.id}/boards`, token, { number: 1 })
  const tournamentId = await roundRobinAtEvent(token, event.id, `${name} Singles`, ['Fay Finish', 'Gus Grouping'])
  await api('POST', `/tournaments/${tournamentId}/draw`, token, {})
  return { eventId: event.id, code: board.code }
}

const remaining = (tablet: Page, side: number) =>
  tablet.locator(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`).first()

/** The remaining scores the tablet shows, side by side. */
async function shownRemaining(tablet: Page) {
  const digits = async (side: number) => /\d+/.exec((await remaining(tablet, side).textContent()) ?? '')?.[0]
  return [await digits(0), await digits(1)]
}

/** The remaining scores of board 1's game as the server holds them. */
async function serverRemaining(token: string, eventId: string) {
  const game = (await liveBoards(token, eventId)).boards[0]?.game as {
    summary?: { currentLeg: { remaining: number[] } }
  }
  return game?.summary?.currentLeg.remaining ?? null
}

const syncState = (tablet: Page) => tablet.locator('[data-slot="tablet-sync"]').getAttribute('data-sync')

async function control(action: 'kill' | 'start') {
  const response = await fetch(`${inject('controlUrl')}/api/${action}`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`Could not ${action} the API: ${response.status}`)
}

describe('a board tablet when things go wrong', () => {
  it(
    'keeps scoring with the network cut and the API killed and restarted, and stores every visit exactly once',
    { timeout: 180_000 },
    async () => {
      const token = await apiLogin('organiser@oche.test')
      const { eventId, code } = await boardWithCalledGame(token, 'Stormy Night')
      const tablet = await newPage(browser(), { viewport: tabletViewport })
      await logInTablet(tablet, code)
      await startCalledGame(tablet)
      await tap(tablet, '180')
      await expect.poll(() => serverRemaining(token, eventId)).toEqual([321, 501])

      // The network goes: scoring goes on, the visits wait on the tablet.
      await tablet.context().setOffline(true)
      for (const score of ['60', '100', '140']) await tap(tablet, score)
      await tablet.getByText('Offline · 3 visits waiting').waitFor()
      expect(await shownRemaining(tablet)).toEqual(['221', '301'])

      // The API dies and comes back on the same data; then the network returns.
      await control('kill')
      await control('start')
      await tablet.context().setOffline(false)
      await expect.poll(() => syncState(tablet), { timeout: 30_000 }).toBe('saved')

      const live = await liveBoards(token, eventId)
      const matchId = live.boards[0]?.game?.match_id
      expect(matchId).toBeTruthy()
      const match = await storedMatch(matchId!)
      const visits = match.events.filter((event) => event.type === 'visit')
      expect(visits).toHaveLength(4)
      expect(new Set(match.events.map((event) => event.id)).size).toBe(match.events.length)
      const summary = match.summary as { currentLeg: { remaining: number[] } }
      expect(summary.currentLeg.remaining.map(String)).toEqual(await shownRemaining(tablet))
      // A reload shows the same: nothing was left behind or doubled on the tablet either.
      await tablet.reload()
      await remaining(tablet, 0).waitFor()
      expect(await shownRemaining(tablet)).toEqual(['221', '301'])
    },
  )

  it(
    'refuses the second of two tablets scoring one game, which then shows the true score',
    { timeout: 120_000 },
    async () => {
      const token = await apiLogin('organiser@oche.test')
      const { eventId, code } = await boardWithCalledGame(token, 'Crowded Night')
      const first = await newPage(browser(), { viewport: tabletViewport })
      const second = await newPage(browser(), { viewport: tabletViewport })
      await logInTablet(first, code)
      await logInTablet(second, code)
      await startCalledGame(first)
      await tap(first, '100')
      await expect.poll(() => serverRemaining(token, eventId)).toEqual([401, 501])
      // The second tablet has the game as it stands, then loses its network and scores a visit of its own.
      await second.reload()
      await remaining(second, 0).getByText('401').waitFor()
      await second.context().setOffline(true)
      await tap(second, '60')
      // Meanwhile the first tablet goes on.
      await tap(first, '45')
      await expect.poll(() => serverRemaining(token, eventId)).toEqual([401, 456])
      await second.context().setOffline(false)
      await second.getByText('This game was scored on another device.', { exact: false }).waitFor({ timeout: 30_000 })
      // Its visit was refused, not stored; it shows what Oche holds, as the first tablet does.
      await expect.poll(() => shownRemaining(second)).toEqual(['401', '456'])
      expect(await shownRemaining(first)).toEqual(['401', '456'])
      await expect.poll(() => syncState(second)).toBe('saved')
    },
  )
})
