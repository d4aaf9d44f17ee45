import { matchQueries, realtimeChannels, realtimeEvents, type Game, type MatchSummary } from '@oche/api'
import { useChannel } from '@oche/realtime'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import { announcementOf } from '../../../app/realtime/announcement'
import { keepNewer, versionOf } from '../../../app/realtime/keep-newer'

/** Every scoring event on `match.{id}` carries the match's version after it and its summary. */
const scoringEvents = [realtimeEvents.visitScored, realtimeEvents.matchUpdated, realtimeEvents.legFinished] as const

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
  const hear = (event: (typeof scoringEvents)[number]) => (data: unknown) => {
    const payload = announcementOf(event, data)
    if (!payload || matchId === null) return
    const next = { matchId, version: payload.version, summary: payload.summary }
    setHeard((current) => keepNewer(versionOf.match, current?.matchId === matchId ? current : undefined, next))
  }
  // The API names the match's channel (a private tournament's game has a private one); until then the public one.
  const named = query.data?.id === matchId ? query.data.realtime_channel : undefined
  const channel = matchId === null ? null : (named ?? realtimeChannels.match(matchId))
  useChannel(channel, Object.fromEntries(scoringEvents.map((event) => [event, hear(event)])))
  if (matchId === null) return null
  const fetched = query.data?.id === matchId ? { version: query.data.version, summary: query.data.summary } : null
  const live = heard?.matchId === matchId ? heard : null
  return (fetched ? keepNewer(versionOf.match, live ?? undefined, fetched) : live)?.summary ?? null
}
