import type { MatchConfig } from '@oche/api'
import { FormattedMessage } from 'react-intl'

function FormatText({ format }: { format: MatchConfig['format'] }) {
  switch (format.kind) {
    case 'firstTo':
      return (
        <FormattedMessage
          id="live.format.firstTo"
          defaultMessage="First to {legs, plural, one {# leg} other {# legs}}"
          values={{ legs: format.legs }}
        />
      )
    case 'bestOf':
      return (
        <FormattedMessage
          id="live.format.bestOf"
          defaultMessage="Best of {legs, plural, one {# leg} other {# legs}}"
          values={{ legs: format.legs }}
        />
      )
    case 'playAll':
      return (
        <FormattedMessage
          id="live.format.playAll"
          defaultMessage="{legs, plural, one {# leg} other {# legs}}, all played"
          values={{ legs: format.legs }}
        />
      )
    case 'sets':
      return (
        <FormattedMessage
          id="live.format.sets"
          defaultMessage="First to {sets, plural, one {# set} other {# sets}}, each first to {legsPerSet, plural, one {# leg} other {# legs}}"
          values={{ sets: format.sets, legsPerSet: format.legsPerSet }}
        />
      )
    default:
      return format satisfies never
  }
}

function RulesText({ config }: { config: MatchConfig }) {
  const { startScore, inRule, outRule } = config
  return inRule === 'straight' ? (
    <FormattedMessage
      id="live.format.rules"
      defaultMessage="{startScore} {outRule, select, double {double out} master {master out} other {straight out}}"
      values={{ startScore, outRule }}
    />
  ) : (
    <FormattedMessage
      id="live.format.rulesWithIn"
      defaultMessage="{startScore} {inRule, select, double {double in} other {master in}}, {outRule, select, double {double out} master {master out} other {straight out}}"
      values={{ startScore, inRule, outRule }}
    />
  )
}

/** "501 double out · First to 3 legs": the start score, the in- and out-rules and the format. */
export function MatchFormat({ config }: { config: MatchConfig }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      <li data-slot="match-rules">
        <RulesText config={config} />
      </li>
      <li data-slot="match-format">
        <FormatText format={config.format} />
      </li>
    </ul>
  )
}
