import type { TournamentGame } from './game'

/** One round of a round robin: who plays whom (the first-named throws first) and who sits out. */
export type RoundRobinRound = {
  round: number
  pairings: readonly (readonly [string, string])[]
  bye: string | null
}

export type RoundRobinOptions = {
  /** Play every pairing twice, the second cycle with the throw reversed. */
  isDouble?: boolean
}

const bye = Symbol('bye')
type Slot = string | typeof bye

/**
 * The circle method of darts-rules.md §6. Positions 1…m−1 rotate one place each round, so an entry's position
 * alternates between odd and even: the entry on the odd position of a pair throws first, which alternates
 * every entry's first throw except when it wraps round or meets the fixed entry. The fixed entry (seed 1)
 * throws first in odd rounds. The pairs are the rules page's; n = 4 gives 1–4 2–3 | 3–1 4–2 | 1–2 3–4.
 */
export function roundRobinRounds(entries: readonly string[], options: RoundRobinOptions = {}): RoundRobinRound[] {
  const slots: Slot[] = entries.length % 2 === 1 ? [...entries, bye] : [...entries]
  const m = slots.length
  const cycle: RoundRobinRound[] = []
  for (let round = 1; round < m; round++) {
    const pairings: (readonly [string, string])[] = []
    let sitsOut: string | null = null
    for (let i = 0; i < m / 2; i++) {
      const a = slots[i] as Slot
      const b = slots[m - 1 - i] as Slot
      if (a === bye || b === bye) {
        sitsOut = a === bye ? (b as string) : (a as string)
        continue
      }
      const isAFirst = i === 0 ? round % 2 === 1 : i % 2 === 1
      pairings.push(isAFirst ? [a, b] : [b, a])
    }
    cycle.push({ round, pairings, bye: sitsOut })
    const last = slots.pop() as Slot
    slots.splice(1, 0, last)
  }
  if (!options.isDouble) return cycle
  const second = cycle.map((r) => ({
    round: r.round + cycle.length,
    pairings: r.pairings.map(([a, b]) => [b, a] as const),
    bye: r.bye,
  }))
  return [...cycle, ...second]
}

export type RoundRobinGamesOptions = RoundRobinOptions & {
  stageId: string
  entries: readonly string[]
  groupId?: string
}

/** The games of a round robin (one group or a whole stage); ids are `stage.group.round.slot`. */
export function roundRobinGames(options: RoundRobinGamesOptions): TournamentGame[] {
  const { stageId, groupId } = options
  const prefix = groupId === undefined ? stageId : `${stageId}.${groupId}`
  return roundRobinRounds(options.entries, options).flatMap((r) =>
    r.pairings.map(([a, b], index): TournamentGame => ({
      id: `${prefix}.${r.round}.${index + 1}`,
      stageId,
      round: r.round,
      roundCode: 'roundRobin',
      slot: index + 1,
      ...(groupId === undefined ? {} : { groupId }),
      sides: [
        { kind: 'entry', entryId: a },
        { kind: 'entry', entryId: b },
      ],
    })),
  )
}
