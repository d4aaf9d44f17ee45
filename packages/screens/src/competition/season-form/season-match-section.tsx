import { zodResolver } from '@hookform/resolvers/zod'
import type { Season } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { useMemo } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { fieldPaths } from '../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { MatchTemplateFields, TieBreakersField } from '../parts/match-template'
import { useUpdateSeason, type SeasonPageRef } from '../parts/season-form/use-season-form'
import {
  highCheckoutLimits,
  lowVisitLimits,
  seasonMatchChanges,
  seasonMatchSchema,
  seasonMatchValues,
  type SeasonMatchValues,
} from './season-match-values'

type SectionProps = { season: Season; pageRef: SeasonPageRef }

/** Server keys the section holds under another name: the settings are fields of their own here. */
const formKeyOf = (key: string) => key.replace(/^settings\./, '')

/**
 * How the season's team matches are played (its match template) and how its standings and leaderboards count, in a
 * form of its own: only the settings that changed are sent. Shown read only while the season is archived.
 */
export function SeasonMatchSection({ season, pageRef }: SectionProps) {
  // The form starts again from the saved settings when they change, not while the admin is typing.
  const defaultValues = useMemo(() => seasonMatchValues(season.settings), [season.settings])
  return (
    <FormSection
      title={<FormattedMessage id="competition.seasonMatch.title" defaultMessage="How matches are played" />}
      description={
        <FormattedMessage
          id="competition.seasonMatch.description"
          defaultMessage="The games of a team match, its points, and how the standings and leaderboards count. Matches already started keep the template they started with; a division can have a template of its own."
        />
      }
    >
      <SeasonMatchForm
        key={JSON.stringify(defaultValues)}
        season={season}
        pageRef={pageRef}
        defaultValues={defaultValues}
      />
    </FormSection>
  )
}

function SeasonMatchForm({ season, pageRef, defaultValues }: SectionProps & { defaultValues: SeasonMatchValues }) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const update = useUpdateSeason(pageRef, season.slug)
  const schema = useMemo(() => seasonMatchSchema(intl), [intl])
  const form = useForm<SeasonMatchValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  // The whole template is a place too: the server's refusals of it name no game.
  const anchors = useMemo(() => new Set([...fieldPaths(defaultValues), 'match_template']), [defaultValues])
  const { errors, isSubmitting } = form.formState
  const readOnly = season.is_archived

  const handleSubmit = form.handleSubmit(async (values) => {
    const changes = seasonMatchChanges(values, season.settings)
    if (Object.keys(changes).length === 0) {
      toast.info(intl.formatMessage({ id: 'competition.seasonMatch.unchanged', defaultMessage: 'Nothing has changed' }))
      return
    }
    await update
      .mutateAsync({ settings: changes })
      .catch((caught: unknown) =>
        showServerErrors(caught, { anchors, rename: formKeyOf, setError: form.setError, intl }),
      )
  })

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <MatchTemplateFields name="match_template" readOnly={readOnly} />
          <div className="flex flex-col gap-6 border-t pt-6">
            <h3 className="text-base font-semibold">
              <FormattedMessage
                id="competition.seasonMatch.standingsTitle"
                defaultMessage="Standings and leaderboards"
              />
            </h3>
            <Controller
              control={form.control}
              name="tie_breakers"
              render={({ field, fieldState }) => (
                <TieBreakersField
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={fieldState.error?.message}
                  readOnly={readOnly}
                />
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={
                  <FormattedMessage id="competition.seasonMatch.lowVisits" defaultMessage="Short legs: most darts" />
                }
                description={
                  <FormattedMessage
                    id="competition.seasonMatch.lowVisitsHelp"
                    defaultMessage="A leg won in at most this many darts counts as a short leg ({min} to {max})."
                    values={{ min: lowVisitLimits.min, max: lowVisitLimits.max }}
                  />
                }
                type="number"
                inputMode="numeric"
                min={lowVisitLimits.min}
                max={lowVisitLimits.max}
                error={errors.low_visit_max_darts?.message}
                {...form.register('low_visit_max_darts', { valueAsNumber: true })}
              />
              <TextField
                label={
                  <FormattedMessage id="competition.seasonMatch.highCheckouts" defaultMessage="High checkouts: from" />
                }
                description={
                  <FormattedMessage
                    id="competition.seasonMatch.highCheckoutsHelp"
                    defaultMessage="A checkout of at least this score counts as a high checkout ({min} to {max})."
                    values={{ min: highCheckoutLimits.min, max: highCheckoutLimits.max }}
                  />
                }
                type="number"
                inputMode="numeric"
                min={highCheckoutLimits.min}
                max={highCheckoutLimits.max}
                error={errors.high_checkout_minimum?.message}
                {...form.register('high_checkout_minimum', { valueAsNumber: true })}
              />
            </div>
          </div>
        </fieldset>
        {readOnly ? null : (
          <Button type="submit" size="lg" className="self-start" disabled={isSubmitting}>
            <FormattedMessage id="competition.seasonMatch.save" defaultMessage="Save how matches are played" />
          </Button>
        )}
      </form>
    </FormProvider>
  )
}
