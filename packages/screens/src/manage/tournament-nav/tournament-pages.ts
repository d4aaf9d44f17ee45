import type { TournamentFormat } from '@oche/api'
import type { ManageTournamentPage } from '../manage-paths'

/**
 * The management pages a tournament of this format has: groups only with groups or a round robin, the winners
 * bracket only with a knockout, the losers bracket only with a consolation knockout or a double elimination.
 * Without a format (still loading) every page is listed.
 */
export function tournamentPages(format: TournamentFormat | undefined): ManageTournamentPage[] {
  const pages: ManageTournamentPage[] = ['overview', 'players', 'playList']
  if (!format) return [...pages, 'playGroups', 'playResults', 'playWinnersKo', 'playLosersKo']
  switch (format.kind) {
    case 'groupsKnockout':
      return [
        ...pages,
        'playGroups',
        'playResults',
        'playWinnersKo',
        ...(format.consolation ? (['playLosersKo'] as const) : []),
      ]
    case 'roundRobin':
      return [...pages, 'playGroups', 'playResults']
    case 'knockout':
      return [...pages, 'playResults', 'playWinnersKo']
    case 'doubleElimination':
      return [...pages, 'playResults', 'playWinnersKo', 'playLosersKo']
    default:
      return format satisfies never
  }
}
