import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, long, newPage, phone, signIn, visit } from './browser'
import { api, apiLogin, demoLeague } from './event-api'
import { measureScorer, tabletViewport, tap, typeScore } from './tablet'

// A league night of the demo league, as its people live it: the two captains name their lineups on their phones,
// the first game is scored on a tablet while the league's admin and a player of another team follow the match page
// live, the other games are typed in, both captains sign the match report off, the standings move, and the admin's
// correction after sign-off shows in the audit trail and the score.

const browser = browserPerFile()

type Member = { id: string; participant_id: string; name: string; role: string; left_on: string | null; team: Slug }
type Slug = { slug: string; name: string }
type Summary = { slug: string; home: Slug; away: Slug; division: Slug; state: string }
type Game = { number: number; slot: { kind: string } }
type Standings = { rows: { team: Slug; played: number; points: number }[] }

const night = {
  org: '',
  season: '',
  seasonApi: '',
  match: {} as Summary,
  mia: { token: '', team: {} as Slug },
  bram: { token: '', team: {} as Slug },
  adminToken: '',
  before: 0,
}

const matchPath = () => `${baseUrl()}/competition/${night.org}/season/${night.season}/matches/${night.match.slug}`

/** Names every game of the lineup form in order: singles in turn through the squad, pairs two by two. */
async function fillLineup(page: Page, squad: readonly string[]) {
  const games = page.locator('form[data-side] fieldset[data-game]')
  await games.first().waitFor(long)
  let singles = 0
  let pairs = 0
  for (let index = 0; index < (await games.count()); index += 1) {
    const game = games.nth(index)
    const selects = game.getByRole('combobox')
    const count = await selects.count()
    const names =
      count === 1
        ? [squad[singles++ % squad.length]]
        : [squad[(pairs * 2) % squad.length], squad[(pairs++ * 2 + 1) % squad.length]]
    for (const [place, name] of names.entries()) {
      await selects.nth(place).click()
      await page.getByRole('option', { name, exact: true }).click()
    }
  }
}

