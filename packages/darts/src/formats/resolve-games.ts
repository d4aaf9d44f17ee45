import { ok, type Result } from '../x01/result'
import { type GameResult, type Group, resultWinner, type SideRef, type TournamentGame } from './game'
import { type Decider, type GroupStandings, groupStandings, type StandingsOptions } from './group-standings'
import { checkGameGraph, type ResolveError } from './game-graph'
import { type BestPlacedCandidate, rankBestPlaced, snakeDrawIndex } from './best-placed'

/** A side once references are followed: an entry, a bye, or not known yet. */
export type ResolvedSide = { kind: 'entry'; entryId: string } | { kind: 'bye' } | { kind: 'pending' }

/**
 * - `waiting`: a side is not known yet. `ready`: both entries known, no result: the game can be called.
 * - `finished` / `walkover`: decided by a result (a walkover is also given automatically against a withdrawn entry).
 * - `bye`: a side is a bye (or both entries withdrew): decided without a match and without statistics.
 * - `notNeeded`: a conditional game (the grand-final reset) that will not be played.
 */
export type GameState = 'waiting' | 'ready' | 'finished' | 'walkover' | 'bye' | 'notNeeded'

export type ResolvedGame = {
  gameId: string
  sides: readonly [ResolvedSide, ResolvedSide]
  state: GameState
  /** The result in force: the one entered, or the automatic walkover; null otherwise. */
  result: GameResult | null
  /** Who goes on and who drops (an entry or a bye); null until decided, and after a draw. */
  winner: ResolvedSide | null
  loser: ResolvedSide | null
}

export type ResolveProblem = {
  gameId: string
  /** A result was given for a game whose sides are not both entries; it is ignored. A draw where a winner goes on. */
  problem: 'result.gameNotReady' | 'result.drawNotAllowed'
}

export type ResolveInput = {
  games: readonly TournamentGame[]
  /** Results so far, by game id. */
  results: Readonly<Record<string, GameResult>>
  /** The groups the games' `groupId`s and group-position references name. */
  groups?: readonly Group[]
  standings?: StandingsOptions
  /** The organiser's deciders per group id, for ties the chain leaves. */
  deciders?: Readonly<Record<string, readonly Decider[]>>
  /** Entries that withdrew: their games not yet played become walkovers. */
  withdrawn?: readonly string[]
  /**
   * Group tables ranked elsewhere (a league cup ranks its groups with the league's tie-break chain), by group id: the
   * entry at each position, best first, or null while it is not known. A group named here resolves its group
   * positions from this list instead of from its games; a position beyond the list is a bye.
   */
  groupPositions?: Readonly<Record<string, readonly (string | null)[]>>
}

export type Resolution = {
  /** In the order of `input.games`. */
  games: ResolvedGame[]
  /** The games that can be called now. */
  readyGameIds: string[]
  /** Standings per group id, from the results so far. */
  groupStandings: Record<string, GroupStandings>
  problems: ResolveProblem[]
}

const pending: ResolvedSide = { kind: 'pending' }
const bye: ResolvedSide = { kind: 'bye' }

function entry(entryId: string): ResolvedSide {
  return { kind: 'entry', entryId }
}

class Resolver {
  private readonly games: Map<string, TournamentGame>
  private readonly groups: ReadonlyMap<string, Group>
  private readonly gamesByGroup = new Map<string, TournamentGame[]>()
  private readonly resolved = new Map<string, ResolvedGame>()
  private readonly standings = new Map<string, GroupStandings>()
  private readonly bestPlacedOrders = new Map<number, string[] | null>()
  private readonly withdrawn: ReadonlySet<string>
  private readonly referenced: ReadonlySet<string>
  readonly problems: ResolveProblem[] = []

  constructor(private readonly input: ResolveInput) {
    this.games = new Map(input.games.map((game) => [game.id, game]))
    this.groups = new Map((input.groups ?? []).map((group) => [group.id, group]))
    for (const game of input.games) {
      if (game.groupId === undefined) continue
      const inGroup = this.gamesByGroup.get(game.groupId)
      if (inGroup) inGroup.push(game)
      else this.gamesByGroup.set(game.groupId, [game])
    }
    this.withdrawn = new Set(input.withdrawn ?? [])
    this.referenced = new Set(
      input.games.flatMap((game) => game.sides.flatMap((ref) => ('gameId' in ref ? [ref.gameId] : []))),
    )
  }

  game(gameId: string): ResolvedGame {
    const known = this.resolved.get(gameId)
    if (known) return known
    const game = this.games.get(gameId) as TournamentGame
    const resolved = this.decide(game, [this.side(game.sides[0]), this.side(game.sides[1])])
    const given = this.input.results[gameId]
    if (given && resolved.result !== given) this.problems.push({ gameId, problem: 'result.gameNotReady' })
    if (resolved.result && !resolved.winner && this.referenced.has(gameId)) {
      this.problems.push({ gameId, problem: 'result.drawNotAllowed' })
    }
    this.resolved.set(gameId, resolved)
    return resolved
  }

  group(groupId: string): GroupStandings {
    const known = this.standings.get(groupId)
    if (known) return known
    const group = this.groups.get(groupId)
    const matches = (this.gamesByGroup.get(groupId) ?? [])
      .map((game) => this.game(game.id))
      .filter((game) => game.state !== 'bye' && game.state !== 'notNeeded')
      .map((game) => ({
        sides: game.sides.map((side) => (side.kind === 'entry' ? side.entryId : '')) as [string, string],
        result: game.result,
      }))
    const standings = groupStandings(group?.entries ?? [], matches, {
      ...this.input.standings,
      deciders: this.input.deciders?.[groupId] ?? this.input.standings?.deciders ?? [],
    })
    this.standings.set(groupId, standings)
    return standings
  }

