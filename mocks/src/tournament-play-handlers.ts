import {
  checkResultLegs,
  createRandom,
  matchFormatForRound,
  planCorrection,
  planTournament,
  stageAllowsDraws,
  type GameResult,
  type MatchFormat,
  type RoundCode,
  type TournamentGame,
} from '@oche/darts'
import { http, HttpResponse } from 'msw'
import type { z } from 'zod'
import {
  CallGameInputSchema,
  DeciderInputSchema,
  DrawInputSchema,
  GameResultInputSchema,
  SideStatsInputSchema,
  type CorrectionConflict,
  type StageKind,
  type StartedGame,
  toTournamentPlanFormat,
} from '@oche/api'
import { buildMatchFixture } from './match-fixtures'
import { fail, invalidField, parseBody, serverText } from './mock-http'
import {
  audit,
  detailFor,
  managedTournament,
  resolutionOf,
  resolveInputOf,
  touch,
  type StoredTournament,
  type TournamentStore,
} from './tournament-store'

/** A result in a few characters, like the server's audit trail: "3–1", "2–2", or "w/o 1–0" for a walkover. */
function resultText(result: GameResult | null): string | null {
  if (!result) return null
  if (result.kind === 'walkover') return result.winner === 0 ? 'w/o 1–0' : 'w/o 0–1'
  return `${result.legs[0]}–${result.legs[1]}`
}

function gameOf(stored: StoredTournament, gameId: unknown) {
  const index = stored.snapshot.games.findIndex((game) => game.id === gameId)
  const game = stored.snapshot.games[index]
  if (!game) return null
  return { game, resolved: resolutionOf(stored.snapshot).games[index] ?? null }
}

function formatOf(stored: StoredTournament, stage: StageKind, roundCode: RoundCode): MatchFormat {
  const phase = stored.snapshot.tournament.phases[stage]
  if (!phase) throw new Error(`No ${stage} phase`)
  return matchFormatForRound({ default: phase.format, rounds: phase.rounds }, roundCode)
}

/** The result to store for the input: legs checked against the game's format, or the 422 the server answers. */
function resultOf(
  request: Request,
  stored: StoredTournament,
  definition: TournamentGame,
  input: z.output<typeof GameResultInputSchema>,
): GameResult | Response {
  if (input.kind === 'walkover') return { kind: 'walkover', winner: input.winner }
  const stage = definition.stageId as StageKind
  const format = formatOf(stored, stage, definition.roundCode)
  const winner = checkResultLegs(format, input.legs, { allowsDraw: stageAllowsDraws(stage) })
  if (!winner.ok) return invalidField(request, 'legs', winner.error)
  return format.kind === 'sets'
    ? { kind: 'played', legs: input.legs, winner: winner.value }
    : { kind: 'played', legs: input.legs }
}

/**
 * The server's refusal of a draw for too few players: it writes this text itself (services/tournament-play/
 * draw-needs.ts, in TypeScript rather than its catalogue), with the numbers of the format; the mocks' fixtures need 4.
 */
const drawImpossible = 'This format needs at least 4 players; 3 are entered.'

/** The 409 with the blocking games when changing this game's result would change a game already played. */
function correctionConflict(
  request: Request,
  stored: StoredTournament,
  key: string,
  corrected: GameResult | null,
): Response | null {
  const plan = planCorrection(resolveInputOf(stored.snapshot), key, corrected)
  if (plan.ok || plan.error !== 'correction.dependentGamePlayed') return null
  const blocking = plan.blockingGameIds.map(
    (blockingKey) =>
      stored.snapshot.games.find((candidate) => candidate.definition.id === blockingKey)?.id ?? blockingKey,
  )
  const conflict: CorrectionConflict = {
    message: serverText(request, 'result.correctionBlocked'),
    blocking_game_ids: blocking,
  }
  return HttpResponse.json(conflict, { status: 409 })
}

