import type { X01MatchState } from '@oche/darts'
import { FormattedMessage } from 'react-intl'
import type { ScorerView } from './scorer-view'

export type MatchProgressProps = { match: X01MatchState; view: ScorerView }

/** Where the match stands: the leg (and set) being played and the format, read out when the leg changes. */
export function MatchProgress({ match, view }: MatchProgressProps) {
  const { format, startScore } = match.config
  return (
    <div className="flex flex-col">
      <p aria-live="polite" data-slot="match-progress" className="text-lg font-semibold">
        {view.set === null ? (
          <FormattedMessage id="play.progress.leg" defaultMessage="Leg {leg}" values={{ leg: view.leg }} />
        ) : (
          <FormattedMessage
            id="play.progress.setLeg"
            defaultMessage="Set {set}, leg {leg}"
            values={{ set: view.set, leg: view.leg }}
          />
        )}
      </p>
      <p className="text-sm text-muted-foreground">
        {format.kind === 'sets' ? (
          <FormattedMessage
            id="play.progress.formatSets"
            defaultMessage="{startScore} · first to {sets, plural, one {# set} other {# sets}} of {legs, plural, one {# leg} other {# legs}}"
            values={{ startScore: String(startScore), sets: format.sets, legs: format.legsPerSet }}
          />
        ) : format.kind === 'bestOf' ? (
          <FormattedMessage
            id="play.progress.formatBestOf"
            defaultMessage="{startScore} · best of {legs, plural, one {# leg} other {# legs}}"
            values={{ startScore: String(startScore), legs: format.legs }}
          />
        ) : format.kind === 'playAll' ? (
          <FormattedMessage
            id="play.progress.formatPlayAll"
            defaultMessage="{startScore} · all {legs, plural, one {# leg} other {# legs}} played"
            values={{ startScore: String(startScore), legs: format.legs }}
          />
        ) : (
          <FormattedMessage
            id="play.progress.formatFirstTo"
            defaultMessage="{startScore} · first to {legs, plural, one {# leg} other {# legs}}"
            values={{ startScore: String(startScore), legs: format.legs }}
          />
        )}
      </p>
    </div>
  )
}
