import type { Board, BoardWithCode, EventDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  ConfirmDialog,
  EmptyState,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  PageLayout,
  toast,
} from '@oche/ui'
import { Plus, Target } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { BoardOverview, boardListAnchor } from '../parts/board-overview'
import { routePath } from '../../routing/route-path'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { LoadErrorState, LoadingState } from '../parts/screen-states/screen-states'
import { nextBoardNumber } from './board-code'
import { BoardCodeDialog } from './board-code-dialog'
import { BoardFormDialog } from './board-form-dialog'
import { BoardTable, type BoardAction } from './board-table'
import { EventForbiddenState, EventNotFoundState } from './event-boards-states'
import { useBoardMutations, useEventBoards, type BoardMutations, type ManagedEventBoards } from './use-event-boards'
import { commonMessages } from '../../app/common-messages/common-messages'

export type EventBoardsScreenProps = {
  /** The event id from `/manage/events/{id}/boards`. */
  id: string
}

type OpenDialog =
  | { action: 'create'; board: null }
  | { action: BoardAction; board: Board }
  | { action: 'code'; board: BoardWithCode }
  | null

function BoardList({ boards, mutations }: { boards: Board[]; mutations: BoardMutations }) {
  const intl = useIntl()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const close = () => setDialog(null)
  // A confirm dialog closes itself after its action; by then a new code may be showing, which must stay open.
  const closeIfStill = (action: BoardAction) => setDialog((open) => (open?.action === action ? null : open))
  const fail = (error: unknown) => {
    toast.error(failureMessage(error, intl))
    throw error
  }
  const boardLabel = (board: Board) =>
    intl.formatMessage({ id: 'manage.boards.label', defaultMessage: 'Board {number}' }, { number: board.number })

  const toggle = (board: Board, enabled: boolean) => {
    setPending((ids) => new Set(ids).add(board.id))
    mutations.update
      .mutateAsync({ boardId: board.id, input: { enabled } })
      .then((saved) =>
        toast.success(
          saved.enabled
            ? intl.formatMessage(
                { id: 'manage.boards.enabledToast', defaultMessage: '{board} is in use' },
                { board: boardLabel(saved) },
              )
            : intl.formatMessage(
                { id: 'manage.boards.disabledToast', defaultMessage: '{board} is switched off: no tablet logins' },
                { board: boardLabel(saved) },
              ),
        ),
      )
      .catch((error: unknown) => toast.error(failureMessage(error, intl)))
      .finally(() =>
        setPending((ids) => {
          const next = new Set(ids)
          next.delete(board.id)
          return next
        }),
      )
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          <FormattedMessage
            id="manage.boards.count"
            defaultMessage="{total, plural, one {# board} other {# boards}}, {enabled} in use"
            values={{ total: boards.length, enabled: boards.filter((board) => board.enabled).length }}
          />
        </p>
        <Button size="lg" onClick={() => setDialog({ action: 'create', board: null })}>
          <Plus aria-hidden />
          <FormattedMessage id="manage.boards.addOpen" defaultMessage="Add a board" />
        </Button>
      </div>
      {boards.length === 0 ? (
        <EmptyState>
          <EmptyStateIcon>
            <Target />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="manage.boards.emptyTitle" defaultMessage="This event has no boards yet" />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="manage.boards.emptyBody"
              defaultMessage="Add a board for each dartboard at the venue; its tablet logs in with the board’s code."
            />
          </EmptyStateDescription>
        </EmptyState>
      ) : (
        <BoardTable
          boards={boards}
          pending={pending}
          onToggle={toggle}
          onAction={(action, board) => setDialog({ action, board })}
        />
      )}

      {dialog?.action === 'create' || dialog?.action === 'rename' ? (
        <BoardFormDialog
          board={dialog.board}
          suggestedNumber={nextBoardNumber(boards)}
          mutations={mutations}
          onCreated={(board) => {
            toast.success(
              intl.formatMessage(
                { id: 'manage.boards.added', defaultMessage: '{board} is added' },
                { board: boardLabel(board) },
              ),
            )
            setDialog({ action: 'code', board })
          }}
          onClose={close}
        />
      ) : null}
      {dialog?.action === 'code' ? <BoardCodeDialog board={dialog.board} onClose={close} /> : null}
      {dialog?.action === 'newCode' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : closeIfStill('newCode'))}
          title={intl.formatMessage(
            { id: 'manage.boards.newCodeTitle', defaultMessage: 'Give {board} a new code?' },
            { board: boardLabel(dialog.board) },
          )}
          description={intl.formatMessage({
            id: 'manage.boards.newCodeBody',
            defaultMessage:
              'The old code stops working and the tablets logged in to this board are logged out; they log in again with the new code.',
          })}
          confirmLabel={intl.formatMessage({ id: 'manage.boards.newCodeConfirm', defaultMessage: 'Make a new code' })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          onConfirm={() =>
            mutations.regenerateCode
              .mutateAsync(dialog.board.id)
              .then((board) => setDialog({ action: 'code', board }))
              .catch(fail)
          }
        />
      ) : null}
      {dialog?.action === 'delete' ? (
        <ConfirmDialog
          open
          variant="danger"
          onOpenChange={(open) => (open ? undefined : closeIfStill('delete'))}
          title={intl.formatMessage(
            { id: 'manage.boards.deleteTitle', defaultMessage: 'Delete {board}?' },
            { board: boardLabel(dialog.board) },
          )}
          description={intl.formatMessage({
            id: 'manage.boards.deleteBody',
            defaultMessage: 'Its tablets are logged out and its code stops working.',
          })}
          confirmLabel={intl.formatMessage({ id: 'manage.boards.deleteConfirm', defaultMessage: 'Delete' })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          onConfirm={() =>
            mutations.remove
              .mutateAsync(dialog.board.id)
              .then(() =>
                toast.success(
                  intl.formatMessage(
                    { id: 'manage.boards.deleted', defaultMessage: '{board} is deleted' },
                    { board: boardLabel(dialog.board) },
                  ),
                ),
              )
              .catch(fail)
          }
        />
      ) : null}
    </div>
  )
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
            <BoardList boards={page.boards} mutations={mutations} />
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
