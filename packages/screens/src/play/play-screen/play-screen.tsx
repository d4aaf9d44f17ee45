import { Skeleton } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import { MatchSetupForm } from '../parts/match-setup/match-setup-form'
import { ScoredMatch } from '../parts/scorer/scored-match'
import { usePlay } from './use-play'

export type PlayScreenProps = Record<string, never>

/**
 * `/play`: set up an x01 match, then score it at the board. The match is kept on this device so a reload resumes
 * it, and a signed-in player's match is stored in their account as it is played.
 */
export function PlayScreen() {
  const play = usePlay()

  if (play.isLoading) {
    return (
      <main aria-busy="true" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-64 w-full" />
      </main>
    )
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      {play.match ? (
        <>
          <h1 className="sr-only">
            <FormattedMessage id="play.play.matchTitle" defaultMessage="Match" />
          </h1>
          <ScoredMatch
            key={play.match.id}
            match={play.match}
            onSave={play.save}
            isSynced={play.isSynced}
            onPlayAgain={play.playAgain}
            onNewMatch={play.newMatch}
            onLeave={play.newMatch}
          />
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">
            <FormattedMessage id="play.play.setupTitle" defaultMessage="New match" />
          </h1>
          <MatchSetupForm
            key={play.isSynced ? 'signed-in' : 'guest'}
            defaultDraft={play.setupDraft}
            onStart={play.start}
          />
        </>
      )}
    </main>
  )
}
