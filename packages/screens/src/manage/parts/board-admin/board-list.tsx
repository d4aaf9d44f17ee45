import type { Board, BoardWithCode } from '@oche/api'
import {
  Button,
  ConfirmDialog,
  EmptyState,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  toast,
} from '@oche/ui'
import { Plus, Target } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import type { BoardChanges } from './board-changes'
import { nextBoardNumber } from './board-code'
import { BoardCodeDialog } from './board-code-dialog'
import { BoardFormDialog } from './board-form-dialog'
import { BoardTable, type BoardAction } from './board-table'

export type BoardListProps = {
  /** The boards by number. */
  boards: Board[]
  changes: BoardChanges
  /** What the list says while it has no boards: whose boards these are and what to add. */
  empty: { title: ReactNode; description: ReactNode }
  /** How a tablet logs in, shown with a new code (see `BoardCodeDialog`). */
  loginHelp?: (address: string) => ReactNode
}

type OpenDialog =
  | { action: 'create'; board: null }
  | { action: BoardAction; board: Board }
  | { action: 'code'; board: BoardWithCode }
  | null

/**
 * Boards to add, rename, switch on and off, delete and give a new code, whoever's they are (an event's, a league
 * venue's): how many are in use, "Add a board", the table, and a new board's or new code's login code shown once.
 */
export function BoardList({ boards, changes, empty, loginHelp }: BoardListProps) {
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
    changes
      .update(board.id, { enabled })
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
          <EmptyStateTitle>{empty.title}</EmptyStateTitle>
          <EmptyStateDescription>{empty.description}</EmptyStateDescription>
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
          changes={changes}
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
      {dialog?.action === 'code' ? (
        <BoardCodeDialog board={dialog.board} loginHelp={loginHelp} onClose={close} />
      ) : null}
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
            changes
              .regenerateCode(dialog.board.id)
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
            changes
              .remove(dialog.board.id)
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
