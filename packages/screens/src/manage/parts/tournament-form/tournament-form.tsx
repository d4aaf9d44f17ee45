import { zodResolver } from '@hookform/resolvers/zod'
import { StageKindSchema } from '@oche/api'
import { Button } from '@oche/ui'
import { useMemo, type ReactNode } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { fieldPaths } from '../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { AccessSection } from './access-section'
import { BasicsSection } from './basics-section'
import { FormatSection } from './format-section'
import { GameSettingsSection } from './game-settings-section'
import { ScheduleSection } from './schedule-section'
import { StandingsSection } from './standings-section'
import { formatFromDraft, TournamentFormSchema, type TournamentFormValues } from './tournament-form-values'
import { stagesOf } from './tournament-stages'

export type TournamentFormProps = {
  defaultValues: TournamentFormValues
  /** The draw is made: the type, format and game settings are shown but cannot be changed. */
  isLocked?: boolean
  /** Players entered so far, for the format's summary. */
  entriesCount?: number
  submitLabel: ReactNode
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: TournamentFormValues) => Promise<unknown>
}

// The server names some fields differently from the form: the start is one timestamp, and a longer round is a
// match format of its own (`phases.knockout.rounds.final.legs` is the form's `…rounds.final.format.legs`).
function formKeyOf(key: string): string {
  if (key === 'starts_at') return 'date'
  return key.replace(/^(phases\.\w+\.rounds\.\w+)(\.|$)/, '$1.format$2')
}

/**
 * The one form for creating and editing a tournament: basics, schedule, visibility and sign-up, format with a live
 * summary, game settings per phase and, for formats with tables, points and tie-breakers.
 */
export function TournamentForm({
  defaultValues,
  isLocked = false,
  entriesCount = 0,
  submitLabel,
  onSubmit,
}: TournamentFormProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const form = useForm<TournamentFormValues>({
    resolver: zodResolver(TournamentFormSchema, { error }),
    defaultValues,
  })
  const anchors = useMemo(
    () =>
      new Set([
        ...fieldPaths(defaultValues),
        'format',
        'phases',
        ...StageKindSchema.options.map((stage) => `phases.${stage}`),
      ]),
    [defaultValues],
  )
  const format = formatFromDraft(useWatch({ control: form.control, name: 'format' }))
  const hasTables = stagesOf(format).some((stage) => stage === 'groups' || stage === 'roundRobin')
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) =>
      showServerErrors(caught, { anchors, rename: formKeyOf, setError: form.setError, intl }),
    ),
  )

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <BasicsSection isLocked={isLocked} />
        <ScheduleSection />
        <AccessSection />
        <FormatSection isLocked={isLocked} entriesCount={entriesCount} />
        <GameSettingsSection isLocked={isLocked} />
        {hasTables ? <StandingsSection /> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
