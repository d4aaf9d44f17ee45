import { FixtureListSchema, encodeSiteDomain, type Fixture, type MatchTemplateInput } from '@oche/api'
import type { DatabaseHandle } from '../db/database'
import { createCompetitionWorld, type Answer } from './competition-world'
import type { createTestApp } from './test-databases'

/** The host name of the test league's public site. */
export const SITE_HOST = 'league.example.org'

const single = {
  kind: 'singles',
  players: 1,
  x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
  legs: { mode: 'bestOf', count: 3 },
} as const
/** Two singles, best of 3 legs; points are games won. */
const template: MatchTemplateInput = {
  games: [single, single],
  play: 'all',
  points: { kind: 'games' },
  maxGamesPerPlayer: null,
}

export type SiteWorld = Awaited<ReturnType<typeof createSiteWorld>>

/**
 * The competition world (`createCompetitionWorld`) with a public site on `league.example.org`: its venue De Gouden
 * Pijl at Kerkstraat 1, 2000 Antwerpen, Belgium; a season of two singles a match, its two fixtures generated; and
 * `played`, The Arrows' home match against Bull Busters, won 2–0 in games (Captain Cas beat Captain Otto 2–0 and
 * 2–1 in legs), awaiting the captains' sign-off. `upcoming` is the return match.
 */
export async function createSiteWorld(database: DatabaseHandle, app: ReturnType<typeof createTestApp>) {
  const world = await createCompetitionWorld(database, app)
  const { call, tokens, org, seasonPath, arrows, venue, members } = world
  const must = async (answer: Promise<Answer>) => {
    const { status, body } = await answer
    if (status >= 300) throw new Error(`setup: ${status} ${JSON.stringify(body)}`)
    return body
  }
  await must(call('PATCH', seasonPath, tokens.orgAdmin, { settings: { match_template: template } }))
  const address = { street: 'Kerkstraat 1', postcode: '2000', city: 'Antwerpen', country: 'Belgium' }
  await must(call('PATCH', `${org}/venues/${venue.id}`, tokens.orgAdmin, address))
  await must(call('PUT', `${org}/site`, tokens.orgAdmin, { domains: [SITE_HOST] }))
  const fixtures = FixtureListSchema.parse(
    await must(call('POST', `${seasonPath}/fixtures/generate`, tokens.orgAdmin, {})),
  )
  const played = fixtures.find((fixture) => fixture.home.slug === arrows.slug) as Fixture
  const upcoming = fixtures.find((fixture) => fixture.home.slug !== arrows.slug) as Fixture
  const match = `${seasonPath}/matches/${played.slug}`
  const cas = members.captain.participant_id
  const otto = members.otherCaptain.participant_id
  await must(call('PUT', `${match}/lineups/home`, tokens.captain, { games: [[cas], [cas]] }))
  await must(call('PUT', `${match}/lineups/away`, tokens.otherCaptain, { games: [[otto], [otto]] }))
  await must(call('PUT', `${match}/games/1/result`, tokens.captain, { legs: [2, 0] }))
  await must(call('PUT', `${match}/games/2/result`, tokens.captain, { legs: [2, 1] }))
  return { ...world, must, site: `/competition/${encodeSiteDomain(SITE_HOST)}`, played, upcoming }
}
