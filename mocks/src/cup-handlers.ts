import {
  CupDrawInputSchema,
  CupEntriesInputSchema,
  CupInputSchema,
  SeasonSettingsSchema,
  slugFromName,
  toLeagueMatchScore,
  uniqueSlug,
  UpdateCupInputSchema,
  type Cup,
  type CupEntry,
  type CupGroup,
  type CupMatch,
  type CupSide,
  type CupSummary,
  type Division,
  type LeagueMatchSummary,
  type LeagueStandingsRow,
} from '@oche/api'
import {
  checkCupTemplate,
  createRandom,
  cupGroupStandings,
  cupMatchWinner,
  cupPlan,
  cupProgress,
  drawCup,
  enteredGamePlayers,
  teamMatchScore,
  type CupFormat,
  type CupTemplate,
  type LeagueGameOutcome,
  type LeagueTieBreaker,
  type MatchTemplate,
} from '@oche/darts'
import { http, HttpResponse } from 'msw'
import {
  competitionFixtureIds,
  type CompetitionStore,
  type StoredDivision,
  type StoredFixture,
  type StoredSeason,
} from './competition-store'
import type { LeagueNightContext } from './league-night-handlers'
import { demoLineup, leagueMatchOf, type LeagueNightStore } from './league-night-store'
import { callerOf, forbidden, noContent, parseBody, unauthenticated } from './mock-http'

// The league cup (league-rules.md §9, ADR 015) as the server answers it: a division of kind `cup` in the competition
// store with its format, entry rule, template, dates, entries and draw; its group and knockout matches are fixtures of
// that division, played on the league night's pages; its brackets, tables and rankings are recomputed from the draw
// and the results by @oche/darts on every read, the fixtures of knockout matches made once both teams are known.

export type StoredCupEntry = { teamSeasonId: string; entered_at: string; withdrawn_at: string | null }

export type StoredCup = {
  format: CupFormat
  entry: 'compulsory' | 'optional'
  template: CupTemplate
  dates: string[]
  entries: StoredCupEntry[]
  /** The draw: team season ids in the order drawn. */
  draw: { order: string[]; at: string; by: string } | null
  /** Draws made so far: the seed of the next. */
  draws: number
}

/** A cup's division row: `kind: 'cup'` and its cup. */
export type StoredCupDivision = StoredDivision & { kind: 'cup'; cup: StoredCup }

export const isCupDivision = (row: StoredDivision): row is StoredCupDivision => row.kind === 'cup'

/** The slugs of the fixture league's cups (current season). */
export const cupFixtureSlugs = {
  /** Optional entry, not drawn: five teams in, The Arrows not. */
  open: 'winter-cup',
  /** A straight draw of seven teams (a bye), half played. */
  drawn: 'league-cup',
  /** Groups of four then a cup and a plate knockout: the cup won, the plate's final to play. */
  groups: 'shield',
} as const

const roundOf = (matchId: string) => Number(matchId.split('.')[1] ?? 1)