  private side(ref: SideRef): ResolvedSide {
    switch (ref.kind) {
      case 'entry':
        return entry(ref.entryId)
      case 'bye':
        return bye
      case 'winnerOf':
        return this.game(ref.gameId).winner ?? pending
      case 'loserOf':
        return this.game(ref.gameId).loser ?? pending
      case 'groupPosition':
        return this.groupPosition(ref.groupId, ref.position)
      case 'bestPlaced': {
        const order = this.bestPlacedOrder(ref.position)
        if (!order) return pending
        const entryId = order[ref.rank - 1]
        return entryId === undefined ? bye : entry(entryId)
      }
      default:
        ref satisfies never
        return pending
    }
  }

  private groupPosition(groupId: string, position: number): ResolvedSide {
    const given = this.input.groupPositions?.[groupId]
    if (given) {
      const entryId = given[position - 1]
      return entryId === undefined ? bye : entryId === null ? pending : entry(entryId)
    }
    const standings = this.group(groupId)
    if (!standings.isComplete) return pending
    const row = standings.rows[position - 1]
    if (!row) return bye
    return standings.unresolvedTies.some((tie) => tie.includes(row.entryId)) ? pending : entry(row.entryId)
  }

  /**
   * The entries placed `position` in their groups, best first across groups (`rankBestPlaced`); null until every
   * group is complete and each of those places is known (no tie waiting for a decider). Groups too small to have
   * the position take no part.
   */
  private bestPlacedOrder(position: number): string[] | null {
    if (this.bestPlacedOrders.has(position)) return this.bestPlacedOrders.get(position) ?? null
    const groups = this.input.groups ?? []
    const candidates: BestPlacedCandidate[] = []
    let isKnown = groups.every((group) => this.group(group.id).isComplete)
    groups.forEach((group, groupIndex) => {
      if (!isKnown || group.entries.length < position) return
      const side = this.groupPosition(group.id, position)
      if (side.kind === 'pending') isKnown = false
      if (side.kind !== 'entry') return
      const row = this.group(group.id).rows.find((candidate) => candidate.entryId === side.entryId)
      if (!row) return
      const drawIndex = snakeDrawIndex(groupIndex, group.entries.indexOf(side.entryId), groups.length)
      candidates.push({ row, drawIndex })
    })
    const order = isKnown ? rankBestPlaced(candidates) : null
    this.bestPlacedOrders.set(position, order)
    return order
  }

  private decide(game: TournamentGame, sides: [ResolvedSide, ResolvedSide]): ResolvedGame {
    const base = { gameId: game.id, sides, result: null, winner: null, loser: null }
    if (game.playIf) {
      const condition = this.game(game.playIf.gameId)
      if (!condition.winner) return { ...base, state: 'waiting' }
      const winnerSide = condition.sides.indexOf(condition.winner)
      if (winnerSide !== game.playIf.winnerSide) return { ...base, state: 'notNeeded' }
    }
    const [a, b] = sides
    if (a.kind === 'bye' || b.kind === 'bye') {
      if (a.kind === 'pending' || b.kind === 'pending') return { ...base, state: 'waiting' }
      return { ...base, state: 'bye', winner: a.kind === 'bye' ? b : a, loser: bye }
    }
    if (a.kind !== 'entry' || b.kind !== 'entry') return { ...base, state: 'waiting' }
    const result = this.input.results[game.id] ?? this.automaticWalkover(a.entryId, b.entryId)
    if (result === 'bothWithdrawn') return { ...base, state: 'bye', winner: bye, loser: bye }
    if (!result) return { ...base, state: 'ready' }
    const winner = resultWinner(result)
    return {
      ...base,
      state: result.kind === 'walkover' ? 'walkover' : 'finished',
      result,
      winner: winner === 'draw' ? null : sides[winner],
      loser: winner === 'draw' ? null : (sides[1 - winner] as ResolvedSide),
    }
  }

  private automaticWalkover(a: string, b: string): GameResult | 'bothWithdrawn' | null {
    const isAOut = this.withdrawn.has(a)
    const isBOut = this.withdrawn.has(b)
    if (isAOut && isBOut) return 'bothWithdrawn'
    if (isAOut || isBOut) return { kind: 'walkover', winner: isAOut ? 1 : 0 }
    return null
  }
}

/**
 * Resolves every game's sides from the results so far: who plays, which games are ready to be called, and how
 * byes and walkovers carry on (a bye's winner goes through, its loser is a bye). Group positions resolve once
 * the group is complete and the position is not in a tie still waiting for a decider; the best-placed across groups
 * (`bestPlaced`) once every group is complete and each group's entry at that position is known.
 * @example
 * const resolution = resolveGames({ games, results: { 'ko.1.2': { kind: 'played', legs: [3, 1] } } })
 * if (resolution.ok) resolution.value.readyGameIds // ['ko.2.1', …]
 */
export function resolveGames(input: ResolveInput): Result<Resolution, ResolveError> {
  const checked = checkGameGraph(input.games, input.groups ?? [])
  if (!checked.ok) return checked
  const resolver = new Resolver(input)
  const games = input.games.map((game) => resolver.game(game.id))
  const groupIds = [...new Set(input.games.flatMap((game) => (game.groupId ? [game.groupId] : [])))]
  return ok({
    games,
    readyGameIds: games.filter((game) => game.state === 'ready').map((game) => game.gameId),
    groupStandings: Object.fromEntries(groupIds.map((id) => [id, resolver.group(id)])),
    problems: resolver.problems,
  })
}
