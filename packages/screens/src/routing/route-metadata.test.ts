import { messagesFor } from '@oche/i18n/messages'
import { createIntl } from 'react-intl/server'
import { describe, expect, it } from 'vitest'
import { routeSubject } from './route-data'
import { routeHeads } from './route-heads'
import { routeHead } from './route-metadata'
import { findRoute, routes, type RouteName } from './routes'

const intl = createIntl({ locale: 'en', messages: messagesFor('en') })
const route = (name: string) => findRoute(name)!
const tournament = { name: 'Winter Open', description: 'A  cold\n night of darts.' }

describe('route metadata', () => {
  it('gives every built route a description, and every built route but the home pages a title', () => {
    const built = routes.filter((candidate) => candidate.screen)
    const headOf = (candidate: (typeof routes)[number]) => routeHeads[candidate.name as RouteName]
    expect(built.filter((candidate) => !headOf(candidate)?.description).map((candidate) => candidate.name)).toEqual([])
    // The app's home is titled with the brand alone, a league site's home with the league's name alone.
    expect(built.filter((candidate) => !headOf(candidate)?.title).map((candidate) => candidate.name)).toEqual([
      'index',
      'competition-site-index',
    ])
  })

  it('names the tournament of every public tournament page, and the event of the event page', () => {
    const withSubject = routes.flatMap((candidate) => {
      const subject = routeSubject(candidate, { tournament: 't', event: 'e', id: 'i' })
      return subject ? [[candidate.name, subject.kind, subject.id]] : []
    })
    expect(withSubject).toEqual([
      ['events-event', 'event', 'e'],
      ...routes
        .filter((candidate) => candidate.name.startsWith('tournaments-tournament'))
        .map((candidate) => [candidate.name, 'tournament', 't']),
    ])
  })

  it('titles the home page with the plain title and other pages with the template', () => {
    expect(routeHead(route('index'), intl, null).title).toBe('Oche | Tournament platform')
    expect(routeHead(route('manage'), intl, null)).toEqual({
      title: 'Manage - Oche | Tournament platform',
      description: 'Your tournaments at a glance: what is live, what is next and what needs you now.',
    })
  })

  it("carries the subject's name and description", () => {
    expect(routeHead(route('tournaments-tournament'), intl, tournament)).toEqual({
      title: 'Winter Open - Oche | Tournament platform',
      description: 'A cold night of darts.',
    })
    expect(routeHead(route('tournaments-tournament-groups'), intl, { ...tournament, description: '' })).toEqual({
      title: 'Winter Open · Tournament groups - Oche | Tournament platform',
      description: 'The group tables of this darts tournament: who goes through, and why.',
    })
    expect(routeHead(route('events-event'), intl, { name: 'Darts night', description: '' }).title).toBe(
      'Darts night - Oche | Tournament platform',
    )
  })

  it('keeps the titles and descriptions out of the route table every page carries', () => {
    expect(routes.filter((candidate) => 'title' in candidate || 'description' in candidate)).toEqual([])
    expect(Object.keys(routeHeads).filter((name) => !findRoute(name))).toEqual([])
  })

  it("names a league's own site instead of the platform on its pages", () => {
    const site = { name: 'Demo Darts League' }
    expect(routeHead(route('manage'), intl, null, site).title).toBe('Manage · Demo Darts League')
    expect(
      routeHead(route('tournaments-tournament-groups'), intl, { name: 'Premier', description: '' }, site).title,
    ).toBe('Premier · Tournament groups · Demo Darts League')
    expect(routeHead(route('competition-site-index'), intl, null, site).title).toBe('Demo Darts League')
  })
})