/** The cup logic over the stores, shared by the handlers and the seed. */
export function cupEngine(store: CompetitionStore, night: LeagueNightStore, stamp: () => string) {
  const link = (teamSeasonId: string) => {
    const teamSeason = store.teamSeasons.get(teamSeasonId)
    return { slug: store.teams.get(teamSeason?.teamId ?? '')?.slug ?? '', name: teamSeason?.name ?? '' }
  }
  const seasonTeams = (seasonId: string) =>
    [...store.teamSeasons.values()]
      .filter((row) => row.seasonId === seasonId)
      .sort((a, b) => a.name.localeCompare(b.name))
  const cupFixtures = (cup: StoredCupDivision) =>
    [...store.fixtures.values()].filter((row) => row.divisionId === cup.id)
  /** The teams in the cup: every team of the season for a compulsory cup not drawn yet. */
  const entriesOf = (cup: StoredCupDivision): StoredCupEntry[] =>
    cup.cup.entry === 'compulsory' && !cup.cup.draw
      ? seasonTeams(cup.seasonId).map((row) => ({
          teamSeasonId: row.id,
          entered_at: cup.created_at,
          withdrawn_at: null,
        }))
      : cup.cup.entries
  const outcomesOf = (cup: StoredCupDivision, fixture: StoredFixture): LeagueGameOutcome[] => {
    const games = night.matches.get(fixture.id)?.games ?? []
    const count = cup.cup.template.games.length + (cup.cup.template.decidingGame ? 1 : 0)
    return Array.from({ length: count }, (_, index) => {
      const game = games.find((row) => row.number === index + 1)
      if (!game?.legs) return null
      return game.forfeitedBy
        ? { legs: game.legs, forfeitedBy: game.forfeitedBy === 'home' ? 0 : 1 }
        : { legs: game.legs }
    })
  }
  const summaryOf = (cup: StoredCupDivision, fixture: StoredFixture): LeagueMatchSummary => {
    const venue = fixture.venueId ? store.venues.get(fixture.venueId) : undefined
    const outcomes = outcomesOf(cup, fixture)
    const winner = cupMatchWinner(cup.cup.template, outcomes)
    const score = toLeagueMatchScore(
      winner.state === 'won'
        ? winner.score
        : teamMatchScore(cup.cup.template as MatchTemplate, outcomes.slice(0, cup.cup.template.games.length)),
    )
    return {
      id: fixture.id,
      slug: fixture.slug,
      week: fixture.weekIndex + 1,
      date: fixture.date,
      division: { slug: cup.slug, name: cup.name },
      home: link(fixture.homeId),
      away: link(fixture.awayId),
      venue: venue ? { id: venue.id, name: venue.name } : null,
      state: fixture.state,
      score,
      games_count: cup.cup.template.games.length,
    }
  }
  const planOf = (cup: StoredCupDivision) => {
    if (!cup.cup.draw) return null
    const plan = cupPlan(cup.cup.format, cup.cup.draw.order)
    return plan.ok ? plan.value : null
  }
  const tieBreakersOf = (cup: StoredCupDivision) => {
    const season = store.seasons.get(cup.seasonId)
    return SeasonSettingsSchema.parse(season?.settings ?? {}).tie_breakers as LeagueTieBreaker[]
  }
  const groupRounds = (plan: NonNullable<ReturnType<typeof planOf>>) =>
    plan.groups.reduce(
      (most, group) => Math.max(most, group.entries.length % 2 === 0 ? group.entries.length - 1 : group.entries.length),
      0,
    )
  const newFixture = (
    cup: StoredCupDivision,
    values: { weekIndex: number; homeId: string; awayId: string; slug: string; cupGroup?: string; bracketId?: string },
  ) => {
    const id = crypto.randomUUID()
    const fixture: StoredFixture = {
      id,
      seasonId: cup.seasonId,
      divisionId: cup.id,
      slug: values.slug,
      weekIndex: values.weekIndex,
      date: cup.cup.dates[values.weekIndex] ?? null,
      homeId: values.homeId,
      awayId: values.awayId,
      venueId: store.teamSeasons.get(values.homeId)?.venueId ?? null,
      state: 'scheduled',
      reschedules: [],
      ...(values.cupGroup ? { cupGroup: values.cupGroup } : {}),
      ...(values.bracketId ? { bracketId: values.bracketId } : {}),
    }
    store.fixtures.set(id, fixture)
    return fixture
  }
  /** Single round robin of each group (the circle method), at the draw. */
  const makeGroupFixtures = (cup: StoredCupDivision) => {
    const plan = planOf(cup)
    if (!plan) return
    for (const group of plan.groups) {
      const teams: (string | null)[] = [...group.entries]
      if (teams.length % 2 === 1) teams.push(null)
      const rounds = teams.length - 1
      for (let round = 0; round < rounds; round += 1) {
        for (let i = 0; i < teams.length / 2; i += 1) {
          const a = teams[i]
          const b = teams[teams.length - 1 - i]
          if (!a || !b) continue
          const [homeId, awayId] = (round + i) % 2 === 0 ? [a, b] : [b, a]
          newFixture(cup, {
            weekIndex: round,
            homeId,
            awayId,
            cupGroup: group.id,
            slug: `${cup.slug}-${group.id.toLowerCase()}-${link(homeId).slug}-${link(awayId).slug}`,
          })
        }
        teams.splice(1, 0, teams.pop() ?? null)
      }
    }
  }
  /** Where the cup stands now; the knockout matches that became known get their fixture. */
  const progressOf = (cup: StoredCupDivision) => {
    const plan = planOf(cup)
    if (!plan) return null
    const fixtures = cupFixtures(cup)
    const groups = plan.groups.map((group) => {
      const matches = fixtures.filter((row) => row.cupGroup === group.id)
      const table = cupGroupStandings({
        teams: group.entries,
        template: cup.cup.template,
        tieBreakers: tieBreakersOf(cup),
        matches: matches.map((row) => ({ home: row.homeId, away: row.awayId, outcomes: outcomesOf(cup, row) })),
      })
      return { group, matches, table }
    })
    const outcomes = Object.fromEntries(
      fixtures.filter((row) => row.bracketId).map((row) => [row.bracketId as string, outcomesOf(cup, row)]),
    )
    const progress = cupProgress({
      template: cup.cup.template,
      plan,
      outcomes,
      groupPositions: Object.fromEntries(groups.map(({ group, table }) => [group.id, table.positions])),
      withdrawn: cup.cup.entries.filter((row) => row.withdrawn_at).map((row) => row.teamSeasonId),
    })
    if (!progress.ok) return null
    const offset = plan.groups.length > 0 ? groupRounds(plan) : 0
    for (const match of progress.value.matches) {
      const [home, away] = match.sides
      if (match.state !== 'ready' || home.kind !== 'entry' || away.kind !== 'entry') continue
      if (fixtures.some((row) => row.bracketId === match.gameId)) continue
      fixtures.push(
        newFixture(cup, {
          weekIndex: offset + roundOf(match.gameId) - 1,
          homeId: home.entryId,
          awayId: away.entryId,
          bracketId: match.gameId,
          slug: `${cup.slug}-${match.gameId.replaceAll('.', '-')}`,
        }),
      )
    }
    return { plan, groups, fixtures, progress: progress.value, offset }
  }
  const hasResults = (cup: StoredCupDivision) =>
    cupFixtures(cup).some((row) => (night.matches.get(row.id)?.games ?? []).some((game) => game.legs))
  const hasStarted = (cup: StoredCupDivision) =>
    cupFixtures(cup).some((row) => {
      const record = night.matches.get(row.id)
      return Boolean(record && (record.lineups.home || record.lineups.away || record.games.length > 0))
    })
  const toRow = (row: ReturnType<typeof cupGroupStandings>['rows'][number]): LeagueStandingsRow => ({
    position: row.position,
    team: link(row.teamId),
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
  })

  const summary = (cup: StoredCupDivision): CupSummary => {
    const now = progressOf(cup)
    const final = now?.progress.matches.find(
      (match) =>
        match.gameId.startsWith('cup.') &&
        !now.progress.matches.some(
          (other) => other.gameId.startsWith('cup.') && roundOf(other.gameId) > roundOf(match.gameId),
        ),
    )
    const winner = final?.winner?.kind === 'entry' ? link(final.winner.entryId) : null
    const position =
      [...store.divisions.values()]
        .filter((row) => row.seasonId === cup.seasonId && isCupDivision(row))
        .sort((a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at))
        .indexOf(cup) + 1
    return {
      id: cup.id,
      slug: cup.slug,
      name: cup.name,
      position,
      format: cup.cup.format,
      entry: cup.cup.entry,
      teams_count: entriesOf(cup).length,
      state: !cup.cup.draw ? 'entries' : winner ? 'finished' : 'drawn',
      winner,
      created_at: cup.created_at,
      updated_at: cup.updated_at,
    }
  }

  const view = (
    cup: StoredCupDivision,
    viewer: { isAdmin: boolean; captainOf: readonly string[] },
    archived: boolean,
  ): Cup => {
    const head = summary(cup)
    const now = progressOf(cup)
    const fixtureOf = (id: string) => now?.fixtures.find((row) => row.bracketId === id)
    const side = (match: NonNullable<typeof now>['progress']['matches'][number], index: 0 | 1): CupSide => {
      const resolved = match.sides[index]
      const planned = now?.plan.games.find((game) => game.id === match.gameId)?.sides[index]
      const source =
        planned?.kind === 'winnerOf'
          ? { kind: 'winnerOf' as const, match: planned.gameId }
          : planned?.kind === 'groupPosition'
            ? { kind: 'groupPosition' as const, group: planned.groupId, position: planned.position }
            : null
      const games = match.result && match.result.kind === 'played' ? (match.result.legs[index] ?? null) : null
      return {
        team: resolved.kind === 'entry' ? link(resolved.entryId) : null,
        source,
        is_bye: resolved.kind === 'bye',
        is_winner:
          match.winner?.kind === 'entry' && resolved.kind === 'entry' && match.winner.entryId === resolved.entryId,
        games: match.state === 'finished' ? games : null,
      }
    }
    const matches: CupMatch[] = (now?.progress.matches ?? []).flatMap((match) => {
      const planned = now?.plan.games.find((game) => game.id === match.gameId)
      if (!planned || match.state === 'notNeeded') return []
      const fixture = fixtureOf(match.gameId)
      return [
        {
          id: match.gameId,
          trophy: match.gameId.startsWith('plate.') ? 'plate' : 'cup',
          round: planned.round,
          round_code: planned.roundCode,
          slot: planned.slot,
          state: match.state,
          sides: [side(match, 0), side(match, 1)],
          date: cup.cup.dates[(now?.offset ?? 0) + planned.round - 1] ?? null,
          fixture: fixture ? summaryOf(cup, fixture) : null,
        },
      ]
    })
    const groups: CupGroup[] = (now?.groups ?? []).map(({ group, matches: rows, table }) => ({
      id: group.id,
      teams: group.entries.map(link),
      rows: table.rows.map(toRow),
      is_complete: table.isComplete,
      matches: rows
        .sort((a, b) => a.weekIndex - b.weekIndex || a.slug.localeCompare(b.slug))
        .map((row) => summaryOf(cup, row)),
    }))
    const rankings = (trophy: 'cup' | 'plate') =>
      (now?.progress.rankings[trophy] ?? []).map((row) => ({ position: row.position, team: link(row.entryId) }))
    const entries = entriesOf(cup)
    const isOpen = !archived && !cup.cup.draw
    const mine = (teamSeasonId: string) => viewer.isAdmin || viewer.captainOf.includes(teamSeasonId)
    const entered = new Set(entries.map((row) => row.teamSeasonId))
    return {
      ...head,
      template: cup.cup.template as Cup['template'],
      dates: cup.cup.dates,
      entries: entries
        .map((row): CupEntry => {
          const teamSeason = store.teamSeasons.get(row.teamSeasonId)
          const division = teamSeason?.divisionId ? store.divisions.get(teamSeason.divisionId) : undefined
          return {
            team: link(row.teamSeasonId),
            division: division ? { slug: division.slug, name: division.name } : null,
            entered_at: row.entered_at,
            withdrawn_at: row.withdrawn_at,
          }
        })
        .sort((a, b) => a.team.name.localeCompare(b.team.name)),
      draw: cup.cup.draw ? { ...cup.cup.draw, order: cup.cup.draw.order.map(link) } : null,
      groups,
      matches,
      rankings: { cup: rankings('cup'), plate: rankings('plate') },
      has_results: hasResults(cup),
      can: {
        manage: viewer.isAdmin && !archived,
        enter:
          isOpen && (cup.cup.entry === 'optional' || viewer.isAdmin)
            ? seasonTeams(cup.seasonId)
                .filter((row) => !entered.has(row.id) && mine(row.id))
                .map((row) => link(row.id).slug)
            : [],
        withdraw:
          !archived && head.state !== 'finished' && (cup.cup.entry === 'optional' || cup.cup.draw)
            ? entries
                .filter((row) => !row.withdrawn_at && mine(row.teamSeasonId))
                .map((row) => link(row.teamSeasonId).slug)
            : [],
      },
    }
  }

  /** The cup as `GET …/divisions/{slug}` answers it. */
  const asDivision = (cup: StoredCupDivision): Division => {
    const { decidingGame: _decider, ...template } = cup.cup.template
    const fixtures = cupFixtures(cup)
    return {
      id: cup.id,
      slug: cup.slug,
      name: cup.name,
      kind: 'cup',
      position: summary(cup).position,
      teams_count: entriesOf(cup).length,
      fixtures_count: fixtures.length,
      has_results: hasResults(cup),
      match_template: template as Division['match_template'],
      created_at: cup.created_at,
      updated_at: cup.updated_at,
    }
  }

  const draw = (cup: StoredCupDivision, by: string) => {
    const teams = cup.cup.entry === 'compulsory' && !cup.cup.draw ? entriesOf(cup) : cup.cup.entries
    const playing = teams.filter((row) => !row.withdrawn_at)
    const drawn = drawCup({
      teams: playing.map((row) => row.teamSeasonId),
      format: cup.cup.format,
      random: createRandom(1_000 + cup.cup.draws),
    })
    if (!drawn.ok) return drawn
    for (const fixture of cupFixtures(cup)) {
      store.fixtures.delete(fixture.id)
      night.matches.delete(fixture.id)
    }
    cup.cup.entries = playing
    cup.cup.draws += 1
    cup.cup.draw = { order: drawn.value.order, at: stamp(), by }
    cup.updated_at = stamp()
    makeGroupFixtures(cup)
    progressOf(cup)
    return drawn
  }

  /** Seeds only: the match won by home (`home` games of the template's) or away, signed off, the deciding game after a level. */
  const play = (cup: StoredCupDivision, fixture: StoredFixture, homeGames: number) => {
    const record = leagueMatchOf(night, fixture.id)
    const template = cup.cup.template
    const squad = (teamSeasonId: string) =>
      [...store.members.values()]
        .filter((member) => member.teamSeasonId === teamSeasonId && member.left_on === null)
        .map((member) => member.participantId)
    const slots = [...template.games, ...(template.decidingGame ? [template.decidingGame] : [])]
    const lineups = [squad(fixture.homeId), squad(fixture.awayId)].map((ids) =>
      demoLineup({ ...template, games: slots } as MatchTemplate, ids),
    )
    record.template = template as MatchTemplate
    record.lineups = { home: lineups[0] ?? null, away: lineups[1] ?? null }
    const total = template.games.length
    const level = homeGames * 2 === total
    slots.forEach((_, index) => {
      if (index === total && !level) return
      const homeWins = index === total ? homeGames > 0 : index < homeGames
      const legs: [number, number] = homeWins ? [3, 1] : [1, 3]
      const players = { home: lineups[0]?.[index] ?? [], away: lineups[1]?.[index] ?? [] }
      record.games.push({
        number: index + 1,
        ...players,
        matchId: null,
        legs,
        forfeitedBy: null,
        source: 'entered',
        players: enteredGamePlayers({ legs, players: [players.home, players.away] }),
      })
    })
    const at = `${fixture.date ?? '2026-10-01'}T23:00:00.000Z`
    record.confirmations = { home: { by: 'Demo', at }, away: { by: 'Demo', at } }
    fixture.state = 'confirmed'
  }

  return {
    link,
    entriesOf,
    progressOf,
    summary,
    view,
    asDivision,
    draw,
    play,
    hasResults,
    hasStarted,
    seasonTeams,
    cupFixtures,
  }
}

