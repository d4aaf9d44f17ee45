import type { LeagueGame, LeagueMatch, LeagueMatchParams, SeasonSettings } from '@oche/api'
import { Button, PageLayout, toast } from '@oche/ui'
import { CalendarClock } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { usePlatform } from '../../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { RescheduleDialog } from '../../divisions/division-fixtures/reschedule-dialog'
import { divisionMessages } from '../../divisions/parts'
import { CompetitionForbiddenState, CompetitionNotFoundState } from '../../parts/competition-states'
import { AuditTrail } from './audit-trail'
import { GamesTable, type ResultMode } from './games-table'
import { useLeagueMatchPaths, type LeagueMatchPaths } from './league-match-paths'
import { LeagueMatchNotFoundState } from './league-match-states'
import { hasLineupToName, LineupSection } from './lineup-section'
import { MatchFacts, MatchScoreboard } from './match-scoreboard'
import { ResultDialog } from './result-dialog'
import { SignOffPanel } from './sign-off-panel'
import { useLeagueMatch, type LeagueMatchPage } from './use-league-match'
import { useLeagueMatchActions } from './use-league-match-actions'

export type LeagueMatchScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The match's slug. */
  match: string
}

function Section({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-3 rounded-md border bg-surface-raised p-4 ${className ?? ''}`}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Blocked({ page, paths }: { page: Exclude<LeagueMatchPage, { status: 'ready' }>; paths: LeagueMatchPaths }) {
  const intl = useIntl()
  switch (page.status) {
    case 'loading':
      return (
        <LoadingState
          label={intl.formatMessage({ id: 'competition.leagueMatch.loading', defaultMessage: 'Loading the match' })}
        />
      )
    case 'notFound':
      return page.what === 'match' ? (
        <LeagueMatchNotFoundState matchesHref={paths.matches()} />
      ) : (
        <CompetitionNotFoundState />
      )
    case 'forbidden':
      return <CompetitionForbiddenState />
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage id="competition.leagueMatch.loadError" defaultMessage="The match could not be loaded" />
          }
          onRetry={page.retry}
        />
      )
    default:
      return page satisfies never
  }
}

/** What the page shows of a loaded match, and the dialogs and navigation of what is done on it. */
function MatchContent({
  matchRef,
  match,
  paths,
  isAdmin,
  postponement,
}: {
  matchRef: LeagueMatchParams
  match: LeagueMatch
  paths: LeagueMatchPaths
  isAdmin: boolean
  /** The season's limits of a captain's move. */
  postponement: SeasonSettings['postponement']
}) {
  const intl = useIntl()
  const { navigate } = usePlatform()
  const actions = useLeagueMatchActions(matchRef)
  const [result, setResult] = useState<{ game: LeagueGame; mode: ResultMode } | null>(null)
  const [moving, setMoving] = useState(false)
  const starting = actions.startGame.isPending ? (actions.startGame.variables ?? null) : null

  const handleScore = (game: LeagueGame) =>
    actions.startGame.mutate(game.number, {
      onSuccess: () => navigate(paths.play(match.slug, game.number)),
      onError: (error) => toast.error(failureMessage(error, intl)),
    })

  return (
    <div className="flex flex-col gap-6">
      <MatchScoreboard match={match} />
      {match.can.move ? (
        <Button variant="outline" className="self-start" onClick={() => setMoving(true)}>
          <CalendarClock aria-hidden />
          <FormattedMessage id="competition.leagueMatch.move" defaultMessage="Move the match" />
        </Button>
      ) : null}
      {hasLineupToName(match) ? (
        <Section title={<FormattedMessage id="competition.leagueMatch.lineups" defaultMessage="Lineups" />}>
          <LineupSection match={match} submitLineup={actions.submitLineup} />
        </Section>
      ) : null}
      <Section title={<FormattedMessage id="competition.leagueMatch.games" defaultMessage="Games" />}>
        <GamesTable
          match={match}
          liveHref={paths.live}
          actions={{
            playHref: paths.play,
            startingGame: starting,
            onScore: handleScore,
            onResult: (game, mode) => setResult({ game, mode }),
          }}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={<FormattedMessage id="competition.leagueMatch.report" defaultMessage="Match report" />}>
          <SignOffPanel match={match} isAdmin={isAdmin} actions={actions} />
        </Section>
        <Section title={<FormattedMessage id="competition.leagueMatch.audit" defaultMessage="Audit trail" />}>
          <AuditTrail match={match} />
        </Section>
      </div>
      {moving ? (
        <RescheduleDialog
          fixture={match}
          seasonRef={matchRef}
          limits={isAdmin ? undefined : postponement}
          onClose={() => setMoving(false)}
        />
      ) : null}
      {result ? (
        <ResultDialog
          match={match}
          game={result.game}
          mode={result.mode}
          enterResult={actions.enterResult}
          onClose={() => setResult(null)}
        />
      ) : null}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/matches/{match_slug}` (the organisation's admins and the season's
 * players): a team match of a league night. Its score, games and players for everyone; captains name their lineup,
 * score games or type results in and sign the match report off (or dispute it); admins do all of it for both teams,
 * settle disputes and correct results after sign-off. Kept live by the season's channel.
 */
export function LeagueMatchScreen({ org, season, match }: LeagueMatchScreenProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const paths = useLeagueMatchPaths(org, season)
  const matchRef = { org, season, match }
  const page = useLeagueMatch(matchRef)
  const ready = page.status === 'ready' ? page : null
  const isAdmin = ready?.organisation.role === 'admin'
  return (
    <main>
      <PageLayout
        contentWidth="wide"
        title={
          ready
            ? intl.formatMessage(divisionMessages.fixtureTeams, {
                home: ready.match.home.name,
                away: ready.match.away.name,
              })
            : intl.formatMessage({ id: 'competition.leagueMatch.titleLoading', defaultMessage: 'Match' })
        }
        description={
          ready ? <MatchFacts match={ready.match} divisionHref={isAdmin ? paths.division : undefined} /> : undefined
        }
        backHref={paths.matches()}
        backLabel={intl.formatMessage({ id: 'competition.leagueMatch.back', defaultMessage: 'Matches' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        {page.status === 'ready' ? (
          <MatchContent
            matchRef={matchRef}
            match={page.match}
            paths={paths}
            isAdmin={isAdmin}
            postponement={page.season.settings.postponement}
          />
        ) : (
          <Blocked page={page} paths={paths} />
        )}
      </PageLayout>
    </main>
  )
}
