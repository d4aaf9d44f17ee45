import {
  ConfirmLeagueMatchInputSchema,
  DisputeLeagueMatchInputSchema,
  LeagueGameParamsSchema,
  LeagueGameResultInputSchema,
  LeagueLineupInputSchema,
  LeagueLineupParamsSchema,
  LeagueMatchListQuerySchema,
  LeagueMatchParamsSchema,
  SeasonSettingsSchema,
  StandingsAdjustmentInputSchema,
  sideIndex,
  toX01MatchConfig,
  toLeagueMatchScore,
  toLeagueWinner,
  type CompetitionErrorCode,
  type CompetitionViewer,
  type FixtureState,
  type IndividualStandings,
  type LeagueGame,
  type LeagueLineupPlayer,
  type LeagueMatch,
  type LeagueMatchAuditEntry,
  type StandingsAdjustment,
  type LeagueMatchPermissions,
  type LeagueMatchSummary,
  type LeagueSide,
  type User,
} from '@oche/api'
import {
  checkLineup,
  checkResultLegs,
  divisionZones,
  enteredGamePlayers,
  forfeitOutcome,
  gameHandicaps,
  individualStandings,
  leagueGameFormat,
  leagueLeaderboards,
  leagueStandings,
  playerRatings,
  replay,
  scoredGamePlayers,
  sideRating,
  teamMatchScore,
  type LeaguePlayerGame,
  type LeagueTieBreaker,
  type MatchTemplate,
  type TeamMatchScore,
} from '@oche/darts'
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  CompetitionStore,
  StoredDivision,
  StoredFixture,
  StoredOrganisation,
  StoredSeason,
  StoredTeam,
  StoredTeamSeason,
} from './competition-store'
import {
  homeEngineSide,
  leagueEngineMatch,
  leagueGameConfig,
  leagueMatchOf,
  type LeagueNightStore,
  type StoredLeagueGame,
  type StoredLeagueMatch,
} from './league-night-store'
import { appendToMockMatch } from './match-handlers'
import { forbidden, notFound, unauthenticated, callerOf } from './mock-http'
import { createSeasonEndHandlers, leagueDivisionsOf } from './season-end-handlers'

// `…/seasons/{season}/matches…`, standings, leaderboards and team statistics, as the server answers them
// (services/league-night), in memory: the same permissions, lineup visibility, states, refusals and tables, built
// with the same @oche/darts rules. The engine matches of started games are served here too (`/matches/{id}`).

type Viewer = CompetitionViewer & { userId: string }
type SeasonAccess = { caller: User; org: StoredOrganisation; viewer: Viewer; season: StoredSeason }

/** What the league night borrows from the competition handlers: their store, access rules and answers. */
export type LeagueNightContext = {
  store: CompetitionStore
  night: LeagueNightStore
  now: () => Date
  base: string
  seasonAccess: (request: Request, values: Record<string, unknown>) => SeasonAccess | Response
  findTeamSeason: (
    org: StoredOrganisation,
    season: StoredSeason,
    slug: string,
  ) => { team: StoredTeam; teamSeason: StoredTeamSeason } | null
  findDivision: (season: StoredSeason, slug: string) => StoredDivision | null
  link: (teamSeasonId: string) => { slug: string; name: string }
  refuse: (request: Request, code: CompetitionErrorCode, extra?: { field?: string }) => Response
  params: <T extends z.ZodType>(
    request: Request,
    schema: T,
    values: unknown,
  ) => { ok: true; data: z.output<T> } | { ok: false; response: Response }
  body: <T extends z.ZodType>(
    request: Request,
    schema: T,
  ) => Promise<{ ok: true; data: z.output<T> } | { ok: false; response: Response }>
}

const sides: readonly LeagueSide[] = ['home', 'away']
const isSignedOff = (state: FixtureState) => state === 'confirmed' || state === 'disputed'

