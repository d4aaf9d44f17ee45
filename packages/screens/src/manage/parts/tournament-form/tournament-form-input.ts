import type { PhaseSettings, StageKind, Tournament, TournamentInput, UpdateTournamentInput } from '@oche/api'
import { StageKindSchema } from '@oche/api'
import type { MatchFormat } from '@oche/darts'
import { isoToLocalDateTime, localDateTimeToIso } from './local-date-time'
import {
  formatFromDraft,
  startScoreChoices,
  tieBreakerOptions,
  wholeNumber,
  type MatchFormatDraft,
  type PhaseDraft,
  type StartScoreChoice,
  type TournamentFormValues,
} from './tournament-form-values'
import { allowsDraws, offeredRounds, overridableRoundsOf, stagesOf } from './tournament-stages'

const firstToThree: MatchFormatDraft = { kind: 'firstTo', legs: '3', sets: '3', legsPerSet: '3' }

/** The settings a new phase starts with, as the server fills in a missing one: 501 double out, first to 3 legs. */
function defaultPhase(stage: StageKind): PhaseDraft {
  const isKnockout = !allowsDraws(stage)
  return {
    start_score: '501',
    custom_start_score: '',
    in_rule: 'straight',
    out_rule: 'double',
    format: { ...firstToThree },
    rounds: Object.fromEntries(
      offeredRounds.map((round) => [
        round,
        // A knockout's final is first to 4 unless the organiser says otherwise.
        isKnockout && (round === 'final' || round === 'grandFinal')
          ? { isOn: true, format: { ...firstToThree, legs: '4' } }
          : { isOn: false, format: { ...firstToThree } },
      ]),
    ) as PhaseDraft['rounds'],
  }
}

function defaultPhases(): TournamentFormValues['phases'] {
  return Object.fromEntries(
    StageKindSchema.options.map((stage) => [stage, defaultPhase(stage)]),
  ) as TournamentFormValues['phases']
}

/**
 * The form of a new tournament starting at `startsAt` (on the organiser's clock): singles, public, groups of 4
 * with the best 2 to the knockout, 501 double out, first to 3 legs (4 in the final), points 2–1–0.
 */
export function newTournamentFormValues(startsAt: Date): TournamentFormValues {
  return {
    name: '',
    type: 'singles',
    is_test: false,
    colour: 'blue',
    ...isoToLocalDateTime(startsAt.toISOString()),
    venue: '',
    description: '',
    visibility: 'public',
    entry_limit: '',
    signup_open: false,
    format: {
      kind: 'groupsKnockout',
      group_size: '4',
      qualifiers_per_group: '2',
      consolation: false,
      third_place: false,
      reset: true,
      double_round_robin: false,
      consolation_limit: '',
      best_placed_qualifiers: '0',
    },
    phases: defaultPhases(),
    standings: { points: { win: '2', draw: '1', loss: '0' }, tie_breakers: [...tieBreakerOptions] },
  }
}

function matchFormatDraft(format: MatchFormat): MatchFormatDraft {
  switch (format.kind) {
    case 'sets':
      return { ...firstToThree, kind: 'sets', sets: String(format.sets), legsPerSet: String(format.legsPerSet) }
    case 'firstTo':
    case 'bestOf':
    case 'playAll':
      return { ...firstToThree, kind: format.kind, legs: String(format.legs) }
    default:
      return format satisfies never
  }
}

function phaseDraft(stage: StageKind, settings: PhaseSettings | undefined): PhaseDraft {
  const fallback = defaultPhase(stage)
  if (!settings) return fallback
  const isPreset = (startScoreChoices as readonly string[]).includes(String(settings.start_score))
  const format = matchFormatDraft(settings.format)
  return {
    start_score: isPreset ? (String(settings.start_score) as StartScoreChoice) : 'custom',
    custom_start_score: isPreset ? '' : String(settings.start_score),
    in_rule: settings.in_rule,
    out_rule: settings.out_rule,
    format,
    rounds: Object.fromEntries(
      offeredRounds.map((round) => {
        const own = settings.rounds[round]
        return [round, own ? { isOn: true, format: matchFormatDraft(own) } : { isOn: false, format: { ...format } }]
      }),
    ) as PhaseDraft['rounds'],
  }
}

