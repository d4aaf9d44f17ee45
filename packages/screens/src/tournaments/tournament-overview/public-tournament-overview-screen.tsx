import type { TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { Settings } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { GameRow } from '../parts/game-list/game-row'
import { TournamentPage } from '../parts/tournament-page/tournament-page'
import { tournamentGamePath } from '../parts/tournament-page/tournament-sections'
import { EntryList } from './entry-list'
import { RegisterPanel } from './register-panel'
import { ShareButton } from './share-button'
import { ChampionBanner, TournamentAbout } from './tournament-about'
import { routePath } from '../../routing/route-path'

export type PublicTournamentOverviewScreenProps = {
  /** The tournament id from `/tournaments/{tournament}`. */
  id: string
}

function NowPlaying({ detail }: { detail: TournamentDetail }) {
  const locale = useLocale()
  const onBoards = detail.games.filter((game) => game.state === 'live' || game.state === 'called')
  if (onBoards.length === 0) return null
  return (
    <section aria-labelledby="tournament-now-playing" className="flex flex-col gap-3">
      <h2 id="tournament-now-playing" className="text-lg font-semibold">
        <FormattedMessage id="tournaments.overview.nowPlaying" defaultMessage="Now on the boards" />
      </h2>
      <ul className="flex flex-col gap-2">
        {onBoards.map((game) => (
          <GameRow
            key={game.id}
            game={game}
            games={detail.games}
            href={localizedPath(tournamentGamePath(detail.tournament.id, game.id), locale)}
          />
        ))}
      </ul>
    </section>
  )
}

function TournamentOverview({ detail }: { detail: TournamentDetail }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const { tournament, viewer } = detail
  return (
    <div className="grid gap-8 @3xl:grid-cols-[1fr_20rem]">
      <div className="flex min-w-0 flex-col gap-8">
        {detail.champion ? <ChampionBanner champion={detail.champion} /> : null}
        <NowPlaying detail={detail} />
        <TournamentAbout detail={detail} />
      </div>
      <aside className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
          <RegisterPanel detail={detail} />
          <div className="flex flex-wrap gap-2">
            <ShareButton id={tournament.id} name={tournament.name} />
            {viewer.can_manage ? (
              <Button asChild variant="ghost">
                <Link href={localizedPath(routePath('manage-tournaments-id', { id: tournament.id }), locale)}>
                  <Settings aria-hidden />
                  <FormattedMessage id="tournaments.overview.manage" defaultMessage="Manage" />
                </Link>
              </Button>
            ) : null}
          </div>
        </div>
        <EntryList entries={detail.entries} limit={tournament.entry_limit} ownEntryId={viewer.entry_id} />
      </aside>
    </div>
  )
}

/**
 * `/tournaments/{tournament}` (public): the tournament at a glance: champion once finished, games on the boards,
 * description, format and game settings, sign-up for players, a share link and who has entered.
 */
export function PublicTournamentOverviewScreen({ id }: PublicTournamentOverviewScreenProps) {
  return (
    <TournamentPage id={id} section="overview">
      {(detail) => <TournamentOverview detail={detail} />}
    </TournamentPage>
  )
}
