import { encodeSiteDomain, type Fixture } from '@oche/api'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { createSiteWorld, SITE_HOST, type SiteWorld } from '../test/site-world'
import { asClient, availableTestDatabases, createTestApp } from '../test/test-databases'

const databases = await availableTestDatabases()

const feed = `/competition/${encodeSiteDomain(SITE_HOST)}/calendar.ics`

/** The feed's events as a calendar app reads them, by a real iCal parser. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component)
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        isAllDay: event.startDate.isDate,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        url: component.getFirstPropertyValue('url'),
      }
    }),
  }
}

describe.each(databases)('the public site’s iCal feed on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  let world: SiteWorld
  let home: Fixture
  let away: Fixture

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
    world = await createSiteWorld(database, app)
    home = world.played
    away = world.upcoming
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  const get = (path: string) => app.request(`/api${path}`, { headers: asClient('10.3.0.9') })

  it('is an iCal feed a calendar subscribes to: one all-day event per match, at the home venue', async () => {
    const { organisation, season } = world
    const response = await get(feed)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(
      `inline; filename="${organisation.slug}-${season.slug}.ics"`,
    )
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/)
    const { name, events } = eventsOf(await response.text())
    expect(name).toBe(`${organisation.name} – 2030-31`)
    const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    expect(events).toHaveLength(2)
    expect(events).toEqual(
      expect.arrayContaining([
        {
          uid: `${home.id}@${SITE_HOST}`,
          summary: 'The Arrows – Bull Busters',
          location: 'De Gouden Pijl, Kerkstraat 1, 2000 Antwerpen, Belgium',
          description: `First division, league night ${home.week}\nResult: 2–0\nhttp://${SITE_HOST}/${season.slug}/matches/${home.slug}`,
          isAllDay: true,
          start: home.date,
          end: dayAfter(home.date!),
          url: `http://${SITE_HOST}/${season.slug}/matches/${home.slug}`,
        },
        {
          uid: `${away.id}@${SITE_HOST}`,
          summary: 'Bull Busters – The Arrows',
          location: 'De Gouden Pijl, Kerkstraat 1, 2000 Antwerpen, Belgium',
          description: `First division, league night ${away.week}\nhttp://${SITE_HOST}/${season.slug}/matches/${away.slug}`,
          isAllDay: true,
          start: away.date,
          end: dayAfter(away.date!),
          url: `http://${SITE_HOST}/${season.slug}/matches/${away.slug}`,
        },
      ]),
    )
    // Read again, the same matches are the same events.
    const again = eventsOf(await (await get(feed)).text())
    expect(again.events.map((event) => event.uid)).toEqual(events.map((event) => event.uid))
  })

  it('holds one team’s or one division’s matches when asked, and is not found for an unknown one', async () => {
    const { organisation, season, arrows, division } = world
    const team = await get(`${feed}?team=${arrows.slug}`)
    expect(team.headers.get('Content-Disposition')).toBe(
      `inline; filename="${organisation.slug}-${season.slug}-${arrows.slug}.ics"`,
    )
    const teamFeed = eventsOf(await team.text())
    expect(teamFeed.name).toBe(`${organisation.name} – The Arrows`)
    expect(teamFeed.events).toHaveLength(2)
    const divisionFeed = eventsOf(await (await get(`${feed}?division=${division.slug}&season=${season.slug}`)).text())
    expect(divisionFeed.name).toBe(`${organisation.name} – First division`)
    expect(divisionFeed.events).toHaveLength(2)
    for (const path of [
      `${feed}?team=no-such-team`,
      `${feed}?division=no-such-division`,
      `${feed}?season=1999-00`,
      `/competition/${encodeSiteDomain('elsewhere.example.org')}/calendar.ics`,
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('names a cup match by its cup, not by a league night', async () => {
    const { call, tokens, seasonPath, must } = world
    await must(
      call('POST', `${seasonPath}/cups`, tokens.orgAdmin, {
        name: 'County Cup',
        entry: 'compulsory',
        dates: ['2030-10-07'],
      }),
    )
    await must(call('POST', `${seasonPath}/cups/county-cup/draw`, tokens.orgAdmin, {}))
    const { events } = eventsOf(await (await get(`${feed}?division=county-cup`)).text())
    expect(events).toHaveLength(1)
    expect(events[0]?.description).toMatch(/^County Cup\nhttp:\/\/league\.example\.org\/.+\/matches\//)
    expect(events[0]?.summary).toMatch(/^(The Arrows – Bull Busters|Bull Busters – The Arrows)$/)
  })

  it('speaks the site’s language', async () => {
    const { call, tokens, org } = world
    expect((await call('PUT', `${org}/site`, tokens.orgAdmin, { default_language: 'fr' })).status).toBe(200)
    const { events } = eventsOf(await (await get(feed)).text())
    const played = events.find((event) => event.uid === `${home.id}@${SITE_HOST}`)
    expect(played?.description).toContain(`First division, journée ${home.week}\nRésultat\u202f: 2–0`)
  })
})
