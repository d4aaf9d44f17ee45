import { messagesFor } from '@oche/i18n/messages'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain .mjs script without types: the walk over the screens' imports that wrote the list.
import { pageMessages } from '../../../../scripts/i18n-page-messages.mjs'
import { errorPageMessageSets, pageMessageSets } from './page-messages'
import written from './page-messages.json'
import type { RouteDefinition } from './route-definition'
import { routes } from './routes'

/** A page of `route`, every parameter of its path given. */
const inputOf = (route: RouteDefinition) => ({
  locale: 'nl' as const,
  params: Object.fromEntries([...route.path.matchAll(/\{(\w+)\??\}/g)].map(([, name]) => [name!, 'x'])),
  searchParams: {},
})
const idsOf = (route: RouteDefinition) => pageMessageSets(route, inputOf(route)).flatMap((set) => set.ids)
const routeNamed = (name: string) => routes.find((route) => route.name === name)!
const leagueHome = routes.find((route) => route.site === 'competition' && route.path === '/')!

describe('the messages of a page', () => {
  it('are what following the imports of the frame and of each screen finds now', () => {
    expect(written).toEqual(pageMessages())
  })

  it('are messages the catalogues have, in every language', () => {
    const ids = [...written.frame, ...Object.values(written.modules).flat()]
    for (const locale of ['en', 'nl', 'fr', 'de'] as const) {
      const catalogue = messagesFor(locale)
      expect(ids.filter((id) => !(id in catalogue))).toEqual([])
    }
  })

  it("give every page of the table its frame's texts and its screen's", () => {
    for (const route of routes.filter((each) => each.screen)) {
      const sets = pageMessageSets(route, inputOf(route))
      expect(sets[0]?.key, route.name).toBe('frame')
      expect(sets.length, route.name).toBeGreaterThanOrEqual(2)
    }
    // The frame's texts: the header's and the 404 screen's, on every page.
    expect(idsOf(routeNamed('privacy-policy'))).toEqual(expect.arrayContaining(['errors.notFound.heading']))
  })

  it("give the league site's home its own texts, not the organiser's forms nor its other pages'", () => {
    const ids = idsOf(leagueHome)
    expect(ids.filter((id) => id.startsWith('competitionSite.home.')).length).toBeGreaterThan(0)
    // Its 404 screen, which any page of the site shows for a link to something it does not have.
    expect(pageMessageSets(leagueHome, inputOf(leagueHome)).map((set) => set.key)).toContain(
      'competition-site/site-page-not-found',
    )
    expect(ids.filter((id) => id.startsWith('manage.'))).toEqual([])
    expect(ids.filter((id) => id.startsWith('competitionSite.documents.'))).toEqual([])
    // A few hundred of the league's 3,000-odd texts.
    expect(ids.length).toBeLessThan(700)
  })

  it('give a page every text its code writes, also one written in a second file', () => {
    // The submit is also written in a story helper, the visibility names in the tournament labels: the page counted
    // neither and showed "Create tournament", "Public" and "Knockout" in English on the French and German page.
    const ids = idsOf(routeNamed('manage-tournaments-create'))
    expect(ids).toEqual(
      expect.arrayContaining([
        'manage.createTournament.submit',
        'manage.visibility.public',
        'manage.tournamentForm.knockout',
        'manage.tournamentForm.roundRobin',
      ]),
    )
  })

  it('give a tournament page the public screens it shows, not the organiser area', () => {
    const ids = idsOf(routeNamed('tournaments-tournament'))
    expect(ids.filter((id) => id.startsWith('tournaments.overview.')).length).toBeGreaterThan(0)
    expect(ids.filter((id) => id.startsWith('competition.'))).toEqual([])
    expect(ids.length).toBeLessThan(600)
  })

  it("give an error page the frame's texts, and on a league's site its own 404 screen's", () => {
    expect(errorPageMessageSets('app').map((set) => set.key)).toEqual(['frame'])
    expect(errorPageMessageSets('competition').map((set) => set.key)).toEqual([
      'frame',
      'competition-site/site-page-not-found',
    ])
  })
})
