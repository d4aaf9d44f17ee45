import type { TournamentFormat } from '@oche/api'
import type { RouteName } from '../../../routing/routes'

/** The management pages of one tournament (their route names), in the order of its sub-navigation. */
export type ManageTournamentPage = Extract<RouteName, 'manage-tournaments-id' | `manage-tournaments-id-${string}`>

/**
 * The management pages a tournament of this format has: groups only with groups or a round robin, the winners
 * bracket only with a knockout, the losers bracket only with a consolation knockout or a double elimination.
 * Without a format (still loading) every page is listed.
 */
export function tournamentPages(format: TournamentFormat | undefined): ManageTournamentPage[] {
  const pages: ManageTournamentPage[] = [
    'manage-tournaments-id',
    'manage-tournaments-id-players',
    'manage-tournaments-id-play-list',
  ]
  if (!format)
    return [
      ...pages,
      'manage-tournaments-id-play-groups',
      'manage-tournaments-id-play-results',
      'manage-tournaments-id-play-winners-ko',
      'manage-tournaments-id-play-losers-ko',
    ]
  switch (format.kind) {
    case 'groupsKnockout':
      return [
        ...pages,
        'manage-tournaments-id-play-groups',
        'manage-tournaments-id-play-results',
        'manage-tournaments-id-play-winners-ko',
        ...(format.consolation ? (['manage-tournaments-id-play-losers-ko'] as const) : []),
      ]
    case 'roundRobin':
      return [...pages, 'manage-tournaments-id-play-groups', 'manage-tournaments-id-play-results']
    case 'knockout':
      return [...pages, 'manage-tournaments-id-play-results', 'manage-tournaments-id-play-winners-ko']
    case 'doubleElimination':
      return [
        ...pages,
        'manage-tournaments-id-play-results',
        'manage-tournaments-id-play-winners-ko',
        'manage-tournaments-id-play-losers-ko',
      ]
    default:
      return format satisfies never
  }
}
