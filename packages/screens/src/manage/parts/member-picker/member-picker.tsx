import type { Participant } from '@oche/api'
import { cn, FormControl, FormDescription, FormField, FormLabel, FormMessage, Input } from '@oche/ui'
import { Search, UserPlus } from 'lucide-react'
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { useIntl } from 'react-intl'
import { pickerOptions, type PickedMember, type PickerOption, type PickerParticipant } from './picker-options'

export type MemberPickerProps<P extends PickerParticipant = Participant> = {
  label: ReactNode
  description?: ReactNode
  participants: readonly P[]
  /** Participants already entered: listed, but not chosen again. */
  enteredIds: ReadonlySet<string>
  /** What an entered participant's option says instead of the nickname (“Already entered” by default). */
  enteredNote?: (participant: P) => string
  value: PickedMember<P> | null
  onValueChange: (value: PickedMember<P> | null) => void
  error?: string | undefined
  disabled?: boolean
  /** Offer a typed name that is not on the list as a new guest (on by default). */
  allowsGuest?: boolean
  ref?: Ref<HTMLInputElement>
}

const labelOf = <P extends PickerParticipant>(value: PickedMember<P> | null) =>
  value === null ? '' : value.kind === 'guest' ? value.name : value.participant.name

/**
 * A searchable combobox (ARIA 1.2 pattern) over the organiser's participant list: type to filter by name or
 * nickname, arrow keys to move, Enter to choose. A name not on the list can be chosen as a new guest.
 */
export function MemberPicker<P extends PickerParticipant = Participant>({
  label,
  description,
  participants,
  enteredIds,
  enteredNote,
  value,
  onValueChange,
  error,
  disabled,
  allowsGuest = true,
  ref,
}: MemberPickerProps<P>) {
  const intl = useIntl()
  const listId = useId()
  const [query, setQuery] = useState(() => labelOf(value))
  const [isOpen, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const options = pickerOptions(participants, query, enteredIds, { allowsGuest })
  const optionId = (index: number) => `${listId}-option-${index}`
  const isShown = isOpen && options.length > 0

  function choose(option: PickerOption<P> | undefined) {
    if (!option || (option.kind === 'participant' && option.isEntered)) return
    const picked: PickedMember<P> =
      option.kind === 'guest' ? option : { kind: 'participant', participant: option.participant }
    setQuery(labelOf(picked))
    setOpen(false)
    onValueChange(picked)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!isOpen) setOpen(true)
        else setActive((index) => Math.min(index + 1, options.length - 1))
        break
      case 'ArrowUp':
        event.preventDefault()
        setActive((index) => Math.max(index - 1, 0))
        break
      case 'Enter':
        if (isShown) {
          event.preventDefault()
          choose(options[active])
        }
        break
      case 'Escape':
        if (isOpen) {
          event.preventDefault()
          setOpen(false)
        }
        break
      default:
        break
    }
  }

  return (
    <FormField error={error} disabled={disabled} className="relative">
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input
          ref={ref}
          size="lg"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isShown}
          aria-controls={listId}
          aria-activedescendant={isShown ? optionId(active) : undefined}
          startAdornment={<Search aria-hidden />}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
            setOpen(true)
            if (value) onValueChange(null)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={handleKeyDown}
        />
      </FormControl>
      {description ? <FormDescription>{description}</FormDescription> : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'manage.memberPicker.options', defaultMessage: 'Players' })}
        hidden={!isShown}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-y-auto rounded-md border bg-surface-raised p-1 shadow-lg"
      >
        {options.map((option, index) => {
          const isEntered = option.kind === 'participant' && option.isEntered
          return (
            <li
              key={option.kind === 'guest' ? 'guest' : option.participant.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-disabled={isEntered || undefined}
              data-kind={option.kind}
              // Choose on press, keeping the focus in the input (the keyboard works through the input).
              onMouseDown={(event) => {
                event.preventDefault()
                choose(option)
              }}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm',
                index === active && 'bg-muted',
                isEntered && 'cursor-not-allowed text-muted-foreground',
              )}
            >
              {option.kind === 'guest' ? (
                <>
                  <UserPlus aria-hidden className="size-4 shrink-0" />
                  {intl.formatMessage(
                    { id: 'manage.memberPicker.guest', defaultMessage: 'Add “{name}” as a new guest' },
                    { name: option.name },
                  )}
                </>
              ) : (
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{option.participant.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {isEntered
                      ? (enteredNote?.(option.participant) ??
                        intl.formatMessage({ id: 'manage.memberPicker.entered', defaultMessage: 'Already entered' }))
                      : option.participant.nickname}
                  </span>
                </span>
              )}
            </li>
          )
        })}
      </ul>
      <FormMessage />
    </FormField>
  )
}
