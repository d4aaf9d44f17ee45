'use client'
/**
 * Measures a live island: TanStack Query for a match's answer and `@oche/realtime` for its updates, the same
 * `createLazyRealtime` connection the web host's pages use, whose pusher-js comes in a chunk of its own when the
 * island first listens (on mount). So the figure counts what a live island ships: pusher-js, loaded through the
 * package that owns it, not imported from the package's node_modules.
 */
import { createLazyRealtime, RealtimeProvider, useChannel, type RealtimeConfig } from '@oche/realtime'
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

type Score = { remaining: number }

function LiveRemaining({ matchId, initial }: { matchId: string; initial: Score }) {
  const queryClient = useQueryClient()
  const queryKey = ['match', matchId]
  const { data } = useQuery({
    queryKey,
    queryFn: async (): Promise<Score> => (await fetch(`/api/matches/${matchId}`)).json(),
    initialData: initial,
    // Fresh until the channel says otherwise: the server rendered it a moment ago.
    staleTime: Infinity,
  })
  useChannel(`match.${matchId}`, { 'visit.scored': () => queryClient.invalidateQueries({ queryKey }) })
  return <output>{data.remaining}</output>
}

export type LiveScoreProps = { matchId: string; initial: Score; realtime: RealtimeConfig }

/** A match's remaining score, kept live by the realtime server. */
export function LiveScore({ matchId, initial, realtime }: LiveScoreProps) {
  const [queryClient] = useState(() => new QueryClient())
  const [connection] = useState(() => createLazyRealtime(async () => realtime))
  useEffect(() => () => connection.disconnect(), [connection])
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider realtime={connection}>
        <LiveRemaining matchId={matchId} initial={initial} />
      </RealtimeProvider>
    </QueryClientProvider>
  )
}
