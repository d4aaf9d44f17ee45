import { cva } from 'class-variance-authority'
import { Delete } from 'lucide-react'
import { useId, type ComponentProps, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { useControllableState } from '../../lib/use-controllable-state'

export type ScoreKeypadLabels = {
  /** Name of the whole keypad, e.g. "Score entry". */
  keypad: string
  /** Name of the display, e.g. "Visit score". */
  display: string
  /** Name of the quick-score row, e.g. "Quick scores". */
  quickScores: string
  backspace: string
  clear: string
  submit: ReactNode
}

export type ScoreKeypadAction = {
  id: string
  label: ReactNode
  onSelect: () => void
  variant?: 'default' | 'danger'
  disabled?: boolean
}

const narrowAction = 'max-[360px]:px-2 max-[360px]:text-base max-[360px]:[&_svg]:size-5'

export const scoreKeypadKey = cva(
  [
    'inline-flex min-h-12 w-full items-center [@media(min-height:68rem)]:min-h-16 justify-center rounded-lg px-2 font-mono text-2xl font-semibold',
    // A label too long for its key wraps onto a second line rather than spilling over its neighbours.
    'text-center leading-tight text-balance',
    'tabular-nums select-none touch-manipulation transition-colors [&_svg]:size-7',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-50',
  ],
  {
    variants: {
      variant: {
        digit: 'border border-border bg-surface-raised text-foreground hover:bg-muted active:bg-muted',
        quick: 'bg-secondary text-lg text-secondary-foreground hover:bg-secondary/90',
        edit: 'bg-muted text-lg text-foreground hover:bg-muted/70',
        submit: 'bg-primary font-sans text-xl text-primary-foreground hover:bg-primary/90',
        // Under 360 px Bust and Undo share a row of their own at half its width each: a size smaller to fit there.
        action: `border border-border bg-background px-3 font-sans text-lg hover:bg-muted ${narrowAction}`,
        danger: `bg-danger px-3 font-sans text-lg text-danger-foreground hover:bg-danger/90 ${narrowAction}`,
      },
    },
  },
)

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const
const ZERO = '0'

export type ScoreKeypadProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onSubmit'> & {
  labels: ScoreKeypadLabels
  /** The digits typed so far (controlled). */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Called with the total on Enter, OK or a quick score (in `submit` mode). */
  onSubmit?: (total: number) => void
  /** Quick-score buttons, chosen by the caller (e.g. 26, 41, 45, 60, 100, 140, 180). */
  quickScores?: readonly number[]
  /** `submit` reports a quick score at once; `fill` only puts it in the display. */
  quickScoreMode?: 'submit' | 'fill'
  /** Extra buttons such as Bust, No score or Undo. */
  actions?: readonly ScoreKeypadAction[]
  maxLength?: number
  disabled?: boolean
  /** The caller's verdict on the current value; submitting is blocked while it is set. */
  invalid?: boolean
  /** Shown under the display and announced, e.g. "Impossible score". */
  message?: ReactNode
  /** Shown in the display while it is empty. */
  placeholder?: ReactNode
  /** Empty the display after a submit (uncontrolled use). */
  clearOnSubmit?: boolean
}

/**
 * The big keypad for entering a visit total at the board. It knows no darts rules: it reports the digits
 * (`onValueChange`) and the total (`onSubmit`), and shows the caller's `invalid` verdict and `message`.
 * Keyboard: digits type, Enter submits, Backspace deletes and Escape clears while focus is in the keypad;
 * Space presses the focused key.
 */
