import { eventQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'

/** The organiser's events (`GET /me/events`). */
export function useMyEvents() {
  const { api } = usePlatform()
  return useQuery(eventQueries.mine(api))
}
