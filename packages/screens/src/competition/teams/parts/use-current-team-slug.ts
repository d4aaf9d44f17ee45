import { useEffect } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'

/**
 * A team's former slug still leads to it, and the API answers with the current one: the page moves to the current
 * address (replacing the old one in the history) so links and bookmarks made from it stay right.
 */
export function useCurrentTeamSlug(requested: string, current: string | undefined, pathOf: (team: string) => string) {
  const { navigate } = usePlatform()
  useEffect(() => {
    if (current && current !== requested) navigate(pathOf(current), { replace: true })
  }, [current, requested, pathOf, navigate])
}