export function createLeagueNightHandlers(context: LeagueNightContext) {
  const { store, night, now, base } = context
  const seasonBase = `${base}/organisations/:org/seasons/:season`
  const matchBase = `${seasonBase}/matches/:match`
  const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status })

  // --- Reading ------------------------------------------------------------------------------------------------------

  const settingsOf = (season: StoredSeason) => SeasonSettingsSchema.parse(season.settings)
  /** A division's own template, else the season's. */
  const divisionTemplate = (season: StoredSeason, divisionId: string): MatchTemplate =>
    store.divisions.get(divisionId)?.match_template ?? (settingsOf(season).match_template as MatchTemplate)
  /** The template the match was frozen with at its first lineup, else its division's. */
  const templateOf = (fixture: StoredFixture, season: StoredSeason): MatchTemplate =>
    night.matches.get(fixture.id)?.template ?? divisionTemplate(season, fixture.divisionId)
  const gamesOf = (fixture: StoredFixture) => night.matches.get(fixture.id)?.games ?? []
  /** As the server fixes it when a game starts: from the season's rule and the players' averages so far. */
  const handicapsOf = (
    season: StoredSeason,
    x01: { startScore: number; outRule: 'straight' | 'double' | 'master' },
    home: readonly string[],
    away: readonly string[],
  ): [number, number] | null => {
    const rule = settingsOf(season).handicap
    if (rule.kind === 'off') return null
    const ratings = playerRatings(
      seasonFixtures(season).flatMap((fixture) => gamesOf(fixture).flatMap((game) => game.players)),
    )
    const handicaps = gameHandicaps(rule, x01, [sideRating(home, ratings), sideRating(away, ratings)])
    return handicaps.some((points) => points > 0) ? handicaps : null
  }
  const scoreOf = (fixture: StoredFixture, season: StoredSeason): TeamMatchScore => {
    const template = templateOf(fixture, season)
    const games = gamesOf(fixture)
    return teamMatchScore(
      template,
      template.games.map((_, index) => {
        const game = games.find((row) => row.number === index + 1)
        if (!game?.legs) return null
        return game.forfeitedBy ? { legs: game.legs, forfeitedBy: sideIndex(game.forfeitedBy) } : { legs: game.legs }
      }),
    )
  }
  const participantName = (id: string) => store.participants.get(id)?.name ?? ''
  const players = (ids: readonly string[]): LeagueLineupPlayer[] =>
    ids.map((id) => ({ participant_id: id, name: participantName(id) }))
  const squadOf = (teamSeasonId: string): LeagueLineupPlayer[] =>
    [...store.members.values()]
      .filter((member) => member.teamSeasonId === teamSeasonId && member.left_on === null)
      .map((member) => ({ participant_id: member.participantId, name: participantName(member.participantId) }))
      .sort((a, b) => a.name.localeCompare(b.name))
  const teamSeasonOf = (fixture: StoredFixture, side: LeagueSide) => (side === 'home' ? fixture.homeId : fixture.awayId)
  const seasonFixtures = (season: StoredSeason) =>
    [...store.fixtures.values()]
      .filter((row) => row.seasonId === season.id)
      .sort(
        (a, b) =>
          a.weekIndex - b.weekIndex ||
          (a.date ?? '').localeCompare(b.date ?? '') ||
          (store.divisions.get(a.divisionId)?.position ?? 0) - (store.divisions.get(b.divisionId)?.position ?? 0) ||
          context.link(a.homeId).name.localeCompare(context.link(b.homeId).name),
      )

  const toSummary = (fixture: StoredFixture, season: StoredSeason): LeagueMatchSummary => {
    const division = store.divisions.get(fixture.divisionId)
    const venue = fixture.venueId ? store.venues.get(fixture.venueId) : undefined
    return {
      id: fixture.id,
      slug: fixture.slug,
      week: fixture.weekIndex + 1,
      date: fixture.date,
      division: { slug: division?.slug ?? '', name: division?.name ?? '' },
      home: context.link(fixture.homeId),
      away: context.link(fixture.awayId),
      venue: venue ? { id: venue.id, name: venue.name } : null,
      state: fixture.state,
      score: toLeagueMatchScore(scoreOf(fixture, season)),
      games_count: templateOf(fixture, season).games.length,
    }
  }

  const captainedSides = (viewer: Viewer, fixture: StoredFixture): LeagueSide[] =>
    viewer.isAdmin ? [...sides] : sides.filter((side) => viewer.captainOf.includes(teamSeasonOf(fixture, side)))
  const permissionsOf = (access: SeasonAccess, fixture: StoredFixture): LeagueMatchPermissions => {
    const { viewer, season } = access
    const record = night.matches.get(fixture.id)
    const captained = captainedSides(viewer, fixture)
    const open = !season.is_archived && !isSignedOff(fixture.state)
    const mayConfirm =
      !season.is_archived && (fixture.state === 'played' || (viewer.isAdmin && fixture.state === 'disputed'))
    return {
      lineup: open ? captained : [],
      score: open && captained.length > 0,
      confirm: mayConfirm ? captained.filter((side) => !record?.confirmations[side]) : [],
      dispute: !season.is_archived && fixture.state === 'played' && captained.length > 0 && !viewer.isAdmin,
      correct: !season.is_archived && viewer.isAdmin && isSignedOff(fixture.state),
      move:
        !season.is_archived && (fixture.state === 'scheduled' || fixture.state === 'postponed') && captained.length > 0,
    }
  }

  const toMatch = (access: SeasonAccess, fixture: StoredFixture): LeagueMatch => {
    const record = night.matches.get(fixture.id)
    const template = templateOf(fixture, access.season)
    const can = permissionsOf(access, fixture)
    const bothIn = Boolean(record?.lineups.home && record.lineups.away)
    const visible = new Set(bothIn ? sides : captainedSides(access.viewer, fixture))
    const games = record?.games ?? []
    const lineupOf = (side: LeagueSide, number: number) => {
      const started = games.find((game) => game.number === number)
      if (started) return side === 'home' ? started.home : started.away
      return visible.has(side) ? (record?.lineups[side]?.[number - 1] ?? []) : []
    }
    const lastDispute = record?.audit.findLast((entry) => entry.action === 'disputed')
    return {
      ...toSummary(fixture, access.season),
      template: template as LeagueMatch['template'],
      lineups_submitted: { home: Boolean(record?.lineups.home), away: Boolean(record?.lineups.away) },
      squads: {
        home: can.lineup.includes('home') ? squadOf(fixture.homeId) : [],
        away: can.lineup.includes('away') ? squadOf(fixture.awayId) : [],
      },
      games: template.games.map((slot, index): LeagueGame => {
        const number = index + 1
        const game = games.find((row) => row.number === number)
        const named = Boolean(record?.lineups.home?.[index]?.length && record.lineups.away?.[index]?.length)
        const live = game?.matchId && !game.legs ? night.engine.get(game.matchId) : undefined
        const home = homeEngineSide(number)
        const legs: [number, number] | null = game?.legs
          ? game.legs
          : live
            ? [live.summary.legsWon[home] ?? 0, live.summary.legsWon[1 - home] ?? 0]
            : null
        const winner = game?.legs ? (legs![0] > legs![1] ? 0 : legs![1] > legs![0] ? 1 : 'draw') : null
        return {
          number,
          slot: slot as LeagueGame['slot'],
          home: players(lineupOf('home', number)),
          away: players(lineupOf('away', number)),
          state: game?.legs ? 'finished' : game?.matchId ? 'live' : named || game ? 'ready' : 'waiting',
          match_id: game?.matchId ?? null,
          legs,
          winner: toLeagueWinner(winner),
          forfeited_by: game?.forfeitedBy ?? null,
          source: game?.legs ? (game.source ?? 'entered') : null,
          handicaps: game?.handicaps ?? null,
        }
      }),
      confirmations: { home: record?.confirmations.home ?? null, away: record?.confirmations.away ?? null },
      dispute:
        fixture.state === 'disputed' && lastDispute
          ? { by: lastDispute.by, at: lastDispute.at, reason: lastDispute.reason }
          : null,
      audit: record?.audit ?? [],
      can,
    }
  }

  // --- Changing -----------------------------------------------------------------------------------------------------

  const audit = (
    record: StoredLeagueMatch,
    access: SeasonAccess,
    entry: Partial<LeagueMatchAuditEntry> & Pick<LeagueMatchAuditEntry, 'action'>,
  ) =>
    record.audit.push({
      at: now().toISOString(),
      by: access.caller.name,
      game: null,
      side: null,
      reason: '',
      ...entry,
    })
  const stateAfterGames = (fixture: StoredFixture, season: StoredSeason): FixtureState =>
    isSignedOff(fixture.state) ? fixture.state : scoreOf(fixture, season).isDecided ? 'played' : 'live'
  const freeze = (record: StoredLeagueMatch, fixture: StoredFixture, season: StoredSeason) => {
    record.template ??= templateOf(fixture, season)
  }

  /** The match of the request, with the caller's access; a Response when refused. */
  const matchAccess = (request: Request, values: Record<string, unknown>) => {
    const parsed = context.params(request, LeagueMatchParamsSchema, values)
    if (!parsed.ok) return parsed.response
    const access = context.seasonAccess(request, values)
    if (access instanceof Response) return access
    const fixture = seasonFixtures(access.season).find((row) => row.slug === parsed.data.match)
    if (!fixture) return context.refuse(request, 'fixture.notFound')
    return { access, fixture, record: leagueMatchOf(night, fixture.id) }
  }
  const answer = (found: { access: SeasonAccess; fixture: StoredFixture }) => json(toMatch(found.access, found.fixture))

  const playersOf = (record: StoredLeagueMatch, number: number): [string[] | null, string[] | null] => {
    const started = record.games.find((game) => game.number === number)
    if (started) return [started.home, started.away]
    const named = (side: LeagueSide) => {
      const ids = record.lineups[side]?.[number - 1]
      return ids && ids.length > 0 ? ids : null
    }
    return [named('home'), named('away')]
  }
  const engineName = (ids: readonly string[], teamSeasonId: string) =>
    ids.length > 2 ? (store.teamSeasons.get(teamSeasonId)?.name ?? '') : ids.map(participantName).join(' & ')

  /** Records a finished engine match's result on its game (the server does it in the finishing event's transaction). */
  const recordScored = (matchId: string) => {
    for (const [fixtureId, record] of night.matches) {
      const game = record.games.find((row) => row.matchId === matchId)
      const fixture = store.fixtures.get(fixtureId)
      const match = night.engine.get(matchId)
      if (!game || !fixture || !match || match.status !== 'finished') continue
      const state = replay(toX01MatchConfig(match.config), match.events)
      if (!state.ok) return
      const home = homeEngineSide(game.number)
      const bySide: [string[], string[]] = home === 0 ? [game.home, game.away] : [game.away, game.home]
      game.legs = [state.value.legsWon[home] ?? 0, state.value.legsWon[1 - home] ?? 0]
      game.source = 'scored'
      game.players = scoredGamePlayers(state.value, bySide).map((player) => ({
        ...player,
        side: (player.side === home ? 0 : 1) as 0 | 1,
      }))
      const season = store.seasons.get(fixture.seasonId)
      if (season) fixture.state = stateAfterGames(fixture, season)
      record.audit.push({
        at: now().toISOString(),
        by: '',
        action: 'gameScored',
        game: game.number,
        side: null,
        reason: '',
      })
    }
  }

  // --- Tables -------------------------------------------------------------------------------------------------------

  type PlayerGame = LeaguePlayerGame & { teamSeasonId: string; fixture: StoredFixture }
  const playerGames = (fixtures: readonly StoredFixture[]): PlayerGame[] =>
    fixtures.flatMap((fixture) =>
      gamesOf(fixture).flatMap((game) =>
        game.players.map((player) => ({
          ...player,
          teamSeasonId: player.side === 0 ? fixture.homeId : fixture.awayId,
          fixture,
        })),
      ),
    )
  const playerLink = (games: readonly PlayerGame[]) => {
    const lastTeam = new Map(games.map((game) => [game.participantId, game.teamSeasonId]))
    return (participantId: string) => {
      const team = lastTeam.get(participantId)
      return {
        participant_id: participantId,
        name: participantName(participantId),
        team: team ? context.link(team) : null,
      }
    }
  }
  const individualRows = (games: readonly PlayerGame[]): IndividualStandings => {
    const player = playerLink(games)
    return individualStandings(games).map((row) => ({
      position: row.position,
      player: player(row.participantId),
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      win_percentage: row.winPercentage,
      legs_won: row.legsWon,
      legs_lost: row.legsLost,
      three_dart_average: row.threeDartAverage,
      first_nine_average: row.firstNineAverage,
      one_eighties: row.oneEighties,
      one_seventy_ones: row.oneSeventyOnes,
      high_checkout: row.highCheckout,
      best_leg: row.bestLeg,
    }))
  }
  const standingsOf = (season: StoredSeason, division: StoredDivision) => {
    const settings = settingsOf(season)
    const template = divisionTemplate(season, division.id)
    const teams = [...store.teamSeasons.values()]
      .filter((row) => row.divisionId === division.id)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((row) => row.id)
    const matches = seasonFixtures(season)
      .filter((fixture) => fixture.divisionId === division.id)
      .flatMap((fixture) => {
        const score = scoreOf(fixture, season)
        return score.isDecided ? [{ home: fixture.homeId, away: fixture.awayId, score }] : []
      })
    const adjustments = night.adjustments.filter((row) => row.divisionId === division.id && !row.removed)
    const table = leagueStandings({
      teams,
      matches,
      points: template.points,
      tieBreakers: settings.tie_breakers as LeagueTieBreaker[],
      adjustments: adjustments.map((row) => ({ teamId: row.teamSeasonId, points: row.points, reason: row.reason })),
    })
    const zones = divisionZones({
      divisions: leagueDivisionsOf(store, season.id).map((row) => row.id),
      division: division.id,
      teams: table.rows.length,
      up: settings.promotion_places,
      down: settings.relegation_places,
    })
    return {
      division: { slug: division.slug, name: division.name },
      zones: { promotion: zones.up, relegation: zones.down },
      tie_breakers: settings.tie_breakers,
      points: template.points,
      adjustments: adjustments.map(({ id, team, points, reason, by, at }): StandingsAdjustment => ({
        id,
        team,
        points,
        reason,
        by,
        at,
      })),
      rows: table.rows.map((row) => ({
        position: row.position,
        team: context.link(row.teamId),
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        games_won: row.gamesWon,
        games_lost: row.gamesLost,
        legs_won: row.legsWon,
        legs_lost: row.legsLost,
        points: row.points,
        adjustment: row.adjustment,
        above_next:
          row.aboveNext && 'values' in row.aboveNext
            ? {
                criterion: row.aboveNext.criterion,
                values: [row.aboveNext.values[0], row.aboveNext.values[1]] as [number, number],
              }
            : row.aboveNext,
      })),
    }
  }
  const divisionAccess = (request: Request, values: Record<string, unknown>) => {
    const access = context.seasonAccess(request, values)
    if (access instanceof Response) return access
    const division = context.findDivision(access.season, String(values.division))
    if (!division) return context.refuse(request, 'division.notFound')
    return { access, division }
  }

  return [
    // The end of season proposal reads these tables.
    ...createSeasonEndHandlers({ ...context, standingsOf }),
    http.get(`${seasonBase}/matches`, ({ request, params: values }) => {
      const access = context.seasonAccess(request, values)
      if (access instanceof Response) return access
      const parsed = context.params(
        request,
        LeagueMatchListQuerySchema,
        Object.fromEntries(new URL(request.url).searchParams),
      )
      if (!parsed.ok) return parsed.response
      const query = parsed.data
      const division = query.division ? context.findDivision(access.season, query.division) : undefined
      const team = query.team ? context.findTeamSeason(access.org, access.season, query.team) : undefined
      if (division === null || team === null) return json([])
      const rows = seasonFixtures(access.season).filter(
        (fixture) =>
          (!division || fixture.divisionId === division.id) &&
          (!team || fixture.homeId === team.teamSeason.id || fixture.awayId === team.teamSeason.id) &&
          (!query.week || fixture.weekIndex === query.week - 1) &&
          (!query.state || fixture.state === query.state),
      )
      return json(rows.map((fixture) => toSummary(fixture, access.season)))
    }),

    http.get(matchBase, ({ request, params: values }) => {
      const found = matchAccess(request, values)
      return found instanceof Response ? found : answer(found)
    }),

    http.put(`${matchBase}/lineups/:side`, async ({ request, params: values }) => {
      const side = context.params(request, LeagueLineupParamsSchema.pick({ side: true }), { side: values.side })
      if (!side.ok) return side.response
      const found = matchAccess(request, values)
      if (found instanceof Response) return found
      const input = await context.body(request, LeagueLineupInputSchema)
      if (!input.ok) return input.response
      const { access, fixture, record } = found
      if (isSignedOff(fixture.state)) return context.refuse(request, 'leagueMatch.signedOff')
      if (!permissionsOf(access, fixture).lineup.includes(side.data.side)) return forbidden(request)
      const template = templateOf(fixture, access.season)
      const games = input.data.games
      const checked = checkLineup(template, games)
      if (!checked.ok)
        return context.refuse(request, checked.error, {
          field: checked.game === undefined ? 'games' : `games.${checked.game}`,
        })
      const squad = new Set(squadOf(teamSeasonOf(fixture, side.data.side)).map((player) => player.participant_id))
      const outsider = games.findIndex((ids) => (ids ?? []).some((id) => !squad.has(id)))
      if (outsider >= 0) return context.refuse(request, 'lineup.notInTeam', { field: `games.${outsider}` })
      for (const game of record.games) {
        const kept = side.data.side === 'home' ? game.home : game.away
        if (kept.join() !== (games[game.number - 1] ?? []).join())
          return context.refuse(request, 'lineup.gameStarted', { field: `games.${game.number - 1}` })
      }
      const previous = record.lineups[side.data.side]
      const changed = games.flatMap((ids, index) =>
        previous && (previous[index] ?? []).join() !== (ids ?? []).join() ? [index + 1] : [],
      )
      record.lineups[side.data.side] = games.map((ids) => (ids ? [...ids] : null))
      freeze(record, fixture, access.season)
      if (record.games.length > 0 && previous)
        for (const game of changed) audit(record, access, { action: 'substitution', side: side.data.side, game })
      else if (!previous || changed.length > 0)
        audit(record, access, { action: 'lineupSubmitted', side: side.data.side })
      return answer(found)
    }),

    http.post(`${matchBase}/games/:game/start`, ({ request, params: values }) => {
      const game = context.params(request, LeagueGameParamsSchema.pick({ game: true }), { game: values.game })
      if (!game.ok) return game.response
      const found = matchAccess(request, values)
      if (found instanceof Response) return found
      const { access, fixture, record } = found
      const template = templateOf(fixture, access.season)
      const number = game.data.game
      const slot = template.games[number - 1]
      if (!slot) return context.refuse(request, 'leagueGame.notFound')
      if (isSignedOff(fixture.state)) return context.refuse(request, 'leagueMatch.signedOff')
      if (!permissionsOf(access, fixture).score) return forbidden(request)
      const existing = record.games.find((row) => row.number === number)
      if (existing?.matchId) return json({ match_id: existing.matchId }, 200)
      if (existing) return context.refuse(request, 'leagueGame.finished')
      if (!slot.x01) return context.refuse(request, 'leagueGame.resultOnly')
      if (template.play === 'untilDecided' && scoreOf(fixture, access.season).isDecided)
        return context.refuse(request, 'leagueMatch.decided')
      const [home, away] = playersOf(record, number)
      if (!home || !away) return context.refuse(request, 'leagueGame.notReady')
      const handicaps = handicapsOf(access.season, slot.x01, home, away)
      const config = leagueGameConfig(
        { ...slot, x01: slot.x01 },
        number,
        { home: engineName(home, fixture.homeId), away: engineName(away, fixture.awayId) },
        handicaps,
      )
      const started = replay(toX01MatchConfig(config), [])
      if (!started.ok) throw new Error(started.error)
      const matchId = crypto.randomUUID()
      night.engine.set(matchId, {
        ...leagueEngineMatch(matchId, config, [], started.value),
        created_by: access.caller.id,
      })
      record.games.push({
        number,
        home,
        away,
        matchId,
        legs: null,
        forfeitedBy: null,
        source: null,
        players: [],
        handicaps,
      })
      freeze(record, fixture, access.season)
      audit(record, access, { action: 'gameStarted', game: number })
      fixture.state = stateAfterGames(fixture, access.season)
      return json({ match_id: matchId }, 201)
    }),

    http.put(`${matchBase}/games/:game/result`, async ({ request, params: values }) => {
      const game = context.params(request, LeagueGameParamsSchema.pick({ game: true }), { game: values.game })
      if (!game.ok) return game.response
      const found = matchAccess(request, values)
      if (found instanceof Response) return found
      const input = await context.body(request, LeagueGameResultInputSchema)
      if (!input.ok) return input.response
      const { access, fixture, record } = found
      const template = templateOf(fixture, access.season)
      const number = game.data.game
      const slot = template.games[number - 1]
      if (!slot) return context.refuse(request, 'leagueGame.notFound')
      const can = permissionsOf(access, fixture)
      const correcting = isSignedOff(fixture.state)
      if (correcting ? !can.correct : !can.score) return forbidden(request)
      const result = input.data
      if (correcting && result.reason === '') return context.refuse(request, 'leagueGame.reasonRequired')
      const existing = record.games.find((row) => row.number === number)
      if (existing?.matchId && !existing.legs && !access.viewer.isAdmin)
        return context.refuse(request, 'leagueGame.live')
      const [home, away] = playersOf(record, number)
      const forfeitedBy = result.forfeited_by === null ? undefined : sideIndex(result.forfeited_by)
      if ((!home && forfeitedBy !== 0) || (!away && forfeitedBy !== 1))
        return context.refuse(request, 'leagueGame.notReady')
      const legs = forfeitedBy === undefined ? result.legs : forfeitOutcome(slot, forfeitedBy).legs
      if (
        forfeitedBy === undefined &&
        !checkResultLegs(leagueGameFormat(slot), legs, { allowsDraw: slot.legs.mode === 'playAll' }).ok
      )
        return context.refuse(request, 'leagueGame.legsDoNotFit')
      const both: [string[], string[]] = [home ?? [], away ?? []]
      if (Object.keys(result.extras).some((id) => !both.flat().includes(id)))
        return context.refuse(request, 'leagueGame.unknownPlayer')
      const stored: StoredLeagueGame = {
        number,
        home: both[0],
        away: both[1],
        matchId: existing?.matchId ?? null,
        legs: [legs[0], legs[1]],
        forfeitedBy: result.forfeited_by,
        source: 'entered',
        players: enteredGamePlayers({
          legs,
          players: both,
          ...(forfeitedBy === undefined ? {} : { forfeitedBy }),
          extras: Object.fromEntries(
            Object.entries(result.extras).map(([id, extra]) => [
              id,
              {
                oneEighties: extra.one_eighties,
                oneSeventyOnes: extra.one_seventy_ones,
                highCheckouts: extra.high_checkouts,
              },
            ]),
          ),
        }),
      }
      record.games = [...record.games.filter((row) => row.number !== number), stored].sort(
        (a, b) => a.number - b.number,
      )
      audit(record, access, { action: correcting ? 'corrected' : 'resultEntered', game: number, reason: result.reason })
      if (!correcting) record.confirmations = { home: null, away: null }
      freeze(record, fixture, access.season)
      fixture.state = stateAfterGames(fixture, access.season)
      return answer(found)
    }),

    http.post(`${matchBase}/confirm`, async ({ request, params: values }) => {
      const found = matchAccess(request, values)
      if (found instanceof Response) return found
      const input = await context.body(request, ConfirmLeagueMatchInputSchema)
      if (!input.ok) return input.response
      const { access, fixture, record } = found
      const captained = captainedSides(access.viewer, fixture).filter(
        (side) => !input.data.side || side === input.data.side,
      )
      if (captained.length === 0) return forbidden(request)
      if (fixture.state !== 'played' && fixture.state !== 'disputed')
        return context.refuse(request, 'leagueMatch.notPlayed')
      const confirming = permissionsOf(access, fixture).confirm.filter((side) => captained.includes(side))
      if (confirming.length === 0)
        return fixture.state === 'disputed'
          ? forbidden(request)
          : context.refuse(request, 'leagueMatch.alreadyConfirmed')
      for (const side of confirming) {
        record.confirmations[side] = { by: access.caller.name, at: now().toISOString() }
        audit(record, access, { action: 'confirmed', side })
      }
      if (record.confirmations.home && record.confirmations.away) fixture.state = 'confirmed'
      return answer(found)
    }),

    http.post(`${matchBase}/dispute`, async ({ request, params: values }) => {
      const found = matchAccess(request, values)
      if (found instanceof Response) return found
      const input = await context.body(request, DisputeLeagueMatchInputSchema)
      if (!input.ok) return input.response
      const { access, fixture, record } = found
      if (access.viewer.isAdmin || captainedSides(access.viewer, fixture).length === 0) return forbidden(request)
      if (fixture.state !== 'played') return context.refuse(request, 'leagueMatch.notPlayed')
      const side = access.viewer.captainOf.includes(fixture.homeId) ? 'home' : 'away'
      audit(record, access, { action: 'disputed', side, reason: input.data.reason })
      fixture.state = 'disputed'
      return answer(found)
    }),

    http.get(`${seasonBase}/divisions/:division/standings`, ({ request, params: values }) => {
      const found = divisionAccess(request, values)
      return found instanceof Response ? found : json(standingsOf(found.access.season, found.division))
    }),

    http.post(`${seasonBase}/divisions/:division/adjustments`, async ({ request, params: values }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await context.body(request, StandingsAdjustmentInputSchema)
      if (!input.ok) return input.response
      const found = divisionAccess(request, values)
      if (found instanceof Response) return found
      const { access, division } = found
      if (!access.viewer.isAdmin) return forbidden(request)
      if (access.season.is_archived) return context.refuse(request, 'season.archived')
      const team = context.findTeamSeason(access.org, access.season, input.data.team)
      if (!team || team.teamSeason.divisionId !== division.id)
        return context.refuse(request, 'adjustment.teamNotInDivision')
      const adjustment: StandingsAdjustment = {
        id: crypto.randomUUID(),
        team: context.link(team.teamSeason.id),
        points: input.data.points,
        reason: input.data.reason,
        by: access.caller.name,
        at: now().toISOString(),
      }
      night.adjustments.push({
        ...adjustment,
        divisionId: division.id,
        teamSeasonId: team.teamSeason.id,
        removed: false,
      })
      return json(adjustment, 201)
    }),

    http.delete(`${seasonBase}/divisions/:division/adjustments/:adjustment`, ({ request, params: values }) => {
      const found = divisionAccess(request, values)
      if (found instanceof Response) return found
      const { access, division } = found
      if (!access.viewer.isAdmin) return forbidden(request)
      if (access.season.is_archived) return context.refuse(request, 'season.archived')
      const adjustment = night.adjustments.find(
        (row) => row.id === values.adjustment && row.divisionId === division.id && !row.removed,
      )
      if (!adjustment) return context.refuse(request, 'adjustment.notFound')
      adjustment.removed = true
      return new HttpResponse(null, { status: 204 })
    }),

    http.get(`${seasonBase}/divisions/:division/individual-standings`, ({ request, params: values }) => {
      const found = divisionAccess(request, values)
      if (found instanceof Response) return found
      const fixtures = seasonFixtures(found.access.season).filter((row) => row.divisionId === found.division.id)
      return json(individualRows(playerGames(fixtures)))
    }),

    http.get(`${seasonBase}/leaderboards`, ({ request, params: values }) => {
      const access = context.seasonAccess(request, values)
      if (access instanceof Response) return access
      const query = context.params(
        request,
        z.object({ division: z.string().min(1).max(100).optional() }),
        Object.fromEntries(new URL(request.url).searchParams),
      )
      if (!query.ok) return query.response
      const division = query.data.division ? context.findDivision(access.season, query.data.division) : undefined
      if (division === null) return context.refuse(request, 'division.notFound')
      const settings = settingsOf(access.season)
      const games = playerGames(
        seasonFixtures(access.season).filter((row) => !division || row.divisionId === division.id),
      )
      const player = playerLink(games)
      const boards = leagueLeaderboards(games, {
        lowVisitMaxDarts: settings.low_visit_max_darts,
        highCheckoutMinimum: settings.high_checkout_minimum,
      })
      const matchOf = (index: number) => ({
        slug: games[index]?.fixture.slug ?? '',
        date: games[index]?.fixture.date ?? null,
      })
      return json({
        maxima: boards.maxima.map((row) => ({
          player: player(row.participantId),
          one_eighties: row.oneEighties,
          one_seventy_ones: row.oneSeventyOnes,
        })),
        low_visits: boards.lowVisits.map((row) => ({
          player: player(row.participantId),
          darts: row.darts,
          match: matchOf(row.gameIndex),
        })),
        games_played: boards.gamesPlayed.map((row) => ({
          player: player(row.participantId),
          played: row.played,
          won: row.won,
          lost: row.lost,
          win_percentage: row.winPercentage,
        })),
        high_checkouts: boards.highCheckouts.map((row) => ({
          player: player(row.participantId),
          checkout: row.checkout,
          match: matchOf(row.gameIndex),
        })),
        low_visit_max_darts: settings.low_visit_max_darts,
        high_checkout_minimum: settings.high_checkout_minimum,
      })
    }),

    http.get(`${seasonBase}/teams/:team/statistics`, ({ request, params: values }) => {
      const access = context.seasonAccess(request, values)
      if (access instanceof Response) return access
      const found = context.findTeamSeason(access.org, access.season, String(values.team))
      if (!found) return context.refuse(request, 'team.notFound')
      const id = found.teamSeason.id
      const division = found.teamSeason.divisionId ? store.divisions.get(found.teamSeason.divisionId) : undefined
      const standing = division
        ? (standingsOf(access.season, division).rows.find((row) => row.team.slug === found.team.slug) ?? null)
        : null
      const mine = seasonFixtures(access.season).filter((row) => row.homeId === id || row.awayId === id)
      return json({
        team: { slug: found.team.slug, name: found.teamSeason.name },
        standing,
        players: individualRows(playerGames(mine).filter((game) => game.teamSeasonId === id)),
        matches: mine.map((fixture) => toSummary(fixture, access.season)),
      })
    }),

    // The engine matches of league games: read and scored by the match's captains and the admins.
    http.get('*/api/matches/:id', ({ params: values }) => {
      const match = night.engine.get(String(values.id))
      return match ? json(match) : undefined
    }),
    http.post('*/api/matches/:id/events', async ({ request, params: values }) => {
      const match = night.engine.get(String(values.id))
      if (!match) return undefined
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const fixtureId = [...night.matches].find(([, record]) =>
        record.games.some((game) => game.matchId === match.id),
      )?.[0]
      const fixture = fixtureId ? store.fixtures.get(fixtureId) : undefined
      const org = fixture
        ? store.organisations.get(store.seasons.get(fixture.seasonId)?.organisationId ?? '')
        : undefined
      if (!fixture || !org) return notFound(request)
      const access = context.seasonAccess(request, { org: org.slug, season: store.seasons.get(fixture.seasonId)?.slug })
      if (
        access instanceof Response ||
        isSignedOff(fixture.state) ||
        captainedSides(access.viewer, fixture).length === 0
      )
        return forbidden(request)
      const appended = appendToMockMatch(request, match, await request.json())
      if (appended.match) {
        night.engine.set(match.id, appended.match)
        if (appended.match.status === 'finished') recordScored(match.id)
      }
      return appended.response
    }),
  ]
}

export type { StoredLeagueGame }
