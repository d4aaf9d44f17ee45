import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, long, newPage, signIn, visit } from './browser'
import { api, apiLogin } from './event-api'

const browser = browserPerFile()

type Side = { id: string | null; name: string }
type Game = { id: string; state: string; sides: [Side, Side]; format: { kind: string; legs: number } }
type Detail = { tournament: { status: string }; games: Game[] }
type Entry = { id: string; seed: number | null; members: { participant_id: string; name: string }[] }

/** The legs of a first-to-N game won by `winner`: N to 0. */
const legsFor = (game: Game, winner: 0 | 1): [number, number] =>
  winner === 0 ? [game.format.legs, 0] : [0, game.format.legs]

/**
 * A four-player knockout (first to 2 legs) made and played out through the API, the better seed winning every
 * game: places 1, 2 and 3–4. `players` are new names or earlier participants, best seed first.
 */
async function playedKnockout(
  token: string,
  name: string,
  startsAt: Date,
  players: ({ name: string } | { participant_id: string })[],
) {
  const { id } = await api<{ id: string }>('POST', '/tournaments', token, {
    name,
    type: 'singles',
    starts_at: startsAt.toISOString(),
    format: { kind: 'knockout', third_place: false },
    phases: {
      knockout: {
        start_score: 501,
        in_rule: 'straight',
        out_rule: 'double',
        format: { kind: 'firstTo', legs: 2 },
        rounds: {},
      },
    },
  })
  const entries: Entry[] = []
  for (const [index, member] of players.entries())
    entries.push(await api<Entry>('POST', `/tournaments/${id}/entries`, token, { members: [member], seed: index + 1 }))
  await api('POST', `/tournaments/${id}/draw`, token, {})
  const seedOf = (side: Side) => entries.find((entry) => entry.id === side.id)?.seed ?? Infinity
  for (;;) {
    const ready = (await api<Detail>('GET', `/tournaments/${id}`, token)).games.filter((g) => g.state === 'ready')
    if (ready.length === 0) break
    for (const game of ready) {
      const winner = seedOf(game.sides[0]) < seedOf(game.sides[1]) ? 0 : 1
      await api('PUT', `/tournaments/${id}/games/${game.id}/result`, token, {
        kind: 'played',
        legs: legsFor(game, winner),
      })
    }
  }
  expect((await api<Detail>('GET', `/tournaments/${id}`, token)).tournament.status).toBe('finished')
  return { id, participants: entries.map((entry) => entry.members[0]!.participant_id) }
}

/** The players of the public ranking table, top first, as "position name points". */
async function rankingRows(page: Page): Promise<string[]> {
  return page.locator('[data-slot="ranking-table"] tr[data-player]').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('td, th')]
        .map((cell) => cell.textContent?.trim() ?? '')
        .filter(Boolean)
        .join(' | '),
    ),
  )
}

const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000)

describe('an order of merit', () => {
  it(
    'is made by the organiser from two finished tournaments, shown in order, and reordered live by a correction',
    { timeout: 180_000 },
    async () => {
      const token = await apiLogin('organiser@oche.test')
      const run = Date.now().toString(36)
      const [anna, bram, cas, dirk] = ['Anna', 'Bram', 'Cas', 'Dirk'].map((name) => `${name} ${run}`) as [
        string,
        string,
        string,
        string,
      ]
      const first = await playedKnockout(token, `March open ${run}`, days(20), [
        { name: anna },
        { name: bram },
        { name: cas },
        { name: dirk },
      ])
      const [annaId, bramId, casId, dirkId] = first.participants as [string, string, string, string]
      const second = await playedKnockout(token, `April open ${run}`, days(10), [
        { participant_id: bramId },
        { participant_id: annaId },
        { participant_id: dirkId },
        { participant_id: casId },
      ])

      // The organiser makes the ranking from exactly these two tournaments.
      const organiser = await newPage(browser())
      await signIn(organiser, 'organiser@oche.test', 'oche-demo')
      await visit(organiser, `${baseUrl()}/manage/rankings/create`)
      await organiser.getByLabel('Name', { exact: true }).fill(`Club order of merit ${run}`)
      await organiser.getByRole('radio', { name: 'The ones I choose' }).click()
      await organiser.getByRole('checkbox', { name: `March open ${run}` }).click()
      await organiser.getByRole('checkbox', { name: `April open ${run}` }).click()
      await organiser.getByRole('button', { name: 'Create ranking' }).click()
      await organiser.waitForURL(/\/manage\/rankings\/[0-9a-f-]{36}$/, long)
      const rankingId = /\/manage\/rankings\/([0-9a-f-]{36})$/.exec(organiser.url())![1]!

      // The public page: Anna and Bram each won once and lost a final once (100 + 70); Bram's win is the more recent.
      const spectator = await newPage(browser())
      await visit(spectator, `${baseUrl()}/rankings/${rankingId}`)
      await spectator
        .getByRole('heading', { name: `Club order of merit ${run}` })
        .first()
        .waitFor()
      const leader = spectator.locator('[data-slot="ranking-table"] tr[data-player]').first()
      await expect.poll(() => leader.getAttribute('data-player'), long).toBe(bram)
      const rows = await rankingRows(spectator)
      expect(rows).toHaveLength(4)
      expect(rows[0]).toMatch(new RegExp(`^1 \\| .*${bram}.* \\| 170`))
      expect(rows[1]).toMatch(new RegExp(`^2 \\| .*${anna}.* \\| 170`))
      expect(rows.slice(2).every((row) => row.startsWith('3 |') && row.includes('100'))).toBe(true)

      // The April final is corrected: Anna won it. She now has both wins, and the open page reorders by itself.
      const detail = await api<Detail>('GET', `/tournaments/${second.id}`, token)
      const final = detail.games.find((game) => game.sides.every((side) => [anna, bram].includes(side.name)))!
      const annaSide = final.sides.findIndex((side) => side.name === anna) as 0 | 1
      await api('PUT', `/tournaments/${second.id}/games/${final.id}/result`, token, {
        kind: 'played',
        legs: legsFor(final, annaSide),
      })
      await expect.poll(() => leader.getAttribute('data-player'), long).toBe(anna)
      const after = await rankingRows(spectator)
      expect(after[0]).toMatch(new RegExp(`^1 \\| .*${anna}.* \\| 200`))
      expect(after[1]).toMatch(new RegExp(`^2 \\| .*${bram}.* \\| 140`))
    },
  )
})
