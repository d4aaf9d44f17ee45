import {
  finalRanking,
  matchFormatForRound,
  resolveGames,
  type Decider,
  type GameResult,
  type MatchFormat,
  type Group,
  type ResolvedGame,
  type Resolution,
  type ResolveInput,
  type TournamentGame,
} from '@oche/darts'
import {
  StageKindSchema,
  type Entry,
  type Game,
  type GameState,
  type RankingRow,
  type SideStats,
  type StageKind,
  type Tournament,
  type TournamentDetail,
} from '../schemas/tournaments'
import { toGameSide } from './to-game-side'
import { type BestPlacedUp, toGroupTable } from './to-group-table'
import { toTournamentPlanFormat } from './to-tournament-plan-format'

/** A stored game: the engine's game (its `id` is the engine key) and what happened to it. */
export type TournamentSnapshotGame = {
  /** The row's uuid: the game's id on the wire. */
  id: string
  definition: TournamentGame
  result: GameResult | null
  /** 180s, 171s and high checkouts per side, entered with the result or taken from the scored match. */
  sideStats: [SideStats, SideStats] | null
  matchId: string | null
  board: string | null
  calledAt: string | null
  finishedAt: string | null
}

/** Everything stored about a tournament, as `buildTournamentDetail` needs it. */
export type TournamentSnapshot = {
  tournament: Tournament
  /** The entries; their `group` is filled in from `groups`. */
  entries: Entry[]
  /** The groups as drawn (a round robin is group `'A'`); null before the draw and for knockouts. */
  groups: Group[] | null
  /** The organiser's deciders per group id. */
  deciders: Record<string, Decider[]>
  /** In the order the engine planned them (rounds first). */
  games: TournamentSnapshotGame[]
  viewer: TournamentDetail['viewer']
}

function stageOf(definition: TournamentGame): StageKind {
  const stage = StageKindSchema.safeParse(definition.stageId)
  if (!stage.success) throw new Error(`Game ${definition.id} is in unknown stage ${definition.stageId}`)
  return stage.data
}

function formatOf(tournament: Tournament, stage: StageKind, definition: TournamentGame): MatchFormat {
  const phase = tournament.phases[stage]
  if (!phase) throw new Error(`Tournament ${tournament.id} has no settings for its ${stage} phase`)
  return matchFormatForRound({ default: phase.format, rounds: phase.rounds }, definition.roundCode)
}

/** The resolution's state, with a ready game shown as called (sent to a board) or live (scored on a match). */
function stateOf(resolved: ResolvedGame, game: TournamentSnapshotGame): GameState {
  if (resolved.state !== 'ready') return resolved.state
  if (game.matchId) return 'live'
  if (game.calledAt) return 'called'
  return 'ready'
}

function winnerOf(result: GameResult): 0 | 1 | 'draw' {
  if (result.kind === 'walkover') return result.winner
  if (result.winner !== undefined) return result.winner
  const [a, b] = result.legs
  return a > b ? 0 : b > a ? 1 : 'draw'
}

function toResult(result: GameResult | null): Game['result'] {
  if (!result) return null
  const legs: [number, number] = result.kind === 'played' ? [result.legs[0], result.legs[1]] : [0, 0]
  return { legs, winner: winnerOf(result), walkover: result.kind === 'walkover' }
}

function toGame(
  snapshot: TournamentSnapshot,
  game: TournamentSnapshotGame,
  resolved: ResolvedGame,
  context: { entries: ReadonlyMap<string, Entry>; gameIdOf: (key: string) => string },
): Game {
  const { definition } = game
  const stage = stageOf(definition)
  const played = resolved.result?.kind === 'played' ? resolved.result : null
  const winnerSide = resolved.winner ? resolved.sides.indexOf(resolved.winner) : -1
  const side = (index: 0 | 1) =>
    toGameSide({
      ref: definition.sides[index],
      resolved: resolved.sides[index],
      entries: context.entries,
      score: played?.legs[index] ?? 0,
      stats: played ? (game.sideStats?.[index] ?? null) : null,
      isWinner: winnerSide === index,
      gameIdOf: context.gameIdOf,
    })
  return {
    id: game.id,
    stage,
    round: definition.round,
    round_code: definition.roundCode,
    slot: definition.slot,
    group: definition.groupId ?? null,
    bracket: definition.bracket ?? null,
    state: stateOf(resolved, game),
    sides: [side(0), side(1)],
    format: formatOf(snapshot.tournament, stage, definition),
    result: toResult(resolved.result),
    match_id: game.matchId,
    board: game.board,
    called_at: game.calledAt,
    finished_at: game.finishedAt,
  }
}

