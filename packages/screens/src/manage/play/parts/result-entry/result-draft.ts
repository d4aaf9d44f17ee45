import type { Game, GameResultInput, SideStatsInput } from '@oche/api'
import { checkResultLegs, type MatchFormat } from '@oche/darts'

/** A side's statistics as typed: counts and the checkouts ("121, 104") stay text until the form is checked. */
export type SideStatsDraft = { oneEighties: string; oneSeventyOnes: string; highCheckouts: string }

/** What the result dialog holds while it is filled in. */
export type ResultDraft = {
  kind: 'played' | 'walkover'
  legs: [string, string]
  /** The side given the walkover, as text (`'0'`, `'1'`), or `''` before one is chosen. */
  walkoverWinner: string
  stats: [SideStatsDraft, SideStatsDraft]
  note: string
}

export type ResultIssue =
  | 'legsRequired'
  | 'legsDoNotFitFormat'
  | 'drawNotAllowed'
  | 'winnerRequired'
  | 'countRange'
  | 'checkoutRange'
  | 'tooManyCheckouts'
  | 'noteRequired'
  | 'noteTooLong'

/** Where an issue is shown: `legs` is the score as a whole, the others one field of a side. */
export type ResultField =
  'legs' | 'walkoverWinner' | 'note' | `oneEighties${0 | 1}` | `oneSeventyOnes${0 | 1}` | `highCheckouts${0 | 1}`

export type ResultCheck =
  { ok: true; input: GameResultInput } | { ok: false; issues: Partial<Record<ResultField, ResultIssue>> }

export const maxNoteLength = 500
const maxCount = 99
const maxCheckouts = 20

const emptySide: SideStatsDraft = { oneEighties: '', oneSeventyOnes: '', highCheckouts: '' }

/** The draft a game opens with: its result and statistics when it has one (a correction), else empty. */
export function resultDraftOf(game: Game): ResultDraft {
  const side = (index: 0 | 1): SideStatsDraft => {
    const entry = game.sides[index]
    return {
      oneEighties: entry.one_eighties > 0 ? String(entry.one_eighties) : '',
      oneSeventyOnes: entry.one_seven_ones > 0 ? String(entry.one_seven_ones) : '',
      highCheckouts: entry.high_checkouts,
    }
  }
  const { result } = game
  if (!result) return { kind: 'played', legs: ['', ''], walkoverWinner: '', stats: [emptySide, emptySide], note: '' }
  return {
    kind: result.walkover ? 'walkover' : 'played',
    legs: result.walkover ? ['', ''] : [String(result.legs[0]), String(result.legs[1])],
    walkoverWinner: result.walkover && result.winner !== 'draw' ? String(result.winner) : '',
    stats: [side(0), side(1)],
    note: '',
  }
}

function wholeNumber(text: string, max: number): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value <= max ? value : null
}

/** "121, 104" (commas, spaces or semicolons) → [121, 104]; null when one of them is not a number. */
function checkoutList(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '')
  const values = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN))
  return values.some((value) => Number.isNaN(value)) ? null : values
}

type Issues = Partial<Record<ResultField, ResultIssue>>

function checkSide(draft: SideStatsDraft, index: 0 | 1, issues: Issues): Required<SideStatsInput> {
  const count = (text: string, field: ResultField) => {
    if (text.trim() === '') return 0
    const value = wholeNumber(text, maxCount)
    if (value === null) issues[field] = 'countRange'
    return value ?? 0
  }
  const oneEighties = count(draft.oneEighties, `oneEighties${index}`)
  const oneSeventyOnes = count(draft.oneSeventyOnes, `oneSeventyOnes${index}`)
  const checkouts = checkoutList(draft.highCheckouts)
  if (checkouts === null || checkouts.some((value) => value < 100 || value > 170))
    issues[`highCheckouts${index}`] = 'checkoutRange'
  else if (checkouts.length > maxCheckouts) issues[`highCheckouts${index}`] = 'tooManyCheckouts'
  return { one_eighties: oneEighties, one_seven_ones: oneSeventyOnes, high_checkouts: checkouts ?? [] }
}

function hasStats(stats: readonly SideStatsDraft[]): boolean {
  return stats.some((side) => Object.values(side).some((value) => value.trim() !== ''))
}

/**
 * Checks a draft the way the server will (`GameResultInputSchema` and the game's format), so a bad score is
 * caught before it is sent: legs whole numbers that end a game of `format`, a draw only where `allowsDraw`, counts
 * 0–99, checkouts 100–170. A correction needs its reason.
 */
export function checkResultDraft(
  draft: ResultDraft,
  { format, allowsDraw, isCorrection }: { format: MatchFormat; allowsDraw: boolean; isCorrection: boolean },
): ResultCheck {
  const issues: Issues = {}
  const note = draft.note.trim()
  if (isCorrection && note === '') issues.note = 'noteRequired'
  if (note.length > maxNoteLength) issues.note = 'noteTooLong'
  const noteField = note === '' ? {} : { note }

  if (draft.kind === 'walkover') {
    const winner = draft.walkoverWinner === '0' ? 0 : draft.walkoverWinner === '1' ? 1 : null
    if (winner === null) issues.walkoverWinner = 'winnerRequired'
    if (winner === null || Object.keys(issues).length > 0) return { ok: false, issues }
    return { ok: true, input: { kind: 'walkover', winner, ...noteField } }
  }

  const a = wholeNumber(draft.legs[0], maxCount)
  const b = wholeNumber(draft.legs[1], maxCount)
  if (a === null || b === null) issues.legs = 'legsRequired'
  else {
    const legs = checkResultLegs(format, [a, b], { allowsDraw })
    if (!legs.ok) issues.legs = legs.error === 'result.drawNotAllowed' ? 'drawNotAllowed' : 'legsDoNotFitFormat'
  }
  const stats = [checkSide(draft.stats[0], 0, issues), checkSide(draft.stats[1], 1, issues)] as const
  if (a === null || b === null || Object.keys(issues).length > 0) return { ok: false, issues }
  return {
    ok: true,
    input: {
      kind: 'played',
      legs: [a, b],
      ...(hasStats(draft.stats) || isCorrection ? { stats: [stats[0], stats[1]] } : {}),
      ...noteField,
    },
  }
}
