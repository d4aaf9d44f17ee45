import { type MatchFormat, validateConfig } from '../x01/match-config'
import { fail, ok, type Result } from '../x01/result'
import type { RoundCode } from './game'

/** A stage's match format per round: `default`, overridden per round code (a longer final, say). */
export type RoundFormats = {
  default: MatchFormat
  rounds?: Partial<Record<RoundCode, MatchFormat>>
}

export type RoundFormatsError = 'roundFormats.invalidFormat' | 'roundFormats.drawPossible'

/** The reset is played like the grand final unless it has its own format. */
const fallbacks: Partial<Record<RoundCode, RoundCode>> = { grandFinalReset: 'grandFinal' }

/** The format of a round: its own, else its fallback's (`grandFinalReset` → `grandFinal`), else the default. */
export function matchFormatForRound(formats: RoundFormats, roundCode: RoundCode): MatchFormat {
  const fallback = fallbacks[roundCode]
  return formats.rounds?.[roundCode] ?? (fallback && formats.rounds?.[fallback]) ?? formats.default
}

function canDraw(format: MatchFormat): boolean {
  return format.kind === 'playAll' || (format.kind === 'bestOf' && format.legs % 2 === 0)
}

/**
 * Checks every format with the x01 engine's rules, and, for a knockout (`allowsDraws: false`), that no round can
 * end in a draw (darts-rules.md §3: draws only in round robins and leagues).
 */
export function validateRoundFormats(
  formats: RoundFormats,
  options: { allowsDraws: boolean },
): Result<RoundFormats, RoundFormatsError> {
  const all: MatchFormat[] = [formats.default, ...Object.values(formats.rounds ?? {}).filter((f) => f !== undefined)]
  for (const format of all) {
    const config = { startScore: 501, inRule: 'straight', outRule: 'double', format, sides: ['a', 'b'] } as const
    if (!validateConfig(config).ok) return fail('roundFormats.invalidFormat')
    if (!options.allowsDraws && canDraw(format)) return fail('roundFormats.drawPossible')
  }
  return ok(formats)
}
