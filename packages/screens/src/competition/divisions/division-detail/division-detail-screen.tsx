import { isoDay, type Division, type Fixture, type Team } from '@oche/api'
import { Button } from '@oche/ui'
import { CalendarDays, Pencil, Shield, Users } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import {
  CalendarDay,
  DivisionPage,
  divisionMessages,
  summariseFixtures,
  useDivisionPaths,
  type DivisionPaths,
} from '../parts'
import { CupScreen } from '../../cup/cup-page'
import { useDivisionKind } from '../../cup/parts/use-division-kind'
import { DivisionStandings } from './division-standings'
import { useDivisionDetail } from './use-division-detail'

export type DivisionDetailScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The division's slug (a former one still leads to it). */
  division: string
}

function Section({ title, action, children }: { title: ReactNode; action: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border bg-surface-raised p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">{action}</div>
    </section>
  )
}

function TeamList({ teams, paths }: { teams: Team[]; paths: DivisionPaths }) {
  const { Link } = usePlatform()
  if (teams.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.divisionDetail.noTeams"
          defaultMessage="No teams yet. A fixture list needs at least two."
        />
      </p>
    )
  return (
    <ul className="flex flex-col divide-y">
      {teams.map((team) => (
        <li key={team.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
          <Link href={paths.team(team.slug)} className="font-medium text-primary underline-offset-4 hover:underline">
            {team.name}
          </Link>
          {team.captain ? (
            <span className="flex items-center gap-1 text-muted-foreground">
              <Shield aria-hidden className="size-4" />
              <FormattedMessage
                id="competition.divisionDetail.captain"
                defaultMessage="Captain: {name}"
                values={{ name: team.captain.name }}
              />
            </span>
          ) : null}
          {team.venue ? <span className="text-muted-foreground">{team.venue.name}</span> : null}
        </li>
      ))}
    </ul>
  )
}

function FixtureSummaryText({ fixtures }: { fixtures: Fixture[] }) {
  const summary = summariseFixtures(fixtures, isoDay(new Date()))
  if (summary.total === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.divisionDetail.noFixtures"
          defaultMessage="No fixture list yet. Make it once the division has its teams."
        />
      </p>
    )
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">
        <FormattedMessage id="competition.divisionDetail.matches" defaultMessage="Matches" />
      </dt>
      <dd>
        <FormattedMessage
          id="competition.divisionDetail.matchCounts"
          defaultMessage="{total, plural, one {# match} other {# matches}} on {weeks, plural, one {# league night} other {# league nights}}"
          values={{ total: summary.total, weeks: summary.weeks }}
        />
      </dd>
      <dt className="text-muted-foreground">
        <FormattedMessage id="competition.divisionDetail.progress" defaultMessage="Played" />
      </dt>
      <dd>
        <FormattedMessage
          id="competition.divisionDetail.progressCounts"
          defaultMessage="{played} played, {scheduled} to play{postponed, plural, =0 {} other {, # postponed}}"
          values={{ played: summary.played, scheduled: summary.scheduled, postponed: summary.postponed }}
        />
      </dd>
      {summary.first && summary.last ? (
        <>
          <dt className="text-muted-foreground">
            <FormattedMessage id="competition.divisionDetail.dates" defaultMessage="Dates" />
          </dt>
          <dd>
            <FormattedMessage
              id="competition.divisionDetail.dateRange"
              defaultMessage="{first} to {last}"
              values={{
                first: <CalendarDay day={summary.first} weekday="none" />,
                last: <CalendarDay day={summary.last} weekday="none" />,
              }}
            />
          </dd>
        </>
      ) : null}
      <dt className="text-muted-foreground">
        <FormattedMessage id="competition.divisionDetail.next" defaultMessage="Next match" />
      </dt>
      <dd>
        {summary.next ? (
          <CalendarDay day={summary.next} weekday="long" />
        ) : (
          <FormattedMessage id="competition.divisionDetail.noneLeft" defaultMessage="None left to play" />
        )}
      </dd>
    </dl>
  )
}

