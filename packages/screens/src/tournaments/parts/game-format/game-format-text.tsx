import type { Game, PhaseSettings } from '@oche/api'
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl'

type MatchFormat = Game['format']

/** A message and the values it is formatted with. */
export type Wording = { message: MessageDescriptor; values: Record<string, string | number> }

/**
 * The messages a format is put into words with, one per kind: `firstTo`, `bestOf` and `playAll` take `{legs}`,
 * `sets` takes `{sets}` and `{legsPerSet}`. Each screen keeps its own wording; the choice is made here.
 */
export type MatchFormatMessages = Record<MatchFormat['kind'], MessageDescriptor>

/** The messages the rules are put into words with: `rules` takes `{startScore}` and `{outRule}`, `rulesWithIn` also `{inRule}`. */
export type MatchRulesMessages = Record<'rules' | 'rulesWithIn', MessageDescriptor>

export type MatchRules = {
  startScore: PhaseSettings['start_score']
  inRule: PhaseSettings['in_rule']
  outRule: PhaseSettings['out_rule']
}

/** Picks the message for a format ("first to 3 legs", "first to 2 sets of 3 legs") and its values. */
export function matchFormatWording(format: MatchFormat, messages: MatchFormatMessages): Wording {
  switch (format.kind) {
    case 'firstTo':
    case 'bestOf':
    case 'playAll':
      return { message: messages[format.kind], values: { legs: format.legs } }
    case 'sets':
      return { message: messages.sets, values: { sets: format.sets, legsPerSet: format.legsPerSet } }
    default:
      return format satisfies never
  }
}

/** Picks the message for the rules ("501 double out", "501 double in, double out") and its values. */
export function matchRulesWording({ startScore, inRule, outRule }: MatchRules, messages: MatchRulesMessages): Wording {
  return inRule === 'straight'
    ? { message: messages.rules, values: { startScore, outRule } }
    : { message: messages.rulesWithIn, values: { startScore, inRule, outRule } }
}

const formatMessages = defineMessages({
  firstTo: {
    id: 'tournaments.gameFormat.firstTo',
    defaultMessage: 'first to {legs, plural, one {# leg} other {# legs}}',
  },
  bestOf: {
    id: 'tournaments.gameFormat.bestOf',
    defaultMessage: 'best of {legs, plural, one {# leg} other {# legs}}',
  },
  playAll: {
    id: 'tournaments.gameFormat.playAll',
    defaultMessage: '{legs, plural, one {# leg} other {# legs}}, all played',
  },
  sets: {
    id: 'tournaments.gameFormat.sets',
    defaultMessage:
      'first to {sets, plural, one {# set} other {# sets}} of {legsPerSet, plural, one {# leg} other {# legs}}',
  },
}) satisfies MatchFormatMessages

const rulesMessages = defineMessages({
  rules: {
    id: 'tournaments.gameFormat.rules',
    defaultMessage: '{startScore} {outRule, select, double {double out} master {master out} other {straight out}}',
  },
  rulesWithIn: {
    id: 'tournaments.gameFormat.rulesWithIn',
    defaultMessage:
      '{startScore} {inRule, select, double {double in} other {master in}}, {outRule, select, double {double out} master {master out} other {straight out}}',
  },
}) satisfies MatchRulesMessages

/** A message picked by `matchFormatWording` or `matchRulesWording`, formatted. */
export function WordingText({ wording }: { wording: Wording }) {
  return <FormattedMessage {...wording.message} values={wording.values} />
}

/** "First to 3 legs", "Best of 5 legs", "First to 2 sets of 3 legs": how long a game lasts. */
export function GameFormatText({ format }: { format: Game['format'] }) {
  return <WordingText wording={matchFormatWording(format, formatMessages)} />
}

/** "501 double out" or "501 double in, double out". */
export function GameRulesText({ phase }: { phase: Pick<PhaseSettings, 'start_score' | 'in_rule' | 'out_rule'> }) {
  return (
    <WordingText
      wording={matchRulesWording(
        { startScore: phase.start_score, inRule: phase.in_rule, outRule: phase.out_rule },
        rulesMessages,
      )}
    />
  )
}
