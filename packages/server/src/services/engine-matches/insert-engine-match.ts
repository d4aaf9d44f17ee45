import { summarizeMatch, toX01MatchConfig, type MatchConfig } from '@oche/api'
import { replay } from '@oche/darts'
import type { Database } from '../../db/database'
import { matches, matchSides } from '../../db/schema/index'

/**
 * Makes the live engine match a tournament's or a league's game is scored on (no events yet), with its sides, inside
 * the caller's transaction. The config comes from the competition's own settings, so one the engine refuses is a bug.
 */
export async function insertEngineMatch(
  tx: Database,
  input: { kind: 'tournament' | 'league'; config: MatchConfig; ownerId: string },
): Promise<string> {
  const { config } = input
  const initial = replay(toX01MatchConfig(config), [])
  if (!initial.ok) throw new Error(`A ${input.kind} game's settings make no match: ${initial.error}`)
  const [match] = await tx
    .insert(matches)
    .values({
      kind: input.kind,
      status: 'live',
      version: 0,
      config,
      summary: summarizeMatch(initial.value),
      createdBy: input.ownerId,
    })
    .returning({ id: matches.id })
  if (!match) throw new Error(`The match of a ${input.kind} game was not inserted`)
  await tx.insert(matchSides).values(
    config.sides.map((side, position) => ({
      matchId: match.id,
      position,
      name: side.name,
      userIds: side.userIds ?? [],
    })),
  )
  return match.id
}

/** The longest side name a match takes (`MatchSideSchema`). */
const MAX_SIDE_NAME = 100

/**
 * Two side names fit for one match: cut to fit, and with " (2)" on the second when both would be the same (the
 * engine tells sides apart by name).
 */
export function distinctSideNames(first: string, second: string): [string, string] {
  const [a, b] = [first.slice(0, MAX_SIDE_NAME), second.slice(0, MAX_SIDE_NAME)]
  const clash = a.toLocaleLowerCase() === b.toLocaleLowerCase()
  return [a, clash ? `${b.slice(0, MAX_SIDE_NAME - 4)} (2)` : b]
}
