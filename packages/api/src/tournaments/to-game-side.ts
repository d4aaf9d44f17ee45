import type { ResolvedSide, SideRef } from '@oche/darts'
import type { Entry, GameSide, SideStats } from '../schemas/tournaments'

export type GameSideInput = {
  /** The side as drawn (an entry, a bye, or where it comes from). */
  ref: SideRef
  /** The side once references are followed. */
  resolved: ResolvedSide
  entries: ReadonlyMap<string, Entry>
  /** Legs (or sets) won in this game. */
  score: number
  stats: SideStats | null
  isWinner: boolean
  /** The row uuid of an engine game key. */
  gameIdOf: (key: string) => string
}

/** The wire name of a side not known yet (spec section 3). */
export const placeholderName = 'TBD'
/** The wire name of a bye; screens show their own translated word (`is_bye`). */
export const byeName = 'Bye'

function sourceOf(ref: SideRef, gameIdOf: (key: string) => string): GameSide['source'] {
  switch (ref.kind) {
    case 'winnerOf':
      return { kind: 'winnerOf', game_id: gameIdOf(ref.gameId) }
    case 'loserOf':
      return { kind: 'loserOf', game_id: gameIdOf(ref.gameId) }
    case 'groupPosition':
      return { kind: 'groupPosition', group: ref.groupId, position: ref.position }
    case 'bestPlaced':
      return { kind: 'bestPlaced', position: ref.position, rank: ref.rank }
    case 'entry':
    case 'bye':
      return null
    default:
      ref satisfies never
      return null
  }
}

/** A pair's nickname is both members' nicknames, "A & B", when they have them. */
function nicknameOf(entry: Entry): string {
  return entry.members
    .map((member) => member.nickname)
    .filter((nickname) => nickname !== '')
    .join(' & ')
}

/**
 * One side of a game in the spec's normalised participant shape: the entry with its score and statistics, the
 * placeholder ("TBD", player 0) while not known, or a bye. `source` and the group position stay on the side once
 * it is known, so a bracket can still say where a player came from.
 */
export function toGameSide({ ref, resolved, entries, score, stats, isWinner, gameIdOf }: GameSideInput): GameSide {
  const fromGroup = ref.kind === 'groupPosition'
  const base = {
    score: 0,
    one_eighties: 0,
    one_seven_ones: 0,
    player_type: 'player' as const,
    nickname: '',
    high_checkouts: '',
    parent_group: fromGroup ? ref.groupId : null,
    parent_group_position: fromGroup ? ref.position : null,
    is_winner: false,
    is_bye: false,
    source: sourceOf(ref, gameIdOf),
  }
  switch (resolved.kind) {
    case 'pending':
      return { ...base, id: null, name: placeholderName, player_id: 0 }
    case 'bye':
      return { ...base, id: null, name: byeName, player_id: 0, is_bye: true }
    case 'entry': {
      const entry = entries.get(resolved.entryId)
      const first = entry?.members[0]
      if (!entry || !first) throw new Error(`Game side names entry ${resolved.entryId}, which is not in the snapshot`)
      return {
        ...base,
        id: entry.id,
        name: entry.name,
        score,
        one_eighties: stats?.one_eighties ?? 0,
        one_seven_ones: stats?.one_seven_ones ?? 0,
        player_id: first.participant_id,
        nickname: nicknameOf(entry),
        high_checkouts: (stats?.high_checkouts ?? []).join(','),
        is_winner: isWinner,
      }
    }
    default:
      resolved satisfies never
      throw new Error('Unknown side')
  }
}
