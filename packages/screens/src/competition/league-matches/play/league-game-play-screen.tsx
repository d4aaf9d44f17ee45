import { leagueNightQueries, type LeagueGame, type LeagueMatch, type LeagueMatchParams } from '@oche/api'
import { PageLayout, toast } from '@oche/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type MouseEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { ServerMatchScorer } from '../../../play/parts/server-match-scorer'
import { divisionMessages } from '../../divisions/parts'
import { CompetitionForbiddenState } from '../../parts/competition-states'
import { GameFormat, GameTitle, playerNames } from '../match/league-match-labels'
import { useLeagueMatchPaths, type LeagueMatchPaths } from '../match/league-match-paths'
import { LeagueMatchNotFoundState } from '../match/league-match-states'
import { PlayRefusedState } from './league-game-play-states'
import { useLeagueGamePlay, type LeagueGamePlay } from './use-league-game-play'

export type LeagueGamePlayScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The match's slug. */
  match: string
  /** The game's number in the match, 1 for the first (as in the path). */
  game: string
}

/** The next game after `number` that is ready to be scored here (or the first one before it). */
export function nextGameToScore(match: LeagueMatch, number: number): LeagueGame | null {
  const scorable = match.games.filter(
    (game) => game.number !== number && game.state === 'ready' && game.slot.x01 !== null,
  )
  return scorable.find((game) => game.number > number) ?? scorable[0] ?? null
}

function PlayBody({
  play,
  matchRef,
  paths,
  onPendingChange,
}: {
  play: LeagueGamePlay
  matchRef: LeagueMatchParams
  paths: LeagueMatchPaths
  onPendingChange: (pending: number) => void
}) {
  const intl = useIntl()
  const { navigate } = usePlatform()
  const queryClient = useQueryClient()
  const matchHref = paths.match(matchRef.match)
  switch (play.status) {
    case 'loading':
      return (
        <LoadingState
          label={intl.formatMessage({ id: 'competition.leagueGamePlay.loading', defaultMessage: 'Loading the game' })}
        />
      )
    case 'notFound':
      return <LeagueMatchNotFoundState matchesHref={paths.matches()} />
    case 'forbidden':
      return <CompetitionForbiddenState />
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage id="competition.leagueGamePlay.loadError" defaultMessage="The game could not be loaded" />
          }
          onRetry={play.retry}
        />
      )
    case 'refused':
      return (
        <PlayRefusedState
          reason={play.reason}
          error={play.error}
          matchHref={matchHref}
          liveHref={play.game.state === 'live' && play.game.match_id ? paths.live(play.game.match_id) : null}
        />
      )
    case 'ready': {
      const next = nextGameToScore(play.match, play.game.number)
      return (
        <ServerMatchScorer
          key={play.engine.id}
          match={play.engine}
          onPendingChange={onPendingChange}
          onRecorded={() => void queryClient.invalidateQueries({ queryKey: leagueNightQueries.seasonKey(matchRef) })}
          onDone={() => navigate(matchHref)}
          onNext={next ? () => navigate(paths.play(matchRef.match, next.number)) : undefined}
          fit="fill"
          labels={{
            recorded: (
              <FormattedMessage
                id="competition.leagueGamePlay.recorded"
                defaultMessage="The result is recorded in the match report."
              />
            ),
            done: <FormattedMessage id="competition.leagueGamePlay.done" defaultMessage="Back to the match" />,
            next: <FormattedMessage id="competition.leagueGamePlay.next" defaultMessage="Next game" />,
          }}
        />
      )
    }
    default:
      return play satisfies never
  }
}

/** Who plays the game and how: "Ann v Bob · 501 · best of 5 legs". */
function GameDescription({ game }: { game: LeagueGame }) {
  return (
    <span className="flex flex-wrap gap-x-2">
      <span>
        <FormattedMessage
          id="competition.leagueGamePlay.players"
          defaultMessage="{home} v {away}"
          values={{ home: playerNames(game.home), away: playerNames(game.away) }}
        />
      </span>
      <span>
        <GameFormat slot={game.slot} />
      </span>
    </span>
  )
}

/** Warns before the page goes while visits entered here are not stored yet (they would be lost with it). */
function useKeepUnsavedVisits(pending: number) {
  useEffect(() => {
    if (pending === 0) return
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', handleBeforeUnload)
    return () => window.removeEventListener('beforeunload', handleBeforeUnload)
  }, [pending])
}

/**
 * `/competition/{org_slug}/season/{season_slug}/matches/{match_slug}/play/{game_id}` (the captains of the two teams
 * and the organisation's admins): a game of a team match scored on a phone or the board's tablet, with the scorer of
 * `/play`. A ready game is started when it has no match yet; every visit is stored at once, and the finishing one
 * records the game's result in the match report. Then the way back to the match, or on to the next game.
 */
export function LeagueGamePlayScreen({ org, season, match, game }: LeagueGamePlayScreenProps) {
  const number = /^\d+$/.test(game) ? Number(game) : 0
  // Each game is its own page: another game starts afresh (its start, its scorer).
  return <GamePlayPage key={`${match}/${number}`} matchRef={{ org, season, match }} number={number} />
}

function GamePlayPage({ matchRef, number }: { matchRef: LeagueMatchParams; number: number }) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const paths = useLeagueMatchPaths(matchRef.org, matchRef.season)
  const play = useLeagueGamePlay(matchRef, number)
  const [pending, setPending] = useState(0)
  useKeepUnsavedVisits(pending)
  const known = play.status === 'ready' || play.status === 'refused' ? play : null

  const handleLeave = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pending === 0) return
    // Visits not stored yet would be lost with the page: it stays until the server has them.
    event.preventDefault()
    toast.warning(
      intl.formatMessage({
        id: 'competition.leagueGamePlay.waitForSave',
        defaultMessage: 'Wait until the last visit is saved before leaving the scorer.',
      }),
      { id: 'league-game-pending' },
    )
  }

  return (
    // From a tablet up the page fits the window under the app's sticky header (h-16 and its border): the keypad stays
    // in view beside the scores, as on the board tablet; a phone scrolls.
    <main className="flex flex-col md:h-[calc(100dvh-4rem-1px)]">
      <PageLayout
        contentWidth="wide"
        fill
        title={
          known ? (
            <GameTitle game={known.game} />
          ) : (
            intl.formatMessage({ id: 'competition.leagueGamePlay.titleLoading', defaultMessage: 'Game' })
          )
        }
        description={
          known ? (
            // From a tablet up the scoreboard and the leg's heading say who plays and how: the row goes to the keypad.
            <span className="md:sr-only">
              <GameDescription game={known.game} />
            </span>
          ) : undefined
        }
        backHref={paths.match(matchRef.match)}
        backLabel={
          known
            ? intl.formatMessage(divisionMessages.fixtureTeams, {
                home: known.match.home.name,
                away: known.match.away.name,
              })
            : intl.formatMessage({ id: 'competition.leagueGamePlay.back', defaultMessage: 'Match' })
        }
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props} onClick={handleLeave}>
            {children}
          </Link>
        )}
      >
        <PlayBody play={play} matchRef={matchRef} paths={paths} onPendingChange={setPending} />
      </PageLayout>
    </main>
  )
}
