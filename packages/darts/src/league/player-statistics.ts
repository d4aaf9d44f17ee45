import { emptyScoring, finishScoring, legStatistics, mergeScoring } from '../stats/leg-statistics'
import type { ScoringStatistics } from '../stats/leg-statistics'
import type { LegState, VisitRecord, X01MatchState } from '../x01/match-state'
import type { InRule } from '../x01/rules'

/** One player's numbers in one game of a team match. */
export type LeaguePlayerGame = {
  participantId: string
  side: 0 | 1
  /** The player's side won, or drew, the game (a pair's or team game's result is each of its players'). */
  won: boolean
  drawn: boolean
  legsWon: number
  legsLost: number
  /** The player's own visits; null for a forfeited game and for a result typed in without darts. */
  scoring: ScoringStatistics | null
  /** Darts the player's side threw in each leg it WON (both players of a pair), only for games scored on the platform. */
  wonLegDarts: number[]
  oneEighties: number
  oneSeventyOnes: number
  /** The player's checkouts of 100 or more, in the order they were thrown (the participant's `high_checkouts`). */
  highCheckouts: number[]
  /** A forfeited game is in no individual figure, not even games played (league-rules.md §5). */
  forfeited: boolean
}

/** A visit of a leg and whether its side was in (double or master in) before it. */
type PlayerVisit = { visit: VisitRecord; wasSideOpen: boolean }

/**
 * Each player's visits of one leg. A side's visits go to its players in turn, in lineup order, the first player
 * starting every leg: visit j of a side in a leg (from 0) is thrown by player j mod n.
 */
function visitsByPlayer(
  leg: LegState,
  lineup: readonly [readonly string[], readonly string[]],
  inRule: InRule,
): PlayerVisit[][][] {
  const byPlayer = lineup.map((players) => players.map((): PlayerVisit[] => []))
  const sideVisits = [0, 0]
  const isSideOpen = [inRule === 'straight', inRule === 'straight']
  for (const visit of leg.visits) {
    const side = visit.side as 0 | 1
    const count = sideVisits[side] ?? 0
    byPlayer[side]?.[count % lineup[side].length]?.push({ visit, wasSideOpen: isSideOpen[side] ?? false })
    sideVisits[side] = count + 1
    isSideOpen[side] = (isSideOpen[side] ?? false) || visit.opened
  }
  return byPlayer
}

/**
 * One player's share of a leg as a leg of its own, so the x01 statistics (first 9 included) are the player's. The
 * side is in or out as a whole: a player whose partner opened the leg (double or master in) throws as one who is in.
 */
function playerStatistics(visits: readonly PlayerVisit[], leg: LegState, inRule: InRule, state: X01MatchState) {
  const own: VisitRecord[] = visits.map(({ visit }, index) => ({
    ...visit,
    side: 0,
    // legStatistics takes the side as open after a visit that opened it; a partner's opening counts the same.
    opened: visits[index + 1]?.wasSideOpen ?? visit.opened,
  }))
  const playerLeg: LegState = { ...leg, visits: own, winner: null }
  const isOpenAtStart = visits[0]?.wasSideOpen ?? false
  const [stats] = legStatistics(playerLeg, 1, isOpenAtStart ? 'straight' : inRule, state.config.outRule)
  return stats ?? emptyScoring()
}

/**
 * A scored game's per-player numbers from its replayed x01 state (darts-rules.md §4). `players[side]` lists the
 * participant ids of that side in lineup order. With more than one player on a side (pairs, team game) the side's
 * visits of a leg go to its players in turn, in lineup order, the first player starting each leg: the common league
 * rule. Legs, the result and the darts of each leg won are the side's; points, darts, averages, 180s, 171s and
 * checkouts are each player's own.
 */
