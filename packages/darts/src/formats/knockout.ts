import { fail, ok, type Result } from '../x01/result'
import { type RoundCode, type SideRef, type TournamentGame, toSideRef } from './game'
import { avoidSameGroupClashes } from './knockout-seeding'

export type KnockoutOptions = {
  stageId: string
  /** Entry ids or references (e.g. group positions), best seed first. */
  seeds: readonly (string | SideRef)[]
  /** Adds a match between the semi-final losers. */
  hasThirdPlace?: boolean
}

export type KnockoutError = 'knockout.tooFewEntries' | 'knockout.duplicateEntry'

/**
 * Seeds in bracket order for a bracket of `size` (a power of two): from `[1]`, replace each s by s, 2·len+1−s.
 * 8 → 1 8 4 5 2 7 3 6, so seeds 1 and 2 can meet only in the final.
 */
export function bracketSlotOrder(size: number): number[] {
  let order = [1]
  while (order.length < size) {
    const length = order.length * 2
    order = order.flatMap((seed) => [seed, length + 1 - seed])
  }
  return order
}

/** The smallest power of two that holds `entries` (at least 2). */
export function bracketSize(entries: number): number {
  let size = 2
  while (size < entries) size *= 2
  return size
}

/** A knockout round named by the entries it starts with: 2 → `'final'`, 4 → `'semiFinal'`, 16 → `'last16'`. */
export function knockoutRoundCode(entriesInRound: number): RoundCode {
  if (entriesInRound <= 2) return 'final'
  if (entriesInRound === 4) return 'semiFinal'
  if (entriesInRound === 8) return 'quarterFinal'
  return `last${entriesInRound}`
}

function refKey(ref: SideRef): string {
  return JSON.stringify(ref)
}

/** Round-1 pairs in bracket order with byes for the missing seeds, after same-group clashes are moved apart. */
export function firstRoundPairs(seeds: readonly SideRef[]): Result<[SideRef, SideRef][], KnockoutError> {
  if (seeds.length < 2) return fail('knockout.tooFewEntries')
  if (new Set(seeds.map(refKey)).size !== seeds.length) return fail('knockout.duplicateEntry')
  const order = bracketSlotOrder(bracketSize(seeds.length))
  const pairs: [number, number][] = []
  for (let i = 0; i < order.length; i += 2) pairs.push([order[i] as number, order[i + 1] as number])
  const seedRef = (seed: number): SideRef => seeds[seed - 1] ?? { kind: 'bye' }
  return ok(avoidSameGroupClashes(pairs, seedRef).map(([a, b]) => [seedRef(a), seedRef(b)]))
}

type BracketNaming = {
  idPrefix: string
  bracket?: TournamentGame['bracket']
  roundCode: (round: number, rounds: number, entriesInRound: number) => RoundCode
}

/** The games of a single-elimination bracket from its round-1 pairs; later rounds take the winners of two games. */
export function bracketGames(
  stageId: string,
  pairs: readonly (readonly [SideRef, SideRef])[],
  naming: BracketNaming,
): TournamentGame[] {
  const rounds = Math.log2(pairs.length * 2)
  const games: TournamentGame[] = []
  const gameId = (round: number, slot: number) => `${naming.idPrefix}.${round}.${slot}`
  for (let round = 1; round <= rounds; round++) {
    const gamesInRound = pairs.length / 2 ** (round - 1)
    for (let slot = 1; slot <= gamesInRound; slot++) {
      const sides: readonly [SideRef, SideRef] =
        round === 1
          ? (pairs[slot - 1] as readonly [SideRef, SideRef])
          : [
              { kind: 'winnerOf', gameId: gameId(round - 1, 2 * slot - 1) },
              { kind: 'winnerOf', gameId: gameId(round - 1, 2 * slot) },
            ]
      games.push({
        id: gameId(round, slot),
        stageId,
        round,
        roundCode: naming.roundCode(round, rounds, gamesInRound * 2),
        slot,
        ...(naming.bracket ? { bracket: naming.bracket } : {}),
        sides,
      })
    }
  }
  return games
}

/**
 * A single knockout for any field: the bracket is the next power of two, the top seeds get the byes, and a
 * same-group pairing in round 1 is swapped away (darts-rules.md §6). Round-1 games against a bye are kept
 * (they hold the bracket's shape) and resolve without being played.
 * @example createKnockout({ stageId: 'ko', seeds: ['s1', 's2', 's3', 's4', 's5'] }) // ko.1.1 s1 v bye, ko.1.2 s4 v s5, …
 */
export function createKnockout(options: KnockoutOptions): Result<TournamentGame[], KnockoutError> {
  const pairs = firstRoundPairs(options.seeds.map(toSideRef))
  if (!pairs.ok) return pairs
  const { stageId } = options
  const games = bracketGames(stageId, pairs.value, {
    idPrefix: stageId,
    roundCode: (_round, _rounds, entriesInRound) => knockoutRoundCode(entriesInRound),
  })
  const semiFinals = games.filter((game) => game.roundCode === 'semiFinal')
  const [first, second] = semiFinals
  if (options.hasThirdPlace && first && second) {
    games.push({
      id: `${stageId}.thirdPlace`,
      stageId,
      round: first.round + 1,
      roundCode: 'thirdPlace',
      slot: 2,
      sides: [
        { kind: 'loserOf', gameId: first.id },
        { kind: 'loserOf', gameId: second.id },
      ],
    })
  }
  return ok(games)
}
