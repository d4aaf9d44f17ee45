import {
  isHiddenTournament,
  realtimeChannels as channels,
  type Tournament,
  type TournamentDetail,
  type TournamentSnapshot,
} from '@oche/api'
import { superAdminFixture } from './fixtures'

/** The tournament with the realtime channel its pages listen on, named as the server names it. */
export function withChannel(tournament: Tournament): Tournament {
  const { id, visibility } = tournament
  return {
    ...tournament,
    realtime_channel: visibility === 'private' ? channels.privateTournament(id) : channels.tournament(id),
  }
}

/** Organisers manage their own tournaments; the super administrator manages every one. */
export function canManage(tournament: Tournament, userId: string | null): boolean {
  return userId !== null && (tournament.organiser.id === userId || userId === superAdminFixture.id)
}

/** Whether the tournament takes more entries (no limit, or below it). */
export function hasRoom(snapshot: Pick<TournamentSnapshot, 'tournament' | 'entries'>): boolean {
  const { entry_limit: limit } = snapshot.tournament
  return limit === null || snapshot.entries.length < limit
}

/** The caller's own entry: one with a member linked to their account. */
export function ownEntryId(snapshot: Pick<TournamentSnapshot, 'entries'>, userId: string | null): string | null {
  if (!userId) return null
  return snapshot.entries.find((entry) => entry.members.some((member) => member.user_id === userId))?.id ?? null
}

/** What the caller may do on the tournament page, like the server decides it. */
export function viewerOf(
  snapshot: Pick<TournamentSnapshot, 'tournament' | 'entries'>,
  userId: string | null,
): TournamentDetail['viewer'] {
  const entryId = ownEntryId(snapshot, userId)
  const { tournament } = snapshot
  return {
    can_manage: canManage(tournament, userId),
    entry_id: entryId,
    can_register:
      userId !== null && tournament.status === 'draft' && tournament.signup_open && hasRoom(snapshot) && !entryId,
  }
}

/**
 * The server's visibility rule (`isHiddenTournament` of @oche/api): a private tournament's page is seen by its
 * organisers and by the players linked to one of its entries.
 */
export function canSee(snapshot: Pick<TournamentSnapshot, 'tournament' | 'entries'>, userId: string | null): boolean {
  const { tournament } = snapshot
  if (!isHiddenTournament({ visibility: tournament.visibility, isTest: tournament.is_test })) return true
  return canManage(tournament, userId) || ownEntryId(snapshot, userId) !== null
}
