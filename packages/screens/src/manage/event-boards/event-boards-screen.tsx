import type { EventDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { PageLayout } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { BoardList } from '../parts/board-admin'
import { BoardOverview, boardListAnchor } from '../parts/board-overview'
import { routePath } from '../../routing/route-path'
import { LoadErrorState, LoadingState } from '../parts/screen-states/screen-states'
import { EventForbiddenState, EventNotFoundState } from './event-boards-states'
import { useBoardMutations, useEventBoards, type ManagedEventBoards } from './use-event-boards'

export type EventBoardsScreenProps = {
  /** The event id from `/manage/events/{id}/boards`. */
  id: string
}

function publicEventHref(event: EventDetail | null, locale: ReturnType<typeof useLocale>) {
  return event && event.visibility !== 'private'
    ? localizedPath(routePath('events-event', { event: event.id }), locale)
    : null
}

function PageBody({ id, page }: { id: string; page: ManagedEventBoards }) {
  const intl = useIntl()
  const locale = useLocale()
  const mutations = useBoardMutations(id)
  switch (page.status) {
    case 'loading':
      return (
        <LoadingState
          label={intl.formatMessage({ id: 'manage.boards.loading', defaultMessage: 'Loading the boards' })}
        />
      )
    case 'notFound':
      return <EventNotFoundState />
    case 'forbidden':
      return <EventForbiddenState publicHref={publicEventHref(page.event, locale)} />
    case 'error':
      return (
        <LoadErrorState
          title={<FormattedMessage id="manage.boards.errorTitle" defaultMessage="The boards could not be loaded" />}
          onRetry={page.retry}
        />
      )
    case 'ready':
      return (
        <div className="flex flex-col gap-10">
          <BoardOverview eventId={id} />
          <section id={boardListAnchor} aria-labelledby={`${boardListAnchor}-title`} className="flex flex-col gap-4">
            <h2 id={`${boardListAnchor}-title`} className="text-xl font-semibold">
              <FormattedMessage
                id="manage.boardOverview.boardListTitle"
                description="Heading of the boards page section listing the boards with their tablet login codes"
                defaultMessage="Boards and login codes"
              />
            </h2>
            <BoardList
              boards={page.boards}
              changes={mutations}
              empty={{
                title: <FormattedMessage id="manage.boards.emptyTitle" defaultMessage="This event has no boards yet" />,
                description: (
                  <FormattedMessage
                    id="manage.boards.emptyBody"
                    defaultMessage="Add a board for each dartboard at the venue; its tablet logs in with the board’s code."
                  />
                ),
              }}
            />
          </section>
        </div>
      )
    default:
      return page satisfies never
  }
}

/**
 * `/manage/events/{id}/boards` (organisers): the event's boards to add, rename, switch on and off and delete,
 * and each board's tablet login code, shown once when it is made.
 */
export function EventBoardsScreen({ id }: EventBoardsScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const page = useEventBoards(id)
  return (
    <main>
      <PageLayout
        title={intl.formatMessage({ id: 'manage.boards.title', defaultMessage: 'Boards' })}
        description={
          page.status === 'ready'
            ? intl.formatMessage(
                { id: 'manage.boards.description', defaultMessage: 'The boards of {event}.' },
                { event: page.event.name },
              )
            : undefined
        }
        backHref={localizedPath(routePath('manage'), locale)}
        backLabel={intl.formatMessage({ id: 'manage.tournamentList.back', defaultMessage: 'Organiser home' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        <PageBody id={id} page={page} />
      </PageLayout>
    </main>
  )
}
