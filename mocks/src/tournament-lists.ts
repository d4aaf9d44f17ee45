import type {
  ManageOverview,
  MyTournaments,
  TournamentDetail,
  TournamentListFilter,
  TournamentListItem,
  TournamentStatus,
} from '@oche/api'

/** `GET /tournaments` answers this many per page. */
export const tournamentsPerPage = 24

const day = 86_400_000

/** A tournament as lists show it: no description, phases or standings settings; the champion once finished. */
export function toTournamentListItem({ tournament, champion }: TournamentDetail): TournamentListItem {
  const { description: _description, phases: _phases, standings: _standings, ...item } = tournament
  return { ...item, champion }
}

/** Which list filter a status belongs to. */
export function listFilterOf(status: TournamentStatus): TournamentListFilter {
  switch (status) {
    case 'draft':
    case 'drawn':
      return 'upcoming'
    case 'running':
      return 'live'
    case 'finished':
      return 'finished'
    default:
      status satisfies never
      return 'upcoming'
  }
}

const filterOrder: TournamentListFilter[] = ['live', 'upcoming', 'finished']

/** Live first, then upcoming (soonest first), then finished; live and finished newest first. */
export function compareForList(a: TournamentListItem, b: TournamentListItem): number {
  const filterA = listFilterOf(a.status)
  const byFilter = filterOrder.indexOf(filterA) - filterOrder.indexOf(listFilterOf(b.status))
  if (byFilter !== 0) return byFilter
  const byStart = a.starts_at.localeCompare(b.starts_at)
  return filterA === 'upcoming' ? byStart : -byStart
}

const newestFirst = (a: TournamentListItem, b: TournamentListItem) => b.starts_at.localeCompare(a.starts_at)

/** `GET /me/tournaments`: what the user organises and what they play in, newest first. */
export function myTournamentsOf(details: readonly TournamentDetail[], userId: string): MyTournaments {
  const plays = (detail: TournamentDetail) =>
    detail.entries.some((entry) => entry.members.some((member) => member.user_id === userId))
  return {
    organising: details
      .filter((detail) => detail.tournament.organiser.id === userId)
      .map(toTournamentListItem)
      .sort(newestFirst),
    playing: details.filter(plays).map(toTournamentListItem).sort(newestFirst),
  }
}

function attentionOf(detail: TournamentDetail, now: number): ManageOverview['attention'] {
  const { tournament } = detail
  const about = { tournament_id: tournament.id, tournament_name: tournament.name }
  const attention: ManageOverview['attention'] = []
  if (tournament.status === 'drawn' || tournament.status === 'running') {
    const waiting = detail.games.filter((game) => game.state === 'ready').length
    if (waiting > 0) attention.push({ kind: 'gamesWaitingForBoard', ...about, count: waiting })
    const ties = detail.groups.filter((group) => group.is_complete).flatMap((group) => group.unresolved_ties)
    if (ties.length > 0) attention.push({ kind: 'tieNeedsDecider', ...about, count: ties.length })
  }
  if (tournament.status === 'draft') {
    const playing = detail.entries.filter((entry) => !entry.withdrawn)
    const toCheckIn = playing.filter((entry) => !entry.checked_in).length
    const startsSoon = Date.parse(tournament.starts_at) - now < day
    if (toCheckIn > 0 && startsSoon) attention.push({ kind: 'checkInOpen', ...about, count: toCheckIn })
    if (toCheckIn === 0 && playing.length >= 2) attention.push({ kind: 'readyToDraw', ...about, count: playing.length })
  }
  return attention
}

/**
 * `GET /manage/overview`: the user's upcoming (soonest first), live and recently finished (14 days, newest first)
 * tournaments, and what needs attention: ready games without a board, complete groups with a tie to decide,
 * check-in under way on the day, and tournaments everyone has checked in to.
 */
export function manageOverviewOf(details: readonly TournamentDetail[], userId: string, now: Date): ManageOverview {
  const mine = details.filter((detail) => detail.tournament.organiser.id === userId)
  const items = (filter: TournamentListFilter) =>
    mine.filter((detail) => listFilterOf(detail.tournament.status) === filter).map(toTournamentListItem)
  return {
    upcoming: items('upcoming').sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    live: items('live').sort(newestFirst),
    recent: items('finished')
      .filter((item) => now.getTime() - Date.parse(item.updated_at) <= 14 * day)
      .sort(newestFirst),
    attention: mine.flatMap((detail) => attentionOf(detail, now.getTime())),
  }
}
