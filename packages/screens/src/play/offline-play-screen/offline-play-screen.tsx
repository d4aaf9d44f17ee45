import { localizedPath } from '@oche/i18n'
import { Badge, Button } from '@oche/ui'
import { ArrowLeft, Plus, Wifi, WifiOff } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { MatchSetupForm } from '../parts/match-setup/match-setup-form'
import { ScoredMatch } from '../parts/scorer/scored-match'
import { OfflineMatchList } from './offline-match-list'
import { useOfflinePlay } from './use-offline-play'
import { routePath } from '../../routing/route-path'

export type OfflinePlayScreenProps = Record<string, never>

/**
 * `/play/offline`: the same scorer with no network at all. Matches are kept in IndexedDB and listed with their
 * state; a signed-in player's finished matches are stored in their account, once, when the device is online.
 */
export function OfflinePlayScreen() {
  const offline = useOfflinePlay()
  const { Link } = usePlatform()
  const locale = useLocale()
  const { view } = offline

  const backToList = (
    <Button variant="ghost" onClick={offline.showList} className="self-start">
      <ArrowLeft aria-hidden />
      <FormattedMessage id="play.offline.back" defaultMessage="All offline matches" />
    </Button>
  )

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          <FormattedMessage id="play.offline.title" defaultMessage="Offline play" />
        </h1>
        <Badge variant={offline.isOnline ? 'success' : 'neutral'} data-online={offline.isOnline}>
          {offline.isOnline ? <Wifi aria-hidden /> : <WifiOff aria-hidden />}
          {offline.isOnline ? (
            <FormattedMessage id="play.offline.online" defaultMessage="Online" />
          ) : (
            <FormattedMessage id="play.offline.offline" defaultMessage="No network" />
          )}
        </Badge>
      </div>

      {view.kind === 'list' && (
        <>
          <p className="text-muted-foreground">
            {offline.isSignedIn ? (
              <FormattedMessage
                id="play.offline.introSignedIn"
                defaultMessage="Matches here work without a network and stay on this device. Finished matches are saved to your account as soon as you are online."
              />
            ) : (
              <FormattedMessage
                id="play.offline.intro"
                defaultMessage="Matches here work without a network and stay on this device. <link>Sign in</link> to save finished matches to your account."
                values={{
                  link: (chunks) => (
                    <Link href={localizedPath(routePath('auth-login'), locale)} className="text-primary underline">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            )}
          </p>
          <Button size="lg" className="self-start" onClick={offline.showSetup}>
            <Plus aria-hidden />
            <FormattedMessage id="play.offline.newMatch" defaultMessage="New offline match" />
          </Button>
          <OfflineMatchList matches={offline.matches} isSignedIn={offline.isSignedIn} onOpen={offline.open} />
        </>
      )}

      {view.kind === 'setup' && (
        <>
          {backToList}
          <h2 className="text-2xl font-semibold">
            <FormattedMessage id="play.offline.setupTitle" defaultMessage="New offline match" />
          </h2>
          <MatchSetupForm defaultDraft={offline.setupDraft} onStart={offline.start} />
        </>
      )}

      {view.kind === 'playing' && (
        <>
          {backToList}
          <ScoredMatch
            key={view.match.id}
            match={view.match}
            onSave={offline.save}
            isSynced={false}
            onPlayAgain={() => offline.start(view.match.setup)}
            onNewMatch={offline.showSetup}
            onLeave={() => offline.leave(view.match)}
          />
        </>
      )}
    </main>
  )
}
