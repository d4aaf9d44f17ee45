import { toast } from '@oche/ui'
import { useQueryClient, type Query } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { failureMessage } from '../form-errors/show-server-errors'

/**
 * Spec §8's toast for a failed HTTP call ("HTTP error! status: {status}") where nothing else shows the failure: a
 * refresh of something already on screen (polling, a refetch on focus, a realtime-triggered reload). A first load
 * shows the screen's error state and a form its alert, so those are left to them. One toast per failing query
 * until it succeeds again, so a polling screen on a dead Wi-Fi does not stack a toast every few seconds.
 */
export function FailedRefreshToasts() {
  const queryClient = useQueryClient()
  const intl = useIntl()
  useEffect(() => {
    const told = new WeakSet<Query>()
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return
      const { query, action } = event
      if (action.type === 'success') told.delete(query)
      if (action.type !== 'error' || query.state.data === undefined || told.has(query)) return
      told.add(query)
      toast.error(failureMessage(action.error, intl), { id: `failed-refresh-${query.queryHash}` })
    })
  }, [queryClient, intl])
  return null
}
