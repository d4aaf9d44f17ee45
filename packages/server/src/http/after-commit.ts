import { runAfterCommit } from '../services/after-commit'
import { mergeEffects, type Committed, type Effects } from '../services/effects'
import { ok, type Result } from '../services/result'
import type { AppVariables } from './app-env'

/**
 * Runs the after-commit step of a service's committed change (services/after-commit.ts: publish best-effort, then
 * re-plan the boards it touched) and answers the service's value. A failure passes through untouched: it committed
 * nothing.
 */
export async function afterCommit<T, E extends string>(
  c: { var: Pick<AppVariables, 'db' | 'publisher' | 'logger'> },
  result: Result<Committed<T>, E>,
  /** What the route adds to the service's effects, from its value. */
  more?: (value: T) => Effects,
): Promise<Result<T, E>> {
  if (!result.ok) return result
  const { value, effects } = result.value
  const all = more ? mergeEffects(effects, more(value)) : effects
  const { db, publisher, logger } = c.var
  await runAfterCommit({ db, publisher, logger }, all)
  return ok(value)
}
