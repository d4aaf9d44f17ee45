import { Slot } from 'radix-ui'
import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { cn } from '../../lib/cn'

type FormFieldContextValue = {
  controlId: string
  descriptionId: string
  messageId: string
  name: string | undefined
  error: string | undefined
  isInvalid: boolean
  isRequired: boolean
  isDisabled: boolean
  hasDescription: boolean
  registerDescription: () => () => void
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null)

function useFormField(part: string) {
  const field = use(FormFieldContext)
  if (!field) throw new Error(`${part} must be used inside <FormField>.`)
  return field
}

export type FormFieldProps = Omit<ComponentProps<'div'>, 'id'> & {
  /** The field's name, passed on to the control (what react-hook-form's `register` and native forms use). */
  name?: string
  /** The control's id; generated when omitted. */
  id?: string
  /** The error to show, already translated. A non-empty error makes the field invalid. */
  error?: string
  /** Marks the field invalid without a message of its own (a FormMessage child may still supply one). */
  invalid?: boolean
  /** Sets `aria-required` on the control and shows the required marker on the label. */
  required?: boolean
  /** Disables the control and dims the label. */
  disabled?: boolean
}

/**
 * The one form-field pattern of Oche: a label, a control, help text and an error message, wired by ids so screen
 * readers announce them together. The error keeps whatever the user typed; only the message and styling change.
 *
 * @example
 * <FormField name="nickname" error={errors.nickname?.message} required>
 *   <FormLabel requiredLabel={t('common.form.required')}>{t('manage.player.nickname')}</FormLabel>
 *   <FormControl><Input {...register('nickname')} /></FormControl>
 *   <FormDescription>{t('manage.player.nicknameHelp')}</FormDescription>
 *   <FormMessage />
 * </FormField>
 */
export function FormField({
  name,
  id,
  error,
  invalid,
  required = false,
  disabled = false,
  className,
  ...props
}: FormFieldProps) {
  const generatedId = useId()
  const controlId = id ?? `${generatedId}-control`
  const isInvalid = invalid === true || Boolean(error)
  const [descriptionCount, setDescriptionCount] = useState(0)

  // A FormDescription announces itself so the control never points aria-describedby at a missing element.
  const registerDescription = useCallback(() => {
    setDescriptionCount((count) => count + 1)
    return () => setDescriptionCount((count) => count - 1)
  }, [])

  const field = useMemo<FormFieldContextValue>(
    () => ({
      controlId,
      descriptionId: `${controlId}-description`,
      messageId: `${controlId}-message`,
      name,
      error,
      isInvalid,
      isRequired: required,
      isDisabled: disabled,
      hasDescription: descriptionCount > 0,
      registerDescription,
    }),
    [controlId, name, error, isInvalid, required, disabled, descriptionCount, registerDescription],
  )

  return (
    <FormFieldContext value={field}>
      <div
        data-slot="form-field"
        data-invalid={isInvalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        // One column that may be narrower than its widest control (`minmax(0, 1fr)`, not the grid's `auto`): a select
        // with a long option or an input in a narrow column gives way instead of running out of the field.
        className={cn('relative grid grid-cols-1 content-start gap-2', className)}
        {...props}
      />
    </FormFieldContext>
  )
}

export type FormLabelProps = ComponentProps<'label'> & {
  /**
   * Screen-reader text read after the label of a required field, already translated (e.g. "required"). Sighted
   * users see a `*` instead.
   */
  requiredLabel?: string
}

export function FormLabel({ requiredLabel, className, children, ...props }: FormLabelProps) {
  const field = useFormField('FormLabel')
  return (
    <label
      data-slot="form-label"
      data-invalid={field.isInvalid ? '' : undefined}
      data-disabled={field.isDisabled ? '' : undefined}
      htmlFor={field.controlId}
      className={cn(
        'text-sm leading-none font-medium text-foreground data-[disabled]:opacity-50 data-[invalid]:text-danger',
        className,
      )}
      {...props}
    >
      {children}
      {field.isRequired && (
        <>
          <span
            aria-hidden="true"
            data-slot="form-required-marker"
            className="ms-0.5 text-danger after:content-['*']"
          />
          {requiredLabel && <span className="sr-only">{requiredLabel}</span>}
        </>
      )}
    </label>
  )
}

export type FormControlProps = ComponentProps<typeof Slot.Root>

/**
 * Wraps exactly one control (Input, Textarea, SelectTrigger, Checkbox, …) and gives it the field's id, name,
 * `aria-describedby`, `aria-invalid`, `aria-required` and `disabled`. Props set on the control itself win.
 */
export function FormControl(props: FormControlProps) {
  const field = useFormField('FormControl')
  const describedBy = [field.hasDescription && field.descriptionId, field.isInvalid && field.messageId]
    .filter(Boolean)
    .join(' ')
  return (
    <Slot.Root
      data-slot="form-control"
      id={field.controlId}
      {...(field.name !== undefined && { name: field.name })}
      aria-describedby={describedBy || undefined}
      aria-invalid={field.isInvalid || undefined}
      aria-required={field.isRequired || undefined}
      {...(field.isDisabled && { disabled: true })}
      {...props}
    />
  )
}

export type FormDescriptionProps = ComponentProps<'p'>

/** Help text under the control, read by screen readers when the control gets focus. */
export function FormDescription({ className, ...props }: FormDescriptionProps) {
  const field = useFormField('FormDescription')
  const { registerDescription } = field
  useLayoutEffect(registerDescription, [registerDescription])
  return (
    <p
      data-slot="form-description"
      id={field.descriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export type FormMessageProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** Overrides the field's `error` text. Shown only while the field is invalid. */
  children?: ReactNode
}

/**
 * The field's error. The element stays in the page (empty and out of the layout) while the field is valid, so the
 * polite live region already exists when a message arrives and screen readers announce it.
 */
export function FormMessage({ className, children, ...props }: FormMessageProps) {
  const field = useFormField('FormMessage')
  const body = field.isInvalid ? (children ?? field.error) : null
  return (
    <p
      data-slot="form-message"
      id={field.messageId}
      aria-live="polite"
      className={cn('text-sm font-medium text-danger empty:sr-only', className)}
      {...props}
    >
      {body}
    </p>
  )
}
