import { maxLeagueNights, type Weekday } from '@oche/api'
import { Button, ConfirmDialog, IconButton } from '@oche/ui'
import { CalendarPlus, Plus, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { SelectField } from '../../../app/select-field/select-field'
import { useWeekdayNames, weekdayOf, weekdays } from '../weekdays'
import { addNights, isCalendarDay, nightsOutside, weeklyNights, type AddedNights } from './league-nights'

export type LeagueNightsFieldProps = {
  /** The nights, in order. */
  value: readonly string[]
  onChange: (nights: string[]) => void
  /** The season's dates as typed: the weekly nights fill them by default, and nights outside are marked. */
  startsOn: string
  endsOn: string
  error?: string | undefined
  disabled?: boolean
  /** The list, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLDivElement>
}

/** What the last addition did, read out to screen readers. */
type Outcome = AddedNights | { added: 0; leftOut: 0; nights: never[]; empty: true }

function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null
  if ('empty' in outcome)
    return (
      <FormattedMessage
        id="competition.seasonForm.weeklyNone"
        defaultMessage="No such night between these dates: check the dates."
      />
    )
  return (
    <>
      <FormattedMessage
        id="competition.seasonForm.nightsAdded"
        defaultMessage="{count, plural, =0 {No new league nights: they were all there already.} one {# league night added.} other {# league nights added.}}"
        values={{ count: outcome.added }}
      />{' '}
      {outcome.leftOut > 0 ? (
        <FormattedMessage
          id="competition.seasonForm.nightsLeftOut"
          defaultMessage="{count, plural, one {# night was} other {# nights were}} left out: a season has at most {max} league nights."
          values={{ count: outcome.leftOut, max: maxLeagueNights }}
        />
      ) : null}
    </>
  )
}

/** Enter in a helper's field does not submit the season. */
const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault()
}

