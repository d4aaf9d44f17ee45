import {
  toX01MatchConfig,
  type LeagueGame,
  type Match,
  type TabletBoard,
  type TabletLeagueMatch,
  type TabletLeagueNight,
  type TabletState,
} from '@oche/api'
import { replay, type LeagueGameSlot, type MatchEvent } from '@oche/darts'
import { http, HttpResponse } from 'msw'
import { homeEngineSide, leagueEngineMatch, leagueGameConfig } from './league-night-store'
import { appendToMockMatch } from './match-handlers'
import { fail, unauthenticated } from './mock-http'
import { tournamentFixtureNow } from './tournament-list-fixtures'

// A league venue's board tablet (ADR 016) in the mocks: the team matches at the venue tonight, a game started from
// the tablet on an engine match of its own, scored visit by visit, its result in the list once it is over.

/** The token a story's tablet holds (cookie `board_token`) to be board 1 of the fixture venue. */
export const venueBoardTokenFixture = 'oche_board_mock_venue'

export const venueTabletBoardFixture: TabletBoard = {
  id: '3a9e6d21-8b4c-4f7e-9d2a-000000000001',
  number: 1,
  name: 'By the bar',
  enabled: true,
  event: null,
  venue: {
    id: '3a9e6d21-8b4c-4f7e-9d2a-000000000100',
    name: 'Café De Gouden Pijl',
    organisation: { slug: 'fixture-league', name: 'Fixture League' },
  },
}

const single: LeagueGameSlot = {
  kind: 'singles',
  players: 1,
  x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
  legs: { mode: 'bestOf', count: 3 },
}
const pair: LeagueGameSlot = { ...single, kind: 'pairs', players: 2 }

const player = (n: number, name: string) => ({
  participant_id: `7b3f9e42-5d6a-4b8c-9e1f-${String(n).padStart(12, '0')}`,
  name,
})
const cas = player(1, 'Cas Verbeek')
const mo = player(2, 'Mo Jansen')
const otto = player(3, 'Otto de Wit')
const gus = player(4, 'Gus Peeters')

const game = (
  number: number,
  slot: LeagueGameSlot,
  home: LeagueGame['home'],
  away: LeagueGame['away'],
): LeagueGame => ({
  number,
  slot,
  home,
  away,
  state: home.length > 0 && away.length > 0 ? 'ready' : 'waiting',
  match_id: null,
  legs: null,
  winner: null,
  forfeited_by: null,
  source: null,
  handicaps: null,
})

const today = tournamentFixtureNow.slice(0, 10)
const dayAfter = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10)

function teamMatch(
  n: number,
  home: string,
  away: string,
  games: LeagueGame[],
  lineups: TabletLeagueMatch['lineups_submitted'],
): TabletLeagueMatch {
  return {
    id: `4c8a2f13-6e9b-4d1c-8f3a-${String(n).padStart(12, '0')}`,
    slug: `week-7-${home.toLowerCase().replaceAll(' ', '-')}-${away.toLowerCase().replaceAll(' ', '-')}`,
    week: 7,
    date: today,
    division: { slug: 'eerste-klasse', name: 'Eerste klasse' },
    home: { slug: home.toLowerCase().replaceAll(' ', '-'), name: home },
    away: { slug: away.toLowerCase().replaceAll(' ', '-'), name: away },
    venue: { id: venueTabletBoardFixture.venue?.id ?? '', name: venueTabletBoardFixture.venue?.name ?? '' },
    state: 'scheduled',
    score: { games: [0, 0], legs: [0, 0], points: [0, 0], played: 0, is_decided: false, winner: null },
    games_count: games.length,
    season: { slug: '2026-27', name: '2026–27' },
    lineups_submitted: lineups,
    games,
  }
}

/**
 * The fixture venue tonight: The Arrows play Bull Busters (both lineups in: game 1 already won 2–1 by the home team,
 * the others ready), and Triple Twenty wait for Checkout Kings' lineup.
 */
export function venueNightFixture(): TabletLeagueNight {
  const arrows = teamMatch(
    1,
    'The Arrows',
    'Bull Busters',
    [
      {
        ...game(1, single, [cas], [otto]),
        state: 'finished',
        legs: [2, 1],
        winner: 'home',
        source: 'scored',
      },
      game(2, single, [mo], [gus]),
      game(3, pair, [cas, mo], [otto, gus]),
    ],
    { home: true, away: true },
  )
  const twenty = teamMatch(
    2,
    'Triple Twenty',
    'Checkout Kings',
    [game(1, single, [player(5, 'Ilse Maes')], []), game(2, single, [player(6, 'Ruud Smit')], [])],
    { home: true, away: false },
  )
  return {
    venue: { id: venueTabletBoardFixture.venue?.id ?? '', name: venueTabletBoardFixture.venue?.name ?? '' },
    organisation: venueTabletBoardFixture.venue?.organisation ?? { slug: '', name: '' },
    from: dayAfter(today, -1),
    to: dayAfter(today, 1),
    matches: [
      { ...arrows, state: 'live', score: { ...arrows.score, games: [1, 0], legs: [2, 1], points: [1, 0], played: 1 } },
      twenty,
    ],
  }
}

