import { useCallback, useState } from 'react'
import { useSession } from '../../app/session/session-provider'
import { useIntl } from 'react-intl'
import { defaultSetupDraft, draftFromSetup, type MatchSetup, type SetupDraft } from '../parts/match-setup/match-setup'
import { newLocalMatch, type LocalMatch } from '../parts/match-storage/local-match'
import { useStoredMatch } from '../parts/match-storage/use-stored-match'

/** Local storage key of the match running on /play. */
export const playMatchKey = 'oche.play.match'

export type Play = {
  isLoading: boolean
  match: LocalMatch | null
  /** Where the setup form starts: the last setup, or 501 for the signed-in player and a guest. */
  setupDraft: SetupDraft
  /** Stored on the server as it is played: a signed-in player. */
  isSynced: boolean
  start: (setup: MatchSetup) => void
  save: (match: LocalMatch) => void
  playAgain: () => void
  newMatch: () => void
}

/** /play: the match in local storage, the setup it came from, and whether it is stored on the server. */
export function usePlay(): Play {
  const intl = useIntl()
  const session = useSession()
  const stored = useStoredMatch(playMatchKey)
  const [lastSetup, setLastSetup] = useState<MatchSetup | null>(null)
  const user = session.status === 'authenticated' ? session.user : null
  const isSynced = user !== null

  const playerName = (number: number) =>
    intl.formatMessage({ id: 'play.setup.playerNumber', defaultMessage: 'Player {number}' }, { number })
  const setup = lastSetup ?? stored.match?.setup ?? null
  const setupDraft = setup
    ? draftFromSetup(setup)
    : defaultSetupDraft([
        user ? { name: user.name, userId: user.id } : { name: playerName(1) },
        { name: playerName(2) },
      ])

  const { replace, save } = stored
  const start = useCallback(
    (next: MatchSetup) => {
      setLastSetup(next)
      replace(newLocalMatch(next, { kind: 'casual' }))
    },
    [replace],
  )
  const current = stored.match

  return {
    isLoading: stored.isLoading,
    match: current,
    setupDraft,
    isSynced,
    start,
    save,
    playAgain: () => (current ? start(current.setup) : undefined),
    newMatch: () => {
      if (current) setLastSetup(current.setup)
      replace(null)
    },
  }
}
