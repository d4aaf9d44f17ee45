import {
  ApiRequestError,
  eventBoardQueries,
  venueBoardMutations,
  type LeagueGame,
  type TabletLeagueMatch,
  type TabletLeagueNight,
} from '@oche/api'
import { Button } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { usePlatform } from '../../../app/platform/platform-context'
import { TabletMatch } from '../tablet-scoring/tablet-match'
import type { OutboxSync } from '../tablet-scoring/use-outbox-sync'
import { LeagueNightList } from './league-night-list'

export type LeagueNightBoardProps = {
  night: TabletLeagueNight
  sync: OutboxSync
  /** Today at the venue (`YYYY-MM-DD`); the device's own day by default. */
  today?: string
  /**
   * The tablet's header, given what the board is scoring and the way back to the matches: they go in its one row,
   * so that the scorer keeps the height it needs.
   */
  renderHeader: (extra: { subtitle?: ReactNode; action?: ReactNode }) => ReactNode
}

type Scoring = { matchId: string; match: TabletLeagueMatch; game: LeagueGame }

const localDay = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * A venue board's tablet (ADR 016): tonight's team matches at the venue; a game's button starts it on the server
 * and opens the scorer, whose visits go through the tablet's outbox like a tournament board's. Once the game is
 * over and every visit reached Oche, the players confirm and the board goes back to the matches.
 */
export function LeagueNightBoard({ night, sync, today = localDay(), renderHeader }: LeagueNightBoardProps) {
  const intl = useIntl()
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const [scoring, setScoring] = useState<Scoring | null>(null)
  const [startError, setStartError] = useState<{ fixtureId: string; message: string } | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventBoardQueries.tabletState(api).queryKey })
  const start = useMutation({
    ...venueBoardMutations.tabletLeagueStart(api),
    onMutate: () => setStartError(null),
    onSuccess: (started, ref) => {
      const match = night.matches.find((candidate) => candidate.id === ref.fixtureId)
      const game = match?.games.find((candidate) => candidate.number === ref.game)
      if (match && game) setScoring({ matchId: started.match_id, match, game })
      void refresh()
    },
    onError: (error, ref) => {
      const message =
        error instanceof ApiRequestError
          ? failureMessage(error, intl)
          : intl.formatMessage({
              id: 'tablet.league.startOffline',
              defaultMessage:
                'Oche could not be reached to start the game. Check the tablet’s connection and try again.',
              description: 'A venue board could not start a league game because the server was not reached',
            })
      setStartError({ fixtureId: ref.fixtureId, message })
      void refresh()
    },
  })

  const score = (match: TabletLeagueMatch, game: LeagueGame) => {
    if (game.match_id) setScoring({ matchId: game.match_id, match, game })
    else start.mutate({ fixtureId: match.id, game: game.number })
  }
  const back = () => {
    setScoring(null)
    void refresh()
  }

  if (scoring)
    return (
      <>
        {renderHeader({
          subtitle: (
            <FormattedMessage
              id="tablet.league.scoringTitle"
              defaultMessage="{home} – {away} · game {number}"
              description="Above the scorer of a league game on a venue board"
              values={{ home: scoring.match.home.name, away: scoring.match.away.name, number: scoring.game.number }}
            />
          ),
          action: (
            <Button variant="outline" onClick={back}>
              <ArrowLeft aria-hidden />
              <FormattedMessage
                id="tablet.league.back"
                defaultMessage="All matches"
                description="Leaves the scorer of a league game for the list of tonight's matches; the game stays live"
              />
            </Button>
          ),
        })}
        <TabletMatch
          game={{ match_id: scoring.matchId }}
          boardState="confirming"
          sync={sync}
          onConfirm={back}
          isConfirming={false}
          confirmError={null}
        />
      </>
    )
  return (
    <>
      {renderHeader({})}
      <LeagueNightList
        night={night}
        today={today}
        onScore={score}
        starting={start.isPending ? start.variables : null}
        startError={startError}
      />
    </>
  )
}
