import type { RealtimeEventName } from '@oche/api'

/**
 * One realtime message a change tells once it has committed. `named` says the service already named the channel as
 * its visibility demands (`private-match.{id}` for a private tournament's game, from the match it loaded): it is
 * published as it is, without looking the visibility up again after the commit.
 */
export type Announcement = { channel: string; event: RealtimeEventName; data: unknown; named?: true }

/**
 * What a committed change leaves to do after its commit (docs/adr/011-after-commit-effects.md). Services answer it
 * with their value; the route runs it with `runAfterCommit` once the transaction has committed.
 */
export type Effects = {
  /** Told in order, best-effort: a failed publish is logged and skips nothing else. */
  publish: readonly Announcement[]
  /** Tournaments whose games or entries changed: the boards of the events they are played at are planned again. */
  tournamentsChanged: readonly string[]
  /** Events whose boards are planned again by id (a deleted tournament's: its row no longer names the event). */
  eventsToReplan: readonly string[]
  /**
   * Events where only the score of a game under way changed (a visit): their screens are told so
   * (`boards.changed` with `scoresOnly`) without planning the boards again, unless the event is planned again anyway.
   */
  eventScoresChanged: readonly string[]
}

/** A service's answer: its value and what its commit leaves to do. */
export type Committed<T> = { value: T; effects: Effects }

/** Effects from the parts given; the others empty. */
export function effects(parts: Partial<Effects> = {}): Effects {
  return {
    publish: parts.publish ?? [],
    tournamentsChanged: parts.tournamentsChanged ?? [],
    eventsToReplan: parts.eventsToReplan ?? [],
    eventScoresChanged: parts.eventScoresChanged ?? [],
  }
}

/** The effects of several changes, in order. */
export function mergeEffects(...list: readonly Effects[]): Effects {
  return {
    publish: list.flatMap((item) => item.publish),
    tournamentsChanged: [...new Set(list.flatMap((item) => item.tournamentsChanged))],
    eventsToReplan: [...new Set(list.flatMap((item) => item.eventsToReplan))],
    eventScoresChanged: [...new Set(list.flatMap((item) => item.eventScoresChanged))],
  }
}

/** A value with the effects of its commit. */
export function committed<T>(value: T, parts: Effects | Partial<Effects> = {}): Committed<T> {
  return { value, effects: effects(parts) }
}