/** Who went up to the winners knockout as best-placed across groups (their sides in it), once all are known. */
function bestPlacedUp(games: readonly TournamentSnapshotGame[], resolution: Resolution): BestPlacedUp | null {
  let position: number | null = null
  const entryIds = new Set<string>()
  let isKnown = true
  games.forEach((game, index) => {
    if (game.definition.stageId !== 'winnersKo') return
    game.definition.sides.forEach((ref, side) => {
      if (ref.kind !== 'bestPlaced') return
      position = ref.position
      const resolved = resolution.games[index]?.sides[side]
      if (resolved?.kind === 'entry') entryIds.add(resolved.entryId)
      else if (resolved?.kind === 'pending') isKnown = false
    })
  })
  return position === null ? null : { position, entryIds: isKnown ? entryIds : null }
}

/**
 * The `TournamentDetail` the API answers, from what is stored: `resolveGames` of @oche/darts fills every game's
 * sides from the results so far (byes, walkovers against withdrawn entries, group positions once a group is
 * complete), the group tables follow the tournament's standings settings and deciders, and `finalRanking` gives
 * the ranking and the champion once every game is decided. Pure: the server and the MSW mocks both use it.
 * Throws when the stored games do not form a valid plan (a bug, never a user error).
 * @example
 * const detail = buildTournamentDetail({ tournament, entries, groups, deciders, games, viewer })
 * detail.games[0].sides[0].name // 'Sanne de Vries', or 'TBD' while not known
 */
export function buildTournamentDetail(snapshot: TournamentSnapshot): TournamentDetail {
  const { tournament, groups, deciders, games, viewer } = snapshot
  const groupOf = new Map((groups ?? []).flatMap((group) => group.entries.map((entryId) => [entryId, group.id])))
  const entries = snapshot.entries.map((entry) => ({ ...entry, group: groupOf.get(entry.id) ?? null }))
  const entriesById = new Map(entries.map((entry) => [entry.id, entry]))
  const uuidByKey = new Map(games.map((game) => [game.definition.id, game.id]))
  const gameIdOf = (key: string) => {
    const id = uuidByKey.get(key)
    if (!id) throw new Error(`Tournament ${tournament.id} refers to game ${key}, which is not stored`)
    return id
  }

  const input: ResolveInput = {
    games: games.map((game) => game.definition),
    results: Object.fromEntries(games.flatMap((game) => (game.result ? [[game.definition.id, game.result]] : []))),
    groups: groups ?? [],
    deciders,
    standings: { points: tournament.standings.points, tieBreakers: tournament.standings.tie_breakers },
    withdrawn: entries.filter((entry) => entry.withdrawn).map((entry) => entry.id),
  }
  const resolution = resolveGames(input)
  if (!resolution.ok) throw new Error(`Tournament ${tournament.id} does not resolve: ${resolution.error}`)

  const names = new Map(entries.map((entry) => [entry.id, entry.name]))
  const wentUp = bestPlacedUp(games, resolution.value)
  const qualifiers = tournament.format.kind === 'groupsKnockout' ? tournament.format.qualifiers_per_group : null
  const ranking: RankingRow[] =
    games.length === 0
      ? []
      : finalRanking(input, resolution.value, { format: toTournamentPlanFormat(tournament.format) }).map((row) => ({
          position: row.position,
          position_to: row.positionTo,
          entry_id: row.entryId,
          name: names.get(row.entryId) ?? '',
        }))
  const first = ranking[0]

  return {
    tournament,
    entries,
    groups: (groups ?? []).map((group) =>
      toGroupTable(group, resolution.value.groupStandings[group.id], names, qualifiers, wentUp),
    ),
    games: games.map((game, index) =>
      toGame(snapshot, game, resolution.value.games[index] as ResolvedGame, { entries: entriesById, gameIdOf }),
    ),
    ranking,
    champion: first && first.position_to === 1 ? first.name : null,
    viewer,
  }
}