export type VenueTabletHandlerOptions = {
  /** What the venue has tonight; `venueNightFixture()` by default (each call gets its own copy). */
  night?: TabletLeagueNight
}

const isVenueBoardToken = (request: Request) =>
  /^Bearer\s+oche_board_/i.test(request.headers.get('Authorization') ?? '')

/** Stateful handlers of a venue board's tablet: its state, starting a game, reading and scoring its match. */
export function createVenueTabletHandlers(options: VenueTabletHandlerOptions = {}) {
  const night: TabletLeagueNight = structuredClone(options.night ?? venueNightFixture())
  const engine = new Map<string, Match>()
  let version = 1
  const state = (): TabletState => ({
    board: venueTabletBoardFixture,
    state: 'league',
    game: null,
    next: null,
    league: night,
    version,
  })
  const gameOfMatch = (matchId: string) => {
    for (const match of night.matches)
      for (const candidate of match.games) if (candidate.match_id === matchId) return { match, game: candidate }
    return null
  }

  return [
    http.get('*/api/tablet/state', ({ request }) => {
      if (!isVenueBoardToken(request)) return unauthenticated(request)
      return HttpResponse.json(state())
    }),

    http.post('*/api/tablet/league/:fixtureId/games/:game/start', ({ request, params }) => {
      if (!isVenueBoardToken(request)) return unauthenticated(request)
      const match = night.matches.find((candidate) => candidate.id === params.fixtureId)
      const found = match?.games.find((candidate) => candidate.number === Number(params.game))
      if (!match || !found) return fail(request, 404, 'fixture.notFound')
      if (found.match_id) return HttpResponse.json({ match_id: found.match_id })
      if (found.state === 'finished') return fail(request, 409, 'leagueGame.finished')
      if (found.state === 'waiting') return fail(request, 409, 'leagueGame.notReady')
      const { x01 } = found.slot
      if (!x01) return fail(request, 409, 'leagueGame.resultOnly')
      const names = (list: LeagueGame['home']) => list.map((one) => one.name).join(' & ')
      const config = leagueGameConfig({ ...found.slot, x01 }, found.number, {
        home: names(found.home),
        away: names(found.away),
      })
      const started = replay(toX01MatchConfig(config), [])
      if (!started.ok) throw new Error(started.error)
      const matchId = crypto.randomUUID()
      engine.set(matchId, leagueEngineMatch(matchId, config, [], started.value))
      Object.assign(found, { state: 'live', match_id: matchId, legs: [0, 0], source: null })
      match.state = 'live'
      version += 1
      return HttpResponse.json({ match_id: matchId })
    }),

    http.get('*/api/matches/:id', ({ params }) => {
      const match = engine.get(String(params.id))
      // Other matches fall through to the other handlers.
      return match ? HttpResponse.json(match) : undefined
    }),

    http.post('*/api/tablet/matches/:id/events', async ({ request, params }) => {
      if (!isVenueBoardToken(request)) return unauthenticated(request)
      const match = engine.get(String(params.id))
      const found = gameOfMatch(String(params.id))
      if (!match || !found) return fail(request, 403, 'tablet.notThisMatch')
      const answer = appendToMockMatch(request, match, (await request.json()) as { event: MatchEvent })
      if (!answer.match) return answer.response
      engine.set(match.id, answer.match)
      const home = homeEngineSide(found.game.number)
      const won = answer.match.summary.legsWon
      const legs: [number, number] = [won[home] ?? 0, won[1 - home] ?? 0]
      const outcome = answer.match.summary.outcome
      Object.assign(found.game, {
        legs,
        ...(outcome
          ? {
              state: 'finished',
              source: 'scored',
              winner: legs[0] > legs[1] ? 'home' : legs[1] > legs[0] ? 'away' : 'draw',
            }
          : {}),
      })
      version += 1
      return answer.response
    }),

    http.post('*/api/tablet/heartbeat', () => new HttpResponse(null, { status: 204 })),
  ]
}
