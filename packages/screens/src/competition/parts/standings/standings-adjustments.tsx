import { zodResolver } from '@hookform/resolvers/zod'
import {
  leagueNightMutations,
  leagueNightQueries,
  maxAdjustmentPoints,
  StandingsAdjustmentInputSchema,
  type DivisionParams,
  type LeagueStandings,
  type StandingsAdjustment,
} from '@oche/api'
import { Button, FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea, toast } from '@oche/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Scale, Undo2 } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { z } from 'zod'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { usePlatform } from '../../../app/platform/platform-context'
import { ConfirmActionDialog } from '../../../manage/parts/confirm-action/confirm-action-dialog'
import { FormDialog } from '../../../manage/parts/form-dialog'
import { SelectField } from '../../teams/parts/team-form/select-field'

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

/** The division's adjustment calls; every success makes the season's league data stale (the standings move). */
function useAdjustmentActions(ref: DivisionParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const stale = () => queryClient.invalidateQueries({ queryKey: leagueNightQueries.seasonKey(ref) })
  return {
    add: useMutation({ ...leagueNightMutations.addAdjustment(api, ref), onSuccess: stale }),
    remove: useMutation({ ...leagueNightMutations.removeAdjustment(api, ref), onSuccess: stale }),
  }
}

function AdjustDialog({
  teams,
  add,
  onClose,
}: {
  teams: LeagueStandings['rows'][number]['team'][]
  add: ReturnType<typeof useAdjustmentActions>['add']
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
      <SelectField
        control={form.control}
        name="team"
        label={<FormattedMessage id="competition.adjustments.team" defaultMessage="Team" />}
        choices={teams.map((team) => ({ value: team.slug, label: team.name }))}
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
        className="sm:max-w-48"
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

export type StandingsAdjustmentsProps = {
  division: DivisionParams
  standings: Pick<LeagueStandings, 'adjustments' | 'rows'>
  /** The organisation's admins of a season not archived: they add adjustments and take them back. */
  canAdjust: boolean
  /** The level of the section's heading under the page's own (`h3` under a section's `h2` by default). */
  headingLevel?: 'h2' | 'h3'
}

/**
 * The points adjustments of a division's standings (league-rules.md §6) with their reasons, who made them and when,
 * for everyone who reads the standings; the admins add one ("Adjust points") or take one back. Nothing at all for a
 * reader of a division without adjustments.
 */
export function StandingsAdjustments({
  division,
  standings,
  canAdjust,
  headingLevel: Heading = 'h3',
}: StandingsAdjustmentsProps) {
  const intl = useIntl()
  const headingId = useId()
  const actions = useAdjustmentActions(division)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<StandingsAdjustment | null>(null)
  const { adjustments } = standings
  if (adjustments.length === 0 && !canAdjust) return null
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-slot="standings-adjustments">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold">
          <FormattedMessage id="competition.adjustments.title" defaultMessage="Points adjustments" />
        </Heading>
        {canAdjust && standings.rows.length > 0 ? (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Scale aria-hidden />
            <FormattedMessage id="competition.adjustments.add" defaultMessage="Adjust points" />
          </Button>
        ) : null}
      </div>
      {adjustments.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.adjustments.none"
            defaultMessage="No points adjustments: the standings are the results alone."
          />
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {adjustments.map((adjustment) => (
            <li
              key={adjustment.id}
              className="flex flex-wrap items-start justify-between gap-2 p-3"
              data-adjustment={adjustment.id}
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium">
                  <FormattedMessage
                    id="competition.adjustments.item"
                    defaultMessage="{team}: {points, plural, one {{signed} point} other {{signed} points}}"
                    values={{
                      team: adjustment.team.name,
                      points: Math.abs(adjustment.points),
                      signed: intl.formatNumber(adjustment.points, { signDisplay: 'always' }),
                    }}
                  />
                </p>
                <p className="text-sm break-words">{adjustment.reason}</p>
                <p className="text-xs text-muted-foreground">
                  {adjustment.by === null ? (
                    <FormattedMessage
                      id="competition.adjustments.when"
                      defaultMessage="On {date}"
                      values={{
                        date: intl.formatDate(adjustment.at, { day: 'numeric', month: 'long', year: 'numeric' }),
                      }}
                    />
                  ) : (
                    <FormattedMessage
                      id="competition.adjustments.byWhen"
                      defaultMessage="By {name}, {date}"
                      values={{
                        name: adjustment.by,
                        date: intl.formatDate(adjustment.at, { day: 'numeric', month: 'long', year: 'numeric' }),
                      }}
                    />
                  )}
                </p>
              </div>
              {canAdjust ? (
                <Button
                  variant="ghost"
                  onClick={() => setRemoving(adjustment)}
                  aria-label={intl.formatMessage(
                    {
                      id: 'competition.adjustments.removeLabel',
                      defaultMessage: 'Take back the adjustment of {team}: {reason}',
                    },
                    { team: adjustment.team.name, reason: adjustment.reason },
                  )}
                >
                  <Undo2 aria-hidden />
                  <FormattedMessage id="competition.adjustments.remove" defaultMessage="Take back" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AdjustDialog
          teams={standings.rows.map((row) => row.team)}
          add={actions.add}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {removing ? (
        <ConfirmActionDialog
          title={intl.formatMessage({
            id: 'competition.adjustments.removeTitle',
            defaultMessage: 'Take this adjustment back?',
          })}
          description={intl.formatMessage(
            {
              id: 'competition.adjustments.removeDescription',
              defaultMessage:
                'The standings of {team} no longer count it. The adjustment stays in the organisation’s records.',
            },
            { team: removing.team.name },
          )}
          confirmLabel={intl.formatMessage({
            id: 'competition.adjustments.removeConfirm',
            defaultMessage: 'Take back',
          })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => actions.remove.mutateAsync(removing.id)}
          successMessage={() =>
            intl.formatMessage({
              id: 'competition.adjustments.removed',
              defaultMessage: 'The adjustment is taken back',
            })
          }
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  )
}