/** Adds a night on one weekday every week between two days (the season's by default). */
function WeeklyNights({
  startsOn,
  endsOn,
  disabled,
  onAdd,
}: {
  startsOn: string
  endsOn: string
  disabled: boolean
  onAdd: (nights: string[]) => void
}) {
  const { name } = useWeekdayNames()
  const [weekday, setWeekday] = useState<Weekday | null>(null)
  const [from, setFrom] = useState<string | null>(null)
  const [to, setTo] = useState<string | null>(null)
  const chosenDay = weekday ?? (isCalendarDay(startsOn) ? weekdayOf(startsOn) : 'monday')
  const fromDay = from ?? startsOn
  const toDay = to ?? endsOn
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-medium">
        <FormattedMessage id="competition.seasonForm.weeklyTitle" defaultMessage="Add a night every week" />
      </legend>
      {/* The night on a row of its own, one column wide: three columns leave a date input no room for its picker. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          className="sm:col-span-2 sm:max-w-[calc((100%-1rem)/2)]"
          label={<FormattedMessage id="competition.seasonForm.weeklyDay" defaultMessage="Night" />}
          value={chosenDay}
          onValueChange={(day) => setWeekday(day as Weekday)}
          disabled={disabled}
          options={weekdays.map((day) => ({ value: day, label: name(day) }))}
        />
        <TextField
          type="date"
          label={<FormattedMessage id="competition.seasonForm.weeklyFrom" defaultMessage="From" />}
          value={fromDay}
          onChange={(event) => setFrom(event.target.value)}
          onKeyDown={keepEnter}
        />
        <TextField
          type="date"
          label={<FormattedMessage id="competition.seasonForm.weeklyTo" defaultMessage="Until" />}
          value={toDay}
          onChange={(event) => setTo(event.target.value)}
          onKeyDown={keepEnter}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => onAdd(weeklyNights(fromDay, toDay, chosenDay))}
      >
        <CalendarPlus aria-hidden />
        <FormattedMessage
          id="competition.seasonForm.weeklyAdd"
          defaultMessage="Add every {weekday}"
          values={{ weekday: name(chosenDay) }}
        />
      </Button>
    </fieldset>
  )
}

/** Adds one night, such as a catch-up week. */
function SingleNight({ disabled, onAdd }: { disabled: boolean; onAdd: (nights: string[]) => void }) {
  const [day, setDay] = useState('')
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        type="date"
        className="min-w-48 flex-1 sm:flex-none"
        label={<FormattedMessage id="competition.seasonForm.singleNight" defaultMessage="One more night" />}
        value={day}
        disabled={disabled}
        onChange={(event) => setDay(event.target.value)}
        onKeyDown={(event) => {
          // Enter adds the night rather than submitting the whole season.
          if (event.key !== 'Enter') return
          event.preventDefault()
          if (isCalendarDay(day)) {
            onAdd([day])
            setDay('')
          }
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="lg"
        disabled={disabled || !isCalendarDay(day)}
        onClick={() => {
          onAdd([day])
          setDay('')
        }}
      >
        <Plus aria-hidden />
        <FormattedMessage id="competition.seasonForm.singleAdd" defaultMessage="Add the night" />
      </Button>
    </div>
  )
}

/**
 * A season's league nights: one date per playing week, in order. Added a weekday at a time between two days, or one
 * by one, and removed one by one (a holiday) or all at once. Nights outside the season's dates are marked.
 */
export function LeagueNightsField({
  value,
  onChange,
  startsOn,
  endsOn,
  error,
  disabled = false,
  ref,
}: LeagueNightsFieldProps) {
  const intl = useIntl()
  const id = useId()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([])
  // After a removal, focus goes to the night that took its place (or the new last one), not to the page's top.
  const focusAfterRemove = useRef<number | null>(null)
  const outside = new Set(nightsOutside(value, startsOn, endsOn))

  useEffect(() => {
    if (focusAfterRemove.current === null) return
    removeButtons.current[Math.min(focusAfterRemove.current, value.length - 1)]?.focus()
    focusAfterRemove.current = null
  }, [value.length])

  const add = (more: string[]) => {
    if (more.length === 0) {
      setOutcome({ added: 0, leftOut: 0, nights: [], empty: true })
      return
    }
    const result = addNights(value, more)
    setOutcome(result)
    onChange(result.nights)
  }

  const remove = (index: number) => {
    onChange(value.filter((_, at) => at !== index))
    setOutcome(null)
    focusAfterRemove.current = index
  }

  return (
    <div className="flex flex-col gap-4" data-invalid={error ? '' : undefined}>
      <WeeklyNights startsOn={startsOn} endsOn={endsOn} disabled={disabled} onAdd={add} />
      <SingleNight disabled={disabled} onAdd={add} />
      <p role="status" className="text-sm text-muted-foreground empty:sr-only">
        <OutcomeMessage outcome={outcome} />
      </p>
      <div
        ref={ref}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${id}-count`}
        aria-describedby={`${id}-error`}
        className="flex flex-col gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${id}-count`} className="font-semibold">
            <FormattedMessage
              id="competition.seasonForm.nightsCount"
              defaultMessage="{count, plural, =0 {No league nights yet} one {# league night} other {# league nights}}"
              values={{ count: value.length }}
            />
          </h3>
          {value.length > 0 && !disabled ? (
            <ConfirmDialog
              variant="danger"
              title={intl.formatMessage({
                id: 'competition.seasonForm.clearTitle',
                defaultMessage: 'Remove every league night?',
              })}
              description={intl.formatMessage({
                id: 'competition.seasonForm.clearBody',
                defaultMessage: 'The list is emptied here; the season changes only when you save.',
              })}
              confirmLabel={intl.formatMessage({
                id: 'competition.seasonForm.clearConfirm',
                defaultMessage: 'Remove all',
              })}
              cancelLabel={intl.formatMessage({
                id: 'competition.seasonForm.clearCancel',
                defaultMessage: 'Keep them',
              })}
              onConfirm={() => {
                onChange([])
                setOutcome(null)
              }}
            >
              <Button type="button" variant="ghost" size="sm">
                <FormattedMessage id="competition.seasonForm.clear" defaultMessage="Remove all" />
              </Button>
            </ConfirmDialog>
          ) : null}
        </div>
        {value.length > 0 ? (
          <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {value.map((night, index) => {
              const label = intl.formatDate(night, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              })
              return (
                <li
                  key={night}
                  data-outside={outside.has(night) || undefined}
                  className="flex items-center justify-between gap-2 rounded-md border bg-surface-raised py-1 ps-3 pe-1 data-[outside]:border-danger"
                >
                  <span className="flex min-w-0 flex-col text-sm">
                    <span className="tabular-nums">
                      <FormattedMessage
                        id="competition.seasonForm.nightNumber"
                        defaultMessage="{number}. {date}"
                        description="A league night in the season's list: its number and its date"
                        values={{
                          number: index + 1,
                          date: (
                            <FormattedDate
                              value={night}
                              weekday="short"
                              day="numeric"
                              month="short"
                              year="numeric"
                              timeZone="UTC"
                            />
                          ),
                        }}
                      />
                    </span>
                    {outside.has(night) ? (
                      <span className="text-danger">
                        <FormattedMessage
                          id="competition.seasonForm.nightOutside"
                          defaultMessage="Outside the season"
                        />
                      </span>
                    ) : null}
                  </span>
                  {disabled ? null : (
                    <IconButton
                      ref={(element) => {
                        removeButtons.current[index] = element
                      }}
                      type="button"
                      variant="ghost"
                      size="sm"
                      label={intl.formatMessage(
                        { id: 'competition.seasonForm.removeNight', defaultMessage: 'Remove {date}' },
                        { date: label },
                      )}
                      onClick={() => remove(index)}
                    >
                      <X aria-hidden />
                    </IconButton>
                  )}
                </li>
              )
            })}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competition.seasonForm.noNights"
              defaultMessage="Add the nights above. The fixture list needs at least one per playing week."
            />
          </p>
        )}
        <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
          {error}
        </p>
      </div>
    </div>
  )
}
