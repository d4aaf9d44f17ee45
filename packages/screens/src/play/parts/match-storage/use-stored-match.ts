import { useCallback, useEffect, useState } from 'react'
import { readLocal, writeLocal } from '../../../app/preferences/local-flag'
import { parseLocalMatch, serializeLocalMatch, type LocalMatch } from './local-match'

export type StoredMatch = {
  /** True until local storage was read (never on the server, so the first render matches hydration). */
  isLoading: boolean
  match: LocalMatch | null
  /** Writes the match as it is now; the screen keeps showing the same match. */
  save: (match: LocalMatch) => void
  /** Shows another match (or none) and stores it. */
  replace: (match: LocalMatch | null) => void
}

/** The running match kept in local storage under `key`, so a reload resumes it. */
export function useStoredMatch(key: string): StoredMatch {
  const [loaded, setLoaded] = useState<{ key: string; match: LocalMatch | null } | null>(null)

  useEffect(() => {
    setLoaded({ key, match: parseLocalMatch(readLocal(key)) })
  }, [key])

  const save = useCallback((match: LocalMatch) => writeLocal(key, serializeLocalMatch(match)), [key])
  const replace = useCallback(
    (match: LocalMatch | null) => {
      writeLocal(key, match ? serializeLocalMatch(match) : null)
      setLoaded({ key, match })
    },
    [key],
  )

  const current = loaded?.key === key ? loaded : null
  return { isLoading: current === null, match: current?.match ?? null, save, replace }
}