const defaultDates = ['2026-10-14', '2026-11-11', '2026-12-09', '2027-01-13', '2027-02-10', '2027-03-10']

/** The season's template with its first game as the deciding game: the cup's default. */
export function defaultCupTemplate(season: StoredSeason): CupTemplate {
  const template = SeasonSettingsSchema.parse(season.settings).match_template as MatchTemplate
  const decider = template.games.length % 2 === 0 ? (template.games[0] ?? null) : null
  return { ...template, decidingGame: decider }
}

/**
 * The fixture league's cups in its current season: the Winter Cup open for entries (five teams, not The Arrows), the
 * League Cup drawn with seven teams and half played, the Shield in groups with a plate, its cup won and the plate's
 * final to play. Call after `seedHalfPlayedSeason`, which reads the league's own fixtures only.
 */
export function seedDemoCups(store: CompetitionStore, night: LeagueNightStore, at = '2026-09-20T10:00:00.000Z') {
  const season = store.seasons.get(competitionFixtureIds.currentSeason)
  if (!season) return
  const engine = cupEngine(store, night, () => at)
  const teams = engine.seasonTeams(season.id)
  const id = (n: number) => `7c0a0008-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
  const add = (n: number, name: string, slug: string, cup: Omit<StoredCup, 'template' | 'draws' | 'draw'>) => {
    const row: StoredCupDivision = {
      id: id(n),
      seasonId: season.id,
      slug,
      formerSlugs: [],
      name,
      position: n,
      kind: 'cup',
      cup: { ...cup, template: defaultCupTemplate(season), draw: null, draws: 0 },
      created_at: at,
      updated_at: at,
    }
    row.match_template = row.cup.template as unknown as StoredDivision['match_template']
    store.divisions.set(row.id, row)
    return row
  }
  const entry = (teamSeasonId: string) => ({ teamSeasonId, entered_at: at, withdrawn_at: null })
  const arrows = teams.find((row) => row.name === 'The Arrows')
  add(1, 'Winter Cup', cupFixtureSlugs.open, {
    format: { kind: 'draw' },
    entry: 'optional',
    dates: defaultDates.slice(0, 3),
    entries: teams
      .filter((row) => row !== arrows)
      .slice(0, 5)
      .map((row) => entry(row.id)),
  })
  const drawn = add(2, 'League Cup', cupFixtureSlugs.drawn, {
    format: { kind: 'draw' },
    entry: 'optional',
    dates: defaultDates.slice(0, 3),
    entries: teams.slice(0, 7).map((row) => entry(row.id)),
  })
  engine.draw(drawn, 'Demo Organiser')
  // Round 1: two of the three matches played (one on the deciding game), the third to play.
  const firstRound = engine
    .cupFixtures(drawn)
    .filter((row) => row.bracketId?.startsWith('cup.1.'))
    .sort((a, b) => (a.bracketId ?? '').localeCompare(b.bracketId ?? ''))
  if (firstRound[0]) engine.play(drawn, firstRound[0], 6)
  if (firstRound[1]) engine.play(drawn, firstRound[1], 5)
  engine.progressOf(drawn)

  const groups = add(3, 'Shield', cupFixtureSlugs.groups, {
    format: { kind: 'groups', groupSize: 4, qualifiersPerGroup: 2, hasPlate: true },
    entry: 'compulsory',
    dates: defaultDates,
    entries: [],
  })
  engine.draw(groups, 'Demo Organiser')
  let turn = 0
  for (const fixture of engine.cupFixtures(groups)) engine.play(groups, fixture, [7, 3, 6, 4, 8, 2][turn++ % 6] ?? 6)
  // Semi-finals of cup and plate, then the cup's final; the plate's final is left to play.
  for (const prefix of ['cup.1.', 'plate.1.', 'cup.2.']) {
    engine.progressOf(groups)
    for (const fixture of engine.cupFixtures(groups).filter((row) => row.bracketId?.startsWith(prefix)))
      engine.play(groups, fixture, [6, 4, 7][turn++ % 3] ?? 6)
  }
  engine.progressOf(groups)
}

/** What the cup borrows from the competition handlers. */
export type CupContext = Pick<
  LeagueNightContext,
  'store' | 'night' | 'now' | 'base' | 'seasonAccess' | 'findTeamSeason' | 'refuse'
>

export function createCupHandlers(context: CupContext) {
  const { store, night } = context
  const stamp = () => context.now().toISOString()
  const engine = cupEngine(store, night, stamp)
  const seasonBase = `${context.base}/organisations/:org/seasons/:season`
  const cupBase = `${seasonBase}/cups/:cup`
  const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status })
  const rowsOf = (seasonId: string) => [...store.divisions.values()].filter((row) => row.seasonId === seasonId)
  const cupsOf = (seasonId: string) =>
    rowsOf(seasonId)
      .filter(isCupDivision)
      .sort((a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at))
  const taken = (seasonId: string, except?: string) =>
    new Set(
      rowsOf(seasonId)
        .filter((row) => row.id !== except)
        .flatMap((row) => [row.slug, ...row.formerSlugs]),
    )
  const renumber = (seasonId: string, moved?: { id: string; position: number }) => {
    const order = cupsOf(seasonId)
      .map((row) => row.id)
      .filter((id) => id !== moved?.id)
    if (moved) order.splice(Math.min(Math.max(moved.position - 1, 0), order.length), 0, moved.id)
    order.forEach((id, index) => {
      const row = store.divisions.get(id)
      if (row) row.position = index + 1
    })
  }
  const refuseTemplate = (request: Request, template: CupTemplate | undefined) => {
    if (!template) return null
    const checked = checkCupTemplate(template)
    return checked.ok ? null : context.refuse(request, checked.error, { field: 'template' })
  }
  const cupAccess = (request: Request, values: Record<string, unknown>, adminOnly = false) => {
    const access = context.seasonAccess(request, values)
    if (access instanceof Response) return access
    if (adminOnly && !access.viewer.isAdmin) return forbidden(request)
    const slug = String(values.cup)
    const cups = cupsOf(access.season.id)
    const cup = cups.find((row) => row.slug === slug) ?? cups.find((row) => row.formerSlugs.includes(slug))
    if (!cup) return context.refuse(request, 'cup.notFound')
    return { ...access, cup }
  }
  const answer = (access: Exclude<ReturnType<typeof cupAccess>, Response>, status = 200) =>
    json(engine.view(access.cup, access.viewer, access.season.is_archived), status)

  return [
    http.get(`${seasonBase}/cups`, ({ request, params }) => {
      const access = context.seasonAccess(request, params)
      if (access instanceof Response) return access
      return json(cupsOf(access.season.id).map(engine.summary))
    }),
    http.post(`${seasonBase}/cups`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, CupInputSchema)
      if (!input.ok) return input.response
      const access = context.seasonAccess(request, params)
      if (access instanceof Response) return access
      if (!access.viewer.isAdmin) return forbidden(request)
      const { season } = access
      if (season.is_archived) return context.refuse(request, 'season.archived')
      const fields = input.data
      const slugs = taken(season.id)
      if (fields.slug !== undefined && slugs.has(fields.slug)) return context.refuse(request, 'slug.taken')
      const template = (fields.template as CupTemplate | undefined) ?? defaultCupTemplate(season)
      const refused = refuseTemplate(request, template)
      if (refused) return refused
      const row: StoredCupDivision = {
        id: crypto.randomUUID(),
        seasonId: season.id,
        slug: fields.slug ?? uniqueSlug(slugFromName(fields.name, 'cup'), slugs),
        formerSlugs: [],
        name: fields.name,
        position: cupsOf(season.id).length + 1,
        kind: 'cup',
        match_template: template as unknown as StoredDivision['match_template'],
        cup: {
          format: fields.format,
          entry: fields.entry,
          template,
          dates: fields.dates,
          entries: [],
          draw: null,
          draws: 0,
        },
        created_at: stamp(),
        updated_at: stamp(),
      }
      store.divisions.set(row.id, row)
      if (fields.position !== undefined) renumber(season.id, { id: row.id, position: fields.position })
      return json(engine.view(row, access.viewer, false), 201)
    }),
    http.get(cupBase, ({ request, params }) => {
      const access = cupAccess(request, params)
      return access instanceof Response ? access : answer(access)
    }),
    http.patch(cupBase, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, UpdateCupInputSchema)
      if (!input.ok) return input.response
      const access = cupAccess(request, params, true)
      if (access instanceof Response) return access
      const { cup, season } = access
      if (season.is_archived) return context.refuse(request, 'season.archived')
      const changes = input.data
      const changed = (a: unknown, b: unknown) => a !== undefined && JSON.stringify(a) !== JSON.stringify(b)
      if (cup.cup.draw && (changed(changes.format, cup.cup.format) || changed(changes.entry, cup.cup.entry)))
        return context.refuse(request, 'cup.drawn')
      if (changed(changes.template, cup.cup.template) && engine.hasStarted(cup))
        return context.refuse(request, 'cup.started')
      const refused = refuseTemplate(request, changes.template as CupTemplate | undefined)
      if (refused) return refused
      if (changes.slug !== undefined && changes.slug !== cup.slug) {
        if (taken(season.id, cup.id).has(changes.slug)) return context.refuse(request, 'slug.taken')
        cup.formerSlugs = [...cup.formerSlugs.filter((slug) => slug !== changes.slug), cup.slug]
        cup.slug = changes.slug
      }
      if (changes.name !== undefined) cup.name = changes.name
      if (changes.format !== undefined) cup.cup.format = changes.format
      if (changes.entry !== undefined) cup.cup.entry = changes.entry
      if (changes.template !== undefined) {
        cup.cup.template = changes.template as CupTemplate
        cup.match_template = changes.template as unknown as StoredDivision['match_template']
      }
      if (changes.dates !== undefined) {
        cup.cup.dates = changes.dates
        for (const fixture of engine.cupFixtures(cup)) fixture.date = changes.dates[fixture.weekIndex] ?? null
      }
      if (changes.position !== undefined) renumber(season.id, { id: cup.id, position: changes.position })
      cup.updated_at = stamp()
      return answer(access)
    }),
    http.delete(cupBase, ({ request, params }) => {
      const access = cupAccess(request, params, true)
      if (access instanceof Response) return access
      if (access.season.is_archived) return context.refuse(request, 'season.archived')
      if (engine.hasResults(access.cup)) return context.refuse(request, 'cup.hasResults')
      for (const fixture of engine.cupFixtures(access.cup)) {
        store.fixtures.delete(fixture.id)
        night.matches.delete(fixture.id)
      }
      store.divisions.delete(access.cup.id)
      renumber(access.season.id)
      return noContent()
    }),
    http.put(`${cupBase}/entries`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, CupEntriesInputSchema)
      if (!input.ok) return input.response
      const access = cupAccess(request, params, true)
      if (access instanceof Response) return access
      const { cup, season, org } = access
      if (season.is_archived) return context.refuse(request, 'season.archived')
      if (cup.cup.draw) return context.refuse(request, 'cup.entryClosed')
      const wanted: string[] = []
      for (const slug of new Set(input.data.teams)) {
        const found = context.findTeamSeason(org, season, slug)
        if (!found) return context.refuse(request, 'cup.unknownTeam')
        wanted.push(found.teamSeason.id)
      }
      const kept = cup.cup.entries.filter((row) => wanted.includes(row.teamSeasonId))
      const added = wanted
        .filter((id) => !kept.some((row) => row.teamSeasonId === id))
        .map((teamSeasonId) => ({ teamSeasonId, entered_at: stamp(), withdrawn_at: null }))
      cup.cup.entries = [...kept, ...added]
      cup.updated_at = stamp()
      return answer(access)
    }),
    http.post(`${cupBase}/entries/:team`, ({ request, params }) => {
      const access = cupAccess(request, params)
      if (access instanceof Response) return access
      const { cup, season, org, viewer } = access
      const found = context.findTeamSeason(org, season, String(params.team))
      if (!viewer.isAdmin && (!found || !viewer.captainOf.includes(found.teamSeason.id))) return forbidden(request)
      if (season.is_archived) return context.refuse(request, 'season.archived')
      if (!found) return context.refuse(request, 'cup.unknownTeam')
      if (cup.cup.draw || (cup.cup.entry === 'compulsory' && !viewer.isAdmin))
        return context.refuse(request, 'cup.entryClosed')
      if (!cup.cup.entries.some((row) => row.teamSeasonId === found.teamSeason.id))
        cup.cup.entries.push({ teamSeasonId: found.teamSeason.id, entered_at: stamp(), withdrawn_at: null })
      cup.updated_at = stamp()
      return answer(access)
    }),
    http.delete(`${cupBase}/entries/:team`, ({ request, params }) => {
      const access = cupAccess(request, params)
      if (access instanceof Response) return access
      const { cup, season, org, viewer } = access
      const found = context.findTeamSeason(org, season, String(params.team))
      if (!viewer.isAdmin && (!found || !viewer.captainOf.includes(found.teamSeason.id))) return forbidden(request)
      if (season.is_archived) return context.refuse(request, 'season.archived')
      if (!found) return context.refuse(request, 'cup.unknownTeam')
      if (engine.summary(cup).state === 'finished') return context.refuse(request, 'cup.entryClosed')
      if (!cup.cup.draw) {
        if (cup.cup.entry === 'compulsory' && !viewer.isAdmin) return context.refuse(request, 'cup.entryClosed')
        cup.cup.entries = cup.cup.entries.filter((row) => row.teamSeasonId !== found.teamSeason.id)
      } else {
        const entry = cup.cup.entries.find((row) => row.teamSeasonId === found.teamSeason.id)
        if (entry && !entry.withdrawn_at) entry.withdrawn_at = stamp()
      }
      cup.updated_at = stamp()
      return answer(access)
    }),
    http.post(`${cupBase}/draw`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, CupDrawInputSchema)
      if (!input.ok) return input.response
      const access = cupAccess(request, params, true)
      if (access instanceof Response) return access
      const { cup, season, caller } = access
      if (season.is_archived) return context.refuse(request, 'season.archived')
      if (cup.cup.draw && !input.data.redraw) return context.refuse(request, 'cup.alreadyDrawn')
      if (cup.cup.draw && engine.hasResults(cup)) return context.refuse(request, 'cup.hasResults')
      const playing = engine.entriesOf(cup).filter((row) => !row.withdrawn_at)
      if (playing.length < 2) return context.refuse(request, 'cup.tooFewTeams')
      const drawn = engine.draw(cup, caller.name)
      if (!drawn.ok) return context.refuse(request, 'cup.tooFewTeams')
      return answer(access)
    }),
  ]
}