export function ScoreKeypad({
  labels,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSubmit,
  quickScores = [],
  quickScoreMode = 'submit',
  actions = [],
  maxLength = 3,
  disabled = false,
  invalid = false,
  message,
  placeholder,
  clearOnSubmit = true,
  className,
  onKeyDown,
  ...props
}: ScoreKeypadProps) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange })
  const messageId = useId()
  const canSubmit = !disabled && !invalid && value !== ''

  function handleDigit(digit: string) {
    if (disabled) return
    // A lone 0 is replaced rather than kept as a leading zero.
    const next = value === '0' ? digit : value + digit
    if (next.length > maxLength) return
    setValue(next)
  }

  function handleBackspace() {
    if (!disabled && value !== '') setValue(value.slice(0, -1))
  }

  function handleClear() {
    if (!disabled && value !== '') setValue('')
  }

  function handleSubmit() {
    if (!canSubmit) return
    onSubmit?.(Number(value))
    if (clearOnSubmit) setValue('')
  }

  function handleQuickScore(score: number) {
    if (disabled) return
    if (quickScoreMode === 'fill') {
      setValue(String(score))
      return
    }
    onSubmit?.(score)
    if (clearOnSubmit && value !== '') setValue('')
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target as HTMLElement
    // Enter on a quick score, an action or OK presses that button; on the display or a digit key it submits.
    const isOwnKey = target.dataset.slot === 'score-keypad-display' || target.dataset.slot === 'score-keypad-key'
    if (/^[0-9]$/.test(event.key)) handleDigit(event.key)
    // Backspace and Escape on an empty display are left alone, so an enclosing dialog still closes on Escape.
    else if (event.key === 'Backspace' && value !== '') handleBackspace()
    else if (event.key === 'Escape' && value !== '') handleClear()
    else if (event.key === 'Enter' && isOwnKey) handleSubmit()
    else return
    event.preventDefault()
  }

  const state = invalid ? 'invalid' : value === '' ? 'empty' : 'typing'

  return (
    // Key presses bubble up from the display and the keys, so typing works wherever focus is in the keypad.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={labels.keypad}
      data-slot="score-keypad"
      data-state={state}
      data-disabled={disabled || undefined}
      className={cn('flex w-full flex-col gap-3', className)}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <output
        data-slot="score-keypad-display"
        data-state={state}
        aria-label={labels.display}
        aria-live="polite"
        aria-describedby={message ? messageId : undefined}
        tabIndex={disabled ? -1 : 0}
        className={cn(
          'flex min-h-16 items-center justify-end rounded-lg border-2 border-input bg-surface px-4 [@media(min-height:68rem)]:min-h-20',
          'font-mono text-5xl font-bold tabular-nums',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'data-[state=invalid]:border-danger data-[state=invalid]:text-danger',
        )}
      >
        {value === '' ? <span className="text-muted-foreground">{placeholder}</span> : value}
      </output>
      <p
        id={messageId}
        data-slot="score-keypad-message"
        aria-live="assertive"
        className={cn('min-h-5 text-sm font-medium', invalid ? 'text-danger' : 'text-muted-foreground')}
      >
        {message}
      </p>
      {quickScores.length > 0 && (
        <div
          role="group"
          aria-label={labels.quickScores}
          data-slot="score-keypad-quick-scores"
          className="grid grid-cols-[repeat(auto-fit,minmax(3.75rem,1fr))] gap-2"
        >
          {quickScores.map((score) => (
            <button
              key={score}
              type="button"
              data-slot="score-keypad-quick-score"
              disabled={disabled}
              className={scoreKeypadKey({ variant: 'quick' })}
              onClick={() => handleQuickScore(score)}
            >
              {score}
            </button>
          ))}
        </div>
      )}
      <div data-slot="score-keypad-keys" className="grid grid-cols-3 gap-2">
        {DIGITS.map((digit) => (
          <KeypadKey key={digit} disabled={disabled} onClick={() => handleDigit(digit)}>
            {digit}
          </KeypadKey>
        ))}
        <KeypadKey variant="edit" disabled={disabled} onClick={handleClear} className="font-sans">
          {labels.clear}
        </KeypadKey>
        <KeypadKey disabled={disabled} onClick={() => handleDigit(ZERO)}>
          {ZERO}
        </KeypadKey>
        <KeypadKey variant="edit" disabled={disabled} aria-label={labels.backspace} onClick={handleBackspace}>
          <Delete aria-hidden />
        </KeypadKey>
      </div>
      {/* Enter beside the actions (Bust, Undo) on one row: the whole keypad fits a tablet without scrolling. On a
          phone under 360 px, where Bust and "Rückgängig" leave Enter a sliver, the two actions share a row and Enter
          has its own. */}
      <div
        data-slot="score-keypad-actions"
        className={cn('grid grid-cols-(--keypad-actions) gap-2', actions.length === 2 && 'max-[360px]:grid-cols-2')}
        style={{ '--keypad-actions': actionColumns(actions.length) } as CSSProperties}
      >
        {actions.map((action) => (
          <button
            key={action.id}
            type="button"
            data-slot="score-keypad-action"
            data-action={action.id}
            disabled={disabled || action.disabled}
            className={scoreKeypadKey({ variant: action.variant === 'danger' ? 'danger' : 'action' })}
            onClick={action.onSelect}
          >
            {action.label}
          </button>
        ))}
        <button
          type="button"
          data-slot="score-keypad-submit"
          disabled={disabled}
          aria-disabled={!canSubmit || undefined}
          className={cn(scoreKeypadKey({ variant: 'submit' }), submitSpan(actions.length))}
          onClick={handleSubmit}
        >
          {labels.submit}
        </button>
      </div>
    </div>
  )
}

/**
 * The actions row: one or two actions share Enter's row, each as wide as its label (up to 30 %, then it wraps) with
 * Enter taking the rest, so a long label ("Rückgängig", "Valider le score") is never cut; more actions get equal
 * columns and Enter a row of its own.
 */
function actionColumns(actions: number): string {
  if (actions === 0) return 'minmax(0, 1fr)'
  if (actions <= 2) return `repeat(${actions}, fit-content(30%)) minmax(0, 1fr)`
  return `repeat(${actions}, minmax(0, 1fr))`
}

function submitSpan(actions: number): string | false {
  if (actions === 2) return 'max-[360px]:col-span-full'
  return actions > 2 && 'col-span-full'
}

type KeypadKeyProps = ComponentProps<'button'> & { variant?: 'digit' | 'edit' }

function KeypadKey({ variant = 'digit', className, ...props }: KeypadKeyProps) {
  return (
    <button
      type="button"
      data-slot="score-keypad-key"
      className={cn(scoreKeypadKey({ variant }), className)}
      {...props}
    />
  )
}
