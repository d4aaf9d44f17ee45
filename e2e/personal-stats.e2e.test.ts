import { toX01MatchConfig, type Match, type MyMatchPage } from '@oche/api'
import { formatAverage, matchStatistics, replay, type MatchEvent } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, long, newPage, signIn, visit } from './browser'
import { api, apiLogin } from './event-api'

const browser = browserPerFile()

const visitOf = (total: number): MatchEvent => ({ type: 'visit', id: crypto.randomUUID(), total })

describe('my statistics and my matches', () => {
  it(
    'show mia the figures recomputed here from every visit of her finished matches, and each of her matches',
    { timeout: 120_000 },
    async () => {
      const token = await apiLogin('mia@oche.test')
      const me = await api<{ id: string; name: string }>('GET', '/user', token)
      // A finished match of hers (a nine-darter against Bram), whatever else the demo holds.
      await api('POST', '/matches', token, {
        kind: 'offline',
        config: {
          startScore: 501,
          inRule: 'straight',
          outRule: 'double',
          format: { kind: 'firstTo', legs: 1 },
          sides: [{ name: me.name, userIds: [me.id] }, { name: 'Bram' }],
        },
        events: [
          visitOf(180),
          visitOf(60),
          visitOf(180),
          visitOf(60),
          { type: 'darts', id: crypto.randomUUID(), darts: ['T20', 'T19', 'D12'] },
        ],
      })

      // Every match in her history, and each finished one's visits replayed by the engine, from her side.
      const played: MyMatchPage['data'] = []
      for (let page = 1; ; page += 1) {
        const answer = await api<MyMatchPage>('GET', `/user/matches?per_page=50&page=${page}`, token)
        played.push(...answer.data)
        if (played.length >= answer.total) break
      }
      const totals = { points: 0, darts: 0, oneEighties: 0, tonPlus: 0, won: 0, lost: 0, finished: 0 }
      for (const match of played.filter((candidate) => candidate.status === 'finished')) {
        const stored = await api<Match>('GET', `/matches/${match.id}`, token)
        const replayed = replay(toX01MatchConfig(stored.config), stored.events)
        if (!replayed.ok) throw new Error(`Match ${match.id} does not replay`)
        const mine = matchStatistics(replayed.value).sides[match.side]!
        totals.points += mine.points
        totals.darts += mine.darts
        totals.oneEighties += mine.oneEighties
        totals.tonPlus += mine.tonPlus
        totals.finished += 1
        if (match.result === 'won') totals.won += 1
        if (match.result === 'lost') totals.lost += 1
      }
      expect(totals.finished).toBeGreaterThan(0)

      const page = await newPage(browser())
      await signIn(page, 'mia@oche.test', 'oche-demo')
      await visit(page, `${baseUrl()}/profile/my-stats`)
      const tile = (stat: string) => page.locator(`[data-stat="${stat}"] dd`).first()
      await tile('three-dart-average').waitFor(long)
      expect(await tile('three-dart-average').textContent()).toBe(formatAverage(totals.points, totals.darts))
      expect(await tile('one-eighties').textContent()).toBe(String(totals.oneEighties))
      expect(await tile('ton-plus').textContent()).toBe(String(totals.tonPlus))
      expect(await tile('matches').textContent()).toBe(`${totals.won}–${totals.lost}`)
      await page.getByText(`Over ${totals.finished} finished match${totals.finished === 1 ? '' : 'es'}`).waitFor()

      // Each chart can be read as a table of the same figures.
      const averages = page.getByRole('region', { name: 'Averages', exact: true })
      await averages.getByRole('tab', { name: 'Table' }).click()
      expect(await averages.getByRole('table').getByRole('row').count()).toBeGreaterThan(1)

      // My matches lists every one of them.
      await visit(page, `${baseUrl()}/profile/my-matches`)
      await page
        .getByRole('status')
        .filter({ hasText: `${played.length} matches` })
        .waitFor(long)
    },
  )
})
