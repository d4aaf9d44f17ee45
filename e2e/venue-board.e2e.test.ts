import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, long, newPage, signIn, visit } from './browser'
import { api, demoLeague } from './event-api'
import { logInTablet, measureScorer, tabletViewport, typeScore } from './tablet'

// A league venue's own board (ADR 016): the league's admin adds a board on the venue of tonight's live match and
// reads its code once; a tablet logs in with it, lists the match, and scores a visit of one of its games through
// its outbox; the visit is on the server.

const browser = browserPerFile()

type Slug = { slug: string; name: string }
type Summary = { slug: string; home: Slug; away: Slug; venue: { id: string; name: string } | null; state: string }
type LeagueMatch = { games: { number: number; match_id: string | null }[] }
type EngineMatch = { version: number; events: { type: string; total?: number }[] }

const night = { org: '', season: '', seasonApi: '', adminToken: '', match: {} as Summary, code: '' }

describe('a venue board', () => {
  const pages: Page[] = []
  beforeAll(async () => {
    const { token: adminToken, org, season, seasonApi } = await demoLeague()
    Object.assign(night, { adminToken, org, season, seasonApi } satisfies Partial<typeof night>)
    const live = await api<Summary[]>('GET', `${night.seasonApi}/matches?state=live`, night.adminToken)
    const match = live.find((candidate) => candidate.venue)
    if (!match) throw new Error('The demo has no live match at a venue tonight')
    night.match = match
  })
  afterAll(async () => {
    for (const page of pages) await page.context().close()
  })

  it('is added on the venue’s page by the league’s admin, its code shown once', { timeout: 120_000 }, async () => {
    const admin = await newPage(browser())
    pages.push(admin)
    await signIn(admin, 'league@oche.test', 'oche-demo')
    await visit(
      admin,
      `${baseUrl()}/competition/${night.org}/season/${night.season}/locations/${night.match.venue!.id}`,
    )
    const section = admin.getByRole('region', { name: 'Boards and login codes' })
    await section.getByRole('button', { name: 'Add a board' }).click(long)
    const form = admin.getByRole('dialog', { name: 'Add a board' })
    await form.getByLabel('Name (optional)').fill('By the bar')
    await form.getByRole('button', { name: 'Add the board' }).click()
    const code = admin.getByTestId('board-code')
    await code.waitFor(long)
    night.code = ((await code.getAttribute('aria-label')) ?? '').replaceAll(' ', '')
    expect(night.code).toMatch(/^[A-Z2-9]{6}$/)
  })

  it(
    'logs a tablet in that lists tonight’s match at the venue and scores a visit of its game',
    { timeout: 180_000 },
    async () => {
      const tablet = await newPage(browser(), { viewport: tabletViewport, hasTouch: true })
      pages.push(tablet)
      await logInTablet(tablet, night.code)
      const venue = night.match.venue!.name
      await tablet.getByRole('heading', { name: `League night at ${venue}` }).waitFor(long)
      const card = tablet.getByRole('region', { name: `${night.match.home.name} – ${night.match.away.name}` })
      await card.waitFor(long)
      const action = card.getByRole('button', { name: /^(Score this game|Go on scoring)$/ }).first()
      await action.click(long)
      const title = tablet.getByText(new RegExp(`· game \\d+$`))
      await title.waitFor(long)
      const number = Number(/game (\d+)$/.exec((await title.textContent()) ?? '')?.[1])
      await tablet.getByRole('button', { name: 'Enter score' }).waitFor(long)
      // The whole scorer fits the tablet under its header and the game's line.
      const { parts } = await measureScorer(tablet)
      expect(parts.length).toBeGreaterThanOrEqual(2 + 1 + 9 + 12 + 3)
      for (const part of parts)
        expect(part.bottom, `"${part.name}" is below the tablet's window`).toBeLessThanOrEqual(tabletViewport.height)

      const matchApi = `${night.seasonApi}/matches/${night.match.slug}`
      const game = (await api<LeagueMatch>('GET', matchApi, night.adminToken)).games[number - 1]
      expect(game?.match_id).toBeTruthy()
      const before = await api<EngineMatch>('GET', `/matches/${game!.match_id}`, null)
      await typeScore(tablet, '45')
      // The outbox sends it: the server has the visit, and the tablet says all is saved.
      const stored = () => api<EngineMatch>('GET', `/matches/${game!.match_id}`, null)
      await expect.poll(async () => (await stored()).version, long).toBe(before.version + 1)
      expect((await stored()).events.at(-1)).toMatchObject({ type: 'visit', total: 45 })
      await tablet.getByText('Online · all visits saved').waitFor(long)

      // Back to the list: the game goes on, from this board or another.
      await tablet.getByRole('button', { name: 'All matches' }).click()
      await card.getByRole('button', { name: 'Go on scoring' }).first().waitFor(long)
    },
  )
})
