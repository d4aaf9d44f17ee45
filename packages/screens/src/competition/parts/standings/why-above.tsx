import type { LeagueStandings } from '@oche/api'
import { Button, TableCell, TableRow, useDisclosure } from '@oche/ui'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { describeSeparation, type LeagueSeparation } from '../../../tournaments/parts/labels/describe-separation'

export type WhyAboveToggleProps = {
  team: string
  /** The next team's name, or null when the table shows this row alone. */
  next: string | null
  /** The id of the explanation's row, which the button controls. */
  explanationId: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The button of a row that shows (and hides) why the team stands above the next one. The table holds which rows are
 * open (the explanation is a row of its own, which no element wraps with the button).
 */
export function WhyAboveToggle({ team, next, explanationId, isOpen, onOpenChange }: WhyAboveToggleProps) {
  const intl = useIntl()
  const explanation = useDisclosure({ open: isOpen, onOpenChange, id: explanationId })
  const Icon = isOpen ? ChevronUp : ChevronDown
  return (
    <Button
      variant="ghost"
      size="sm"
      data-slot="standings-why-toggle"
      {...explanation.triggerProps}
      aria-label={
        next === null
          ? intl.formatMessage(
              { id: 'competition.standings.whyLabelAlone', defaultMessage: 'Why {team} is above the next team' },
              { team },
            )
          : intl.formatMessage(
              { id: 'competition.standings.whyLabel', defaultMessage: 'Why {team} is above {next}' },
              { team, next },
            )
      }
    >
      <span className="hidden @md:inline">
        <FormattedMessage id="competition.standings.why" defaultMessage="Why?" />
      </span>
      <Icon aria-hidden />
    </Button>
  )
}

export type WhyAboveRowProps = {
  id: string
  separation: LeagueSeparation
  /** The table's number of columns: the explanation spans them all. */
  columns: number
}

/**
 * The explanation under a row, in the words the tournament group tables use: "Above on matches won (5 vs 4)", or
 * that the two teams are level on every tie-breaker and a decider is needed.
 */
export function WhyAboveRow({ id, separation, columns }: WhyAboveRowProps) {
  const intl = useIntl()
  return (
    <TableRow data-slot="standings-why" className="hover:bg-transparent">
      <TableCell id={id} colSpan={columns} className="bg-muted/40 text-sm" data-criterion={separation.criterion}>
        {describeSeparation(intl, separation)}
      </TableCell>
    </TableRow>
  )
}

/** The order of a division's table, in words: its points system and its tie-breakers in turn. */
export function StandingsOrder({ standings }: { standings: Pick<LeagueStandings, 'points' | 'tie_breakers'> }) {
  const intl = useIntl()
  const criteria = intl.formatList(
    standings.tie_breakers.map((criterion) =>
      intl.formatMessage(
        {
          id: 'competition.standings.criterion',
          defaultMessage:
            '{criterion, select, points {points} matchesWon {matches won} headToHead {head to head} gamesWon {games won} gameDifference {game difference} legDifference {leg difference} legsWon {legs won} other {{criterion}}}',
        },
        { criterion },
      ),
    ),
    { type: 'conjunction' },
  )
  const { points } = standings
  const earns =
    points.kind === 'games'
      ? intl.formatMessage({
          id: 'competition.standings.pointsGames',
          defaultMessage: 'A team earns a point for every game it wins.',
        })
      : intl.formatMessage(
          {
            id: 'competition.standings.pointsMatch',
            defaultMessage:
              'A match won earns {win, plural, one {# point} other {# points}}, a draw {draw}, a loss {loss}.',
          },
          { win: points.win, draw: points.draw, loss: points.loss },
        )
  return (
    <p data-slot="standings-order" className="text-sm text-muted-foreground">
      <FormattedMessage
        id="competition.standings.order"
        defaultMessage="{points} Teams are ordered by {criteria}; a deciding match or lots settle what is still level."
        values={{ points: earns, criteria }}
      />
    </p>
  )
}
