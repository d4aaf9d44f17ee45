import type { Game, PhaseSettings } from '@oche/api'
import { FormattedMessage } from 'react-intl'

/** "First to 3 legs", "Best of 5 legs", "First to 2 sets of 3 legs": how long a game lasts. */
export function GameFormatText({ format }: { format: Game['format'] }) {
  switch (format.kind) {
    case 'firstTo':
      return (
        <FormattedMessage
          id="tournaments.gameFormat.firstTo"
          defaultMessage="first to {legs, plural, one {# leg} other {# legs}}"
          values={{ legs: format.legs }}
        />
      )
    case 'bestOf':
      return (
        <FormattedMessage
          id="tournaments.gameFormat.bestOf"
          defaultMessage="best of {legs, plural, one {# leg} other {# legs}}"
          values={{ legs: format.legs }}
        />
      )
    case 'playAll':
      return (
        <FormattedMessage
          id="tournaments.gameFormat.playAll"
          defaultMessage="{legs, plural, one {# leg} other {# legs}}, all played"
          values={{ legs: format.legs }}
        />
      )
    case 'sets':
      return (
        <FormattedMessage
          id="tournaments.gameFormat.sets"
          defaultMessage="first to {sets, plural, one {# set} other {# sets}} of {legsPerSet, plural, one {# leg} other {# legs}}"
          values={{ sets: format.sets, legsPerSet: format.legsPerSet }}
        />
      )
    default:
      return format satisfies never
  }
}

/** "501 double out" or "501 double in, double out". */
export function GameRulesText({ phase }: { phase: Pick<PhaseSettings, 'start_score' | 'in_rule' | 'out_rule'> }) {
  return phase.in_rule === 'straight' ? (
    <FormattedMessage
      id="tournaments.gameFormat.rules"
      defaultMessage="{startScore} {outRule, select, double {double out} master {master out} other {straight out}}"
      values={{ startScore: phase.start_score, outRule: phase.out_rule }}
    />
  ) : (
    <FormattedMessage
      id="tournaments.gameFormat.rulesWithIn"
      defaultMessage="{startScore} {inRule, select, double {double in} other {master in}}, {outRule, select, double {double out} master {master out} other {straight out}}"
      values={{ startScore: phase.start_score, inRule: phase.in_rule, outRule: phase.out_rule }}
    />
  )
}
