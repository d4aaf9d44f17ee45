/** The management pages of one tournament, in the order of its sub-navigation. */
export type ManageTournamentPage =
  'overview' | 'players' | 'playList' | 'playGroups' | 'playResults' | 'playWinnersKo' | 'playLosersKo'

const tournamentBase = (id: string) => `/manage/tournaments/${encodeURIComponent(id)}`

/** The unprefixed path of a tournament's management page (pass it through `localizedPath`). */
export function manageTournamentPath(id: string, page: ManageTournamentPage = 'overview'): string {
  switch (page) {
    case 'overview':
      return tournamentBase(id)
    case 'players':
      return `${tournamentBase(id)}/players`
    case 'playList':
      return `${tournamentBase(id)}/play/list`
    case 'playGroups':
      return `${tournamentBase(id)}/play/groups`
    case 'playResults':
      return `${tournamentBase(id)}/play/results`
    case 'playWinnersKo':
      return `${tournamentBase(id)}/play/winners-ko`
    case 'playLosersKo':
      return `${tournamentBase(id)}/play/losers-ko`
    default:
      return page satisfies never
  }
}

/** The unprefixed path of a tournament's public page. */
export function publicTournamentPath(id: string): string {
  return `/tournaments/${encodeURIComponent(id)}`
}

/** The organiser pages outside one tournament. */
export const managePaths = {
  home: '/manage',
  tournaments: '/manage/tournaments',
  createTournament: '/manage/tournaments/create',
  participants: '/manage/participants',
  play: '/play',
  createEvent: '/manage/events/create',
  eventsLocations: '/manage/events-locations',
} as const

/** The management pages of one event. */
export type ManageEventPage = 'edit' | 'boards'

/** The unprefixed path of an event's management page. */
export function manageEventPath(id: string, page: ManageEventPage): string {
  return `/manage/events/${encodeURIComponent(id)}/${page}`
}

/** The unprefixed path of an event's public page. */
export function publicEventPath(id: string): string {
  return `/events/${encodeURIComponent(id)}`
}
