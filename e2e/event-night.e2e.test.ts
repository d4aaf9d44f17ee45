import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, signIn, visit } from './browser'
import { api, liveBoards, roundRobinAtEvent } from './event-api'
import { logInTablet, scoreNineDarter, tabletViewport } from './tablet'

const browser = browserPerFile()

const players = ['Anna Arrows', 'Bram Bull', 'Cas Checkout', 'Daan Double']

/** Adds a board on the boards page and answers the login code its dialog shows this once. */
async function addBoard(organiser: Page, number: number): Promise<string> {
  await organiser.getByRole('button', { name: 'Add a board' }).first().click()
  const dialog = organiser.getByRole('dialog')
  await dialog.getByLabel('Number').fill(String(number))
  await dialog.getByRole('button', { name: 'Add the board' }).click()
  const code = organiser.getByTestId('board-code')
  await code.waitFor()
  const letters = (await code.getAttribute('aria-label'))?.replace(/\s+/g, '') ?? ''
  expect(letters).toMatch(/^[A-Z2-9]{6}$/)
  await organiser.getByRole('button', { name: 'Done' }).click()
  await organiser.getByRole('dialog').waitFor({ state: 'detached' })
  return letters
}

/** The board card of the organiser's live overview. */
const overviewCard = (organiser: Page, number: number) =>
  organiser.getByRole('article', { name: new RegExp(`^Board ${number}\\b`) })

describe('an event night on two boards', () => {
  it(
    'calls the games to two tablets, which score them to the end while the overview and the public page follow',
    { timeout: 240_000 },
    async () => {
      const organiser = await newPage(browser())
      const token = await signIn(organiser, 'organiser@oche.test', 'oche-demo')

      // The organiser makes the event (no location, so no boards yet) and gives it two boards.
      await visit(organiser, `${baseUrl()}/manage/events/create`)
      await organiser.getByLabel('Name', { exact: true }).fill('Thursday Boards Night')
      await organiser.getByRole('button', { name: 'Create event' }).click()
      await organiser.waitForURL(/\/manage\/events\/[0-9a-f-]{36}\/edit$/, { timeout: 15_000 })
      const eventId = /\/manage\/events\/([0-9a-f-]{36})\//.exec(organiser.url())![1]!
      await visit(organiser, `${baseUrl()}/manage/events/${eventId}/boards`)
      const codes = [await addBoard(organiser, 1), await addBoard(organiser, 2)]
      const tournamentId = await roundRobinAtEvent(token, eventId, 'Thursday Singles', players)

      // Two tablets log in by code; nothing is called yet.
      const tablets: Page[] = []
      for (const code of codes) {
        const tablet = await newPage(browser(), { viewport: tabletViewport })
        await logInTablet(tablet, code)
        await tablet.getByText('Waiting for the next game').waitFor()
        tablets.push(tablet)
      }
      const spectator = await newPage(browser())
      await visit(spectator, `${baseUrl()}/events/${eventId}`)
      await spectator.getByRole('heading', { level: 1, name: 'Thursday Boards Night' }).waitFor()

      // The draw: the first two games go to the boards by themselves, and every screen hears of it.
      await api('POST', `/tournaments/${tournamentId}/draw`, token, {})
      for (const tablet of tablets) await tablet.getByRole('button', { name: 'Start the game' }).waitFor()
      await overviewCard(organiser, 1).and(organiser.locator('[data-state="called"]')).waitFor()
      await spectator.locator('[data-slot="live-board"][data-board="2"][data-state="called"]').waitFor()
      const firstRound = await liveBoards(token, eventId)
      const firstNames = firstRound.boards.flatMap((board) => board.game?.sides.map((side) => side.name) ?? [])
      expect(new Set(firstNames).size).toBe(4)

      // Board 1 plays first: the overview and the public page show it in play, then awaiting confirmation.
      await scoreNineDarter(tablets[0]!, {
        whilePlaying: async () => {
          await overviewCard(organiser, 1).and(organiser.locator('[data-state="playing"]')).waitFor()
          await spectator.locator('[data-slot="live-board"][data-board="1"][data-state="playing"]').waitFor()
        },
      })
      await overviewCard(organiser, 1).and(organiser.locator('[data-state="confirming"]')).waitFor()
      await tablets[0]!
        .getByRole('button', { name: /agrees$/ })
        .nth(0)
        .click()
      await tablets[0]!
        .getByRole('button', { name: /agrees$/ })
        .nth(1)
        .click()
      await tablets[0]!.getByRole('button', { name: 'Confirm the result' }).click()
      // Every other game has a player still at board 2: board 1 waits for them.
      await tablets[0]!.getByText('Waiting for the next game').waitFor()
      await spectator.locator('[data-slot="result"]').first().waitFor()

      // Board 2 finishes: both boards get their next game, and nobody is on two boards.
      await scoreNineDarter(tablets[1]!)
      await tablets[1]!
        .getByRole('button', { name: /agrees$/ })
        .nth(0)
        .click()
      await tablets[1]!
        .getByRole('button', { name: /agrees$/ })
        .nth(1)
        .click()
      await tablets[1]!.getByRole('button', { name: 'Confirm the result' }).click()
      for (const tablet of tablets) await tablet.getByRole('button', { name: 'Start the game' }).waitFor()
      await expect.poll(async () => (await liveBoards(token, eventId)).recent.length).toBe(2)
      const secondRound = await liveBoards(token, eventId)
      expect(secondRound.boards.map((board) => board.state)).toEqual(['called', 'called'])
      const secondNames = secondRound.boards.flatMap((board) => board.game?.sides.map((side) => side.name) ?? [])
      expect(new Set(secondNames).size).toBe(4)
      await expect.poll(() => spectator.locator('[data-slot="result"]').count()).toBe(2)
      await overviewCard(organiser, 2).and(organiser.locator('[data-state="called"]')).waitFor()
    },
  )
})
