import type { TournamentVisibility } from '../schemas/tournaments'

/**
 * How a tournament is shown: `page` is its own page, its games and their matches (public and unlisted ones for
 * anyone, test ones by their link too); `listing` is its place among others, such as an event's boards, where test
 * tournaments are not shown to the public either.
 */
export type VisibilityScope = 'page' | 'listing'

/**
 * The pure part of THE visibility rule of tournaments, shared by the server and the mocks: whether a tournament is
 * hidden from the public in this scope. A hidden one is seen only by the organisers of its organisation (super
 * admins too), the players whose accounts are linked to one of its entries, and the tablets of its event.
 */
export function isHiddenTournament(
  tournament: { visibility: TournamentVisibility; isTest: boolean },
  scope: VisibilityScope = 'page',
): boolean {
  return tournament.visibility === 'private' || (scope === 'listing' && tournament.isTest)
}
