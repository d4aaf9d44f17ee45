import { cva } from 'class-variance-authority'
import { useCallback, useLayoutEffect, useRef, type ComponentProps, type InputEvent } from 'react'
import { cn } from '../../lib/cn'

const textarea = cva(
  [
    'flex w-full min-w-0 rounded-md border border-input bg-background text-foreground transition-colors',
    'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 data-[invalid]:border-danger',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      size: {
        sm: 'min-h-16 px-2.5 py-1.5 text-sm',
        md: 'min-h-20 px-3 py-2 text-base',
        lg: 'min-h-24 px-4 py-3 text-lg',
      },
      autoResize: { true: 'resize-none overflow-hidden', false: 'resize-y' },
    },
    defaultVariants: { size: 'md', autoResize: false },
  },
)

export type TextareaProps = ComponentProps<'textarea'> & {
  size?: 'sm' | 'md' | 'lg'
  /** Marks the value as wrong: sets `aria-invalid` and `data-invalid`. `aria-invalid` alone does the same. */
  invalid?: boolean
  /** Grow with the text instead of scrolling. Cap it with a `max-h-*` class if needed. */
  autoResize?: boolean
}

// Border-box sizing: the scroll height excludes the borders, so add them back.
function fitToContent(element: HTMLTextAreaElement) {
  element.style.height = 'auto'
  const borders = element.offsetHeight - element.clientHeight
  element.style.height = `${element.scrollHeight + borders}px`
  element.style.overflowY = element.scrollHeight > element.clientHeight ? 'auto' : 'hidden'
}

/** A multi-line text input, optionally growing with its content. Works controlled or uncontrolled. */
export function Textarea({
  size = 'md',
  invalid,
  autoResize = false,
  className,
  ref,
  onInput,
  value,
  'aria-invalid': ariaInvalid,
  ...props
}: TextareaProps) {
  const isInvalid = invalid === true || ariaInvalid === true || ariaInvalid === 'true'
  const innerRef = useRef<HTMLTextAreaElement | null>(null)

  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      innerRef.current = node
      if (typeof ref === 'function') return ref(node)
      if (ref) ref.current = node
    },
    [ref],
  )

  // A controlled value can change without an input event (a reset, a template), so fit again on every value.
  useLayoutEffect(() => {
    if (autoResize && innerRef.current) fitToContent(innerRef.current)
  }, [autoResize, value])

  function handleInput(event: InputEvent<HTMLTextAreaElement>) {
    if (autoResize) fitToContent(event.currentTarget)
    onInput?.(event)
  }

  return (
    <textarea
      ref={setRefs}
      data-slot="textarea"
      data-size={size}
      data-invalid={isInvalid ? '' : undefined}
      data-auto-resize={autoResize ? '' : undefined}
      aria-invalid={isInvalid || undefined}
      value={value}
      onInput={handleInput}
      className={cn(textarea({ size, autoResize }), className)}
      {...props}
    />
  )
}
