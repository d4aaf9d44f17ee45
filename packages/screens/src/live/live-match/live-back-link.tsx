import { localizedPath } from '@oche/i18n'
import { ArrowLeft } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'

export type LiveBackLinkProps = {
  /** The tournament the match is a game of; a match of its own leads home. */
  tournamentId?: string
}

/** The way off the live page, which has no app header: to the match's tournament, or to the home page. */
export function LiveBackLink({ tournamentId }: LiveBackLinkProps) {
  const { Link } = usePlatform()
  const locale = useLocale()
  const href = tournamentId
    ? localizedPath(routePath('tournaments-tournament', { tournament: tournamentId }), locale)
    : localizedPath(routePath('index'), locale)
  return (
    <Link
      href={href}
      data-slot="live-back"
      className="-ms-2 inline-flex h-10 items-center gap-1.5 self-start rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {tournamentId ? (
        <FormattedMessage id="live.match.backToTournament" defaultMessage="Back to the tournament" />
      ) : (
        <FormattedMessage id="live.match.backHome" defaultMessage="Go to the home page" />
      )}
    </Link>
  )
}
