import { zodResolver } from '@hookform/resolvers/zod'
import { slugFromName } from '@oche/api'
import { Button } from '@oche/ui'
import { useMemo, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { fieldPaths } from '../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { divisionFormSchema, type DivisionFormValues } from './division-form-values'

export type DivisionFormProps = {
  mode: 'create' | 'edit'
  defaultValues: DivisionFormValues
  submitLabel: ReactNode
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: DivisionFormValues) => Promise<unknown>
}

/** The one form to add a division and to change one: its name, its slug (web address) and its place. */
export function DivisionForm({ mode, defaultValues, submitLabel, onSubmit }: DivisionFormProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const schema = useMemo(() => divisionFormSchema(intl), [intl])
  const form = useForm<DivisionFormValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [defaultValues])
  const { errors, isSubmitting } = form.formState
  const name = useWatch({ control: form.control, name: 'name' })

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) => showServerErrors(caught, { anchors, setError: form.setError, intl })),
  )

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-5">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        label={<FormattedMessage id="competition.divisionForm.name" defaultMessage="Name" />}
        description={
          <FormattedMessage
            id="competition.divisionForm.nameHelp"
            defaultMessage="As players read it on the league site, such as First division or Reeks A."
          />
        }
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={<FormattedMessage id="competition.divisionForm.slug" defaultMessage="Web address (optional)" />}
        description={
          mode === 'create' ? (
            <FormattedMessage
              id="competition.divisionForm.slugHelpCreate"
              defaultMessage="The division’s part of the link to its pages. Left empty, it is made from the name."
            />
          ) : (
            <FormattedMessage
              id="competition.divisionForm.slugHelpEdit"
              defaultMessage="The division’s part of the link to its pages. After a change, the old link keeps working."
            />
          )
        }
        placeholder={mode === 'create' && name.trim() ? slugFromName(name, '') : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.slug?.message}
        {...form.register('slug')}
      />
      <TextField
        label={
          mode === 'create' ? (
            <FormattedMessage id="competition.divisionForm.positionOptional" defaultMessage="Position (optional)" />
          ) : (
            <FormattedMessage id="competition.divisionForm.position" defaultMessage="Position" />
          )
        }
        description={
          mode === 'create' ? (
            <FormattedMessage
              id="competition.divisionForm.positionHelpCreate"
              defaultMessage="1 is the highest division. Left empty, the new division comes last."
            />
          ) : (
            <FormattedMessage
              id="competition.divisionForm.positionHelpEdit"
              defaultMessage="1 is the highest division; the other divisions move to make room."
            />
          )
        }
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        error={errors.position?.message}
        {...form.register('position')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
