/// <reference types="node" />
/**
 * A division's standings, player table and leaderboards after a whole season, from each game's stored player
 * figures (what the server does: `fixture_games.players`), beside the same tables computed by replaying every
 * game's event log first (what it would cost to keep only the logs), measured in the same run.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/darts/bench/league-standings.bench.ts [--runs 20] [--no-write]
 *
 * - The season: one division of 10 teams of 4 players, a double round robin (90 matches) of the Flemish template
 *   (10 games: 4 singles, 2 pairs, 4 singles; best of 5 legs of 501), every game thrown dart by dart by the engine's
 *   bot ('league' level, seed 2026) before the timing: 900 games, about 35,000 visits.
 * - Ours: `leagueStandings` over the 90 match scores, `individualStandings` and `leagueLeaderboards` over the stored
 *   per-player figures of the 900 games.
 * - Baseline: the same three tables, but each game's figures come from `replay` of its events and
 *   `scoredGamePlayers` first.
 *
 * Times are CPU time of the process (`process.cpuUsage`). The result replaces the section between the
 * darts-league-standings markers in docs/benchmarks.md.
 */
import {
  applyEvent,
  botVisitEvent,
  createBot,
  createRandom,
  defaultMatchTemplate,
  individualStandings,
  leagueGameFormat,
  leagueLeaderboards,
  leagueStandings,
  replay,
  scoredGamePlayers,
  teamMatchScore,
  type LeaguePlayerGame,
  type MatchEvent,
  type X01MatchConfig,
} from '../src/index'
import { comparisonTable, option, report, timeRuns, WARM_UP_MS, WARM_UP_RUNS, whole } from './harness'

const TEAMS = 10
const PLAYERS = 4

type PlayedGame = {
  config: X01MatchConfig
  events: MatchEvent[]
  players: [string[], string[]]
  figures: LeaguePlayerGame[]
}
type PlayedMatch = { home: string; away: string; games: PlayedGame[] }

/** Every match of the season, each game thrown by the bot. */
function playSeason(): { matches: PlayedMatch[]; visits: number } {
  const random = createRandom(2026)
  const bot = createBot('league', random)
  const template = defaultMatchTemplate
  const teams = Array.from({ length: TEAMS }, (_, t) => `team-${t + 1}`)
  const squad = (team: string) => Array.from({ length: PLAYERS }, (_, p) => `${team}-player-${p + 1}`)
  const matches: PlayedMatch[] = []
  let visits = 0
  for (const home of teams)
    for (const away of teams) {
      if (home === away) continue
      let singles = 0
      let pairs = 0
      const games = template.games.map((slot): PlayedGame => {
        const pick = (team: string): string[] => {
          const players = squad(team)
          if (slot.kind === 'singles') return [players[singles % PLAYERS] as string]
          return [players[(pairs * 2) % PLAYERS] as string, players[(pairs * 2 + 1) % PLAYERS] as string]
        }
        const players: [string[], string[]] = [pick(home), pick(away)]
        if (slot.kind === 'singles') singles += 1
        else pairs += 1
        const x01 = slot.x01 ?? { startScore: 501, inRule: 'straight' as const, outRule: 'double' as const }
        const config: X01MatchConfig = { ...x01, format: leagueGameFormat(slot), sides: ['home', 'away'] }
        const started = replay(config, [])
        if (!started.ok) throw new Error(started.error)
        let state = started.value
        const events: MatchEvent[] = []
        while (state.status !== 'finished') {
          const event = botVisitEvent(state, bot, `visit-${visits}`)
          const next = applyEvent(state, event)
          if (!next.ok) throw new Error(next.error)
          state = next.value
          events.push(event)
          visits += 1
        }
        return { config, events, players, figures: scoredGamePlayers(state, players) }
      })
      matches.push({ home, away, games })
    }
  return { matches, visits }
}

/** The three tables from figures given per game. */
function tables(matches: readonly PlayedMatch[], figuresOf: (game: PlayedGame) => LeaguePlayerGame[]): number {
  const template = defaultMatchTemplate
  const perGame = matches.map((match) => match.games.map(figuresOf))
  const scores = matches.map((match, index) => ({
    home: match.home,
    away: match.away,
    score: teamMatchScore(
      template,
      (perGame[index] ?? []).map((players) => {
        const home = players.find((player) => player.side === 0)
        const away = players.find((player) => player.side === 1)
        return { legs: [home?.legsWon ?? 0, away?.legsWon ?? 0] as const }
      }),
    ),
  }))
  const teams = [...new Set(matches.map((match) => match.home))]
  const standings = leagueStandings({ teams, matches: scores, points: template.points })
  const all = perGame.flat(2)
  return standings.rows.length + individualStandings(all).length + leagueLeaderboards(all).maxima.length
}

function main(): void {
  const runs = option('runs', 20)
  const { matches, visits } = playSeason()
  const games = matches.reduce((sum, match) => sum + match.games.length, 0)
  let sink = 0
  const oche = timeRuns(runs, () => (sink += tables(matches, (game) => game.figures)))
  const baseline = timeRuns(runs, () => {
    sink += tables(matches, (game) => {
      const state = replay(game.config, game.events)
      if (!state.ok) throw new Error(state.error)
      return scoredGamePlayers(state.value, game.players)
    })
  })
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink)
  report({
    marker: 'darts-league-standings',
    title: '## Darts engine: a division’s standings, players and leaderboards after a season',
    description:
      `One division of ${TEAMS} teams of ${PLAYERS}, a double round robin (${matches.length} matches) of the Flemish ` +
      `template: ${whole(games)} games and ${whole(visits)} visits thrown by the bot (seed 2026) before the timing. ` +
      `${runs} runs of each after ${WARM_UP_RUNS} warm-up runs (and at least ${WARM_UP_MS} ms of them), as CPU time ` +
      'of the process. Ours reads each game’s stored player figures (`fixture_games.players`, ADR 014); the ' +
      'baseline replays every game’s event log to get them first. Both then rank the teams (`leagueStandings`), the ' +
      'players (`individualStandings`) and make the leaderboards (`leagueLeaderboards`).',
    table: comparisonTable([
      {
        what: `standings, player table and leaderboards from stored figures (${whole(games)} games)`,
        oche,
        baseline,
        baselineText: 'the same, replaying every game’s events first',
      },
    ]),
    script: 'league-standings.bench.ts',
    options: ['--runs', '--no-write'],
  })
}

main()
