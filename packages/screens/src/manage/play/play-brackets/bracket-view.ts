import type { Game, TournamentFormat } from '@oche/api'

/** Which bracket page is open: the winners knockout or the losers / consolation knockout. */
export type BracketPage = 'winners' | 'losers'

/**
 * What a bracket page shows for a format: the games of one bracket, or why the format has none here.
 * - `noConsolation`: groups and knockout without a consolation knockout.
 * - `noLosersBracket`: a straight knockout: a lost game is the end.
 * - `noBracket`: a round robin has tables, not brackets.
 */
export type BracketView =
  | { kind: 'bracket'; bracket: 'winnersKo' | 'consolationKo' | 'knockout' | 'doubleWinners' | 'doubleLosers' }
  | { kind: 'none'; reason: 'noConsolation' | 'noLosersBracket' | 'noBracket' }

export function bracketView(format: TournamentFormat, page: BracketPage): BracketView {
  switch (format.kind) {
    case 'groupsKnockout':
      if (page === 'winners') return { kind: 'bracket', bracket: 'winnersKo' }
      return format.consolation
        ? { kind: 'bracket', bracket: 'consolationKo' }
        : { kind: 'none', reason: 'noConsolation' }
    case 'knockout':
      return page === 'winners' ? { kind: 'bracket', bracket: 'knockout' } : { kind: 'none', reason: 'noLosersBracket' }
    case 'doubleElimination':
      return { kind: 'bracket', bracket: page === 'winners' ? 'doubleWinners' : 'doubleLosers' }
    case 'roundRobin':
      return { kind: 'none', reason: 'noBracket' }
    default:
      return format satisfies never
  }
}

/**
 * The games of a bracket: its stage's games; for a double elimination the winners bracket with the grand final
 * (and its reset), or the losers bracket.
 */
export function bracketGames(games: readonly Game[], bracket: Extract<BracketView, { kind: 'bracket' }>['bracket']) {
  switch (bracket) {
    case 'winnersKo':
    case 'consolationKo':
    case 'knockout':
      return games.filter((game) => game.stage === bracket)
    case 'doubleWinners':
      return games.filter((game) => game.stage === 'doubleElimination' && game.bracket !== 'losers')
    case 'doubleLosers':
      return games.filter((game) => game.stage === 'doubleElimination' && game.bracket === 'losers')
    default:
      return bracket satisfies never
  }
}
