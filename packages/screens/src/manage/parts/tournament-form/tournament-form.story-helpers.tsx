import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@oche/ui'
import type { Decorator } from '@storybook/react-vite'
import { useEffect, type ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { newTournamentFormValues } from './tournament-form-input'
import { TournamentFormSchema, type TournamentFormValues } from './tournament-form-values'

// Stories only: one section of the tournament form on its own, in a form set up as `TournamentForm` sets it up
// (the same schema and error map), with the real form's submit button, which checks it as submitting does (nothing is sent).

/** A new tournament starting on 4 December 2026 at half past seven in the evening. */
export const storyTournamentValues: TournamentFormValues = newTournamentFormValues(new Date(2026, 11, 4, 19, 30))

/** The values a section's story starts from: the new tournament, named, so only the section's fields can fail. */
const sectionValues: TournamentFormValues = { ...storyTournamentValues, name: 'Friday Night Darts' }

export type TournamentFormStoryParameters = {
  /** Changes to the new tournament's values (named “Friday Night Darts”). */
  values?: Partial<TournamentFormValues>
  /** Errors shown on fields as the server's 422 would place them, by path (`format.group_size`). */
  errors?: Record<string, string>
  /** Called with the checked values. */
  onValid?: (values: TournamentFormValues) => void
}

function TournamentFormStory({
  values,
  errors,
  onValid,
  children,
}: TournamentFormStoryParameters & { children: ReactNode }) {
  const error = useFormErrorMap()
  const form = useForm<TournamentFormValues>({
    resolver: zodResolver(TournamentFormSchema, { error }),
    defaultValues: { ...sectionValues, ...values },
  })
  const { setError } = form
  useEffect(() => {
    for (const [name, message] of Object.entries(errors ?? {}))
      setError(name as keyof TournamentFormValues, { type: 'server', message })
  }, [errors, setError])
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((checked) => onValid?.(checked))} className="flex flex-col gap-6">
        {children}
        <Button type="submit" size="lg" className="self-start">
          <FormattedMessage id="manage.createTournament.submit" defaultMessage="Create tournament" />
        </Button>
      </form>
    </FormProvider>
  )
}

/** Renders the story inside the tournament form, set up from `parameters.tournamentForm`. */
export const withTournamentForm: Decorator = (Story, context) => {
  const parameters = (context.parameters.tournamentForm ?? {}) as TournamentFormStoryParameters
  return (
    <TournamentFormStory {...parameters}>
      <Story />
    </TournamentFormStory>
  )
}
