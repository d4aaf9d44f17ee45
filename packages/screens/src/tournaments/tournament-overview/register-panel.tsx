import type { TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { lazy, Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'
import { tournamentPath } from '../parts/tournament-page/tournament-sections'
import { routePath } from '../../routing/route-path'

// The form and the withdraw dialog (Radix's dialog, focus and scroll handling) are a signed-in player's only: they
// load when the panel shows one, so a visitor's first load of a tournament carries neither. The server renders them
// for a signed-in player, and the page keeps that HTML until the chunk is there.
const SignedInRegistration = lazy(() =>
  import('./signed-in-registration').then((module) => ({ default: module.SignedInRegistration })),
)

/**
 * Sign-up on the overview: a "Register" button for signed-in players (with the partner's name for pairs),
 * "Withdraw" for their own entry before the draw, and a sign-in link for visitors while sign-up is open.
 */
export function RegisterPanel({ detail }: { detail: TournamentDetail }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const session = useSession()
  const { tournament, viewer } = detail
  const isFull = tournament.entry_limit !== null && tournament.entries_count >= tournament.entry_limit
  const isOpen = tournament.status === 'draft' && tournament.signup_open
  if (viewer.entry_id || viewer.can_register) {
    return (
      <Suspense fallback={null}>
        <SignedInRegistration detail={detail} />
      </Suspense>
    )
  }
  if (!isOpen) return null
  if (isFull) {
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="tournaments.register.full" defaultMessage="This tournament is full." />
      </p>
    )
  }
  if (session.status === 'authenticated') return null
  const back = localizedPath(tournamentPath(tournament.id, 'overview'), locale)
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="tournaments.register.signInFirst"
          defaultMessage="Sign in to register for this tournament."
        />
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link href={`${localizedPath(routePath('auth-login'), locale)}?redirect=${encodeURIComponent(back)}`}>
          <FormattedMessage id="tournaments.register.signIn" defaultMessage="Sign in to register" />
        </Link>
      </Button>
    </div>
  )
}