function DivisionContent({
  division,
  teams,
  fixtures,
  paths,
}: {
  division: Division
  teams: Team[]
  fixtures: Fixture[]
  paths: DivisionPaths
}) {
  const { Link } = usePlatform()
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section
        title={
          <FormattedMessage
            id="competition.divisionDetail.teams"
            defaultMessage="Teams ({count})"
            values={{ count: teams.length }}
          />
        }
        action={
          <Button asChild variant="outline">
            <Link href={paths.teams(division.slug)}>
              <Users aria-hidden />
              <FormattedMessage id="competition.divisionDetail.chooseTeams" defaultMessage="Choose the teams" />
            </Link>
          </Button>
        }
      >
        <TeamList teams={teams} paths={paths} />
      </Section>
      <Section
        title={<FormattedMessage id="competition.divisionDetail.fixtures" defaultMessage="Fixture list" />}
        action={
          <Button asChild variant="outline">
            <Link href={paths.matches(division.slug)}>
              <CalendarDays aria-hidden />
              <FormattedMessage id="competition.divisionDetail.openFixtures" defaultMessage="Open the fixture list" />
            </Link>
          </Button>
        }
      >
        <FixtureSummaryText fixtures={fixtures} />
      </Section>
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/groups/{group_slug}`: a cup's page when the slug is a cup's
 * (`CupScreen`), else a division's standings (its team table and its
 * players' figures); for the season's admins also its teams and its fixture list in numbers, leading to where each is
 * changed. Captains and players see the standings only.
 */
export function DivisionDetailScreen(props: DivisionDetailScreenProps) {
  const intl = useIntl()
  const paths = useDivisionPaths(props.org, props.season)
  const kind = useDivisionKind(props.org, props.season, props.division)
  if (kind === 'cup') return <CupScreen org={props.org} season={props.season} cup={props.division} />
  if (kind === 'pending')
    return (
      <DivisionPage
        state={{ status: 'loading' }}
        paths={paths}
        title={intl.formatMessage(divisionMessages.division)}
        loadingLabel={intl.formatMessage(divisionMessages.loadingDivision)}
        errorTitle={<FormattedMessage {...divisionMessages.divisionLoadError} />}
      >
        {null}
      </DivisionPage>
    )
  return <LeagueDivisionDetail {...props} />
}

function LeagueDivisionDetail({ org, season, division }: DivisionDetailScreenProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const paths = useDivisionPaths(org, season)
  const page = useDivisionDetail(org, season, division)
  const ready = page.status === 'ready' ? page : null
  const admin = ready?.admin ?? null
  // Captains and players may not list the divisions: their way back is the season.
  const isMember = ready !== null && admin === null
  return (
    <DivisionPage
      state={page}
      paths={paths}
      title={ready?.name ?? intl.formatMessage(divisionMessages.division)}
      description={
        admin && ready ? (
          <FormattedMessage
            id="competition.divisionDetail.description"
            defaultMessage="Division {position} of season {season}"
            values={{ position: admin.division.position, season: ready.season.name }}
          />
        ) : ready ? (
          <FormattedMessage
            id="competition.divisionDetail.memberDescription"
            defaultMessage="Season {season}"
            values={{ season: ready.season.name }}
          />
        ) : undefined
      }
      actions={
        admin && !ready?.season.is_archived ? (
          <Button asChild variant="outline">
            <Link href={paths.edit(admin.division.slug)}>
              <Pencil aria-hidden />
              <FormattedMessage id="competition.divisionDetail.edit" defaultMessage="Edit" />
            </Link>
          </Button>
        ) : undefined
      }
      backHref={isMember ? paths.season() : paths.list()}
      backLabel={
        isMember
          ? intl.formatMessage(
              { id: 'competition.divisionDetail.backToSeason', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage(divisionMessages.divisions)
      }
      loadingLabel={intl.formatMessage(divisionMessages.loadingDivision)}
      errorTitle={<FormattedMessage {...divisionMessages.divisionLoadError} />}
    >
      {ready ? (
        <div className="flex flex-col gap-6">
          {admin ? (
            <DivisionContent division={admin.division} teams={admin.teams} fixtures={admin.fixtures} paths={paths} />
          ) : null}
          <DivisionStandings
            org={org}
            season={season}
            division={admin?.division.slug ?? division}
            seasonId={ready.season.id}
            canAdjust={Boolean(admin) && !ready.season.is_archived}
          />
        </div>
      ) : null}
    </DivisionPage>
  )
}
