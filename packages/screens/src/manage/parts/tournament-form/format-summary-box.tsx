import { useIntl } from 'react-intl'
import { formatSummary } from '../../../tournaments/parts/labels/format-summary'
import { gamesCount } from './games-count'
import { formatFromDraft, wholeNumber, type FormatDraft } from './tournament-form-values'

export type FormatSummaryBoxProps = {
  format: FormatDraft
  /** The players entered so far, or the entry limit of a tournament without entries; 0 when unknown. */
  players: number
}

/** The chosen format in one sentence, with what it means for this many players; follows the form as it changes. */
export function FormatSummaryBox({ format, players }: FormatSummaryBoxProps) {
  const intl = useIntl()
  const contractFormat = formatFromDraft(format)
  const isComplete =
    format.kind !== 'groupsKnockout' ||
    (wholeNumber(format.group_size) !== null && wholeNumber(format.qualifiers_per_group) !== null)
  const games = isComplete ? gamesCount(contractFormat, players) : null
  return (
    <div data-slot="format-summary" className="flex flex-col gap-1 rounded-md border bg-muted/50 p-4 text-sm">
      <p className="font-medium">
        {isComplete
          ? formatSummary(intl, contractFormat, players)
          : intl.formatMessage({
              id: 'manage.tournamentForm.summaryIncomplete',
              defaultMessage: 'Fill in the group size and how many go through to see the summary.',
            })}
      </p>
      {games ? (
        <p className="text-muted-foreground">
          {intl.formatMessage(
            {
              id: 'manage.tournamentForm.summaryGames',
              defaultMessage:
                '{players} players: {min, plural, one {# game} other {# games}}{hasReset, select, yes { (one more if the grand final is replayed)} other {}}.',
            },
            { players, min: games.min, hasReset: games.max > games.min ? 'yes' : 'no' },
          )}
        </p>
      ) : null}
    </div>
  )
}
