import { zodResolver } from '@hookform/resolvers/zod'
import { maxAdjustmentPoints, StandingsAdjustmentInputSchema, type LeagueStandings } from '@oche/api'
import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea, toast } from '@oche/ui'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { z } from 'zod'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { FormDialog } from '../../../manage/parts/form-dialog'
import { FormSelectField, slugOption } from '../../../app/select-field/select-field'
import type { AdjustmentActions } from './adjustment-actions'

/** The form's checks: the server's, with "at least one point" said in the interface language. */
function adjustmentFormSchema(intl: IntlShape) {
  return StandingsAdjustmentInputSchema.extend({
    team: z.string().min(1),
    points: z
      .number()
      .int()
      .min(-maxAdjustmentPoints)
      .max(maxAdjustmentPoints)
      .refine((points) => points !== 0, {
        error: intl.formatMessage({
          id: 'competition.adjustments.pointsZero',
          defaultMessage: 'An adjustment takes off or awards at least one point.',
        }),
      }),
  })
}
type AdjustmentValues = z.input<ReturnType<typeof adjustmentFormSchema>>
const fields = new Set(['team', 'points', 'reason'])

/** The admins' "Adjust points" form: a team, the points it gains or loses and the reason everyone reads. */
export function AdjustDialog({
  teams,
  add,
  onClose,
}: {
  teams: LeagueStandings['rows'][number]['team'][]
  add: AdjustmentActions['add']
  onClose: () => void
}) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const schema = useMemo(() => adjustmentFormSchema(intl), [intl])
  const form = useForm<AdjustmentValues>({
    resolver: zodResolver(schema, { error }),
    defaultValues: { team: teams[0]?.slug ?? '', points: -1, reason: '' },
  })
  const save = async (values: AdjustmentValues) => {
    const made = await add.mutateAsync(values)
    toast.success(
      intl.formatMessage(
        {
          id: 'competition.adjustments.added',
          defaultMessage: '{team}: {points, plural, one {{signed} point} other {{signed} points}} in the standings',
        },
        {
          team: made.team.name,
          points: Math.abs(made.points),
          signed: intl.formatNumber(made.points, { signDisplay: 'always' }),
        },
      ),
    )
    onClose()
  }
  return (
    <FormDialog
      title={<FormattedMessage id="competition.adjustments.dialogTitle" defaultMessage="Adjust points" />}
      description={
        <FormattedMessage
          id="competition.adjustments.dialogDescription"
          defaultMessage="A deduction for a late result or a player who was not eligible, or points awarded. Everyone who reads the standings sees it with its reason."
        />
      }
      closeLabel={intl.formatMessage(commonMessages.close)}
      cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
      submitLabel={<FormattedMessage id="competition.adjustments.submit" defaultMessage="Adjust the points" />}
      form={form}
      fields={fields}
      onSubmit={save}
      onClose={onClose}
    >
      <FormSelectField
        control={form.control}
        name="team"
        label={<FormattedMessage id="competition.adjustments.team" defaultMessage="Team" />}
        options={teams.map(slugOption)}
      />
      <TextField
        label={<FormattedMessage id="competition.adjustments.pointsLabel" defaultMessage="Points" />}
        description={
          <FormattedMessage
            id="competition.adjustments.pointsHelp"
            defaultMessage="Negative takes points off, such as −3; positive awards them."
          />
        }
        type="number"
        inputMode="numeric"
        min={-maxAdjustmentPoints}
        max={maxAdjustmentPoints}
        inputClassName="sm:max-w-48"
        required
        error={form.formState.errors.points?.message}
        {...form.register('points', { valueAsNumber: true })}
      />
      <FormField error={form.formState.errors.reason?.message} required>
        <FormLabel>
          <FormattedMessage id="competition.adjustments.reason" defaultMessage="Reason" />
        </FormLabel>
        <FormControl>
          <Textarea autoResize className="max-h-48" maxLength={500} {...form.register('reason')} />
        </FormControl>
        <FormDescription>
          <FormattedMessage
            id="competition.adjustments.reasonHelp"
            defaultMessage="Shown beside the standings, such as “Result entered after the deadline”."
          />
        </FormDescription>
        <FormMessage />
      </FormField>
    </FormDialog>
  )
}
