import type { TournamentFormat } from '@oche/api'
import { routePath } from '../../../routing/route-path'

/** The public pages of a tournament, in the order of its sub-navigation. */
export type TournamentSection = 'overview' | 'games' | 'groups' | 'winnerBrackets' | 'consolationBrackets' | 'results'

const sectionRoutes = {
  overview: 'tournaments-tournament',
  games: 'tournaments-tournament-games',
  groups: 'tournaments-tournament-groups',
  winnerBrackets: 'tournaments-tournament-winner-brackets',
  consolationBrackets: 'tournaments-tournament-consolation-brackets',
  results: 'tournaments-tournament-results',
} as const satisfies Record<TournamentSection, string>

/** The unprefixed path of a tournament page: `/tournaments/{id}/groups`. */
export function tournamentPath(id: string, section: TournamentSection): string {
  return routePath(sectionRoutes[section], { tournament: id })
}

/** The unprefixed path of one game's page: `/tournaments/{id}/games/{gameId}`. */
export function tournamentGamePath(id: string, gameId: string): string {
  return routePath('tournaments-tournament-games-id', { tournament: id, id: gameId })
}

/**
 * The pages a format has: groups for groups and round robins, the winners bracket for every knockout, the
 * consolation bracket only when the format plays one.
 */
export function tournamentSections(format: TournamentFormat): TournamentSection[] {
  switch (format.kind) {
    case 'groupsKnockout':
      return [
        'overview',
        'games',
        'groups',
        'winnerBrackets',
        ...(format.consolation ? (['consolationBrackets'] as const) : []),
        'results',
      ]
    case 'roundRobin':
      return ['overview', 'games', 'groups', 'results']
    case 'knockout':
    case 'doubleElimination':
      return ['overview', 'games', 'winnerBrackets', 'results']
    default:
      return format satisfies never
  }
}
