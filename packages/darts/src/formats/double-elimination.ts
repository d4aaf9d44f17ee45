import { ok, type Result } from '../x01/result'
import { type SideRef, type TournamentGame, toSideRef } from './game'
import { bracketGames, firstRoundPairs, type KnockoutError } from './knockout'

export type DoubleEliminationOptions = {
  stageId: string
  /** Entry ids or references, best seed first; byes go to the top seeds as in a single knockout. */
  seeds: readonly (string | SideRef)[]
  /** Adds the reset match, played only if the losers-bracket champion wins the grand final (default true). */
  hasReset?: boolean
}

/**
 * The order in which the losers of a winners round drop into the losers bracket: reversed, then halves swapped,
 * alternately, so a dropped player does not meet again straight away the players of their own part of the bracket.
 */
export function dropInOrder(dropRound: number, count: number): number[] {
  const slots = Array.from({ length: count }, (_, index) => index + 1)
  if (dropRound % 2 === 1) return slots.reverse()
  const half = count / 2
  return count < 2 ? slots : [...slots.slice(half), ...slots.slice(0, half)]
}

/**
 * A double elimination (darts-rules.md §6). Winners bracket as a single knockout (`stage.w.round.slot`);
 * losers-bracket round 1 pairs the winners-round-1 losers, then drop-in rounds (survivors v losers of the next
 * winners round) alternate with losers-only rounds (`stage.l.round.slot`); the grand final (`stage.grandFinal`)
 * is the winners champion v the losers champion, and the reset (`stage.grandFinalReset`) is played only if the
 * losers champion wins it. 8 entries: 7 winners games, 6 losers games, the grand final and the reset.
 */
export function createDoubleElimination(options: DoubleEliminationOptions): Result<TournamentGame[], KnockoutError> {
  const pairs = firstRoundPairs(options.seeds.map(toSideRef))
  if (!pairs.ok) return pairs
  const { stageId } = options
  const winners = bracketGames(stageId, pairs.value, {
    idPrefix: `${stageId}.w`,
    bracket: 'winners',
    roundCode: (round, rounds) => (round === rounds ? 'winnersFinal' : `winnersRound${round}`),
  })
  const winnerRounds = Math.log2(pairs.value.length * 2)
  const winnersRound = (round: number) => winners.filter((game) => game.round === round)
  const losers: TournamentGame[] = []
  const loserRounds = 2 * (winnerRounds - 1)
  const addLoserGame = (round: number, slot: number, sides: readonly [SideRef, SideRef]) => {
    losers.push({
      id: `${stageId}.l.${round}.${slot}`,
      stageId,
      round,
      roundCode: round === loserRounds ? 'losersFinal' : `losersRound${round}`,
      slot,
      bracket: 'losers',
      sides,
    })
  }
  const loserOf = (game: TournamentGame | undefined): SideRef => ({ kind: 'loserOf', gameId: game?.id ?? '' })
  const winnerOf = (game: TournamentGame | undefined): SideRef => ({ kind: 'winnerOf', gameId: game?.id ?? '' })
  let survivors: TournamentGame[] = []
  for (let round = 1; round <= loserRounds; round++) {
    if (round === 1) {
      const dropped = winnersRound(1)
      for (let slot = 1; slot <= dropped.length / 2; slot++) {
        addLoserGame(1, slot, [loserOf(dropped[2 * slot - 2]), loserOf(dropped[2 * slot - 1])])
      }
    } else if (round % 2 === 0) {
      const dropped = winnersRound(round / 2 + 1)
      const order = dropInOrder(round / 2, dropped.length)
      survivors.forEach((game, index) => {
        addLoserGame(round, index + 1, [winnerOf(game), loserOf(dropped[(order[index] as number) - 1])])
      })
    } else {
      for (let slot = 1; slot <= survivors.length / 2; slot++) {
        addLoserGame(round, slot, [winnerOf(survivors[2 * slot - 2]), winnerOf(survivors[2 * slot - 1])])
      }
    }
    survivors = losers.filter((game) => game.round === round)
  }
  const winnersFinal = winners.at(-1)
  const losersChampion = survivors.length === 1 ? winnerOf(survivors[0]) : loserOf(winnersFinal)
  const grandFinal: TournamentGame = {
    id: `${stageId}.grandFinal`,
    stageId,
    round: 1,
    roundCode: 'grandFinal',
    slot: 1,
    bracket: 'final',
    sides: [winnerOf(winnersFinal), losersChampion],
  }
  const games = [...winners, ...losers, grandFinal]
  if (options.hasReset ?? true) {
    games.push({
      ...grandFinal,
      id: `${stageId}.grandFinalReset`,
      round: 2,
      roundCode: 'grandFinalReset',
      playIf: { gameId: grandFinal.id, winnerSide: 1 },
    })
  }
  return ok(games)
}
