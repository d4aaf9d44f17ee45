import type { LeagueGame, LeagueGameResultInput, LeagueLineupPlayer, LeagueSide } from '@oche/api'

/** One player's figures besides the legs, as typed: 180s, 171s and checkouts of 100 or more ("121, 100"). */
export type ExtrasDraft = { oneEighties: string; oneSeventyOnes: string; highCheckouts: string }

/** A game's result as the form holds it. */
export type ResultDraft = {
  outcome: 'played' | 'forfeit'
  /** Legs won by home and away. */
  legs: [string, string]
  /** The team that forfeits ('' until chosen). */
  forfeitedBy: '' | LeagueSide
  /** Per player of the game, home's first (`resultPlayers`). */
  extras: ExtrasDraft[]
  /** Why an admin corrects a signed-off result (required then). */
  reason: string
}

/** The players of a game whose figures the form asks for: home's, then away's. */
export function resultPlayers(game: LeagueGame): LeagueLineupPlayer[] {
  return [...game.home, ...game.away]
}

const emptyExtras = (): ExtrasDraft => ({ oneEighties: '', oneSeventyOnes: '', highCheckouts: '' })

/** The form for a game: its result as it stands (legs or forfeit), or empty for a first entry. */
export function resultDraftOf(game: LeagueGame): ResultDraft {
  const legs = game.legs && game.state === 'finished' ? game.legs : null
  return {
    outcome: game.forfeited_by ? 'forfeit' : 'played',
    legs: legs && !game.forfeited_by ? [String(legs[0]), String(legs[1])] : ['', ''],
    forfeitedBy: game.forfeited_by ?? '',
    extras: resultPlayers(game).map(emptyExtras),
    reason: '',
  }
}

/** The whole number typed, or null when the text is not one. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null
}

/** The checkouts typed ("121, 100" or "121 100"), or null when one of them is not a whole number. */
export function checkoutList(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '')
  const numbers = parts.map(wholeNumber)
  return numbers.every((number) => number !== null) ? (numbers as number[]) : null
}

/**
 * The result to send from a checked draft: the legs (a forfeit's are the server's to set), each player's figures
 * that are not all nought, and the reason.
 */
export function toResultInput(draft: ResultDraft, players: readonly LeagueLineupPlayer[]): LeagueGameResultInput {
  const reason = draft.reason.trim()
  if (draft.outcome === 'forfeit')
    return { legs: [0, 0], forfeited_by: draft.forfeitedBy === '' ? null : draft.forfeitedBy, extras: {}, reason }
  const extras = Object.fromEntries(
    players.flatMap((player, index) => {
      const typed = draft.extras[index] ?? emptyExtras()
      const figures = {
        one_eighties: wholeNumber(typed.oneEighties) ?? 0,
        one_seventy_ones: wholeNumber(typed.oneSeventyOnes) ?? 0,
        high_checkouts: checkoutList(typed.highCheckouts) ?? [],
      }
      const isEmpty =
        figures.one_eighties === 0 && figures.one_seventy_ones === 0 && figures.high_checkouts.length === 0
      return isEmpty ? [] : [[player.participant_id, figures]]
    }),
  )
  return {
    legs: [wholeNumber(draft.legs[0]) ?? 0, wholeNumber(draft.legs[1]) ?? 0],
    forfeited_by: null,
    extras,
    reason,
  }
}
