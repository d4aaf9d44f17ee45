import type { TabletState } from '@oche/api'
import { Button, ConfirmDialog } from '@oche/ui'
import { LogOut, TabletSmartphone } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useTabletMode } from '../../app/tablet-mode/use-tablet-mode'
import { SyncStatus } from '../parts/tablet-scoring/sync-status'
import type { OutboxSync } from '../parts/tablet-scoring/use-outbox-sync'
import { commonMessages } from '../../app/common-messages/common-messages'

export type TabletHeaderProps = {
  tablet: TabletState
  sync: OutboxSync
  onLogOut: () => void
  /** In place of the event's or venue's name: what the board is scoring (a venue board's league game). */
  subtitle?: ReactNode
  /** First among the tablet's actions: the way back from a venue board's game to its matches. */
  action?: ReactNode
}

/** The board's name and event, whether the visits reached Oche, and the tablet's own actions. */
export function TabletHeader({ tablet, sync, onLogOut, subtitle, action }: TabletHeaderProps) {
  const { board } = tablet
  const tabletMode = useTabletMode()
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
        <h1 className="text-2xl font-bold">
          {board.name ? (
            <FormattedMessage
              id="tablet.screen.titleNamed"
              defaultMessage="Board {number} · {name}"
              description="Heading of the board tablet for a board with a name"
              values={{ number: board.number, name: board.name }}
            />
          ) : (
            <FormattedMessage
              id="tablet.screen.title"
              defaultMessage="Board {number}"
              description="Heading of the board tablet"
              values={{ number: board.number }}
            />
          )}
        </h1>
        <p className="text-muted-foreground truncate text-lg">{subtitle ?? board.event?.name ?? board.venue?.name}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {action}
        <SyncStatus sync={sync} />
        {tabletMode.isTabletMode ? null : (
          <ConfirmDialog
            title={
              <FormattedMessage
                id="tablet.mode.confirmTitle"
                defaultMessage="Turn this device into a board tablet?"
                description="Title of the dialog before tablet mode starts"
              />
            }
            description={
              <FormattedMessage
                id="tablet.mode.confirmText"
                defaultMessage="You will be signed out on this device and it will only show the board tablet. Tap the Oche logo five times to leave tablet mode."
                description="Text of the dialog before tablet mode starts (spec: signs out, then shows only /tablet)"
              />
            }
            confirmLabel={
              <FormattedMessage
                id="tablet.mode.confirm"
                defaultMessage="Start tablet mode"
                description="Confirms tablet mode"
              />
            }
            cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
            onConfirm={tabletMode.enter}
          >
            <Button variant="outline">
              <TabletSmartphone aria-hidden />
              <FormattedMessage
                id="tablet.mode.enter"
                defaultMessage="Enter tablet mode"
                description="Opens the dialog that turns the device into a dedicated board tablet"
              />
            </Button>
          </ConfirmDialog>
        )}
        <ConfirmDialog
          variant="danger"
          title={
            <FormattedMessage
              id="tablet.logOut.title"
              defaultMessage="Log this tablet out of board {number}?"
              description="Title of the dialog before the tablet forgets its board"
              values={{ number: board.number }}
            />
          }
          description={
            sync.pending > 0 ? (
              <FormattedMessage
                id="tablet.logOut.descriptionPending"
                defaultMessage="{count, plural, one {# visit has} other {# visits have}} not reached Oche yet. They stay on this tablet and are sent when it is logged in to this board again."
                description="Log-out dialog while visits wait in the outbox"
                values={{ count: sync.pending }}
              />
            ) : (
              <FormattedMessage
                id="tablet.logOut.description"
                defaultMessage="To score on this board again, log in with the board’s code or QR code."
                description="Log-out dialog of the board tablet"
              />
            )
          }
          confirmLabel={
            <FormattedMessage id="tablet.logOut.confirm" defaultMessage="Log out" description="Confirms the log-out" />
          }
          cancelLabel={
            <FormattedMessage
              id="tablet.logOut.cancel"
              defaultMessage="Stay logged in"
              description="Cancels the log-out"
            />
          }
          onConfirm={onLogOut}
        >
          <Button variant="ghost">
            <LogOut aria-hidden />
            <FormattedMessage
              id="tablet.logOut.open"
              defaultMessage="Log this board out"
              description="Opens the dialog that logs the tablet out of its board"
            />
          </Button>
        </ConfirmDialog>
      </div>
    </header>
  )
}
