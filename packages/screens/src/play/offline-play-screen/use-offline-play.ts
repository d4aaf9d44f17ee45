import type { MatchStatus } from '@oche/darts'
import { toast } from '@oche/ui'
import { useCallback, useState } from 'react'
import { useIntl } from 'react-intl'
import { useSession } from '../../app/session/session-provider'
import { defaultSetupDraft, draftFromSetup, type MatchSetup, type SetupDraft } from '../parts/match-setup/match-setup'
import { newLocalMatch, type LocalMatch } from '../parts/match-storage/local-match'
import { deleteOfflineMatch, saveOfflineMatch } from '../parts/offline-store/offline-matches'
import { useOfflineMatches, type OfflineMatches } from '../parts/offline-store/use-offline-matches'
import { useOfflineUpload } from '../parts/offline-store/use-offline-upload'

export type OfflineView = { kind: 'list' } | { kind: 'setup' } | { kind: 'playing'; match: LocalMatch }

export type OfflinePlay = {
  view: OfflineView
  matches: OfflineMatches
  isOnline: boolean
  isSignedIn: boolean
  setupDraft: SetupDraft
  showList: () => void
  showSetup: () => void
  open: (match: LocalMatch) => void
  start: (setup: MatchSetup) => void
  save: (match: LocalMatch, status: MatchStatus) => void
  leave: (match: LocalMatch) => void
}

/** /play/offline: the matches in IndexedDB, the one being played, and the upload of finished ones. */
export function useOfflinePlay(): OfflinePlay {
  const intl = useIntl()
  const session = useSession()
  const matches = useOfflineMatches()
  const { isOnline } = useOfflineUpload(matches.status === 'ready' ? matches.matches : null)
  const [view, setView] = useState<OfflineView>({ kind: 'list' })
  const [lastSetup, setLastSetup] = useState<MatchSetup | null>(null)
  const user = session.status === 'authenticated' ? session.user : null

  const playerName = (number: number) =>
    intl.formatMessage({ id: 'play.setup.playerNumber', defaultMessage: 'Player {number}' }, { number })
  const setupDraft = lastSetup
    ? draftFromSetup(lastSetup)
    : defaultSetupDraft([
        user ? { name: user.name, userId: user.id } : { name: playerName(1) },
        { name: playerName(2) },
      ])

  const reportStorageError = useCallback(() => {
    toast.error(
      intl.formatMessage({
        id: 'play.offline.storageFailed',
        defaultMessage: 'This match could not be kept on this device. Check the browser’s storage settings.',
      }),
      { id: 'offline-storage' },
    )
  }, [intl])

  const save = useCallback(
    (match: LocalMatch, status: MatchStatus) => void saveOfflineMatch(match, status).catch(reportStorageError),
    [reportStorageError],
  )

  const start = useCallback(
    (setup: MatchSetup) => {
      const match = newLocalMatch(setup, { kind: 'offline' })
      setLastSetup(setup)
      save(match, 'inProgress')
      setView({ kind: 'playing', match })
    },
    [save],
  )

  return {
    view,
    matches,
    isOnline,
    isSignedIn: user !== null,
    setupDraft,
    showList: () => setView({ kind: 'list' }),
    showSetup: () => setView({ kind: 'setup' }),
    open: (match) => {
      setLastSetup(match.setup)
      setView({ kind: 'playing', match })
    },
    start,
    save,
    leave: (match) => {
      void deleteOfflineMatch(match.id).catch(reportStorageError)
      setView({ kind: 'list' })
    },
  }
}
