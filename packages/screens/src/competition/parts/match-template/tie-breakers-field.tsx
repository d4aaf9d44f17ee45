import type { LeagueTieBreaker } from '@oche/darts'
import { Button, IconButton } from '@oche/ui'
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type Ref } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { moveItem } from '../../../manage/play/play-groups/move-item'

/** Every criterion of the team standings, in the order the unused ones are offered. */
export const leagueTieBreakers: readonly LeagueTieBreaker[] = [
  'points',
  'matchesWon',
  'headToHead',
  'gamesWon',
  'gameDifference',
  'legDifference',
  'legsWon',
]

/** A criterion's name, as the standings' explanation names it ("Above on games won"). */
export function criterionName(intl: IntlShape, criterion: LeagueTieBreaker): string {
  return intl.formatMessage(
    {
      id: 'competition.tieBreakers.criterion',
      defaultMessage:
        '{criterion, select, points {Points} matchesWon {Matches won} headToHead {Head to head} gamesWon {Games won} gameDifference {Game difference} legDifference {Leg difference} other {Legs won}}',
    },
    { criterion },
  )
}

export type TieBreakersFieldProps = {
  /** The criteria in use, in order. */
  value: readonly LeagueTieBreaker[]
  onValueChange: (value: LeagueTieBreaker[]) => void
  /** The error to show, already translated. */
  error?: string | undefined
  /** Shown only: no buttons. */
  readOnly?: boolean
  /** The group, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLDivElement>
}

type Focus = { key: string; fallbacks: string[] }

/**
 * The tie-break chain of the team standings: the criteria in use in order, each moved up or down or removed with
 * buttons (the keyboard and screen readers alike; each change is announced), and the others to add back at the end.
 */
export function TieBreakersField({ value, onValueChange, error, readOnly = false, ref }: TieBreakersFieldProps) {
  const intl = useIntl()
  const id = useId()
  const [announcement, setAnnouncement] = useState('')
  const focusNext = useRef<Focus | null>(null)
  const buttonId = (key: string) => `${id}-${key}`
  const unused = leagueTieBreakers.filter((criterion) => !value.includes(criterion))

  // A change moves or drops the button that was pressed: focus goes to the first of its stand-ins still usable.
  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    for (const key of [target.key, ...target.fallbacks]) {
      const button = document.getElementById(buttonId(key))
      if (button && !(button as HTMLButtonElement).disabled) {
        button.focus()
        return
      }
    }
  })

  function handleMove(index: number, step: -1 | 1) {
    const criterion = value[index]
    if (!criterion) return
    onValueChange(moveItem(value, index, step))
    const pressed = step === -1 ? 'up' : 'down'
    focusNext.current = { key: `${criterion}:${pressed}`, fallbacks: [`${criterion}:${step === -1 ? 'down' : 'up'}`] }
    setAnnouncement(
      intl.formatMessage(
        { id: 'competition.tieBreakers.moved', defaultMessage: '{name}: now number {position}.' },
        { name: criterionName(intl, criterion), position: index + step + 1 },
      ),
    )
  }

  function handleRemove(index: number) {
    const criterion = value[index]
    if (!criterion) return
    onValueChange(value.filter((used) => used !== criterion))
    const next = value[index + 1] ?? value[index - 1]
    focusNext.current = { key: `${next}:remove`, fallbacks: [`${criterion}:add`] }
    setAnnouncement(
      intl.formatMessage(
        { id: 'competition.tieBreakers.removed', defaultMessage: '{name} no longer counts.' },
        { name: criterionName(intl, criterion) },
      ),
    )
  }

  function handleAdd(criterion: LeagueTieBreaker) {
    onValueChange([...value, criterion])
    focusNext.current = { key: `${criterion}:up`, fallbacks: [`${criterion}:remove`] }
    setAnnouncement(
      intl.formatMessage(
        { id: 'competition.tieBreakers.added', defaultMessage: '{name}: now number {position}.' },
        { name: criterionName(intl, criterion), position: value.length + 1 },
      ),
    )
  }

  return (
    <div
      ref={ref}
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-legend`}
      aria-describedby={[`${id}-help`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      className="flex flex-col gap-3"
    >
      <span id={`${id}-legend`} className="text-sm font-medium">
        <FormattedMessage id="competition.tieBreakers.legend" defaultMessage="Order of the standings when tied" />
      </span>
      <p id={`${id}-help`} className="-mt-2 text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.tieBreakers.help"
          defaultMessage="Teams level on the first criterion are split by the next one, and so on. What is still level is settled by a deciding match or by lot."
        />
      </p>
      <ol className="flex flex-col gap-2">
        {value.map((criterion, index) => {
          const name = criterionName(intl, criterion)
          return (
            <li
              key={criterion}
              data-criterion={criterion}
              className="flex min-h-12 items-center gap-3 rounded-md border bg-surface-raised p-2 ps-3"
            >
              <span aria-hidden className="w-5 text-center font-mono text-sm text-muted-foreground tabular-nums">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 font-medium">{name}</span>
              {readOnly ? null : (
                <span className="flex shrink-0 gap-1">
                  <IconButton
                    id={buttonId(`${criterion}:up`)}
                    type="button"
                    variant="ghost"
                    label={intl.formatMessage(
                      { id: 'competition.tieBreakers.moveUp', defaultMessage: 'Move {name} up' },
                      { name },
                    )}
                    disabled={index === 0}
                    onClick={() => handleMove(index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </IconButton>
                  <IconButton
                    id={buttonId(`${criterion}:down`)}
                    type="button"
                    variant="ghost"
                    label={intl.formatMessage(
                      { id: 'competition.tieBreakers.moveDown', defaultMessage: 'Move {name} down' },
                      { name },
                    )}
                    disabled={index === value.length - 1}
                    onClick={() => handleMove(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </IconButton>
                  <IconButton
                    id={buttonId(`${criterion}:remove`)}
                    type="button"
                    variant="ghost"
                    label={intl.formatMessage(
                      { id: 'competition.tieBreakers.remove', defaultMessage: 'Remove {name}' },
                      { name },
                    )}
                    disabled={value.length === 1}
                    onClick={() => handleRemove(index)}
                  >
                    <X aria-hidden />
                  </IconButton>
                </span>
              )}
            </li>
          )
        })}
      </ol>
      {readOnly || unused.length === 0 ? null : (
        <div className="flex flex-col gap-2">
          <span className="text-sm text-muted-foreground">
            <FormattedMessage id="competition.tieBreakers.unused" defaultMessage="Not used:" />
          </span>
          <ul className="flex flex-wrap gap-2">
            {unused.map((criterion) => (
              <li key={criterion}>
                <Button
                  id={buttonId(`${criterion}:add`)}
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => handleAdd(criterion)}
                >
                  <Plus aria-hidden />
                  <FormattedMessage
                    id="competition.tieBreakers.add"
                    defaultMessage="Add {name}"
                    values={{ name: criterionName(intl, criterion) }}
                  />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
        {error}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
