import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@oche/ui'
import type { Decorator } from '@storybook/react-vite'
import { useEffect, type ReactNode } from 'react'
import { FormProvider, useForm, type Path } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { fieldPaths, placeServerErrors } from '../../../app/form-errors/place-server-errors'
import {
  newRankingFormValues,
  RankingFormSchema,
  type RankingFormValues,
} from '../parts/ranking-form/ranking-form-values'
import { useRankingFormErrorMap } from '../parts/ranking-form/use-ranking-form-error-map'

// Stories only: one part of the ranking form on its own, in a form set up as `RankingForm` sets it up (the same
// schema and error map), with a submit button that checks it as submitting does (nothing is sent).

/** A new ranking, named, so only the story's own fields can fail. */
const sectionValues: RankingFormValues = { ...newRankingFormValues(), name: 'Club order of merit' }

export type RankingFormSectionStoryParameters = {
  /** Changes to the new ranking's values (named “Club order of merit”). */
  values?: Partial<RankingFormValues>
  /** A server's 422 field errors by its keys (`window.to`, `tournament_ids.2`), placed as the real form places them. */
  serverErrors?: Record<string, string>
  /** Called with the checked values. */
  onValid?: (values: RankingFormValues) => void
}

function RankingFormSectionStory({
  values,
  serverErrors,
  onValid,
  children,
}: RankingFormSectionStoryParameters & { children: ReactNode }) {
  const error = useRankingFormErrorMap()
  const defaultValues = { ...sectionValues, ...values }
  const form = useForm<RankingFormValues>({ resolver: zodResolver(RankingFormSchema, { error }), defaultValues })
  const { setError } = form
  useEffect(() => {
    const keyed = Object.fromEntries(Object.entries(serverErrors ?? {}).map(([key, message]) => [key, [message]]))
    const placed = placeServerErrors(keyed, fieldPaths(defaultValues))
    for (const { path, message } of placed.fields)
      setError(path as Path<RankingFormValues>, { type: 'server', message })
    // The errors are set once, as the server's answer would be.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors, setError])
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((checked) => onValid?.(checked))} className="flex flex-col gap-6">
        {children}
        <Button type="submit" size="lg" className="self-start">
          <FormattedMessage id="manage.rankingForm.createSubmit" defaultMessage="Create ranking" />
        </Button>
      </form>
    </FormProvider>
  )
}

/** Renders the story inside the ranking form, set up from `parameters.rankingForm`. */
export const withRankingFormSection: Decorator = (Story, context) => {
  const parameters = (context.parameters.rankingForm ?? {}) as RankingFormSectionStoryParameters
  return (
    <RankingFormSectionStory {...parameters}>
      <Story />
    </RankingFormSectionStory>
  )
}
