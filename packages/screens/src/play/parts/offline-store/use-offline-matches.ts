import { useEffect, useState } from 'react'
import { listOfflineMatches, subscribeOfflineMatches, type OfflineMatch } from './offline-matches'

export type OfflineMatches =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; matches: OfflineMatch[] }

/** The offline matches on this device, read again after every change. */
export function useOfflineMatches(): OfflineMatches {
  const [state, setState] = useState<OfflineMatches>({ status: 'loading' })
  useEffect(() => {
    let isCurrent = true
    const load = () =>
      listOfflineMatches().then(
        (matches) => isCurrent && setState({ status: 'ready', matches }),
        () => isCurrent && setState({ status: 'unavailable' }),
      )
    void load()
    const unsubscribe = subscribeOfflineMatches(() => void load())
    return () => {
      isCurrent = false
      unsubscribe()
    }
  }, [])
  return state
}
