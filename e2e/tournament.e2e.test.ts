import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, signIn, visit } from './browser'

const browser = browserPerFile()

/** The field, strongest first: the stronger player always wins, so every table is untied and the champion known. */
const players = [
  'Michael Smit',
  'Dimitri Peeters',
  'Fleur de Vries',
  'Luke Walsh',
  'Anke Schneider',
  'Bram Janssens',
  'Chloé Martin',
  'Jens Vogel',
  'Sanne Bakker',
  'Tom Hughes',
]
const strength = (name: string) => players.length - players.indexOf(name.trim())

/** Enters the result of the first game that can be played, as the stronger player winning; false when none is left. */
async function enterNextResult(page: Page): Promise<boolean> {
  const button = page.locator('[data-slot="game-card"][data-state="ready"] [data-action="enterResult"]').first()
  if ((await button.count()) === 0) return false
  await button.click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  const increase = dialog.getByRole('button', { name: /^One more for / })
  const names = (await increase.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map(
    (label) => label.replace(/^One more for /, ''),
  )
  expect(names).toHaveLength(2)
  const [home, away] = names as [string, string]
  // The final scores on offer tell the legs to win ("3–0" … in the groups, "4–0" … in a longer final).
  const scores = await dialog.getByRole('group', { name: 'Final scores' }).getByRole('button').allTextContents()
  const legsToWin = Math.max(...scores.flatMap((score) => score.split('–').map(Number)))
  const loserLegs = Math.min(...[home, away].map(strength)) % legsToWin
  const homeWins = strength(home) > strength(away)
  const score = homeWins ? `${legsToWin}–${loserLegs}` : `${loserLegs}–${legsToWin}`
  await dialog.getByRole('group', { name: 'Final scores' }).getByRole('button', { name: score, exact: true }).click()
  await dialog.getByRole('button', { name: 'Save result' }).click()
  await dialog.waitFor({ state: 'detached' })
  return true
}

describe('a tournament night', () => {
  it(
    'runs 10 players through two groups, a winners and a consolation knockout to a champion, followed live',
    { timeout: 240_000 },
    async () => {
      const organiser = await newPage(browser())
      await signIn(organiser, 'organiser@oche.test', 'oche-demo')

      // Set-up: groups of five, the best two to the winners knockout, the rest to a consolation knockout.
      await visit(organiser, `${baseUrl()}/manage/tournaments/create`)
      await organiser.getByLabel('Name', { exact: true }).fill('Friday Night Darts')
      await organiser.getByLabel('Players per group (at most)').fill('5')
      await organiser.getByLabel('Go through from each group').fill('2')
      await organiser.getByRole('checkbox', { name: 'Consolation knockout' }).check()
      await organiser.getByRole('button', { name: 'Create tournament' }).click()
      await organiser.waitForURL(/\/manage\/tournaments\/[0-9a-f-]{36}\/players$/, { timeout: 15_000 })
      const tournamentId = /\/manage\/tournaments\/([0-9a-f-]{36})\//.exec(organiser.url())![1]!

      // Entries: the whole field pasted as CSV.
      await visit(organiser, `${baseUrl()}/manage/tournaments/${tournamentId}/players`)
      await organiser.getByRole('button', { name: 'Import from CSV' }).click()
      await organiser
        .getByRole('dialog')
        .getByLabel('CSV', { exact: true })
        .fill(['name', ...players].join('\n'))
      await organiser.getByRole('dialog').getByRole('button', { name: 'Import 10 lines' }).click()
      await organiser.getByRole('dialog').getByText('10 entries added.').waitFor()
      await organiser.getByRole('dialog').getByRole('button', { name: 'Done' }).click()

      // A spectator follows the public groups page from before the draw.
      const spectator = await newPage(browser())
      await visit(spectator, `${baseUrl()}/tournaments/${tournamentId}/groups`)
      // Its tournament.{id} subscription refetches on success, so nothing it hears later is lost.
      await spectator.getByRole('heading', { name: 'Friday Night Darts' }).first().waitFor()

      await visit(organiser, `${baseUrl()}/manage/tournaments/${tournamentId}/play/list`)
      await organiser.getByRole('button', { name: 'Draw groups' }).click()
      await organiser.getByRole('dialog').getByRole('button', { name: 'Draw now' }).click()
      await organiser.locator('[data-slot="game-card"]').first().waitFor()

      // The groups appear on the spectator's page without a reload.
      await spectator.locator('[data-slot="group-table"]').nth(1).waitFor({ timeout: 10_000 })
      expect(await spectator.locator('[data-slot="group-table"]').count()).toBe(2)

      // The first result moves the spectator's table.
      expect(await enterNextResult(organiser)).toBe(true)
      await spectator.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-slot="group-table"] tbody tr')].some(
            (row) => row.querySelectorAll('td')[2]?.textContent === '1',
          ),
        null,
        { timeout: 10_000 },
      )

      // A second spectator waits on the overview for the champion.
      const follower = await newPage(browser())
      await visit(follower, `${baseUrl()}/tournaments/${tournamentId}`)
      await follower.getByRole('heading', { name: 'Friday Night Darts' }).first().waitFor()
      // Shared links and search engines get the tournament's name in the server-rendered title and Open Graph tags.
      expect(await follower.title()).toBe('Friday Night Darts - Oche | Tournament platform')
      expect(await follower.locator('meta[property="og:title"]').getAttribute('content')).toContain(
        'Friday Night Darts',
      )

      // Everything else: the group games, then the knockouts that the groups fill.
      let entered = 1
      while (await enterNextResult(organiser)) entered++
      // 20 group games; semi-finals and final of the four qualifiers; six in the consolation bracket of eight (two
      // byes need no result): quarter-finals, semi-finals, final.
      expect(entered).toBe(20 + 3 + 5)

      // The champion is the strongest player, on the follower's overview as soon as the final is in, without a reload.
      await follower.locator('[data-slot="champion"]').waitFor({ timeout: 10_000 })
      expect(await follower.locator('[data-slot="champion"]').textContent()).toContain(players[0])

      await visit(spectator, `${baseUrl()}/tournaments/${tournamentId}/results`)
      const ranking = spectator.getByRole('table', { name: 'Final ranking' }).locator('tbody tr')
      await ranking.first().waitFor()
      expect(await ranking.count()).toBe(10)
      expect(await ranking.first().textContent()).toContain(players[0])

      await organiser.context().close()
      await spectator.context().close()
      await follower.context().close()
    },
  )
})
