import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea } from '@oche/ui'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../../../accounts/parts/account-form/text-field'
import { FormSection } from '../../../parts/form-fields/form-section'
import { RadioField } from '../../../parts/form-fields/radio-field'
import { VisibilityField } from '../../../parts/form-fields/visibility-field'
import type { RankingFormValues } from './ranking-form-values'

/** The ranking's name and what the public should know about it. */
export function DetailsSection() {
  const { register, formState } = useFormContext<RankingFormValues>()
  const { errors } = formState
  return (
    <FormSection title={<FormattedMessage id="manage.rankingForm.detailsTitle" defaultMessage="Ranking" />}>
      <TextField
        label={<FormattedMessage id="manage.rankingForm.name" defaultMessage="Name" />}
        description={
          <FormattedMessage
            id="manage.rankingForm.nameHelp"
            defaultMessage="For example “Club order of merit” or “Winter season 2026–27”."
          />
        }
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField error={errors.description?.message}>
        <FormLabel>
          <FormattedMessage id="manage.rankingForm.description" defaultMessage="Description (optional)" />
        </FormLabel>
        <FormControl>
          <Textarea autoResize className="max-h-96" {...register('description')} />
        </FormControl>
        <FormDescription>
          <FormattedMessage
            id="manage.rankingForm.descriptionHelp"
            defaultMessage="Shown above the ranking. Plain text; line breaks are kept."
          />
        </FormDescription>
        <FormMessage />
      </FormField>
    </FormSection>
  )
}

/** Who can see the ranking: the same three choices as a tournament. */
export function VisibilitySection() {
  return (
    <FormSection title={<FormattedMessage id="manage.rankingForm.visibilityTitle" defaultMessage="Visibility" />}>
      <VisibilityField
        legend={<FormattedMessage id="manage.rankingForm.visibility" defaultMessage="Who can see it" />}
        descriptions={{
          public: (
            <FormattedMessage
              id="manage.rankingForm.publicHelp"
              defaultMessage="Listed on Oche’s rankings page; anyone can see it. Only your public tournaments count."
            />
          ),
          unlisted: (
            <FormattedMessage
              id="manage.rankingForm.unlistedHelp"
              defaultMessage="Not listed; anyone with the link can see it. Your public and unlisted tournaments count."
            />
          ),
          private: (
            <FormattedMessage
              id="manage.rankingForm.privateHelp"
              defaultMessage="Only you and the other organisers can see it. All your tournaments count, private ones too."
            />
          ),
        }}
      />
    </FormSection>
  )
}

/** Which results count by date: the last N months, or a fixed season between two days. */
export function WindowField() {
  const { control, register, formState } = useFormContext<RankingFormValues>()
  const kind = useWatch({ control, name: 'window.kind' })
  const errors = formState.errors.window
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={control}
        name="window.kind"
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="manage.rankingForm.window" defaultMessage="Which results count by date" />}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              {
                value: 'rolling',
                label: <FormattedMessage id="manage.rankingForm.windowRolling" defaultMessage="The last months" />,
                description: (
                  <FormattedMessage
                    id="manage.rankingForm.windowRollingHelp"
                    defaultMessage="A rolling window: a result leaves the ranking once it is that old."
                  />
                ),
              },
              {
                value: 'fixed',
                label: <FormattedMessage id="manage.rankingForm.windowFixed" defaultMessage="A season" />,
                description: (
                  <FormattedMessage
                    id="manage.rankingForm.windowFixedHelp"
                    defaultMessage="Tournaments from the first day to the last, both included."
                  />
                ),
              },
            ]}
          />
        )}
      />
      {kind === 'rolling' ? (
        <TextField
          className="max-w-48"
          label={<FormattedMessage id="manage.rankingForm.months" defaultMessage="Number of months" />}
          inputMode="numeric"
          autoComplete="off"
          error={errors?.months?.message}
          {...register('window.months')}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={<FormattedMessage id="manage.rankingForm.seasonFrom" defaultMessage="First day" />}
            error={errors?.from?.message}
            {...register('window.from')}
          />
          <TextField
            type="date"
            label={<FormattedMessage id="manage.rankingForm.seasonTo" defaultMessage="Last day" />}
            error={errors?.to?.message}
            {...register('window.to')}
          />
        </div>
      )}
    </div>
  )
}

/** Whether every result of a player counts, or only their best N. */
export function CountingField() {
  const { control, register, formState } = useFormContext<RankingFormValues>()
  const counting = useWatch({ control, name: 'counting' })
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={control}
        name="counting"
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="manage.rankingForm.counting" defaultMessage="Results that count" />}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              {
                value: 'all',
                label: <FormattedMessage id="manage.rankingForm.countAll" defaultMessage="All results" />,
              },
              {
                value: 'best',
                label: <FormattedMessage id="manage.rankingForm.countBest" defaultMessage="Only the best results" />,
                description: (
                  <FormattedMessage
                    id="manage.rankingForm.countBestHelp"
                    defaultMessage="Each player’s best results count; their other results are shown but add nothing."
                  />
                ),
              },
            ]}
          />
        )}
      />
      {counting === 'best' ? (
        <TextField
          className="max-w-48"
          label={<FormattedMessage id="manage.rankingForm.bestCount" defaultMessage="Number of best results" />}
          inputMode="numeric"
          autoComplete="off"
          error={formState.errors.count_best?.message}
          {...register('count_best')}
        />
      ) : null}
    </div>
  )
}
