import type { StandingsSettings } from '@oche/api'
import { Checkbox, cn, IconButton } from '@oche/ui'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useEffect, useId, useRef, useState, type Ref } from 'react'
import { useIntl } from 'react-intl'
import { moveItem } from '../../play/play-groups/move-item'
import { tieBreakerOptions } from './tournament-form-values'

type TieBreaker = StandingsSettings['tie_breakers'][number]

export type TieBreakerOrderProps = {
  /** The criteria in use, in order. */
  value: TieBreaker[]
  onValueChange: (value: TieBreaker[]) => void
  error?: string | undefined
  ref?: Ref<HTMLFieldSetElement>
}

function useTieBreakerText() {
  const intl = useIntl()
  return (criterion: TieBreaker): { name: string; description: string } => {
    switch (criterion) {
      case 'points':
        return {
          name: intl.formatMessage({ id: 'manage.tieBreaker.points', defaultMessage: 'Points' }),
          description: intl.formatMessage({
            id: 'manage.tieBreaker.pointsHelp',
            defaultMessage: 'Points for wins and draws.',
          }),
        }
      case 'legDifference':
        return {
          name: intl.formatMessage({ id: 'manage.tieBreaker.legDifference', defaultMessage: 'Leg difference' }),
          description: intl.formatMessage({
            id: 'manage.tieBreaker.legDifferenceHelp',
            defaultMessage: 'Legs won minus legs lost.',
          }),
        }
      case 'headToHead':
        return {
          name: intl.formatMessage({ id: 'manage.tieBreaker.headToHead', defaultMessage: 'Head-to-head' }),
          description: intl.formatMessage({
            id: 'manage.tieBreaker.headToHeadHelp',
            defaultMessage: 'Points in the games among the tied players only.',
          }),
        }
      case 'legsWon':
        return {
          name: intl.formatMessage({ id: 'manage.tieBreaker.legsWon', defaultMessage: 'Legs won' }),
          description: intl.formatMessage({
            id: 'manage.tieBreaker.legsWonHelp',
            defaultMessage: 'More legs won ranks higher.',
          }),
        }
      case 'average':
        return {
          name: intl.formatMessage({ id: 'manage.tieBreaker.average', defaultMessage: '3-dart average' }),
          description: intl.formatMessage({
            id: 'manage.tieBreaker.averageHelp',
            defaultMessage: 'Over the group’s games scored on Oche.',
          }),
        }
      default:
        return criterion satisfies never
    }
  }
}

/**
 * The tie-break chain as a list: tick the criteria to use and move them up or down with the arrow buttons
 * (keyboard and screen readers alike; each move is announced). Criteria not in use are listed after it.
 */
export function TieBreakerOrder({ value, onValueChange, error, ref }: TieBreakerOrderProps) {
  const intl = useIntl()
  const id = useId()
  const text = useTieBreakerText()
  const [announcement, setAnnouncement] = useState('')
  const focusAfterMove = useRef<{ criterion: TieBreaker; step: -1 | 1 } | null>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const unused = tieBreakerOptions.filter((criterion) => !value.includes(criterion))

  // Moving a row moves its buttons in the page, which loses focus: give it back to the button that was pressed,
  // or to the other one when the row reached the end.
  useEffect(() => {
    if (!focusAfterMove.current) return
    const { criterion, step } = focusAfterMove.current
    focusAfterMove.current = null
    const pressed = buttons.current.get(`${criterion}:${step}`)
    const other = buttons.current.get(`${criterion}:${-step}`)
    ;(pressed && !pressed.disabled ? pressed : other)?.focus()
  })

  function handleMove(index: number, step: -1 | 1) {
    const criterion = value[index]
    if (!criterion) return
    onValueChange(moveItem(value, index, step))
    focusAfterMove.current = { criterion, step }
    setAnnouncement(
      intl.formatMessage(
        { id: 'manage.tieBreaker.moved', defaultMessage: '{name}: now number {position}.' },
        { name: text(criterion).name, position: index + step + 1 },
      ),
    )
  }

  function handleToggle(criterion: TieBreaker, isOn: boolean) {
    onValueChange(isOn ? [...value, criterion] : value.filter((used) => used !== criterion))
  }

  const rows = [...value, ...unused]
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        {intl.formatMessage({ id: 'manage.tieBreaker.legend', defaultMessage: 'Order of the table when tied' })}
      </legend>
      <p className="-mt-1 mb-1 text-sm text-muted-foreground">
        {intl.formatMessage({
          id: 'manage.tieBreaker.help',
          defaultMessage:
            'Players level on the first criterion are split by the next. When all are equal, you settle it with a bull-off, a play-off leg or by lot.',
        })}
      </p>
      <ol className="flex flex-col gap-2">
        {rows.map((criterion) => {
          const index = value.indexOf(criterion)
          const isUsed = index >= 0
          const { name, description } = text(criterion)
          const checkboxId = `${id}-${criterion}`
          return (
            <li
              key={criterion}
              data-criterion={criterion}
              data-used={isUsed}
              className={cn(
                'flex items-center gap-3 rounded-md border p-2 ps-3',
                isUsed ? 'bg-surface-raised' : 'border-dashed bg-transparent',
              )}
            >
              <Checkbox
                id={checkboxId}
                checked={isUsed}
                onCheckedChange={(state) => handleToggle(criterion, state === true)}
                aria-describedby={`${checkboxId}-description`}
              />
              <span aria-hidden className="w-5 text-center font-mono text-sm text-muted-foreground tabular-nums">
                {isUsed ? index + 1 : ''}
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <label htmlFor={checkboxId} className={cn('font-medium', !isUsed && 'text-muted-foreground')}>
                  {name}
                </label>
                <span id={`${checkboxId}-description`} className="text-sm text-muted-foreground">
                  {description}
                </span>
              </div>
              {isUsed ? (
                <div className="flex shrink-0 gap-1">
                  {([-1, 1] as const).map((step) => (
                    <IconButton
                      key={step}
                      ref={(button: HTMLButtonElement | null) => {
                        if (button) buttons.current.set(`${criterion}:${step}`, button)
                        else buttons.current.delete(`${criterion}:${step}`)
                      }}
                      type="button"
                      variant="ghost"
                      disabled={step === -1 ? index === 0 : index === value.length - 1}
                      onClick={() => handleMove(index, step)}
                      label={
                        step === -1
                          ? intl.formatMessage(
                              { id: 'manage.tieBreaker.moveUp', defaultMessage: 'Move {name} up' },
                              { name },
                            )
                          : intl.formatMessage(
                              { id: 'manage.tieBreaker.moveDown', defaultMessage: 'Move {name} down' },
                              { name },
                            )
                      }
                    >
                      {step === -1 ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
                    </IconButton>
                  ))}
                </div>
              ) : null}
            </li>
          )
        })}
      </ol>
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
        {error}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  )
}
