import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Input, type InputProps } from '@oche/ui'
import { Eye, EyeOff } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'

export type PasswordFieldProps = Omit<InputProps, 'size' | 'type' | 'endAdornment'> & {
  label: ReactNode
  error?: string | undefined
  description?: ReactNode
  /** `current-password` to sign in or confirm, `new-password` where one is chosen. */
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with a show/hide toggle, so a long password can be checked before it is sent. */
export function PasswordField({ label, error, description, className, ...inputProps }: PasswordFieldProps) {
  const intl = useIntl()
  const [isVisible, setVisible] = useState(false)
  const Icon = isVisible ? EyeOff : Eye
  return (
    <FormField error={error} className={className}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input
          size="lg"
          type={isVisible ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="off"
          endAdornment={
            <button
              type="button"
              aria-pressed={isVisible}
              onClick={() => setVisible((visible) => !visible)}
              className="-me-2 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={intl.formatMessage({ id: 'accounts.form.showPassword', defaultMessage: 'Show password' })}
            >
              <Icon aria-hidden />
            </button>
          }
          {...inputProps}
        />
      </FormControl>
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
    </FormField>
  )
}
