import { Badge, Button } from '@oche/ui'
import { CloudOff, CloudUpload, Cloud, TriangleAlert } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import type { OutboxSync } from './use-outbox-sync'

/** Whether the visits scored here reached Oche: saved, being sent, or waiting offline (with how many). */
export function SyncStatus({ sync }: { sync: Pick<OutboxSync, 'pending' | 'isOffline'> }) {
  const { pending, isOffline } = sync
  const state = isOffline ? 'offline' : pending > 0 ? 'sending' : 'saved'
  return (
    <div role="status" data-slot="tablet-sync" data-sync={state} className="flex items-center">
      {state === 'offline' ? (
        <Badge variant="danger" className="gap-2 px-3 py-1.5 text-sm">
          <CloudOff aria-hidden className="size-4" />
          <FormattedMessage
            id="tablet.sync.offline"
            defaultMessage="Offline · {count, plural, =0 {no visits waiting} one {# visit waiting} other {# visits waiting}}"
            description="The board tablet has no connection; visits scored meanwhile wait on the tablet"
            values={{ count: pending }}
          />
        </Badge>
      ) : state === 'sending' ? (
        <Badge variant="neutral" className="gap-2 px-3 py-1.5 text-sm">
          <CloudUpload aria-hidden className="size-4" />
          <FormattedMessage
            id="tablet.sync.sending"
            defaultMessage="Sending {count, plural, one {# visit} other {# visits}}…"
            description="Visits scored on the board tablet on their way to the server"
            values={{ count: pending }}
          />
        </Badge>
      ) : (
        <Badge variant="success" className="gap-2 px-3 py-1.5 text-sm">
          <Cloud aria-hidden className="size-4" />
          <FormattedMessage
            id="tablet.sync.saved"
            defaultMessage="Online · all visits saved"
            description="Every visit scored on the board tablet reached the server"
          />
        </Badge>
      )}
    </div>
  )
}

/** The match was scored on another device (409) or a visit was refused: the tablet now shows the server's score. */
export function SyncConflictAlert({ sync }: { sync: Pick<OutboxSync, 'conflict' | 'dismissConflict'> }) {
  const { conflict } = sync
  if (!conflict) return null
  return (
    <div
      role="alert"
      data-slot="tablet-conflict"
      className="flex flex-wrap items-center gap-4 rounded-md border border-danger bg-surface p-4 text-base"
    >
      <TriangleAlert aria-hidden className="text-danger size-6 shrink-0" />
      <p className="min-w-0 flex-1">
        {conflict.kind === 'conflict' ? (
          <FormattedMessage
            id="tablet.sync.conflict"
            defaultMessage="This game was scored on another device. The tablet now shows the score as Oche has it: check the last visits with the players before going on."
            description="Shown after a 409: two devices scored the same game"
          />
        ) : (
          <FormattedMessage
            id="tablet.sync.refused"
            defaultMessage="Oche refused a visit from this tablet. The tablet now shows the score as Oche has it: check the last visits with the players before going on."
            description="Shown when the server refused a visit sent from the tablet"
          />
        )}
      </p>
      <Button size="lg" variant="outline" onClick={sync.dismissConflict}>
        <FormattedMessage id="tablet.sync.dismiss" defaultMessage="OK" description="Closes the conflict message" />
      </Button>
    </div>
  )
}
