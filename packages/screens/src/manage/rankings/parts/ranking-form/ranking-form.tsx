import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@oche/ui'
import { useMemo, type ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { fieldPaths } from '../../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../../app/form-errors/show-server-errors'
import { TieRuleText } from '../../../../tournaments/rankings/parts'
import { FormSection } from '../../../parts/form-fields/form-section'
import { PointsTableField } from './points-table-field'
import { RankingFormSchema, type RankingFormValues } from './ranking-form-values'
import { CountingField, DetailsSection, VisibilitySection, WindowField } from './settings-sections'
import { TournamentsField, type RankingTournamentChoice } from './tournaments-field'
import { useRankingFormErrorMap } from './use-ranking-form-error-map'

export type RankingFormProps = {
  defaultValues: RankingFormValues
  /** The organiser's tournaments to choose from, the most recent first. */
  tournaments: readonly RankingTournamentChoice[]
  submitLabel: ReactNode
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: RankingFormValues) => Promise<unknown>
}

/** The one form for creating and editing a ranking: its name, who sees it, what counts and how many points. */
export function RankingForm({ defaultValues, tournaments, submitLabel, onSubmit }: RankingFormProps) {
  const intl = useIntl()
  const error = useRankingFormErrorMap()
  const form = useForm<RankingFormValues>({ resolver: zodResolver(RankingFormSchema, { error }), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [defaultValues])
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) => showServerErrors(caught, { anchors, setError: form.setError, intl })),
  )

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <DetailsSection />
        <VisibilitySection />
        <FormSection title={<FormattedMessage id="manage.rankingForm.whatCountsTitle" defaultMessage="What counts" />}>
          <TournamentsField tournaments={tournaments} />
          <WindowField />
          <CountingField />
        </FormSection>
        <FormSection
          title={<FormattedMessage id="manage.rankingForm.pointsTitle" defaultMessage="Points" />}
          description={
            <FormattedMessage
              id="manage.rankingForm.tieRule"
              defaultMessage="The most points rank first. {tieRule}"
              values={{ tieRule: <TieRuleText /> }}
            />
          }
        >
          <PointsTableField />
        </FormSection>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
