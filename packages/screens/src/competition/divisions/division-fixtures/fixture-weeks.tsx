import type { Fixture, LeagueMatchScore } from '@oche/api'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { CalendarDay, fixturesByWeek, type DivisionPaths, type FixtureWeek } from '../parts'
import { FixtureRow } from './fixture-row'

function WeekSection({
  week,
  canReschedule,
  paths,
  onReschedule,
  scores,
}: {
  week: FixtureWeek
  canReschedule: boolean
  paths: DivisionPaths
  onReschedule: (fixture: Fixture) => void
  scores: ReadonlyMap<string, LeagueMatchScore>
}) {
  const headingId = useId()
  const days = week.fixtures.flatMap((fixture) => (fixture.date ? [fixture.date] : [])).sort()
  const first = days[0]
  const last = days.at(-1)
  return (
    <section aria-labelledby={headingId} className="rounded-md border bg-surface-raised px-4 py-3">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 font-semibold">
        <FormattedMessage
          id="competition.divisionFixtures.week"
          defaultMessage="League night {week}"
          values={{ week: week.week }}
        />
        {first && last ? (
          <span className="text-sm font-normal text-muted-foreground">
            {first === last ? (
              <CalendarDay day={first} />
            ) : (
              <FormattedMessage
                id="competition.divisionFixtures.weekDays"
                defaultMessage="{first} to {last}"
                values={{ first: <CalendarDay day={first} />, last: <CalendarDay day={last} /> }}
              />
            )}
          </span>
        ) : null}
      </h2>
      <ul className="flex flex-col divide-y">
        {week.fixtures.map((fixture) => (
          <FixtureRow
            key={fixture.id}
            fixture={fixture}
            canReschedule={canReschedule}
            paths={paths}
            onReschedule={() => onReschedule(fixture)}
            score={scores.get(fixture.slug)}
          />
        ))}
      </ul>
    </section>
  )
}

export type FixtureWeeksProps = {
  fixtures: readonly Fixture[]
  canReschedule: boolean
  paths: DivisionPaths
  onReschedule: (fixture: Fixture) => void
  /** Each match's score by its slug (those loaded). */
  scores?: ReadonlyMap<string, LeagueMatchScore>
}

/** The fixture list by league night (playing week), each with its matches. */
export function FixtureWeeks({ fixtures, canReschedule, paths, onReschedule, scores = new Map() }: FixtureWeeksProps) {
  return (
    <div className="flex flex-col gap-4">
      {fixturesByWeek(fixtures).map((week) => (
        <WeekSection
          key={week.week}
          week={week}
          canReschedule={canReschedule}
          paths={paths}
          onReschedule={onReschedule}
          scores={scores}
        />
      ))}
    </div>
  )
}
