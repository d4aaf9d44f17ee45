import { ApiRequestError, matchQueries, type Match, type TabletState } from '@oche/api'
import { toast } from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { Scorer } from '../../../play/parts/scorer/scorer'
import { undoEvents } from '../../../play/parts/scorer/undo-events'
import type { OutboxEntry } from '../outbox/outbox'
import { useScoringActivity } from '../native-shell/use-scoring-activity'
import { TabletLoadError, TabletLoading } from '../../tablet-screen/tablet-views'
import { ResultConfirmation } from './result-confirmation'
import type { OutboxSync } from './use-outbox-sync'
import { useTabletScorer } from './use-tablet-scorer'

export type TabletMatchProps = {
  /** The game on the board: a tournament game called to it, or a league game a venue board started. */
  game: { match_id: string }
  boardState: TabletState['state']
  sync: OutboxSync
  onConfirm: () => void
  isConfirming: boolean
  confirmError: string | null
}

const noop = () => undefined

/** The outbox's entries as they were when the scorer (re)started: read once per start. */
function useOutboxEntries(sync: OutboxSync): OutboxEntry[] | null {
  const { outbox, resets } = sync
  const [loaded, setLoaded] = useState<{ resets: number; entries: OutboxEntry[] } | null>(null)
  useEffect(() => {
    let isCurrent = true
    outbox.list().then(
      (entries) => isCurrent && setLoaded({ resets, entries }),
      () => isCurrent && setLoaded({ resets, entries: [] }),
    )
    return () => {
      isCurrent = false
    }
  }, [outbox, resets])
  return loaded?.resets === resets ? loaded.entries : null
}

/** A board's game being played: its match from the server with the visits still in the outbox on top. */
export function TabletMatch(props: TabletMatchProps) {
  const { api } = usePlatform()
  // A game on the board: the native app keeps the screen on, asks before leaving it and holds updates back.
  useScoringActivity(true)
  const query = useQuery({
    ...matchQueries.detail(api, props.game.match_id),
    // The scorer owns the match while it is played: refetches would not change what it shows.
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof ApiRequestError) && count < 2,
  })
  const entries = useOutboxEntries(props.sync)
  if (query.data && entries)
    return (
      <TabletMatchScorer
        key={`${query.data.id}:${props.sync.resets}`}
        match={query.data}
        entries={entries}
        {...props}
      />
    )
  if (query.isError) return <TabletLoadError onRetry={() => void query.refetch()} />
  return <TabletLoading />
}

type TabletMatchScorerProps = TabletMatchProps & { match: Match; entries: OutboxEntry[] }

function TabletMatchScorer({
  match,
  entries,
  boardState,
  sync,
  onConfirm,
  isConfirming,
  confirmError,
}: TabletMatchScorerProps) {
  const intl = useIntl()
  const { outbox, flush } = sync
  const handleStoreFailed = useCallback(() => {
    toast.error(
      intl.formatMessage({
        id: 'tablet.scoring.storeFailed',
        defaultMessage: 'This visit could not be stored on the tablet. Enter it again.',
        description: 'Toast when the tablet cannot write a visit to its local storage',
      }),
    )
  }, [intl])
  const scorer = useTabletScorer({ match, pending: entries, outbox, onQueued: flush, onStoreFailed: handleStoreFailed })

  function handleUndo() {
    for (const event of undoEvents(scorer.state.match, () => crypto.randomUUID())) scorer.submit(event)
  }

  if (scorer.state.match.status === 'finished')
    return (
      <ResultConfirmation
        match={scorer.state.match}
        canConfirm={boardState === 'confirming' && sync.pending === 0}
        pending={sync.pending}
        isOffline={sync.isOffline}
        onConfirm={onConfirm}
        isConfirming={isConfirming}
        confirmError={confirmError}
        onUndo={handleUndo}
      />
    )
  return <Scorer scorer={scorer} onUndo={handleUndo} onPlayAgain={noop} onNewMatch={noop} fit="fill" />
}
