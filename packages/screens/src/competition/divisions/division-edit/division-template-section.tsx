import { zodResolver } from '@hookform/resolvers/zod'
import type { Division, Season } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { useMemo } from 'react'
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { fieldPaths } from '../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import { RadioField } from '../../../manage/parts/form-fields/radio-field'
import { describeGames, describeMatch, MatchTemplateFields } from '../../parts/match-template'
import type { DivisionPaths } from '../parts'
import {
  divisionTemplateSchema,
  divisionTemplateValues,
  toDivisionTemplateChange,
  type DivisionTemplateValues,
} from './division-template-values'
import { useUpdateDivision } from './use-division-edit'

export type DivisionTemplateSectionProps = {
  division: Division
  season: Season
  /** The division's slug in the page's path. */
  slug: string
  paths: DivisionPaths
}

/**
 * The division's match template: the season's (summed up), or one of its own edited in place. Saved on its own:
 * `{ match_template: null }` goes back to the season's.
 */
export function DivisionTemplateSection({ division, season, slug, paths }: DivisionTemplateSectionProps) {
  return (
    <FormSection
      title={
        <FormattedMessage id="competition.divisionTemplate.title" defaultMessage="Match template of this division" />
      }
      description={
        <FormattedMessage
          id="competition.divisionTemplate.description"
          defaultMessage="How a team match of this division is played. Matches already started keep the template they started with."
        />
      }
    >
      <DivisionTemplateForm key={division.updated_at} division={division} season={season} slug={slug} paths={paths} />
    </FormSection>
  )
}

function DivisionTemplateForm({ division, season, slug, paths }: DivisionTemplateSectionProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const update = useUpdateDivision({ ...paths.ref, division: slug })
  const defaultValues = useMemo(() => divisionTemplateValues(division, season), [division, season])
  const schema = useMemo(() => divisionTemplateSchema(intl), [intl])
  const form = useForm<DivisionTemplateValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  const anchors = useMemo(() => new Set([...fieldPaths(defaultValues), 'match_template']), [defaultValues])
  const source = useWatch({ control: form.control, name: 'source' })
  const { errors, isSubmitting } = form.formState
  const seasonTemplate = season.settings.match_template

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toDivisionTemplateChange(values))
      toast.success(
        saved.match_template
          ? intl.formatMessage(
              { id: 'competition.divisionTemplate.savedOwn', defaultMessage: '{name} plays its own match template' },
              { name: saved.name },
            )
          : intl.formatMessage(
              {
                id: 'competition.divisionTemplate.savedSeason',
                defaultMessage: '{name} plays the season’s match template',
              },
              { name: saved.name },
            ),
      )
    } catch (caught) {
      showServerErrors(caught, { anchors, setError: form.setError, intl })
    }
  })

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <RadioField
              ref={field.ref}
              legend={<FormattedMessage id="competition.divisionTemplate.source" defaultMessage="The division plays" />}
              value={field.value}
              onValueChange={field.onChange}
              options={[
                {
                  value: 'season',
                  label: <FormattedMessage id="competition.divisionTemplate.season" defaultMessage="As the season’s" />,
                  description: (
                    <FormattedMessage
                      id="competition.divisionTemplate.seasonSummary"
                      defaultMessage="{games}. {match}"
                      values={{
                        games: describeGames(intl, seasonTemplate),
                        match: describeMatch(intl, seasonTemplate),
                      }}
                    />
                  ),
                },
                {
                  value: 'own',
                  label: (
                    <FormattedMessage
                      id="competition.divisionTemplate.own"
                      defaultMessage="Own template for this division"
                    />
                  ),
                  description: (
                    <FormattedMessage
                      id="competition.divisionTemplate.ownHelp"
                      defaultMessage="Other games, legs or points than the rest of the season, such as longer singles in the highest division."
                    />
                  ),
                },
              ]}
            />
          )}
        />
        {source === 'own' ? <MatchTemplateFields name="match_template" /> : null}
        <Button type="submit" size="lg" className="self-start" disabled={isSubmitting}>
          <FormattedMessage id="competition.divisionTemplate.save" defaultMessage="Save the match template" />
        </Button>
      </form>
    </FormProvider>
  )
}
