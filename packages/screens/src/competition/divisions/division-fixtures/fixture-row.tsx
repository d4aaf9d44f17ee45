import { fixtureHasResult, type Fixture, type LeagueMatchScore } from '@oche/api'
import { Button, useDisclosure } from '@oche/ui'
import { CalendarClock, History } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { MatchStateBadge } from '../../parts/match-state'
import { CalendarDay, divisionMessages, type DivisionPaths } from '../parts'
import { FixtureHistory } from './fixture-history'

export type FixtureRowProps = {
  fixture: Fixture
  /** Whether the match may still be moved: the season is not archived and it has no result. */
  canReschedule: boolean
  paths: DivisionPaths
  onReschedule: () => void
  /** The match's score, once games have results. */
  score?: LeagueMatchScore
}

/** One match of the fixture list: day, teams, state and score in games, venue, its moves, and "Reschedule". */
export function FixtureRow({ fixture, canReschedule, paths, onReschedule, score }: FixtureRowProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const history = useDisclosure()
  const teams = intl.formatMessage(divisionMessages.fixtureTeams, { home: fixture.home.name, away: fixture.away.name })
  const moves = fixture.reschedules.length
  return (
    <li data-state={fixture.state} className="grid gap-x-4 gap-y-2 py-3 sm:grid-cols-[10rem_1fr_auto] sm:items-center">
      <span className="text-sm font-medium tabular-nums">
        {fixture.date ? (
          <CalendarDay day={fixture.date} />
        ) : (
          <FormattedMessage id="competition.divisionFixtures.dateToFollow" defaultMessage="Date to follow" />
        )}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <Link
            href={paths.match(fixture.slug)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {teams}
          </Link>
          <MatchStateBadge state={fixture.state} />
          {score && fixtureHasResult(fixture.state) ? (
            <span data-slot="fixture-score" className="font-semibold whitespace-nowrap tabular-nums">
              <span className="sr-only">
                <FormattedMessage
                  id="competition.divisionFixtures.scoreLabel"
                  defaultMessage="Games won: {home} to {away}"
                  values={{ home: score.games[0], away: score.games[1] }}
                />
              </span>
              <span aria-hidden>
                {intl.formatMessage(
                  { id: 'competition.divisionFixtures.score', defaultMessage: '{home}–{away}' },
                  { home: score.games[0], away: score.games[1] },
                )}
              </span>
            </span>
          ) : null}
        </span>
        <span className="text-sm text-muted-foreground">
          {fixture.venue?.name ?? (
            <FormattedMessage id="competition.divisionFixtures.noVenue" defaultMessage="No venue" />
          )}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {moves > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            {...history.triggerProps}
            aria-label={intl.formatMessage(
              {
                id: 'competition.divisionFixtures.historyLabel',
                defaultMessage: 'History of {teams}: {count, plural, one {# move} other {# moves}}',
              },
              { teams, count: moves },
            )}
          >
            <History aria-hidden />
            <FormattedMessage
              id="competition.divisionFixtures.history"
              defaultMessage="{count, plural, one {# move} other {# moves}}"
              values={{ count: moves }}
            />
          </Button>
        ) : null}
        {canReschedule && !fixtureHasResult(fixture.state) ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'competition.divisionFixtures.rescheduleLabel', defaultMessage: 'Reschedule {teams}' },
              { teams },
            )}
            onClick={onReschedule}
          >
            <CalendarClock aria-hidden />
            <FormattedMessage id="competition.divisionFixtures.reschedule" defaultMessage="Reschedule" />
          </Button>
        ) : null}
      </div>
      {moves > 0 && history.isOpen ? (
        <div className="sm:col-span-3">
          <FixtureHistory {...history.contentProps} moves={fixture.reschedules} />
        </div>
      ) : null}
    </li>
  )
}