/** The draw, calls, matches, results, deciders and the audit trail, on the tournament store. */
export function createTournamentPlayHandlers(store: TournamentStore) {
  const answer = (stored: StoredTournament, caller: Parameters<typeof detailFor>[1]) => {
    touch(store, stored)
    return HttpResponse.json(detailFor(stored, caller))
  }

  return [
    http.post('*/api/tournaments/:id/draw', async ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const { stored, caller } = found
      const input = await parseBody(request, DrawInputSchema)
      if (!input.ok) return input.response
      const { snapshot } = stored
      if (snapshot.games.some((game) => game.calledAt || game.matchId || game.result))
        return fail(request, 409, 'draw.locked')
      const noShows = input.data.remove_no_shows ? snapshot.entries.filter((entry) => !entry.checked_in) : []
      const playing = snapshot.entries.filter((entry) => !entry.withdrawn && !noShows.includes(entry))
      const seeded = playing.filter((entry) => entry.seed !== null).sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0))
      const plan = planTournament({
        format: toTournamentPlanFormat(snapshot.tournament.format),
        seeded: seeded.map((entry) => entry.id),
        unseeded: playing.filter((entry) => entry.seed === null).map((entry) => entry.id),
        random: createRandom(Math.floor(store.random() * 2 ** 31)),
      })
      if (!plan.ok)
        return plan.error === 'plan.tooFewEntries'
          ? fail(request, 409, 'draw.tooFewEntries')
          : HttpResponse.json(
              // The server writes this text in TypeScript (services/tournament-play/draw-needs.ts), not from its catalogue.
              { message: drawImpossible, errors: { format: [drawImpossible] } },
              { status: 422 },
            )
      snapshot.entries = snapshot.entries.filter((entry) => !noShows.includes(entry))
      snapshot.groups = plan.value.groups.length > 0 ? plan.value.groups : null
      snapshot.deciders = {}
      snapshot.games = plan.value.games.map((definition) => ({
        id: crypto.randomUUID(),
        definition,
        result: null,
        sideStats: null,
        matchId: null,
        board: null,
        calledAt: null,
        finishedAt: null,
      }))
      audit(store, stored, caller, { action: 'draw.made', game_id: null, before: null, after: null, note: null })
      return answer(stored, caller)
    }),

    http.post('*/api/tournaments/:id/games/:gameId/call', async ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const input = await parseBody(request, CallGameInputSchema)
      if (!input.ok) return input.response
      const target = gameOf(found.stored, params.gameId)
      if (!target) return fail(request, 404, 'game.notFound')
      if (target.resolved?.state !== 'ready') return fail(request, 409, 'game.notReady')
      target.game.board = input.data.board
      target.game.calledAt = store.now()
      return answer(found.stored, found.caller)
    }),

    http.delete('*/api/tournaments/:id/games/:gameId/call', ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const target = gameOf(found.stored, params.gameId)
      if (!target) return fail(request, 404, 'game.notFound')
      if (target.resolved?.state !== 'ready') return fail(request, 409, 'game.notReady')
      if (target.game.matchId) return fail(request, 409, 'game.live')
      target.game.board = null
      target.game.calledAt = null
      return answer(found.stored, found.caller)
    }),

    http.post('*/api/tournaments/:id/games/:gameId/match', ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const { stored, caller } = found
      const target = gameOf(stored, params.gameId)
      if (!target) return fail(request, 404, 'game.notFound')
      if (target.resolved?.state !== 'ready') return fail(request, 409, 'game.notReady')
      const { game } = target
      if (game.matchId) return HttpResponse.json({ match_id: game.matchId } satisfies StartedGame)
      const detail = detailFor(stored, caller)
      const wire = detail.games.find((candidate) => candidate.id === game.id)
      const phase = stored.snapshot.tournament.phases[wire?.stage ?? 'groups']
      if (!wire || !phase) throw new Error(`Game ${game.id} has no phase`)
      const now = store.now()
      const match = buildMatchFixture({
        id: crypto.randomUUID(),
        kind: 'tournament',
        config: {
          startScore: phase.start_score,
          inRule: phase.in_rule,
          outRule: phase.out_rule,
          format: wire.format,
          sides: wire.sides.map((side) => ({ name: side.name })),
        },
        events: [],
        created_by: caller.id,
        created_at: now,
        updated_at: now,
        tournament_id: stored.snapshot.tournament.id,
      })
      store.matches.set(match.id, match)
      game.matchId = match.id
      game.calledAt ??= now
      touch(store, stored)
      return HttpResponse.json({ match_id: match.id } satisfies StartedGame, { status: 201 })
    }),

    http.get('*/api/matches/:id', ({ params }) => {
      const match = store.matches.get(String(params.id))
      return match ? HttpResponse.json(match) : undefined
    }),

    http.put('*/api/tournaments/:id/games/:gameId/result', async ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const { stored, caller } = found
      const input = await parseBody(request, GameResultInputSchema)
      if (!input.ok) return input.response
      const target = gameOf(stored, params.gameId)
      if (!target) return fail(request, 404, 'game.notFound')
      const { game, resolved } = target
      if (resolved?.sides.some((side) => side.kind !== 'entry') ?? true) return fail(request, 409, 'game.notPlayable')
      const result = resultOf(request, stored, game.definition, input.data)
      if (result instanceof Response) return result
      const conflict = game.result ? correctionConflict(request, stored, game.definition.id, result) : null
      if (conflict) return conflict
      const before = resultText(game.result)
      const stats = input.data.kind === 'played' ? input.data.stats : undefined
      game.result = result
      game.sideStats = stats ? [SideStatsInputSchema.parse(stats[0]), SideStatsInputSchema.parse(stats[1])] : null
      game.finishedAt ??= store.now()
      audit(store, stored, caller, {
        action: before ? 'result.corrected' : 'result.entered',
        game_id: game.id,
        before,
        after: resultText(result),
        note: input.data.note || null,
      })
      return answer(stored, caller)
    }),

    http.delete('*/api/tournaments/:id/games/:gameId/result', ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const { stored, caller } = found
      const target = gameOf(stored, params.gameId)
      if (!target) return fail(request, 404, 'game.notFound')
      const { game } = target
      if (!game.result) return fail(request, 409, 'game.noResult')
      const conflict = correctionConflict(request, stored, game.definition.id, null)
      if (conflict) return conflict
      const before = resultText(game.result)
      game.result = null
      game.sideStats = null
      game.finishedAt = null
      audit(store, stored, caller, { action: 'result.removed', game_id: game.id, before, after: null, note: null })
      return answer(stored, caller)
    }),

    http.post('*/api/tournaments/:id/groups/:group/decider', async ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      const { stored, caller } = found
      const group = String(params.group)
      if (!stored.snapshot.groups?.some((candidate) => candidate.id === group))
        return fail(request, 404, 'group.notFound')
      const input = await parseBody(request, DeciderInputSchema)
      if (!input.ok) return input.response
      const { order, method } = input.data
      const ties = resolutionOf(stored.snapshot).groupStandings[group]?.unresolvedTies ?? []
      const isTie = (tie: string[]) =>
        tie.length === order.length && new Set(order).size === order.length && order.every((id) => tie.includes(id))
      if (!ties.some(isTie)) return invalidField(request, 'order', 'decider.invalidOrder')
      // The server draws lots itself; the mock's "draw" is the order sent, reversed, so stories repeat.
      const kept = method === 'lot' ? [...order].reverse() : order
      stored.snapshot.deciders[group] = [...(stored.snapshot.deciders[group] ?? []), { method, order: kept }]
      const names = kept.map((id) => stored.snapshot.entries.find((entry) => entry.id === id)?.name ?? id)
      const after = `${group}: ${names.join(' > ')}`
      const action = method === 'lot' ? 'decider.drawn' : 'decider.set'
      audit(store, stored, caller, { action, game_id: null, before: null, after, note: null })
      return answer(stored, caller)
    }),

    http.get('*/api/tournaments/:id/audit', ({ request, params }) => {
      const found = managedTournament(store, request, params.id)
      if (!found.ok) return found.response
      return HttpResponse.json(found.stored.audit)
    }),
  ]
}
