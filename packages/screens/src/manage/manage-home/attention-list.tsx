import type { ManageOverview } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { CalendarCheck, ChevronRight, Shuffle, Swords, UserCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import type { ManageTournamentPage } from '../parts/tournament-nav/tournament-pages'

type AttentionItem = ManageOverview['attention'][number]

/** Where each kind of attention is dealt with, what it says and its icon. */
function describeItem(item: AttentionItem): { page: ManageTournamentPage; icon: ReactNode; text: ReactNode } {
  switch (item.kind) {
    case 'gamesWaitingForBoard':
      return {
        page: 'manage-tournaments-id-play-list',
        icon: <Swords aria-hidden />,
        text: (
          <FormattedMessage
            id="manage.attention.gamesWaitingForBoard"
            defaultMessage="{count, plural, one {# game is} other {# games are}} ready and waiting for a board"
            values={{ count: item.count }}
          />
        ),
      }
    case 'tieNeedsDecider':
      return {
        page: 'manage-tournaments-id-play-groups',
        icon: <Shuffle aria-hidden />,
        text: (
          <FormattedMessage
            id="manage.attention.tieNeedsDecider"
            defaultMessage="{count, plural, one {A tie needs} other {# ties need}} a decider: bull-off, play-off or lot"
            values={{ count: item.count }}
          />
        ),
      }
    case 'checkInOpen':
      return {
        page: 'manage-tournaments-id-players',
        icon: <UserCheck aria-hidden />,
        text: (
          <FormattedMessage
            id="manage.attention.checkInOpen"
            defaultMessage="Check-in: {count, plural, one {# player has} other {# players have}} not checked in yet"
            values={{ count: item.count }}
          />
        ),
      }
    case 'readyToDraw':
      return {
        page: 'manage-tournaments-id-play-list',
        icon: <CalendarCheck aria-hidden />,
        text: (
          <FormattedMessage
            id="manage.attention.readyToDraw"
            defaultMessage="Ready for the draw: {count, plural, one {# entry} other {# entries}}"
            values={{ count: item.count }}
          />
        ),
      }
    default:
      return item.kind satisfies never
  }
}

/** What needs the organiser now, each item a link to the page where it is dealt with. */
export function AttentionList({ items }: { items: ManageOverview['attention'] }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  if (items.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="manage.attention.none" defaultMessage="Nothing needs you right now." />
      </p>
    )
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => {
        const { page, icon, text } = describeItem(item)
        return (
          <li key={`${item.kind}:${item.tournament_id}`} data-kind={item.kind}>
            <Link
              href={localizedPath(routePath(page, { id: item.tournament_id }), locale)}
              className="flex items-center gap-3 rounded-md border bg-surface-raised p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0"
            >
              <span className="text-warning">{icon}</span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{item.tournament_name}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
              <ChevronRight aria-hidden className="text-muted-foreground rtl:rotate-180" />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
