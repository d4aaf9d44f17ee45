import { tournamentQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'

/** The tournaments the signed-in organiser runs, newest first (`GET /me/tournaments`). */
export function useTournamentList() {
  const { api } = usePlatform()
  return useQuery({ ...tournamentQueries.mine(api), select: (mine) => mine.organising })
}
