import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, long, newPage, phone, signIn, visit } from './browser'
import { api, demoLeague } from './event-api'

// The demo league's cup, as its people find it: the league's admin sees it among the season's divisions and opens its
// bracket; a captain on her phone follows the bracket to a first-round match, which is a match of the season like any
// other. Nothing is changed here: the league night's test plays the demo season at the same time.

const browser = browserPerFile()

type Slug = { slug: string; name: string }
type CupMatch = { state: string; fixture: { slug: string; home: Slug; away: Slug } | null }
type Cup = { slug: string; name: string; state: string; teams_count: number; matches: CupMatch[] }

const demo = { org: '', season: '', cup: {} as Cup }
const seasonPath = () => `${baseUrl()}/competition/${demo.org}/season/${demo.season}`

describe('the league cup', () => {
  beforeAll(async () => {
    const { token, org, season, seasonApi } = await demoLeague()
    Object.assign(demo, { org, season } satisfies Partial<typeof demo>)
    const [cup] = await api<Cup[]>('GET', `${seasonApi}/cups`, token)
    demo.cup = await api<Cup>('GET', `${seasonApi}/cups/${cup!.slug}`, token)
  })

  const pages: Page[] = []
  afterAll(async () => {
    for (const page of pages) await page.context().close()
  })
  const open = async (email: string, options = {}) => {
    const page = await newPage(browser(), options)
    pages.push(page)
    await signIn(page, email, 'oche-demo')
    return page
  }

  it('the admin finds the cup beside the divisions and opens its drawn bracket', { timeout: 120_000 }, async () => {
    expect(demo.cup).toMatchObject({ name: 'League Cup', state: 'drawn', teams_count: 12 })
    const admin = await open('league@oche.test')
    await visit(admin, `${seasonPath()}/groups`)
    const cups = admin.getByRole('list', { name: 'Cups of the season' })
    await cups.getByRole('link', { name: 'League Cup' }).click()
    await admin.getByRole('heading', { name: 'League Cup', level: 1 }).waitFor(long)
    expect(new URL(admin.url()).pathname).toBe(`/competition/${demo.org}/season/${demo.season}/groups/${demo.cup.slug}`)
    // Twelve teams in a bracket of sixteen: the first four drawn are through without playing, and every match whose
    // two teams are known leads to its lineups and games.
    const byes = demo.cup.matches.filter((match) => match.state === 'bye').length
    const known = demo.cup.matches.filter((match) => match.fixture !== null).length
    expect([byes, known]).toEqual([4, 4])
    const bracket = admin.getByRole('region', { name: /Bracket/ }).first()
    await bracket.waitFor(long)
    await expect.poll(() => bracket.getByText('Through without playing').count(), long).toBe(byes)
    await expect.poll(() => bracket.getByRole('link', { name: /^Lineups and games/ }).count(), long).toBe(known)
    // The admin may draw it again while no match has a result.
    await admin.getByRole('button', { name: 'Draw again' }).waitFor(long)
  })

  it(
    'a captain follows the bracket on her phone to a first-round match of the season',
    { timeout: 120_000 },
    async () => {
      const mia = await open('mia@oche.test', phone)
      await visit(mia, `${seasonPath()}/groups/${demo.cup.slug}`)
      await mia.getByRole('heading', { name: 'League Cup', level: 1 }).waitFor(long)
      // Only the admins draw.
      await mia
        .getByRole('link', { name: /^Lineups and games/ })
        .first()
        .waitFor(long)
      expect(await mia.getByRole('button', { name: 'Draw again' }).count()).toBe(0)
      await mia
        .getByRole('link', { name: /^Lineups and games/ })
        .first()
        .click()
      await mia.waitForURL(/\/matches\/[^/]+$/, long)
      const slug = new URL(mia.url()).pathname.split('/').at(-1)
      const match = demo.cup.matches.find((candidate) => candidate.fixture?.slug === slug)?.fixture
      expect(match, `${slug} is a match of the cup`).toBeDefined()
      for (const team of [match!.home.name, match!.away.name]) await mia.getByText(team).first().waitFor(long)
    },
  )
})
