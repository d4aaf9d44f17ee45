import type { TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { ChampionBanner } from '../tournament-overview/tournament-about'
import { GameRow } from '../parts/game-list/game-row'
import { groupGames, matchesGameFilter } from '../parts/game-list/group-games'
import { roundName } from '../parts/labels/round-names'
import { SectionEmpty } from '../parts/section-empty/section-empty'
import { StageName } from '../parts/stage-names/stage-name'
import { TournamentPage } from '../parts/tournament-page/tournament-page'
import { tournamentGamePath } from '../parts/tournament-page/tournament-sections'
import { RankingTable } from './ranking-table'

export type TournamentResultsScreenProps = {
  /** The tournament id from `/tournaments/{tournament}/results`. */
  id: string
}

function TournamentResults({ detail }: { detail: TournamentDetail }) {
  const intl = useIntl()
  const locale = useLocale()
  const { tournament, ranking, viewer } = detail
  const stages = groupGames(detail.games.filter((game) => matchesGameFilter(game, 'played')))
  if (stages.length === 0 && ranking.length === 0) {
    return (
      <SectionEmpty
        tournamentId={tournament.id}
        title={<FormattedMessage id="tournaments.results.none" defaultMessage="No results yet" />}
        description={
          <FormattedMessage
            id="tournaments.results.noneBody"
            defaultMessage="Results appear here as soon as the first games are played."
          />
        }
      />
    )
  }
  return (
    <div className="grid gap-8 @3xl:grid-cols-[1fr_18rem]">
      <div className="flex min-w-0 flex-col gap-8">
        {stages.map(({ stage, rounds }) => (
          <section key={stage} aria-labelledby={`results-${stage}`} className="flex flex-col gap-4">
            <h2 id={`results-${stage}`} className="text-lg font-semibold">
              <StageName stage={stage} />
            </h2>
            {rounds.map((round) => {
              const first = round.games[0]
              return (
                <div key={round.key} data-slot="results-round" className="flex flex-col gap-2">
                  <h3 className="text-sm font-semibold text-muted-foreground">
                    {first && first.round_code === 'roundRobin' ? (
                      <FormattedMessage
                        id="tournaments.results.round"
                        defaultMessage="Round {round}"
                        values={{ round: first.round }}
                      />
                    ) : first ? (
                      roundName(intl, first)
                    ) : null}
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {round.games.map((game) => (
                      <GameRow
                        key={game.id}
                        game={game}
                        games={detail.games}
                        href={localizedPath(tournamentGamePath(tournament.id, game.id), locale)}
                      />
                    ))}
                  </ul>
                </div>
              )
            })}
          </section>
        ))}
      </div>
      <aside aria-labelledby="results-ranking" className="flex flex-col gap-4">
        {detail.champion ? <ChampionBanner champion={detail.champion} /> : null}
        <h2 id="results-ranking" className="text-lg font-semibold">
          <FormattedMessage id="tournaments.results.rankingTitle" defaultMessage="Final ranking" />
        </h2>
        {ranking.length > 0 ? (
          <RankingTable ranking={ranking} ownEntryId={viewer.entry_id} />
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="tournaments.results.rankingLater"
              defaultMessage="The ranking follows once the tournament is finished."
            />
          </p>
        )}
      </aside>
    </div>
  )
}

/**
 * `/tournaments/{tournament}/results` (public): the played games by stage and round, and the final ranking with
 * shared places ("5–8") once the tournament is finished.
 */
export function TournamentResultsScreen({ id }: TournamentResultsScreenProps) {
  return (
    <TournamentPage id={id} section="results">
      {(detail) => <TournamentResults detail={detail} />}
    </TournamentPage>
  )
}
