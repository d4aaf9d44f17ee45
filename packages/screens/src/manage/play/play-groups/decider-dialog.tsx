import type { DeciderInput, GroupTable } from '@oche/api'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  IconButton,
  RadioGroup,
  RadioGroupItem,
} from '@oche/ui'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { moveItem } from './move-item'
import { commonMessages } from '../../../app/common-messages/common-messages'

export type DeciderMethod = DeciderInput['method']
const methods: readonly DeciderMethod[] = ['bullOff', 'playOff', 'lot']

export type DeciderDialogProps = {
  group: GroupTable
  /** The entry ids of the tie, as the table lists them. */
  tie: readonly string[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Stores the decider; rejects with the server's error, which the dialog shows. */
  onSubmit: (input: DeciderInput) => Promise<unknown>
}

function MethodLabel({ method }: { method: DeciderMethod }) {
  switch (method) {
    case 'bullOff':
      return <FormattedMessage id="manage.playDecider.bullOff" defaultMessage="Bull-off" />
    case 'playOff':
      return <FormattedMessage id="manage.playDecider.playOff" defaultMessage="Play-off game" />
    case 'lot':
      return <FormattedMessage id="manage.playDecider.lot" defaultMessage="Drawing lots" />
    default:
      return method satisfies never
  }
}

/**
 * Settles a tie the tie-breakers left open: how it was decided and the tied players' order, best first. Players
 * move with their up and down buttons (the focus follows the player, so the keyboard alone can reorder), and each
 * move is announced.
 */
export function DeciderDialog({ group, tie, open, onOpenChange, onSubmit }: DeciderDialogProps) {
  const intl = useIntl()
  const id = useId()
  const [method, setMethod] = useState<DeciderMethod>('bullOff')
  const [order, setOrder] = useState<string[]>([...tie])
  const [announcement, setAnnouncement] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const nameOf = (entryId: string) => group.rows.find((row) => row.entry_id === entryId)?.name ?? ''

  const move = (index: number, step: -1 | 1) => {
    const next = moveItem(order, index, step)
    const entryId = order[index]
    if (!entryId || next[index] === order[index]) return
    setOrder(next)
    setAnnouncement(
      intl.formatMessage(
        { id: 'manage.playDecider.moved', defaultMessage: '{name} is now place {place} of {count}.' },
        { name: nameOf(entryId), place: index + step + 1, count: next.length },
      ),
    )
    // Focus follows the player, so a keyboard user can keep moving them; at either end it turns around.
    const place = index + step
    const isAtEnd = step === -1 ? place === 0 : place === next.length - 1
    const direction = (step === -1) !== isAtEnd ? 'up' : 'down'
    requestAnimationFrame(() => buttons.current.get(`${entryId}:${direction}`)?.focus())
  }

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element)
    else buttons.current.delete(key)
  }

  const handleSave = async () => {
    setFailure(null)
    setIsSaving(true)
    try {
      await onSubmit({ method, order })
      onOpenChange(false)
    } catch (error) {
      setFailure(failureMessage(error, intl))
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={intl.formatMessage(commonMessages.close)} aria-busy={isSaving || undefined}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="manage.playDecider.title"
              defaultMessage="Decide the tie in group {group}"
              values={{ group: group.id }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="manage.playDecider.description"
              defaultMessage="The tie-breakers cannot separate these players. Say how it was settled and put them in order, best first."
            />
          </DialogDescription>
        </DialogHeader>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex flex-col gap-3">
          <span id={`${id}-method`} className="text-sm font-medium">
            <FormattedMessage id="manage.playDecider.method" defaultMessage="Settled by" />
          </span>
          <RadioGroup
            aria-labelledby={`${id}-method`}
            value={method}
            onValueChange={(value) => setMethod(methods.find((each) => each === value) ?? 'bullOff')}
            className="grid gap-2 sm:grid-cols-3"
          >
            {methods.map((each) => (
              <label
                key={each}
                htmlFor={`${id}-${each}`}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-4 has-[[data-state=checked]]:border-primary"
              >
                <RadioGroupItem id={`${id}-${each}`} value={each} />
                <MethodLabel method={each} />
              </label>
            ))}
          </RadioGroup>
        </div>
        {method === 'lot' ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="manage.playDecider.lotHelp"
              defaultMessage="Oche draws the order of these players at random when you save, and keeps the draw in the audit trail."
            />
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <span id={`${id}-order`} className="text-sm font-medium">
              <FormattedMessage id="manage.playDecider.order" defaultMessage="Order, best first" />
            </span>
            <p id={`${id}-order-help`} className="text-sm text-muted-foreground">
              <FormattedMessage
                id="manage.playDecider.orderHelp"
                defaultMessage="Move a player with their up and down buttons; the focus stays with the player you move."
              />
            </p>
            <ol aria-labelledby={`${id}-order`} aria-describedby={`${id}-order-help`} className="flex flex-col gap-2">
              {order.map((entryId, index) => {
                const name = nameOf(entryId)
                return (
                  <li
                    key={entryId}
                    data-entry-id={entryId}
                    className="flex min-h-14 items-center gap-3 rounded-md border bg-surface px-3"
                  >
                    <span className="w-6 text-end font-mono font-semibold tabular-nums">{index + 1}</span>
                    <span className="min-w-0 flex-1 truncate font-medium">{name}</span>
                    <IconButton
                      variant="outline"
                      size="lg"
                      label={intl.formatMessage(
                        { id: 'manage.playDecider.moveUp', defaultMessage: 'Move {name} up' },
                        { name },
                      )}
                      ref={buttonRef(`${entryId}:up`)}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp />
                    </IconButton>
                    <IconButton
                      variant="outline"
                      size="lg"
                      label={intl.formatMessage(
                        { id: 'manage.playDecider.moveDown', defaultMessage: 'Move {name} down' },
                        { name },
                      )}
                      ref={buttonRef(`${entryId}:down`)}
                      disabled={index === order.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown />
                    </IconButton>
                  </li>
                )
              })}
            </ol>
            <p role="status" className="sr-only">
              {announcement}
            </p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
            <FormattedMessage {...commonMessages.cancel} />
          </Button>
          <Button size="lg" onClick={handleSave} disabled={isSaving}>
            {method === 'lot' ? (
              <FormattedMessage id="manage.playDecider.drawLots" defaultMessage="Draw lots" />
            ) : (
              <FormattedMessage id="manage.playDecider.save" defaultMessage="Save decider" />
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
