import { cva } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'

// The box (border, focus ring, invalid colour) is shared by the bare input and the adorned wrapper.
const inputBox = cva(
  [
    'flex w-full min-w-0 rounded-md border border-input bg-background text-foreground transition-colors',
    'data-[invalid]:border-danger data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-base',
        lg: 'h-12 px-4 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
const field =
  'placeholder:text-muted-foreground disabled:cursor-not-allowed file:border-0 file:bg-transparent file:font-medium'

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & {
  size?: 'sm' | 'md' | 'lg'
  /** Marks the value as wrong: sets `aria-invalid` and `data-invalid`. `aria-invalid` alone does the same. */
  invalid?: boolean
  /** Shown before the text, inside the box: an icon, a currency, a prefix. */
  startAdornment?: ReactNode
  /** Shown after the text, inside the box: a unit, a clear button. */
  endAdornment?: ReactNode
}

/**
 * A single-line text input. With an adornment it renders a wrapper `<div data-slot="input-group">` that holds the
 * border; `className` then styles that wrapper, and every other prop (`ref` too) still goes to the `<input>`.
 */
export function Input({
  size = 'md',
  invalid,
  startAdornment,
  endAdornment,
  className,
  disabled,
  'aria-invalid': ariaInvalid,
  ...props
}: InputProps) {
  const isInvalid = invalid === true || ariaInvalid === true || ariaInvalid === 'true'
  const state = {
    'data-size': size,
    'data-invalid': isInvalid ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
  }
  const hasAdornment = startAdornment != null || endAdornment != null
  const input = (
    <input
      data-slot="input"
      disabled={disabled}
      aria-invalid={isInvalid || undefined}
      {...(hasAdornment ? {} : state)}
      className={
        hasAdornment
          ? cn('h-full min-w-0 flex-1 bg-transparent outline-none', field)
          : cn(inputBox({ size }), field, focusRing, className)
      }
      {...props}
    />
  )
  if (!hasAdornment) return input
  return (
    <div
      data-slot="input-group"
      {...state}
      className={cn(
        inputBox({ size }),
        'items-center gap-2 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2',
        'has-[input:focus-visible]:outline-ring',
        className,
      )}
    >
      {startAdornment != null && <InputAdornment>{startAdornment}</InputAdornment>}
      {input}
      {endAdornment != null && <InputAdornment>{endAdornment}</InputAdornment>}
    </div>
  )
}

function InputAdornment({ children }: { children: ReactNode }) {
  return (
    <span
      data-slot="input-adornment"
      className="flex shrink-0 items-center text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0"
    >
      {children}
    </span>
  )
}
