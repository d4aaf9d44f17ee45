import type { Game, TournamentDetail } from '@oche/api'
import { EmptyState, EmptyStateDescription, EmptyStateTitle } from '@oche/ui'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { GameDeskDialogs } from '../parts/game-desk/game-desk-dialogs'
import { GameActionButtons } from '../parts/game-desk/game-action-buttons'
import { useGameDesk, type GameDesk } from '../parts/game-desk/use-game-desk'
import { gamePartKey, gameParts, gameStages } from '../parts/game-list/filter-games'
import { gameMessages } from '../parts/game-names/game-messages'
import { useGameNames } from '../parts/game-names/use-game-names'
import { PlayFrame } from '../parts/play-frame/play-frame'
import { useTournamentPlay } from '../parts/play-data/use-tournament-play'
import { AuditTrail } from './audit-trail'

export type PlayResultsScreenProps = {
  /** The tournament id from `/manage/tournaments/{id}/play/results`. */
  id: string
}

function isDecided(game: Game): boolean {
  return game.state === 'finished' || game.state === 'walkover'
}

function ResultRow({ game, desk }: { game: Game; desk: GameDesk }) {
  const intl = useIntl()
  const names = useGameNames()
  const result = game.result
  return (
    <li
      data-slot="result-row"
      data-game-id={game.id}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b py-3 last:border-b-0"
    >
      <div className="flex min-w-0 flex-col">
        <span className="text-xs text-muted-foreground">{names.title(game)}</span>
        <span className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-medium">{names.versus(game)}</span>
          {result ? (
            <span className="font-mono text-lg font-semibold tabular-nums">
              {result.walkover ? (
                <FormattedMessage id="manage.playResults.walkover" defaultMessage="Walkover" />
              ) : (
                intl.formatMessage(gameMessages.score, { home: result.legs[0], away: result.legs[1] })
              )}
            </span>
          ) : null}
        </span>
      </div>
      <GameActionButtons game={game} gameName={names.versus(game)} onAction={(action) => desk.act(action, game)} />
    </li>
  )
}

function Results({ detail }: { detail: TournamentDetail }) {
  const names = useGameNames()
  const auditId = useId()
  const desk = useGameDesk(detail.tournament.id, detail)
  const decided = detail.games.filter(isDecided)
  const stages = gameStages(decided)
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        {decided.length === 0 ? (
          <EmptyState>
            <EmptyStateTitle>
              <FormattedMessage id="manage.playResults.emptyTitle" defaultMessage="No results yet" />
            </EmptyStateTitle>
            <EmptyStateDescription>
              <FormattedMessage
                id="manage.playResults.emptyBody"
                defaultMessage="Finished games are listed here by stage and round, ready to be corrected."
              />
            </EmptyStateDescription>
          </EmptyState>
        ) : (
          stages.map((stage) => (
            <section key={stage} className="flex flex-col gap-3" data-stage={stage}>
              <h3 className="text-lg font-semibold">{names.stage(stage)}</h3>
              {gameParts(decided, stage).map(({ key, game: first }) => (
                <div key={key} className="flex flex-col">
                  <h4 className="text-sm font-semibold text-muted-foreground">
                    {first.group ? names.group(first.group) : names.round(first)}
                  </h4>
                  <ul>
                    {decided
                      .filter((game) => game.stage === stage && gamePartKey(game) === key)
                      .sort((a, b) => a.round - b.round || a.slot - b.slot)
                      .map((game) => (
                        <ResultRow key={game.id} game={game} desk={desk} />
                      ))}
                  </ul>
                </div>
              ))}
            </section>
          ))
        )}
      </div>
      <section aria-labelledby={auditId} className="flex flex-col gap-3 rounded-lg border p-4">
        <h3 id={auditId} className="text-lg font-semibold">
          <FormattedMessage id="manage.playResults.audit" defaultMessage="Audit trail" />
        </h3>
        <AuditTrail tournamentId={detail.tournament.id} games={detail.games} labelledBy={auditId} />
      </section>
      <GameDeskDialogs desk={desk} detail={detail} />
    </div>
  )
}

/**
 * `/manage/tournaments/{id}/play/results` (organisers): the decided games by stage and round with their results,
 * each correctable, beside the audit trail of who changed what, when, and why.
 */
export function PlayResultsScreen({ id }: PlayResultsScreenProps) {
  const data = useTournamentPlay(id)
  return (
    <PlayFrame
      tournamentId={id}
      page="manage-tournaments-id-play-results"
      heading={<FormattedMessage id="manage.playResults.heading" defaultMessage="Results" />}
      data={data}
    >
      {(detail) => <Results detail={detail} />}
    </PlayFrame>
  )
}