export function scoredGamePlayers(
  state: X01MatchState,
  players: readonly [readonly string[], readonly string[]],
): LeaguePlayerGame[] {
  const { config } = state
  if (config.sides.length !== 2 || players.some((side) => side.length === 0)) {
    throw new Error('A league game has two sides, each with at least one player')
  }
  const totals = players.map((side) => side.map(() => emptyScoring()))
  const wonLegDarts: [number[], number[]] = [[], []]
  for (const leg of state.legs) {
    visitsByPlayer(leg, players, config.inRule).forEach((sidePlayers, side) =>
      sidePlayers.forEach((visits, index) => {
        const total = totals[side]?.[index]
        if (total) mergeScoring(total, playerStatistics(visits, leg, config.inRule, state))
      }),
    )
    if (leg.winner === 0 || leg.winner === 1) {
      const sideDarts = leg.visits.filter((visit) => visit.side === leg.winner)
      wonLegDarts[leg.winner].push(sideDarts.reduce((sum, visit) => sum + visit.dartsThrown, 0))
    }
  }
  const finishedLegs = state.legs.filter((leg) => leg.winner !== null).length
  const { outcome } = state
  return players.flatMap((sidePlayers, sideIndex) => {
    const side = sideIndex as 0 | 1
    const legsWon = state.legsWon[side] ?? 0
    return sidePlayers.map((participantId, index): LeaguePlayerGame => {
      const scoring = finishScoring(totals[side]?.[index] ?? emptyScoring())
      return {
        participantId,
        side,
        won: outcome?.kind === 'win' && outcome.winner === side,
        drawn: outcome?.kind === 'draw',
        legsWon,
        legsLost: finishedLegs - legsWon,
        scoring,
        wonLegDarts: [...wonLegDarts[side]],
        oneEighties: scoring.oneEighties,
        oneSeventyOnes: scoring.oneSeventyOnes,
        highCheckouts: [...scoring.tonPlusCheckouts],
        forfeited: false,
      }
    })
  })
}

/** Numbers typed in for one player of a result entered without visits. */
export type EnteredPlayerExtras = { oneEighties?: number; oneSeventyOnes?: number; highCheckouts?: readonly number[] }

export type EnteredGameInput = {
  legs: readonly [number, number]
  /** The side that forfeited the game: every player of both sides is then `forfeited` and carries no numbers. */
  forfeitedBy?: 0 | 1
  /** The participant ids of each side, in lineup order. */
  players: readonly [readonly string[], readonly string[]]
  /** By participant id; ids not in `players` are ignored. */
  extras?: Readonly<Record<string, EnteredPlayerExtras>>
}

/**
 * A result typed in afterwards (league-rules.md §7): the legs and, per player, optionally 180s, 171s and high
 * checkouts; no average and no low-visits entry. A forfeit gives every player of the game `forfeited: true` and no
 * numbers, so it counts in no individual figure (§5); `won` still says which side the game went to.
 */
export function enteredGamePlayers(input: EnteredGameInput): LeaguePlayerGame[] {
  const { legs, forfeitedBy } = input
  const isForfeit = forfeitedBy !== undefined
  return input.players.flatMap((sidePlayers, sideIndex) => {
    const side = sideIndex as 0 | 1
    const other = side === 0 ? 1 : 0
    const won = isForfeit ? forfeitedBy !== side : legs[side] > legs[other]
    return sidePlayers.map((participantId): LeaguePlayerGame => {
      const extras =
        !isForfeit && input.extras && Object.hasOwn(input.extras, participantId)
          ? input.extras[participantId]
          : undefined
      return {
        participantId,
        side,
        won,
        drawn: !isForfeit && legs[side] === legs[other],
        legsWon: legs[side],
        legsLost: legs[other],
        scoring: null,
        wonLegDarts: [],
        oneEighties: extras?.oneEighties ?? 0,
        oneSeventyOnes: extras?.oneSeventyOnes ?? 0,
        highCheckouts: [...(extras?.highCheckouts ?? [])],
        forfeited: isForfeit,
      }
    })
  })
}
