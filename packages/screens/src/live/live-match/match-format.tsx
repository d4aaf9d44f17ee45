import type { MatchConfig } from '@oche/api'
import { defineMessages } from 'react-intl'
import {
  type MatchFormatMessages,
  matchFormatWording,
  type MatchRulesMessages,
  matchRulesWording,
  WordingText,
} from '../../tournaments/parts/game-format/game-format-text'

const formatMessages = defineMessages({
  firstTo: {
    id: 'live.format.firstTo',
    defaultMessage: 'First to {legs, plural, one {# leg} other {# legs}}',
  },
  bestOf: {
    id: 'live.format.bestOf',
    defaultMessage: 'Best of {legs, plural, one {# leg} other {# legs}}',
  },
  playAll: {
    id: 'live.format.playAll',
    defaultMessage: '{legs, plural, one {# leg} other {# legs}}, all played',
  },
  sets: {
    id: 'live.format.sets',
    defaultMessage:
      'First to {sets, plural, one {# set} other {# sets}}, each first to {legsPerSet, plural, one {# leg} other {# legs}}',
  },
}) satisfies MatchFormatMessages

const rulesMessages = defineMessages({
  rules: {
    id: 'live.format.rules',
    defaultMessage: '{startScore} {outRule, select, double {double out} master {master out} other {straight out}}',
  },
  rulesWithIn: {
    id: 'live.format.rulesWithIn',
    defaultMessage:
      '{startScore} {inRule, select, double {double in} other {master in}}, {outRule, select, double {double out} master {master out} other {straight out}}',
  },
}) satisfies MatchRulesMessages

/** "501 double out · First to 3 legs": the start score, the in- and out-rules and the format. */
export function MatchFormat({ config }: { config: MatchConfig }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      <li data-slot="match-rules">
        <WordingText wording={matchRulesWording(config, rulesMessages)} />
      </li>
      <li data-slot="match-format">
        <WordingText wording={matchFormatWording(config.format, formatMessages)} />
      </li>
    </ul>
  )
}
