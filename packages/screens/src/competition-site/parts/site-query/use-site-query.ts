import { useState } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import { changeSiteQuery, writeSiteQuery, type SiteQuery } from './site-query'

/**
 * A page's view in its address (a filter, a table's order), so the view can be shared: read once from the page's
 * query string, and written back into it (replacing the history entry) on every change.
 */
export function useSiteQuery(searchParams: SiteQuery): [SiteQuery, (changes: Record<string, string | null>) => void] {
  const { navigate, pathname } = usePlatform()
  const [query, setQuery] = useState<SiteQuery>(searchParams)
  const change = (changes: Record<string, string | null>) => {
    const next = changeSiteQuery(query, changes)
    setQuery(next)
    navigate(`${pathname}${writeSiteQuery(next)}`, { replace: true })
  }
  return [query, change]
}
