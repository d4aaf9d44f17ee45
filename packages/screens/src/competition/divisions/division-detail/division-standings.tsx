import type { DivisionParams } from '@oche/api'
import { Skeleton, SkeletonGroup, Tabs, TabsContent, TabsList, TabsTrigger } from '@oche/ui'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LoadErrorState } from '../../../manage/parts/screen-states/screen-states'
import { useLeaguePaths } from '../../parts/league-page'
import { IndividualStandingsTable, LeagueStandingsTable, StandingsAdjustments } from '../../parts/standings'
import { useDivisionStandings, type DivisionStandingsData } from './use-division-standings'

type StandingsTab = 'teams' | 'players'

export type DivisionStandingsProps = {
  org: string
  season: string
  /** The division's slug. */
  division: string
  /** The season's id, for its realtime channel. */
  seasonId: string
  /** The organisation's admins, in a season not archived: they adjust points. */
  canAdjust?: boolean
}

function NoGamesYet() {
  return (
    <p className="text-sm text-muted-foreground">
      <FormattedMessage
        id="competition.divisionStandings.noResults"
        defaultMessage="No match of this division is decided yet: the standings fill in as results come in."
      />
    </p>
  )
}

function StandingsTabs({
  data,
  teamHref,
  division,
  canAdjust,
}: {
  data: Extract<DivisionStandingsData, { status: 'ready' }>
  teamHref: (team: string) => string
  division: DivisionParams
  canAdjust: boolean
}) {
  const intl = useIntl()
  const [tab, setTab] = useState<StandingsTab>('teams')
  const { standings, players } = data
  const hasResults = standings.rows.some((row) => row.played > 0)
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as StandingsTab)}>
      <TabsList
        variant="pills"
        className="self-start"
        aria-label={intl.formatMessage({
          id: 'competition.divisionStandings.tabs',
          defaultMessage: 'Team or individual standings',
        })}
      >
        <TabsTrigger value="teams">
          <FormattedMessage id="competition.divisionStandings.teamsTab" defaultMessage="Standings" />
        </TabsTrigger>
        <TabsTrigger value="players">
          <FormattedMessage id="competition.divisionStandings.playersTab" defaultMessage="Players" />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="teams" className="flex flex-col gap-3">
        {hasResults ? null : <NoGamesYet />}
        {standings.rows.length > 0 ? (
          <LeagueStandingsTable
            rows={standings.rows}
            divisionName={standings.division.name}
            order={standings}
            zones={standings.zones}
            teamHref={teamHref}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competition.divisionStandings.noTeams"
              defaultMessage="The division has no teams yet."
            />
          </p>
        )}
        <StandingsAdjustments division={division} standings={standings} canAdjust={canAdjust} />
      </TabsContent>
      <TabsContent value="players">
        {players.length > 0 ? (
          <IndividualStandingsTable
            rows={players}
            label={intl.formatMessage(
              { id: 'competition.divisionStandings.playersLabel', defaultMessage: 'Players of {division}' },
              { division: standings.division.name },
            )}
            showTeam
            teamHref={teamHref}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competition.divisionStandings.noPlayers"
              defaultMessage="No player of this division has played a game yet."
            />
          </p>
        )}
      </TabsContent>
    </Tabs>
  )
}

/**
 * A division's standings (league-rules.md §6) as a section of its page: the team table with why each team stands
 * above the next, and its players' figures, in two tabs. Loads (and fails) on its own, so the rest of the page
 * stays; follows the season's `league.updated`.
 */
export function DivisionStandings({ org, season, division, seasonId, canAdjust = false }: DivisionStandingsProps) {
  const intl = useIntl()
  const headingId = useId()
  const paths = useLeaguePaths(org, season)
  const data = useDivisionStandings({ org, season, division }, seasonId)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border bg-surface-raised p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="competition.divisionStandings.title" defaultMessage="Standings" />
      </h2>
      {data.status === 'ready' ? (
        <StandingsTabs
          data={data}
          teamHref={paths.teamStatistics}
          division={{ org, season, division }}
          canAdjust={canAdjust}
        />
      ) : data.status === 'error' ? (
        <LoadErrorState
          title={
            <FormattedMessage
              id="competition.divisionStandings.errorTitle"
              defaultMessage="The standings could not be loaded"
            />
          }
          onRetry={data.retry}
        />
      ) : (
        <SkeletonGroup
          label={intl.formatMessage({
            id: 'competition.divisionStandings.loading',
            defaultMessage: 'Loading the standings',
          })}
        >
          <Skeleton className="h-10 w-48" />
          <Skeleton shape="block" className="h-48" />
        </SkeletonGroup>
      )}
    </section>
  )
}
