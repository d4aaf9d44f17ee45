import { MatchConfigSchema, MatchEventSchema, toX01MatchConfig, type MatchConfig, type MatchKind } from '@oche/api'
import { botLevels, type BotLevel, type MatchEvent } from '@oche/darts'
import { matchConfigOf, type MatchSetup } from '../match-setup/match-setup'

/** The bot of a bot match: its level, its side and the seed its throws are drawn from. */
export type MatchBot = { level: BotLevel; side: number; seed: number }

/**
 * A match played on this device, as it is kept between page loads: its id (the server's id too), how it was set
 * up, and its event log. The state is always `replay(toX01MatchConfig(config), log)`.
 */
export type LocalMatch = {
  id: string
  kind: Extract<MatchKind, 'casual' | 'bot' | 'offline'>
  setup: MatchSetup
  config: MatchConfig
  log: MatchEvent[]
  bot: MatchBot | null
  /** How many events of `log` the server holds, or null when the match is not stored there. */
  serverVersion: number | null
  /** ISO 8601. */
  startedAt: string
}

/** The current version of the stored shape; older or unknown shapes are dropped rather than misread. */
const storageVersion = 1

type StoredMatch = LocalMatch & { storageVersion: number }

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

const kinds: readonly string[] = ['casual', 'bot', 'offline']

/** Reads a stored match, or null for anything that is not one (damaged, from an older version, another app). */
export function parseLocalMatch(text: string | null): LocalMatch | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isObject(value) || value.storageVersion !== storageVersion) return null
  if (typeof value.id !== 'string' || typeof value.kind !== 'string' || !kinds.includes(value.kind)) return null
  if (!isObject(value.setup) || typeof value.startedAt !== 'string') return null
  const config = MatchConfigSchema.safeParse(value.config)
  if (!config.success || !Array.isArray(value.log)) return null
  const log: MatchEvent[] = []
  for (const entry of value.log) {
    const event = MatchEventSchema.safeParse(entry)
    if (!event.success) return null
    log.push(event.data)
  }
  const serverVersion = typeof value.serverVersion === 'number' ? value.serverVersion : null
  const bot = parseBot(value.bot)
  const { storageVersion: _version, ...match } = value as StoredMatch
  return { ...match, config: config.data, log, serverVersion, bot }
}

function parseBot(value: unknown): MatchBot | null {
  if (!isObject(value)) return null
  const level = botLevels.find((info) => info.level === value.level)?.level
  if (!level || typeof value.side !== 'number' || typeof value.seed !== 'number') return null
  return { level, side: value.side, seed: value.seed }
}

export function serializeLocalMatch(match: LocalMatch): string {
  return JSON.stringify({ ...match, storageVersion } satisfies StoredMatch)
}

/** The engine's config of a stored match. */
export function engineConfig(match: Pick<LocalMatch, 'config'>) {
  return toX01MatchConfig(match.config)
}

export type NewLocalMatchOptions = {
  kind: LocalMatch['kind']
  bot?: MatchBot | null
  /** Makes ids; `crypto.randomUUID` by default. */
  newId?: () => string
  now?: Date
}

/**
 * A match about to be played from a checked setup. A chosen first thrower other than the first-named side is
 * recorded as the engine's bull-off event, so the log alone says who started; a bull-off is asked for on the oche.
 */
export function newLocalMatch(
  setup: MatchSetup,
  { kind, bot = null, newId = () => crypto.randomUUID(), now = new Date() }: NewLocalMatchOptions,
): LocalMatch {
  const log: MatchEvent[] =
    typeof setup.starter === 'number' && setup.starter > 0
      ? [{ type: 'bullOff', id: newId(), winner: setup.starter }]
      : []
  return {
    id: newId(),
    kind,
    setup,
    config: matchConfigOf(setup, bot ?? undefined),
    log,
    bot,
    serverVersion: null,
    startedAt: now.toISOString(),
  }
}