describe('a league night', () => {
  beforeAll(async () => {
    const { token: adminToken, org, season, seasonApi } = await demoLeague()
    Object.assign(night, { adminToken, org, season, seasonApi } satisfies Partial<typeof night>)
    const members = await api<Member[]>('GET', `${night.seasonApi}/members`, night.adminToken)
    const current = (name: string) => members.find((member) => member.name === name && member.left_on === null)!
    const mia = current('Mia Maximum')
    const bram = current('Bram Bullseye')
    night.mia = { token: await apiLogin('mia@oche.test'), team: mia.team }
    night.bram = { token: await apiLogin('bram@oche.test'), team: bram.team }
    // Bram captains his team for this night.
    await api('PUT', `${night.seasonApi}/teams/${bram.team.slug}/captain`, night.adminToken, { member_id: bram.id })
    const matches = await api<Summary[]>(
      'GET',
      `${night.seasonApi}/matches?team=${mia.team.slug}&state=scheduled`,
      night.adminToken,
    )
    // A league match: the demo cup's draw may pair the two teams too, and a cup has no standings of its own.
    const leagueDivisions = (await api<Slug[]>('GET', `${night.seasonApi}/divisions`, night.adminToken)).map(
      (division) => division.slug,
    )
    const meeting = matches.find(
      (match) =>
        leagueDivisions.includes(match.division.slug) && [match.home.slug, match.away.slug].includes(bram.team.slug),
    )
    if (!meeting) throw new Error('Mia’s and Bram’s teams have no match left to play')
    night.match = meeting
    const standings = await api<Standings>(
      'GET',
      `${night.seasonApi}/divisions/${meeting.division.slug}/standings`,
      night.adminToken,
    )
    night.before = standings.rows.find((row) => row.team.slug === mia.team.slug)!.played
  })

  const pages: Page[] = []
  afterAll(async () => {
    for (const page of pages) await page.context().close()
  })
  const open = async (email: string, password: string, options = {}) => {
    const page = await newPage(browser(), options)
    pages.push(page)
    await signIn(page, email, password)
    return page
  }

  it(
    'both captains name their lineups on their phones; each sees the other’s once both are in',
    { timeout: 180_000 },
    async () => {
      for (const [email, team] of [
        ['mia@oche.test', night.mia.team],
        ['bram@oche.test', night.bram.team],
      ] as const) {
        const captain = await open(email, 'oche-demo', phone)
        await visit(captain, matchPath())
        const squad = (await api<Member[]>('GET', `${night.seasonApi}/teams/${team.slug}/members`, night.adminToken))
          .filter((member) => member.left_on === null)
          .map((member) => member.name)
          .sort()
        const side = night.match.home.slug === team.slug ? 'home' : 'away'
        const form = captain.locator(`form[data-side="${side}"]`)
        await form.waitFor(long)
        await fillLineup(captain, squad)
        await form.getByRole('button', { name: 'Submit the lineup' }).click()
        await captain.getByText(`The lineup of ${team.name} is in`).first().waitFor(long)
      }
      // Mia's page shows Bram's players now: the games table names both teams' players.
      const mia = pages[0]!
      await mia.reload()
      await mia.waitForSelector('html[data-app-ready]', long)
      await mia.getByText('Bram Bullseye').first().waitFor(long)
    },
  )

  it(
    'the first game is scored on a tablet while the admin and a spectator follow live',
    { timeout: 180_000 },
    async () => {
      const admin = await open('league@oche.test', 'oche-demo')
      await visit(admin, matchPath())
      const spectator = await open('fleur@oche.test', 'oche-demo')
      await visit(spectator, matchPath())
      await spectator.getByRole('heading', { level: 2, name: 'Games' }).waitFor(long)

      const tablet = await open('mia@oche.test', 'oche-demo', { viewport: tabletViewport, hasTouch: true })
      await visit(tablet, `${matchPath()}/play/1`)
      // The away team throws first in game 1; its player wins three nine-dart legs (the legs read home–away).
      await tablet.getByRole('button', { name: '180', exact: true }).waitFor(long)
      // The whole scorer is in the window under the app's header: no key of the keypad to scroll to.
      const { parts } = await measureScorer(tablet)
      expect(parts.length).toBeGreaterThanOrEqual(2 + 1 + 9 + 12 + 3)
      for (const part of parts)
        expect(part.bottom, `"${part.name}" is below the tablet's window`).toBeLessThanOrEqual(tabletViewport.height)
      for (const leg of [0, 1, 2]) {
        if (leg === 1) await tap(tablet, '60')
        for (const score of ['180', '60', '180', '60']) await tap(tablet, score)
        await typeScore(tablet, '141')
        if (leg === 0) {
          // Both followers see the first leg without reloading.
          const legs = '0–1'
          try {
            for (const page of [admin, spectator]) await page.getByText(legs).first().waitFor(long)
          } catch (error) {
            const text = async (page: Page) =>
              (await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 1500)
            throw new Error(
              `The followers did not see the first leg. Tablet: ${await text(tablet)}\n\nadmin: ${await text(admin)}`,
              { cause: error },
            )
          }
        }
      }
      await tablet.getByText('The result is recorded in the match report.').waitFor(long)
      for (const page of [admin, spectator]) await page.getByText('0–3').first().waitFor(long)
    },
  )

  it('the other games are typed in and both captains sign the match report off', { timeout: 180_000 }, async () => {
    const match = await api<{ games: Game[] }>('GET', `${night.seasonApi}/matches/${night.match.slug}`, night.mia.token)
    for (const game of match.games.slice(1))
      await api('PUT', `${night.seasonApi}/matches/${night.match.slug}/games/${game.number}/result`, night.mia.token, {
        legs: game.number % 3 === 0 ? [1, 3] : [3, 1],
      })
    const [mia, bram] = [pages[0]!, pages[1]!]
    for (const captain of [mia, bram]) {
      await visit(captain, matchPath())
      await captain.getByRole('button', { name: 'Confirm the match report' }).click()
      await captain.getByRole('alertdialog').getByRole('button', { name: 'Confirm the match report' }).click()
    }
    await bram.getByText('The match report is confirmed by both teams').first().waitFor(long)
    const spectator = pages[3]!
    await spectator
      .getByText('Both teams confirmed the match report. Only an admin can still correct a result.')
      .waitFor(long)
    const standings = await api<Standings>(
      'GET',
      `${night.seasonApi}/divisions/${night.match.division.slug}/standings`,
      night.adminToken,
    )
    expect(standings.rows.find((row) => row.team.slug === night.mia.team.slug)?.played).toBe(night.before + 1)
    // The division's page shows the team's new number of matches.
    const admin = pages[2]!
    await visit(
      admin,
      `${baseUrl()}/competition/${night.org}/season/${night.season}/groups/${night.match.division.slug}`,
    )
    // The team's own row (the row above names it too, in its "why is … above …" button).
    const row = admin
      .getByRole('row')
      .filter({ has: admin.getByRole('cell', { name: night.mia.team.name, exact: true }) })
    await row.waitFor(long)
    // Position, team, then the matches played.
    const played = async () => (await row.locator('td').nth(2).innerText()).trim()
    await expect.poll(played).toBe(String(night.before + 1))
  })

  it(
    'a correction after sign-off keeps its reason in the audit trail and moves the score',
    { timeout: 120_000 },
    async () => {
      const admin = pages[2]!
      await visit(admin, matchPath())
      const before = await api<{ score: { games: [number, number] } }>(
        'GET',
        `${night.seasonApi}/matches/${night.match.slug}`,
        night.adminToken,
      )
      await admin
        .getByRole('button', { name: /Correct result/ })
        .nth(1)
        .click()
      const dialog = admin.getByRole('dialog')
      await dialog.waitFor(long)
      const legs = dialog.getByRole('group', { name: 'Legs won' })
      await legs.getByLabel(night.match.home.name).fill('1')
      await legs.getByLabel(night.match.away.name).fill('3')
      await dialog.getByLabel('Reason for the correction').fill('The sheet had game 2 the wrong way round')
      await dialog.getByRole('button', { name: 'Save the correction' }).click()
      await admin.getByText('The result of Game 2 is saved').first().waitFor(long)
      await admin.getByRole('button', { name: /Show the audit trail/ }).click()
      await admin.getByText('The sheet had game 2 the wrong way round').waitFor(long)
      const after = await api<{ score: { games: [number, number] } }>(
        'GET',
        `${night.seasonApi}/matches/${night.match.slug}`,
        night.adminToken,
      )
      expect(after.score.games).toEqual([before.score.games[0] - 1, before.score.games[1] + 1])
      const spectator = pages[3]!
      await spectator.getByText(`${after.score.games[0]}–${after.score.games[1]}`).first().waitFor(long)
    },
  )
})
