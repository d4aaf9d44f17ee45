import type { ReactNode } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { PasswordField } from './password-field'
import { TextField } from './text-field'

type NewAccount = FieldValues & { name: string; email: string; password: string }

export type NewAccountFieldsProps<T extends NewAccount> = {
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  /** The name field's label: "Name" by default ("Your name" for the first administrator). */
  nameLabel?: ReactNode
}

/** Name, e-mail address and a new password: what every new account is made of (register, first run). */
export function NewAccountFields<T extends NewAccount>({ register, errors, nameLabel }: NewAccountFieldsProps<T>) {
  const message = (field: 'name' | 'email' | 'password') => {
    const error = errors[field]
    return typeof error?.message === 'string' ? error.message : undefined
  }
  return (
    <>
      <TextField
        label={nameLabel ?? <FormattedMessage id="accounts.newAccount.name" defaultMessage="Name" />}
        autoComplete="name"
        error={message('name')}
        {...register('name' as Path<T>)}
      />
      <TextField
        label={<FormattedMessage id="accounts.newAccount.email" defaultMessage="E-mail address" />}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={message('email')}
        {...register('email' as Path<T>)}
      />
      <PasswordField
        label={<FormattedMessage id="accounts.newAccount.password" defaultMessage="Password" />}
        description={<FormattedMessage id="accounts.newAccount.passwordHelp" defaultMessage="At least 8 characters." />}
        autoComplete="new-password"
        error={message('password')}
        {...register('password' as Path<T>)}
      />
    </>
  )
}
