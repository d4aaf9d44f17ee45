import type { Division, Fixture, LeagueMatchScore, Season, Team } from '@oche/api'
import { CalendarX } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { ArchivedSeasonNote, DivisionSubPage, divisionMessages, useDivisionPaths, type DivisionPaths } from '../parts'
import { FixtureWeeks } from './fixture-weeks'
import { GenerateFixtures } from './generate-fixtures'
import { RescheduleDialog } from './reschedule-dialog'
import { useDivisionFixturesPage } from './use-division-fixtures'

export type DivisionFixturesScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The division's slug (a former one still leads to it). */
  division: string
}

function NoFixtures() {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <CalendarX />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competition.divisionFixtures.emptyTitle" defaultMessage="No fixture list yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.divisionFixtures.emptyBody"
          defaultMessage="Once the division has its teams and the season its league nights, generate the fixtures."
        />
      </EmptyStateDescription>
    </EmptyState>
  )
}

function Fixtures({
  season,
  division,
  fixtures,
  teams,
  scores,
  paths,
}: {
  season: Season
  division: Division
  fixtures: Fixture[]
  teams: Team[]
  scores: ReadonlyMap<string, LeagueMatchScore>
  paths: DivisionPaths
}) {
  const [moving, setMoving] = useState<Fixture | null>(null)
  const canChange = !season.is_archived
  return (
    <div className="flex flex-col gap-6">
      {canChange ? <GenerateFixtures division={division} teams={teams} paths={paths} /> : <ArchivedSeasonNote />}
      {fixtures.length === 0 ? (
        <NoFixtures />
      ) : (
        <FixtureWeeks
          fixtures={fixtures}
          canReschedule={canChange}
          paths={paths}
          onReschedule={setMoving}
          scores={scores}
        />
      )}
      {moving ? <RescheduleDialog fixture={moving} seasonRef={paths.ref} onClose={() => setMoving(null)} /> : null}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/groups/{group_slug}/matches` (admins): the division's fixture list by
 * league night with each match's score in games; its admins generate it and move single matches with a reason kept
 * in their history.
 */
export function DivisionFixturesScreen({ org, season, division }: DivisionFixturesScreenProps) {
  const intl = useIntl()
  const paths = useDivisionPaths(org, season)
  const page = useDivisionFixturesPage(org, season, division)
  const ready = page.status === 'ready' ? page : null
  return (
    <DivisionSubPage
      state={page}
      division={division}
      divisionName={ready?.division.name}
      paths={paths}
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.divisionFixtures.title', defaultMessage: 'Fixture list of {name}' },
              { name: ready.division.name },
            )
          : intl.formatMessage({ id: 'competition.divisionFixtures.titleLoading', defaultMessage: 'Fixture list' })
      }
      description={
        ready ? (
          <FormattedMessage
            id="competition.divisionFixtures.description"
            defaultMessage="Season {season} · {teams} · {matches}"
            values={{
              season: ready.season.name,
              teams: intl.formatMessage(divisionMessages.teamCount, { count: ready.teams.length }),
              matches: intl.formatMessage(divisionMessages.matchCount, { count: ready.fixtures.length }),
            }}
          />
        ) : undefined
      }
    >
      {ready ? (
        <Fixtures
          season={ready.season}
          division={ready.division}
          fixtures={ready.fixtures}
          teams={ready.teams}
          scores={ready.scores}
          paths={paths}
        />
      ) : null}
    </DivisionSubPage>
  )
}