/** The form showing a tournament's settings again, to edit them. */
export function tournamentFormValuesFrom(tournament: Tournament): TournamentFormValues {
  const { format } = tournament
  return {
    name: tournament.name,
    type: tournament.type,
    is_test: tournament.is_test,
    colour: tournament.colour,
    ...isoToLocalDateTime(tournament.starts_at),
    venue: tournament.venue,
    description: tournament.description,
    visibility: tournament.visibility,
    entry_limit: tournament.entry_limit === null ? '' : String(tournament.entry_limit),
    signup_open: tournament.signup_open,
    format: {
      kind: format.kind,
      group_size: format.kind === 'groupsKnockout' ? String(format.group_size) : '4',
      qualifiers_per_group: format.kind === 'groupsKnockout' ? String(format.qualifiers_per_group) : '2',
      consolation: format.kind === 'groupsKnockout' && format.consolation,
      third_place: (format.kind === 'groupsKnockout' || format.kind === 'knockout') && format.third_place,
      reset: format.kind !== 'doubleElimination' || format.reset,
      double_round_robin:
        (format.kind === 'groupsKnockout' || format.kind === 'roundRobin') && !!format.double_round_robin,
      consolation_limit:
        format.kind === 'groupsKnockout' && format.consolation_limit != null ? String(format.consolation_limit) : '',
      best_placed_qualifiers: format.kind === 'groupsKnockout' ? String(format.best_placed_qualifiers ?? 0) : '0',
    },
    phases: Object.fromEntries(
      StageKindSchema.options.map((stage) => [stage, phaseDraft(stage, tournament.phases[stage])]),
    ) as TournamentFormValues['phases'],
    standings: {
      points: {
        win: String(tournament.standings.points.win),
        draw: String(tournament.standings.points.draw),
        loss: String(tournament.standings.points.loss),
      },
      tie_breakers: [...tournament.standings.tie_breakers],
    },
  }
}

const count = (text: string) => wholeNumber(text) ?? 0

/** The contract's match format of a checked draft. */
export function matchFormatFromDraft(draft: MatchFormatDraft): MatchFormat {
  switch (draft.kind) {
    case 'sets':
      return { kind: 'sets', sets: count(draft.sets), legsPerSet: count(draft.legsPerSet) }
    case 'firstTo':
    case 'bestOf':
    case 'playAll':
      return { kind: draft.kind, legs: count(draft.legs) }
    default:
      return draft.kind satisfies never
  }
}

function phaseSettings(values: TournamentFormValues, stage: StageKind): PhaseSettings {
  const phase = values.phases[stage]
  const format = formatFromDraft(values.format)
  return {
    start_score: phase.start_score === 'custom' ? count(phase.custom_start_score) : Number(phase.start_score),
    in_rule: phase.in_rule,
    out_rule: phase.out_rule,
    format: matchFormatFromDraft(phase.format),
    rounds: Object.fromEntries(
      overridableRoundsOf(stage, format)
        .filter((round) => phase.rounds[round].isOn)
        .map((round) => [round, matchFormatFromDraft(phase.rounds[round].format)]),
    ),
  }
}

/**
 * The `POST /tournaments` body of a checked form: the start on the organiser's clock with their offset, only the
 * phases the chosen format has, and only the longer rounds that are switched on.
 */
export function toTournamentInput(values: TournamentFormValues): TournamentInput {
  const format = formatFromDraft(values.format)
  return {
    name: values.name.trim(),
    type: values.type,
    is_test: values.is_test,
    colour: values.colour,
    starts_at: localDateTimeToIso(values.date, values.time),
    venue: values.venue.trim(),
    description: values.description.trim(),
    visibility: values.visibility,
    entry_limit: values.entry_limit.trim() === '' ? null : count(values.entry_limit),
    signup_open: values.signup_open,
    format,
    phases: Object.fromEntries(stagesOf(format).map((stage) => [stage, phaseSettings(values, stage)])),
    standings: {
      points: {
        win: count(values.standings.points.win),
        draw: count(values.standings.points.draw),
        loss: count(values.standings.points.loss),
      },
      tie_breakers: values.standings.tie_breakers,
    },
  }
}

/**
 * The `PATCH /tournaments/{id}` body of a checked form. Once the draw is made (`isLocked`) the type, format and
 * phases are left out: the server refuses to change them.
 */
export function toTournamentUpdate(values: TournamentFormValues, isLocked: boolean): UpdateTournamentInput {
  const input = toTournamentInput(values)
  if (!isLocked) return input
  const { type: _type, format: _format, phases: _phases, ...rest } = input
  return rest
}
