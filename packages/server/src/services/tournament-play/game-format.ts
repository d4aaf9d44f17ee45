import type { PhaseSettings, StageKind } from '@oche/api'
import { matchFormatForRound, type MatchFormat, type TournamentGame } from '@oche/darts'
import type { TournamentGameRow, TournamentRow } from '../../db/schema/index'

/** The settings of the phase a game is played in (every phase of the format is stored with the tournament). */
export function phaseOf(row: TournamentRow, stage: StageKind): PhaseSettings {
  const phase = row.phases[stage]
  if (!phase) throw new Error(`Tournament ${row.id} has no settings for its ${stage} phase`)
  return phase
}

/** The match format a game is played over: its phase's, or the phase's own for its round (a longer final). */
export function gameFormat(
  row: TournamentRow,
  game: Pick<TournamentGameRow, 'stage'> & { definition: TournamentGame },
): MatchFormat {
  const phase = phaseOf(row, game.stage)
  return matchFormatForRound({ default: phase.format, rounds: phase.rounds }, game.definition.roundCode)
}
