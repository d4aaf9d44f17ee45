import {
  leagueNightMutations,
  leagueNightQueries,
  matchQueries,
  type LeagueGame,
  type LeagueMatch,
  type LeagueMatchParams,
  type Match,
} from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import { failedStatus } from '../../parts/competition-states'

/**
 * Why a game is not scored here: the caller does not score this match, its players are not named yet, it is a
 * result-only game, its result was typed in, or the server refused to start it.
 */
export type PlayRefusal = 'notScorer' | 'notReady' | 'resultOnly' | 'entered' | 'startFailed'

export type LeagueGamePlay =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  /** `error`: the server's refusal to start the game (`startFailed`). */
  | { status: 'refused'; reason: PlayRefusal; match: LeagueMatch; game: LeagueGame; error?: unknown }
  | { status: 'ready'; match: LeagueMatch; game: LeagueGame; engine: Match }

/** Why a game cannot be scored by the caller now, or null when it can (or its match is there to show). */
function refusalOf(match: LeagueMatch, game: LeagueGame): PlayRefusal | null {
  if (game.match_id && (game.state === 'finished' || match.can.score)) return null
  if (game.state === 'finished') return 'entered'
  if (!match.can.score) return 'notScorer'
  if (game.state === 'waiting') return 'notReady'
  if (!game.slot.x01) return 'resultOnly'
  return null
}

/**
 * A game of a team match to score on this device, by its number: the team match, the game, and the engine match it
 * is scored on. A ready game without a match yet is started once (captains and admins), as the match page's "Score"
 * does; anything that cannot be scored here is `refused` with the reason.
 */
export function useLeagueGamePlay(ref: LeagueMatchParams, number: number): LeagueGamePlay {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const matchQuery = useQuery(leagueNightQueries.match(api, ref))
  const game = matchQuery.data?.games.find((candidate) => candidate.number === number)
  const refusal = matchQuery.data && game ? refusalOf(matchQuery.data, game) : null
  const start = useMutation({
    ...leagueNightMutations.startGame(api, ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueNightQueries.seasonKey(ref) }),
  })
  const engineId = game?.match_id ?? start.data?.match_id ?? null
  // The server keeps every event: the scorer takes them once and appends; a refetch must not restart it.
  const engine = useQuery({
    ...matchQueries.detail(api, engineId ?? ''),
    enabled: engineId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })

  const needsStart = game !== undefined && refusal === null && engineId === null
  const hasAsked = useRef(false)
  useEffect(() => {
    if (!needsStart || hasAsked.current) return
    hasAsked.current = true
    start.mutate(number)
  }, [needsStart, number, start])

  const status = failedStatus(matchQuery.error)
  if (status === 404) return { status: 'notFound' }
  if (status === 403) return { status: 'forbidden' }
  if (matchQuery.error) return { status: 'error', retry: () => void matchQuery.refetch() }
  if (!matchQuery.data) return { status: 'loading' }
  if (!game) return { status: 'notFound' }
  const match = matchQuery.data
  if (refusal) return { status: 'refused', reason: refusal, match, game }
  if (start.error) return { status: 'refused', reason: 'startFailed', match, game, error: start.error }
  if (engine.error) return { status: 'error', retry: () => void engine.refetch() }
  if (!engine.data) return { status: 'loading' }
  return { status: 'ready', match, game, engine: engine.data }
}
