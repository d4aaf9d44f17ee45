import { matchQueries, VisitScoredPayloadSchema, type Game, type MatchSummary } from '@oche/api'
import { channels, events, useChannel } from '@oche/realtime'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../app/platform/platform-context'

/** What every scoring event on `match.{id}` carries: the match's version after it and its summary. */
const ScoringPayloadSchema = VisitScoredPayloadSchema.pick({ version: true, summary: true })

type Versioned = { matchId: string; version: number; summary: MatchSummary }

/**
 * The score of a game being played right now: its match's summary (legs or sets won, remaining scores), fetched
 * once and kept current by the match's own channel, the newest version winning (stale or repeated events are
 * dropped). Null for a game that is not live.
 */
export function useLiveGameSummary(game: Game): MatchSummary | null {
  const { api } = usePlatform()
  const matchId = game.state === 'live' ? game.match_id : null
  const query = useQuery({ ...matchQueries.detail(api, matchId ?? 'none'), enabled: matchId !== null })
  const [heard, setHeard] = useState<Versioned | null>(null)
  const hear = (data: unknown) => {
    const parsed = ScoringPayloadSchema.safeParse(data)
    if (!parsed.success || matchId === null) return
    const next = { matchId, ...parsed.data }
    setHeard((current) => (current && current.matchId === matchId && current.version >= next.version ? current : next))
  }
  // The API names the match's channel (a private tournament's game has a private one); until then the public one.
  const named = query.data?.id === matchId ? query.data.realtime_channel : undefined
  const channel = matchId === null ? null : (named ?? channels.match(matchId))
  useChannel(channel, {
    [events.visitScored]: hear,
    [events.matchUpdated]: hear,
    [events.legFinished]: hear,
  })
  if (matchId === null) return null
  const fetched = query.data?.id === matchId ? { version: query.data.version, summary: query.data.summary } : null
  const live = heard?.matchId === matchId ? heard : null
  if (fetched && live) return fetched.version >= live.version ? fetched.summary : live.summary
  return (fetched ?? live)?.summary ?? null
}
